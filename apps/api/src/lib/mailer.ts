/**
 * Mail goes through the `mail_outbox` table (written in the caller's transaction when it has one) and is
 * delivered by SMTP when SMTP_URL is set; otherwise its text, links included, is logged so a developer can
 * follow a reset link locally, and — with MAIL_DROP_DIR — written there as a file (the browser journeys'
 * inbox). API tests read the outbox table.
 *
 * Issue #11: a delivered message's body is dropped (its links open accounts), and whoever reads the outbox
 * through the API gets `redactSecrets(text)`, never a working reset, set-password or verification link.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema/community';
import type { Logger } from './logger';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** A short tag for filtering the outbox: 'password-reset', 'email-verification', … */
  kind: string;
  /**
   * Where a mail client's one-click unsubscribe POSTs (RFC 8058): sent as `List-Unsubscribe: <url>` with
   * `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (issue #37 item 4f). Mails a member can stop only.
   */
  unsubscribeUrl?: string;
}

/** One message as MAIL_DROP_DIR holds it: `<created ms>-<id>.json`. */
export interface DroppedMail extends OutgoingMail {
  id: string;
  createdAt: string;
}

export interface Mailer {
  /** Queues a message in the outbox within `db` (a transaction or the database). */
  enqueue(db: Database, mail: OutgoingMail): Promise<void>;
  /** Sends what is queued (SMTP) or logs it; called after commits and on an interval. */
  flush(): Promise<void>;
}

const MAX_ATTEMPTS = 5;
const eqId = (id: string) => eq(mailOutbox.id, id);

/** What replaces a secret in a redacted text. */
export const REDACTED = '[redacted]';
/** Query parameters whose values open something: reset and verification tokens, codes, signatures. */
const SECRET_PARAM = /token|code|secret|key|sig|otp|password|hash/i;
/** A JWT (better-auth's verification links carry one), wherever it appears. */
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g;

/**
 * The text of a message with its secrets replaced by `[redacted]`: in every http(s) link, the value of each
 * query parameter named like a secret (`token`, `code`, `key`, …), and any JWT anywhere. The rest of the
 * link stays readable (host, path, `callbackURL`), so the admin still sees what was sent. Issue #11.
 */
export function redactSecrets(text: string): string {
  return text
    .replace(/https?:\/\/[^\s<>"']+/g, (link) =>
      link.replace(/([?&])([^=&#]+)=([^&#]*)/g, (param, separator: string, name: string, value: string) =>
        SECRET_PARAM.test(name) && value ? `${separator}${name}=${REDACTED}` : param,
      ),
    )
    .replace(JWT, REDACTED);
}

export function createMailer(options: {
  db: Database;
  smtpUrl?: string;
  /** A ready transport instead of `smtpUrl` (tests use nodemailer's JSON transport). */
  transport?: Transporter;
  /** Without SMTP, each message is also written to this folder as JSON. */
  dropDir?: string;
  from: string;
  logger: Logger;
}): Mailer {
  const transport =
    options.transport ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null);
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
            text: mail.text ?? '',
            ...(mail.unsubscribeUrl
              ? {
                  list: { unsubscribe: mail.unsubscribeUrl },
                  headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
                }
              : {}),
          });
          // Delivered: the recipient has it, so the outbox keeps only who, what and when.
          await options.db
            .update(mailOutbox)
            .set({
              sentAt: new Date(),
              attempts: mail.attempts + 1,
              text: null,
              html: null,
              unsubscribeUrl: null,
              lastError: null,
            })
            .where(eqId(mail.id));
          continue;
        }
        options.logger.info(
          { mail: { to: mail.to, subject: mail.subject, kind: mail.kind }, text: mail.text },
          'mail (no SMTP_URL: logged, kept in mail_outbox)',
        );
        if (options.dropDir) {
          const dropped: DroppedMail = {
            id: mail.id,
            to: mail.to,
            subject: mail.subject,
            kind: mail.kind,
            text: mail.text ?? '',
            ...(mail.unsubscribeUrl ? { unsubscribeUrl: mail.unsubscribeUrl } : {}),
            createdAt: mail.createdAt.toISOString(),
          };
          await mkdir(options.dropDir, { recursive: true });
          // Written whole, then renamed: a reader of the folder never sees half a message.
          const file = path.join(options.dropDir, `${mail.createdAt.getTime()}-${mail.id}.json`);
          await writeFile(`${file}.partial`, JSON.stringify(dropped));
          await rename(`${file}.partial`, file);
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
