import { describe, expect, it } from 'vitest';
import { LISTING_PRICE_MAX_MVR } from './listings-messages';
import { OFFER_MESSAGES, offerAmountInputSchema, offerStepText } from './offers';

const messageOf = (amount: unknown) => {
  const result = offerAmountInputSchema.safeParse({ amount });
  return result.success ? result.data.amount : result.error.issues.map((issue) => issue.message);
};

describe('offer amount (issue #13 item 3)', () => {
  it('takes a whole number of MVR from 1 to the listing price cap, as a number or digits with commas', () => {
    expect([1, 1200, '1200', ' 1,200 ', '10,000,000', LISTING_PRICE_MAX_MVR].map(messageOf)).toEqual([
      1,
      1200,
      1200,
      1200,
      LISTING_PRICE_MAX_MVR,
      LISTING_PRICE_MAX_MVR,
    ]);
  });

  it('refuses anything else with one clear message', () => {
    for (const amount of [
      0,
      -1,
      1.5,
      '1.5',
      '1e3',
      '0x10',
      '-5',
      '12,00',
      'abc',
      true,
      null,
      [1],
      {},
      NaN,
      Infinity,
    ]) {
      expect(messageOf(amount), String(amount)).toEqual([OFFER_MESSAGES.amountInvalid]);
    }
    for (const amount of [LISTING_PRICE_MAX_MVR + 1, 2 ** 31, Number.MAX_VALUE]) {
      expect(messageOf(amount), String(amount)).toEqual([OFFER_MESSAGES.amountTooHigh]);
    }
    expect(messageOf(undefined)).toEqual([OFFER_MESSAGES.amountRequired]);
    expect(messageOf('  ')).toEqual([OFFER_MESSAGES.amountRequired]);
  });
});

describe('offer step text', () => {
  it('reads from the structured step, for the viewer and the other side', () => {
    expect(offerStepText({ action: 'made', amount: 1200, mine: true, name: 'Ahmed' })).toBe(
      'You offered MVR 1,200',
    );
    expect(offerStepText({ action: 'countered', amount: 1350, mine: false, name: 'Ahmed' })).toBe(
      'Ahmed countered with MVR 1,350',
    );
  });
});
