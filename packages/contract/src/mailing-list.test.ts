import { describe, expect, it } from 'vitest';
import { subscribeInputSchema } from './mailing-list';
import { MAILING_LIST_MESSAGES } from './mailing-list-messages';

describe('subscribe schema', () => {
  it('requires an e-mail with the footer message and lower-cases it', () => {
    expect(
      subscribeInputSchema.safeParse({ email: '', source: 'footer_signup' }).error?.issues[0]?.message,
    ).toBe(MAILING_LIST_MESSAGES.emailRequired);
    expect(subscribeInputSchema.parse({ email: 'A@B.MV', source: 'footer_signup' }).email).toBe('a@b.mv');
    expect(subscribeInputSchema.safeParse({ email: 'a@b.mv', source: 'popup' }).success).toBe(false);
  });
});
