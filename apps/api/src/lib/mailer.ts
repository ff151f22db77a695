/**
 * Mail goes through the `mail_outbox` table (written in the caller's transaction when it has one) and is
 * delivered by SMTP when SMTP_URL is set; otherwise its text, links included, is logged so a developer can
 * follow a reset link locally. Tests read the outbox.
 */
import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema/community';
import type { Logger } from './logger';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** A short tag for filtering the outbox: 'password-reset', 'email-verification', … */
  kind: string;
}

export interface Mailer {
  /** Queues a message in the outbox within `db` (a transaction or the database). */
  enqueue(db: Database, mail: OutgoingMail): Promise<void>;
  /** Sends what is queued (SMTP) or logs it; called after commits and on an interval. */
  flush(): Promise<void>;
}

const MAX_ATTEMPTS = 5;
const eqId = (id: string) => eq(mailOutbox.id, id);

export function createMailer(options: {
  db: Database;
  smtpUrl?: string;
  from: string;
  logger: Logger;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  let flushing: Promise<void> | null = null;

  async function flushOnce(): Promise<void> {
    const pending = await options.db
      .select()
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, MAX_ATTEMPTS)))
      .orderBy(asc(mailOutbox.createdAt))
      .limit(50);
    for (const mail of pending) {
      try {
        if (transport) {
          await transport.sendMail({
            from: options.from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
          });
        } else {
          options.logger.info(
            { mail: { to: mail.to, subject: mail.subject, kind: mail.kind }, text: mail.text },
            'mail (no SMTP_URL: logged, kept in mail_outbox)',
          );
        }
        await options.db
          .update(mailOutbox)
          .set({ sentAt: new Date(), attempts: mail.attempts + 1 })
          .where(eqId(mail.id));
      } catch (error) {
        options.logger.warn({ err: error, mailId: mail.id }, 'mail delivery failed; will retry');
        await options.db
          .update(mailOutbox)
          .set({ attempts: mail.attempts + 1, lastError: String(error) })
          .where(eqId(mail.id));
      }
    }
  }

  return {
    async enqueue(db, mail) {
      await db.insert(mailOutbox).values(mail);
    },
    flush() {
      // One flush at a time per process; concurrent callers share it.
      flushing ??= flushOnce().finally(() => {
        flushing = null;
      });
      return flushing;
    },
  };
}
