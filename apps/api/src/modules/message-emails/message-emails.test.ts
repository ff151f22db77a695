/**
 * Issue #13 item 2: one e-mail per person for messages still unread after 15 minutes, on the real database
 * (PGlite, or PostgreSQL with TEST_DATABASE_URL, where two passes really run at once). The clock is injected.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/community';
import { conversationMembers, conversations, memberBlocks } from '../../db/schema/conversations';
import { createTestApp, insertListing, signUpMember, type TestApp, type TestClient } from '../../test/test-app';
import { MESSAGE_EMAIL_KIND, sendDueMessageEmails } from './message-emails.service';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminClient();
});
afterAll(async () => {
  await t.close();
});

const MINUTE = 60_000;
const T0 = new Date('2026-11-24T10:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);
const run = (now: Date) =>
  sendDueMessageEmails(
    { db: t.deps.database.db, mailer: t.deps.mailer, baseUrl: 'http://localhost:3000', siteName: 'Raajje Market' },
    now,
  );

type Member = Awaited<ReturnType<typeof signUpMember>>;

/**
 * A conversation about a new listing of `seller` started by `buyer`, where `recipient` has `unread` unread
 * messages since T0 (what appendMessage writes: email_due_at = first unread + 15 min).
 */
async function unreadConversation(seller: Member, buyer: Member, recipient: Member, unread: number, listingName: string) {
  const db = t.deps.database.db;
  const { id: listingId } = await insertListing(t, { userId: seller.userId, name: listingName });
  const [conversation] = await db
    .insert(conversations)
    .values({ listingId, buyerId: buyer.userId, sellerId: seller.userId, lastMessageAt: T0 })
    .returning({ id: conversations.id });
  const id = conversation!.id;
  await db.insert(conversationMembers).values([
    { conversationId: id, userId: buyer.userId, role: 'buyer' as const },
    { conversationId: id, userId: seller.userId, role: 'seller' as const },
  ]);
  await db
    .update(conversationMembers)
    .set({ unreadCount: unread, emailDueAt: at(15) })
    .where(and(eq(conversationMembers.conversationId, id), eq(conversationMembers.userId, recipient.userId)));
  return id;
}

async function mailsTo(email: string) {
  return t.deps.database.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text, kind: mailOutbox.kind })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, MESSAGE_EMAIL_KIND)));
}

async function dueAt(conversationId: string, userId: string) {
  const [row] = await t.deps.database.db
    .select({ due: conversationMembers.emailDueAt })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)));
  return row?.due ?? null;
}

describe('unread-message e-mails', () => {
  it('sends nothing at 14 minutes, one e-mail for two conversations at 15, and nothing again after', async () => {
    const seller = await signUpMember(t, { firstName: 'Mariyam', lastName: 'Seller' }, { emailConfirmed: true });
    const buyer1 = await signUpMember(t, { firstName: 'Ahmed', lastName: 'One' });
    const buyer2 = await signUpMember(t, { firstName: 'Fathimath', lastName: 'Two' });
    const c1 = await unreadConversation(seller, buyer1, seller, 2, 'Yamaha outboard 40HP');
    const c2 = await unreadConversation(seller, buyer2, seller, 1, 'Kayak with paddle');

    expect((await run(at(14))).emails).toBe(0);
    expect(await mailsTo(seller.input.email)).toEqual([]);
    expect(await dueAt(c1, seller.userId)).not.toBeNull();

    expect((await run(at(15))).emails).toBe(1);
    const mails = await mailsTo(seller.input.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('You have unread messages on Raajje Market');
    // Without SMTP (tests) the body stays in the outbox.
    expect(mail.text).toContain('Hello Mariyam,');
    expect(mail.text).toContain('- Ahmed One about "Yamaha outboard 40HP": 2 unread messages');
    expect(mail.text).toContain('- Fathimath Two about "Kayak with paddle": 1 unread message');
    expect(mail.text).toContain(`http://localhost:3000/dashboard?tab=messages&conversation=${c1}`);
    expect(mail.text).toContain(`http://localhost:3000/dashboard?tab=messages&conversation=${c2}`);
    expect(await dueAt(c1, seller.userId)).toBeNull();
    expect(await dueAt(c2, seller.userId)).toBeNull();
    // The buyers had nothing unread.
    expect(await mailsTo(buyer1.input.email)).toEqual([]);

    expect(await run(at(16))).toEqual({ emails: 0, claimed: 0 });
    expect(await run(at(60))).toEqual({ emails: 0, claimed: 0 });
    expect(await mailsTo(seller.input.email)).toHaveLength(1);
  });

  it('sends nothing for a conversation read before the 15 minutes', async () => {
    const seller = await signUpMember(t);
    const buyer = await signUpMember(t);
    const id = await unreadConversation(seller, buyer, buyer, 1, 'Rice cooker');
    // Reading clears the unread count and email_due_at (conversations module).
    await t.deps.database.db
      .update(conversationMembers)
      .set({ unreadCount: 0, emailDueAt: null })
      .where(and(eq(conversationMembers.conversationId, id), eq(conversationMembers.userId, buyer.userId)));
    expect((await run(at(20))).emails).toBe(0);
    expect(await mailsTo(buyer.input.email)).toEqual([]);
  });

  it('clears, without sending, a due row already read (unread 0), a blocked pair, and banned or deleted recipients', async () => {
    const seller = await signUpMember(t);
    const readOne = await signUpMember(t);
    const blocker = await signUpMember(t);
    const banned = await signUpMember(t);
    const deleted = await signUpMember(t);
    const stale = await unreadConversation(seller, readOne, readOne, 0, 'Stale row');
    const blocked = await unreadConversation(seller, blocker, blocker, 3, 'Blocked pair');
    await t.deps.database.db.insert(memberBlocks).values({ blockerId: blocker.userId, blockedId: seller.userId });
    const toBanned = await unreadConversation(seller, banned, banned, 1, 'Banned buyer');
    const toDeleted = await unreadConversation(seller, deleted, deleted, 1, 'Deleted buyer');
    await admin.post(`/api/admin/users/${banned.userId}/status`, { newStatus: 'banned' });
    expect((await admin.delete(`/api/admin/users/${deleted.userId}`)).status).toBe(200);

    const result = await run(at(15));
    expect(result.emails).toBe(0);
    expect(result.claimed).toBeGreaterThanOrEqual(4);
    for (const member of [readOne, blocker, banned, deleted]) expect(await mailsTo(member.input.email)).toEqual([]);
    expect(
      await t.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, `deleted-${deleted.userId}@deleted.invalid`)),
    ).toEqual([]);
    for (const [id, member] of [[stale, readOne], [blocked, blocker], [toBanned, banned], [toDeleted, deleted]] as const) {
      expect(await dueAt(id, member.userId)).toBeNull();
    }
  });

  it('sends once when two runners pass at the same time', async () => {
    const seller = await signUpMember(t);
    const buyers = await Promise.all([signUpMember(t), signUpMember(t), signUpMember(t)]);
    for (const [i, buyer] of buyers.entries()) await unreadConversation(seller, buyer, seller, 1, `Concurrent item ${i}`);
    const results = await Promise.all([run(at(15)), run(at(15)), run(at(15))]);
    expect(results.reduce((sum, r) => sum + r.claimed, 0)).toBe(3);
    expect(await run(at(15))).toEqual({ emails: 0, claimed: 0 });
    const mails = await mailsTo(seller.input.email);
    expect(mails).toHaveLength(1);
    expect(results.map((r) => r.emails).sort()).toEqual([0, 0, 1]);
    for (const i of [0, 1, 2]) expect(mails[0]!.text!.split(`Concurrent item ${i}`).length - 1).toBe(1);
  });

  it('works with the conversations API: a message sent at T0 e-mails the seller at T0 + 15 min unless read', async () => {
    const seller = await signUpMember(t, { firstName: 'Hawwa', lastName: 'Seller' });
    const buyer = await signUpMember(t, { firstName: 'Ali', lastName: 'Buyer' });
    const { id: listingId } = await insertListing(t, { userId: seller.userId, name: 'Fishing rod, 2 m' });
    const { id: readListingId } = await insertListing(t, { userId: seller.userId, name: 'Cool box' });
    t.deps.clock = () => T0;
    try {
      const sent = await buyer.client.post<{ conversationId: string }>('/api/conversations', { listingId, body: 'Is this still available?' });
      expect(sent.status).toBe(201);
      const read = await buyer.client.post<{ conversationId: string }>('/api/conversations', { listingId: readListingId, body: 'Where can I see it?' });
      expect(read.status).toBe(201);
      t.deps.clock = () => at(5);
      expect((await seller.client.post(`/api/conversations/${read.body.conversationId}/read`)).status).toBeLessThan(300);
    } finally {
      t.deps.clock = undefined;
    }
    expect((await run(at(14))).emails).toBe(0);
    expect((await run(at(15))).emails).toBe(1);
    const mails = await mailsTo(seller.input.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('- Ali Buyer about "Fishing rod, 2 m": 1 unread message');
    expect(mails[0]!.text).not.toContain('Cool box');
    // No message text in the e-mail.
    expect(mails[0]!.text).not.toContain('Is this still available?');
    expect(await mailsTo(buyer.input.email)).toEqual([]);
  });
});
