/**
 * The unread-message e-mail (issue #13 item 2): "If a message is still unread after 15 minutes, one e-mail
 * goes out through the mailer, batched per person."
 *
 * Conversations (engineer A) set `conversation_members.email_due_at` to the first unread message's time +
 * 15 minutes and clear it when the member reads. Each pass here (a job, never a request):
 * 0. takes a transaction-scoped advisory lock; if another pass holds it, this one does nothing;
 * 1. claims every due row (`email_due_at <= now`) with `FOR UPDATE SKIP LOCKED` and clears `email_due_at`
 *    in the same statement, so two instances running at once never claim the same row;
 * 2. groups the claimed rows by recipient and queues ONE e-mail per person in the outbox, in the same
 *    transaction (an error rolls the claim back, and the next pass tries again);
 * 3. flushes the mailer after the commit.
 *
 * The e-mail lists each conversation: the other person's name, the listing's name, the unread count and a
 * link to the thread. It carries no message text: a message may hold a phone number or worse, and the e-mail
 * leaves the marketplace (decision recorded here; the thread link is one tap away).
 *
 * Nothing goes to a banned or deleted member, nor for a conversation read in the meantime (unread 0) or one
 * where either side blocked the other; such rows are cleared all the same.
 */
import { sql } from 'drizzle-orm';
import { SERVER_MESSAGES } from '../../i18n/messages';
import { serverMessages } from '../../i18n/messages';
import { rowsOf, type Database } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import { sellerDisplayName } from '../listings/listings.service';

/** The job's queue name. */
export const MESSAGE_EMAILS_JOB = 'message-emails';
/** The advisory lock key a pass holds for its transaction (any constant bigint unique to this job). */
const MESSAGE_EMAILS_LOCK = 1_301_302;
/** The outbox `kind` of these e-mails. */
export const MESSAGE_EMAIL_KIND = 'unread-messages';

/** The e-mail's words (issue #15 translates them). */
export const MESSAGE_EMAIL_TEXT = {
  ...SERVER_MESSAGES.en.email.messages,
  greeting: SERVER_MESSAGES.en.email.greeting,
};

/** The thread's address in the app (map.md). */
export function threadUrl(baseUrl: string, conversationId: string): string {
  return `${baseUrl}/dashboard?tab=messages&conversation=${conversationId}`;
}

interface DueRow {
  conversation_id: string;
  user_id: string;
  unread_count: number;
  recipient_email: string;
  recipient_banned: boolean;
  recipient_first_name: string | null;
  /** The recipient's saved language (issue #15); null without a profile. */
  recipient_language: string | null;
  listing_name: string;
  other_first_name: string | null;
  other_last_name: string | null;
  other_ban_reason: string | null;
  blocked: boolean;
}

export interface MessageEmailsResult {
  /** E-mails queued (one per person). */
  emails: number;
  /** Due rows claimed and cleared (sent or not). */
  claimed: number;
}

/**
 * One pass of the unread-message e-mail job.
 * @param now the clock (tests inject it); rows due at or before it are sent
 * @returns how many e-mails were queued and rows claimed
 */
export async function sendDueMessageEmails(
  deps: { db: Database; mailer: Mailer; baseUrl: string; siteName: string },
  now: Date = new Date(),
): Promise<MessageEmailsResult> {
  const result = await deps.db.transaction(async (tx) => {
    // One pass at a time across instances: a pass that finds another running leaves the rows to it, so a
    // person's due rows are never split between two e-mails. SKIP LOCKED below is the second guard.
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${MESSAGE_EMAILS_LOCK}) as locked`),
    );
    if (!lock?.locked) return { emails: 0, claimed: 0 };
    const claimed = rowsOf<DueRow>(
      await tx.execute(sql`
        with due as (
          select conversation_id, user_id from conversation_members
          where email_due_at is not null and email_due_at <= ${now.toISOString()}::timestamptz
          order by email_due_at
          limit 5000
          for update skip locked
        ), cleared as (
          update conversation_members cm set email_due_at = null
          from due where cm.conversation_id = due.conversation_id and cm.user_id = due.user_id
          returning cm.conversation_id, cm.user_id, cm.unread_count
        )
        select cleared.conversation_id, cleared.user_id, cleared.unread_count,
          u.email as recipient_email, u.banned as recipient_banned,
          -- Issue #37 item 4b: the name greets only an address its owner confirmed.
          case when u.email_verified then p.first_name end as recipient_first_name,
          p.language as recipient_language,
          l.name as listing_name, op.first_name as other_first_name, op.last_name as other_last_name,
          ou.ban_reason as other_ban_reason,
          exists (select 1 from member_blocks b
            where (b.blocker_id = cleared.user_id and b.blocked_id = other.user_id)
               or (b.blocker_id = other.user_id and b.blocked_id = cleared.user_id)) as blocked
        from cleared
        join "user" u on u.id = cleared.user_id
        left join profiles p on p.id = cleared.user_id
        join conversations c on c.id = cleared.conversation_id
        join listings l on l.id = c.listing_id
        join conversation_members other on other.conversation_id = c.id and other.user_id <> cleared.user_id
        join "user" ou on ou.id = other.user_id
        left join profiles op on op.id = other.user_id
        order by cleared.user_id, c.last_message_at desc`),
    );
    const byRecipient = new Map<string, DueRow[]>();
    for (const row of claimed) {
      if (row.recipient_banned || row.blocked || Number(row.unread_count) <= 0) continue;
      const rows = byRecipient.get(row.user_id) ?? [];
      rows.push(row);
      byRecipient.set(row.user_id, rows);
    }
    for (const rows of byRecipient.values()) {
      const first = rows[0]!;
      // Issue #15: in the recipient's saved language.
      const { greeting, messages: text } = serverMessages(first.recipient_language).email;
      const lines = rows.flatMap((row) => {
        const other =
          row.other_ban_reason === 'Account deleted'
            ? text.deletedMember
            : sellerDisplayName(row.other_first_name, row.other_last_name);
        return [
          text.line(other, row.listing_name, Number(row.unread_count)),
          `  ${threadUrl(deps.baseUrl, row.conversation_id)}`,
        ];
      });
      await deps.mailer.enqueue(tx, {
        to: first.recipient_email,
        subject: text.subject(deps.siteName),
        kind: MESSAGE_EMAIL_KIND,
        text: [
          greeting(first.recipient_first_name ?? ''),
          '',
          text.intro,
          '',
          ...lines,
          '',
          text.outro(deps.siteName),
          '',
        ].join('\n'),
      });
    }
    return { emails: byRecipient.size, claimed: claimed.length };
  });
  if (result.emails > 0) await deps.mailer.flush();
  return result;
}
