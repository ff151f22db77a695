import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OutboxMessage } from '@marketplace/contract/site-settings';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/community';
import { createTestApp, type TestApp } from '../test/test-app';
import { createLogger } from './logger';
import { createMailer, redactSecrets, type DroppedMail } from './mailer';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
// Each test's mailer flushes the whole outbox: start each from an empty one.
beforeEach(async () => {
  await t.deps.database.db.delete(mailOutbox);
});

const logger = createLogger('silent');
const resetText = (to: string) =>
  `Hello,\n\nOpen this link within one hour:\n\nhttp://localhost:3000/reset-password?token=SeCrEt-${to}\n`;
const rowOf = async (to: string) =>
  (await t.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0]!;

describe('redactSecrets (issue #11)', () => {
  it('replaces token-like query values and JWTs in links, and keeps the rest readable', () => {
    expect(
      redactSecrets(
        'Reset: https://raajje.market/reset-password?token=abc123.\n' +
          'Confirm: http://localhost:3000/api/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImEifQ.sig_-1&callbackURL=/dashboard\n' +
          'Other: https://x.mv/a?code=9&page=2&api_key=k#top and https://x.mv/item/PD-000123\n' +
          'Loose JWT eyJhbGciOiJIUzI1NiJ9.eyJ4IjoxfQ.abc',
      ),
    ).toBe(
      'Reset: https://raajje.market/reset-password?token=[redacted]\n' +
        'Confirm: http://localhost:3000/api/auth/verify-email?token=[redacted]&callbackURL=/dashboard\n' +
        'Other: https://x.mv/a?code=[redacted]&page=2&api_key=[redacted]#top and https://x.mv/item/PD-000123\n' +
        'Loose JWT [redacted]',
    );
  });
});

describe('delivery', () => {
  it('drops the body of a message once SMTP delivered it; the admin sees who, what and when (issue #11)', async () => {
    const sent: unknown[] = [];
    const transport = nodemailer.createTransport({
      name: 'recording',
      version: '1',
      send: (mail, callback) => {
        sent.push(mail.data.text);
        callback(null, { envelope: mail.message.getEnvelope(), messageId: 'test' } as never);
      },
    });
    const mailer = createMailer({ db: t.deps.database.db, transport, from: 'test@raajje.market', logger });
    const to = `delivered.${Date.now()}@example.mv`;
    await mailer.enqueue(t.deps.database.db, {
      to,
      subject: 'Reset',
      text: resetText(to),
      kind: 'password-reset',
    });
    await mailer.flush();

    expect(sent).toEqual([resetText(to)]);
    const row = await rowOf(to);
    expect(row.lastError).toBeNull();
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.text).toBeNull();
    expect(row.html).toBeNull();
    const admin = await t.adminClient();
    const outbox = await admin.get<{ items: OutboxMessage[] }>('/api/admin/system/outbox');
    expect(outbox.body.items.find((item) => item.to === to)).toMatchObject({
      kind: 'password-reset',
      text: null,
    });
  });

  // Issue #37 item 4f: mail clients offer their own "Unsubscribe" only when the message names where to POST.
  it('sends a stoppable mail with List-Unsubscribe and List-Unsubscribe-Post (RFC 8058), then drops the address', async () => {
    const sent: string[] = [];
    const transport = nodemailer.createTransport({
      name: 'recording',
      version: '1',
      send: (mail, callback) => {
        const chunks: Buffer[] = [];
        const stream = mail.message.createReadStream();
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          // Long header lines are folded (RFC 5322); read them unfolded.
          sent.push(
            Buffer.concat(chunks)
              .toString('utf8')
              .replace(/\r?\n[ \t]+/g, ' '),
          );
          callback(null, { envelope: mail.message.getEnvelope(), messageId: 'test' } as never);
        });
      },
    });
    const mailer = createMailer({ db: t.deps.database.db, transport, from: 'test@raajje.market', logger });
    const to = `list.${Date.now()}@example.mv`;
    const unsubscribeUrl = 'https://raajje.market/api/mailing-list/unsubscribe?token=abc123';
    await mailer.enqueue(t.deps.database.db, {
      to,
      subject: 'News',
      text: 'Hello,',
      kind: 'digest',
      unsubscribeUrl,
    });
    await mailer.enqueue(t.deps.database.db, {
      to,
      subject: 'Reset',
      text: 'Hello,',
      kind: 'password-reset',
    });
    await mailer.flush();

    const [news, reset] = [
      sent.find((m) => m.includes('Subject: News'))!,
      sent.find((m) => m.includes('Subject: Reset'))!,
    ];
    expect(news).toContain(`List-Unsubscribe: <${unsubscribeUrl}>`);
    expect(news).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(reset).not.toContain('List-Unsubscribe');
    const rows = await t.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(rows.map((row) => row.unsubscribeUrl)).toEqual([null, null]);
  });

  it('keeps the body of a message SMTP refused, for the retry', async () => {
    const transport = nodemailer.createTransport({
      name: 'refusing',
      version: '1',
      send: (_mail, callback) => callback(new Error('421 try later'), undefined as never),
    });
    const mailer = createMailer({ db: t.deps.database.db, transport, from: 'test@raajje.market', logger });
    const to = `refused.${Date.now()}@example.mv`;
    await mailer.enqueue(t.deps.database.db, {
      to,
      subject: 'Reset',
      text: resetText(to),
      kind: 'password-reset',
    });
    await mailer.flush();
    const row = await rowOf(to);
    expect(row).toMatchObject({ sentAt: null, attempts: 1, text: resetText(to) });
    expect(row.lastError).toContain('421 try later');
  });

  it('without SMTP keeps the body and, with a drop folder, writes the message there', async () => {
    const dropDir = mkdtempSync(path.join(os.tmpdir(), 'mail-drop-'));
    try {
      const mailer = createMailer({ db: t.deps.database.db, dropDir, from: 'test@raajje.market', logger });
      const to = `dropped.${Date.now()}@example.mv`;
      await mailer.enqueue(t.deps.database.db, {
        to,
        subject: 'Reset',
        text: resetText(to),
        kind: 'password-reset',
      });
      await mailer.flush();
      const row = await rowOf(to);
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(row.text).toBe(resetText(to));
      const files = readdirSync(dropDir);
      expect(files).toEqual([`${row.createdAt.getTime()}-${row.id}.json`]);
      const dropped = JSON.parse(readFileSync(path.join(dropDir, files[0]!), 'utf8')) as DroppedMail;
      expect(dropped).toMatchObject({ id: row.id, to, kind: 'password-reset', text: resetText(to) });
    } finally {
      rmSync(dropDir, { recursive: true, force: true });
    }
  });
});
