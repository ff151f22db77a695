/**
 * The mailing list (spec 01 §7 subscribe-to-mailing-list): one row per e-mail, a confirmation e-mail through
 * the outbox with a one-click unsubscribe link, and SUBSCRIPTION_MANAGED in the activity log.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { MAILING_LIST_MESSAGES, type SubscribeResponse } from '@marketplace/contract/mailing-list-messages';
import type { z } from 'zod';
import type { subscribeInputSchema } from '@marketplace/contract/mailing-list';
import type { Database } from '../../db/client';
import { mailingListSubscribers } from '../../db/schema/community';
import type { Mailer } from '../../lib/mailer';
import type { Language } from '@marketplace/contract/language';
import { serverMessages } from '../../i18n/messages';
import { recordActivity } from '../activity/activity.service';

type SubscribeData = z.output<typeof subscribeInputSchema>;

/**
 * Subscribes an e-mail. A repeat answers `{ success: false, message: "…already subscribed…" }`; the early
 * access page treats that as success, the footer as an error (spec 01 §7). A former subscriber who had
 * unsubscribed is subscribed again.
 */
export async function subscribe(
  deps: { db: Database; mailer: Mailer; baseUrl: string; siteName: string },
  args: {
    input: SubscribeData;
    ipAddress: string;
    /** Issue #15: the language of the page the visitor subscribed on; the confirmation is written in it. */
    language?: Language;
  },
): Promise<SubscribeResponse> {
  const { input } = args;
  const token = randomBytes(24).toString('base64url');
  const result = await deps.db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(mailingListSubscribers)
      .where(eq(mailingListSubscribers.email, input.email))
      .limit(1);
    if (existing && !existing.unsubscribedAt) return 'already' as const;
    if (existing) {
      await tx
        .update(mailingListSubscribers)
        .set({ unsubscribedAt: null, unsubscribeToken: token, source: input.source })
        .where(eq(mailingListSubscribers.id, existing.id));
    } else {
      await tx.insert(mailingListSubscribers).values({
        email: input.email,
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
        source: input.source,
        unsubscribeToken: token,
      });
    }
    const { mailingList } = serverMessages(args.language).email;
    const unsubscribeUrl = `${deps.baseUrl}/api/mailing-list/unsubscribe?token=${token}`;
    await deps.mailer.enqueue(tx, {
      to: input.email,
      kind: 'mailing-list-confirmation',
      subject: mailingList.subject(deps.siteName),
      text: mailingList.text({
        siteName: deps.siteName,
        unsubscribeUrl,
      }),
      unsubscribeUrl,
    });
    await recordActivity(tx, {
      actionType: 'SUBSCRIPTION_MANAGED',
      description: `Subscribed to the mailing list (${input.source})`,
      actor: null,
      ipAddress: args.ipAddress,
      details: { email: input.email, source: input.source },
      facts: { event: 'mailingListSubscribed', source: input.source },
    });
    return 'subscribed' as const;
  });
  if (result === 'already') return { success: false, message: MAILING_LIST_MESSAGES.alreadySubscribed };
  void deps.mailer.flush();
  return { success: true, message: MAILING_LIST_MESSAGES.subscribedServer };
}

/** One-click unsubscribe by the token in every message. @returns false for an unknown or used token. */
export async function unsubscribe(
  db: Database,
  args: { token: string; ipAddress: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(mailingListSubscribers)
      .set({ unsubscribedAt: new Date() })
      .where(
        and(
          eq(mailingListSubscribers.unsubscribeToken, args.token),
          isNull(mailingListSubscribers.unsubscribedAt),
        ),
      )
      .returning({ email: mailingListSubscribers.email });
    if (!row) return false;
    await recordActivity(tx, {
      actionType: 'SUBSCRIPTION_MANAGED',
      description: 'Unsubscribed from the mailing list',
      actor: null,
      ipAddress: args.ipAddress,
      details: { email: row.email },
      facts: { event: 'mailingListUnsubscribed' },
    });
    return true;
  });
}
