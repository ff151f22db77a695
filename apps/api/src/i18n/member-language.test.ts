/**
 * Issue #15 on the real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): the member's language —
 * chosen at sign-up from the page, saved with PUT /api/me/language, probed as an attacker — and the e-mails
 * and notifications written in it; and Thaana search (browse, suggestions, admin) with real Thaana words.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '@marketplace/contract/accounts-messages';
import type { ApiErrorBody } from '@marketplace/contract/errors';
import { MEMBER_LANGUAGE_INVALID_MESSAGE, MEMBER_LANGUAGE_PATH } from '@marketplace/contract/language';
import { LIFECYCLE_MESSAGES, LISTING_EXPIRY_EMAIL } from '@marketplace/contract/listings-messages';
import type { Suggestion } from '@marketplace/contract/marketplace-messages';
import { mailingListSubscribers, mailOutbox, notifications } from '../db/schema/community';
import { profiles } from '../db/schema/profiles';
import { LISTING_EXPIRING_MAIL_KIND, runListingExpiry } from '../modules/listings/listing-expiry.service';
import { digestUnsubscribeUrl } from '../modules/saved-searches/saved-search-alerts.service';
import { MESSAGE_EMAIL_KIND, sendDueMessageEmails } from '../modules/message-emails/message-emails.service';
import {
  createTestApp,
  insertListing,
  signUpInput,
  signUpMember,
  TEST_BASE_URL,
  type TestApp,
  type TestClient,
} from '../test/test-app';

const THAANA = /[\u0780-\u07BF]/;
let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminClient();
});
afterAll(async () => {
  await t.close();
});

type Member = Awaited<ReturnType<typeof signUpMember>>;

async function dhivehiMember(overrides: Parameters<typeof signUpMember>[1] = {}): Promise<Member> {
  const member = await signUpMember(t, overrides, { emailConfirmed: true });
  expect(
    (await member.client.request('PUT', MEMBER_LANGUAGE_PATH, { json: { language: 'dv' } })).status,
  ).toBe(200);
  return member;
}

async function latestNotification(userId: string) {
  const [row] = await t.deps.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt))
    .limit(1);
  return row!;
}

async function mailsTo(email: string, kind: string) {
  return t.deps.database.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text, unsubscribeUrl: mailOutbox.unsubscribeUrl })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, kind)));
}

describe('the member language', () => {
  it('is the page language at sign-up: the lang cookie, else Accept-Language, else English', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ Cookie: 'lang=dv' }, 'dv'],
      [{ Cookie: 'lang=en', 'Accept-Language': 'dv-MV,dv;q=0.9' }, 'en'],
      [{ 'Accept-Language': 'dv-MV,en;q=0.5' }, 'dv'],
      [{ 'Accept-Language': 'fr-FR' }, 'en'],
      [{ Cookie: 'lang=xx' }, 'en'],
      [{}, 'en'],
    ];
    for (const [headers, expected] of cases) {
      const client = t.client();
      const res = await client.request<{ user: CurrentUser }>('POST', '/api/accounts/sign-up', {
        json: signUpInput(),
        headers,
      });
      expect(res.status).toBe(201);
      expect(res.body.user.language).toBe(expected);
      expect((await client.get<{ user: CurrentUser }>('/api/me')).body.user.language).toBe(expected);
    }
  });

  it('sends the verification e-mail of a Dhivehi sign-up in Dhivehi, and an English one as before', async () => {
    const dvInput = signUpInput();
    await t
      .client()
      .request('POST', '/api/accounts/sign-up', { json: dvInput, headers: { Cookie: 'lang=dv' } });
    const [dvMail] = await mailsTo(dvInput.email, 'email-verification');
    expect(dvMail!.subject).toMatch(THAANA);
    expect(dvMail!.text).toMatch(THAANA);
    expect(dvMail!.text).not.toContain('Welcome to');

    const enInput = signUpInput({ firstName: 'Aishath', lastName: 'Ali' });
    await t.client().post('/api/accounts/sign-up', enInput);
    const [enMail] = await mailsTo(enInput.email, 'email-verification');
    expect(enMail!.subject).toBe(`Confirm your e-mail for Raajje Market`);
    expect(enMail!.text).toMatch(
      new RegExp(
        `^Hello,\\n\\nWelcome to Raajje Market! Confirm your e-mail address by opening this link:\\n\\nhttp`,
      ),
    );
  });

  it('is saved with PUT /api/me/language and shown by /api/me', async () => {
    const member = await signUpMember(t);
    expect((await member.client.get<{ user: CurrentUser }>('/api/me')).body.user.language).toBe('en');
    const res = await member.client.request<{ language: string }>('PUT', MEMBER_LANGUAGE_PATH, {
      json: { language: 'dv' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ language: 'dv' });
    expect((await member.client.get<{ user: CurrentUser }>('/api/me')).body.user.language).toBe('dv');
    // The same again changes nothing; back to English works.
    expect(
      (await member.client.request('PUT', MEMBER_LANGUAGE_PATH, { json: { language: 'dv' } })).status,
    ).toBe(200);
    expect(
      (
        await member.client.request<{ language: string }>('PUT', MEMBER_LANGUAGE_PATH, {
          json: { language: 'en' },
        })
      ).body,
    ).toEqual({ language: 'en' });
    // The admin has a language too.
    expect((await admin.request('PUT', MEMBER_LANGUAGE_PATH, { json: { language: 'dv' } })).status).toBe(200);
    expect((await admin.get<{ user: CurrentUser }>('/api/me')).body.user.language).toBe('dv');
    await admin.request('PUT', MEMBER_LANGUAGE_PATH, { json: { language: 'en' } });
  });

  it('refuses visitors, hostile values, other origins, banned members and revoked sessions', async () => {
    const member = await signUpMember(t);
    const language = async () => {
      const [row] = await t.deps.database.db
        .select({ language: profiles.language })
        .from(profiles)
        .where(eq(profiles.id, member.userId));
      return row!.language;
    };
    expect((await t.client().request('PUT', MEMBER_LANGUAGE_PATH, { json: { language: 'dv' } })).status).toBe(
      401,
    );

    const hostile: unknown[] = [
      { language: 'fr' },
      { language: 'DV' },
      { language: 'dv\u0000' },
      { language: '\u0000' },
      { language: 'dv'.repeat(100_000) },
      { language: 1 },
      { language: true },
      { language: null },
      { language: ['dv'] },
      { language: { toString: 'dv' } },
      { language: 'dv', role: 'admin' },
      {},
      [],
      'dv',
      null,
    ];
    for (const json of hostile) {
      const res = await member.client.request<ApiErrorBody>('PUT', MEMBER_LANGUAGE_PATH, { json });
      expect(res.status, JSON.stringify(json).slice(0, 60)).toBe(400);
    }
    const wrong = await member.client.request<ApiErrorBody>('PUT', MEMBER_LANGUAGE_PATH, {
      json: { language: 'fr' },
    });
    expect(JSON.stringify(wrong.body)).toContain(MEMBER_LANGUAGE_INVALID_MESSAGE);
    const notJson = await member.client.request('PUT', MEMBER_LANGUAGE_PATH, {
      body: '{"language":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(await language()).toBe('en');

    // Another site's page cannot change it (CSRF): a form post from elsewhere is refused.
    const crossSite = await member.client.request('PUT', MEMBER_LANGUAGE_PATH, {
      body: 'language=dv',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(crossSite.status).toBe(403);
    expect(await language()).toBe('en');

    // A revoked session (signed out everywhere) and a banned member can no longer change anything.
    const other = await signUpMember(t);
    const stale = t.client();
    await stale.request('GET', '/api/me', { headers: { Cookie: other.client.cookieHeader() } });
    const cookie = other.client.cookieHeader();
    expect((await other.client.post('/api/accounts/sign-out')).status).toBe(200);
    const revoked = await t.client().request('PUT', MEMBER_LANGUAGE_PATH, {
      json: { language: 'dv' },
      headers: { Cookie: cookie },
    });
    expect(revoked.status).toBe(401);

    const bannedCookie = member.client.cookieHeader();
    expect(
      (await admin.post(`/api/admin/users/${member.userId}/status`, { newStatus: 'banned' })).status,
    ).toBe(200);
    const banned = await t.client().request('PUT', MEMBER_LANGUAGE_PATH, {
      json: { language: 'dv' },
      headers: { Cookie: bannedCookie },
    });
    expect(banned.status).toBe(401);
    expect(await language()).toBe('en');
    expect(TEST_BASE_URL).toBe('http://localhost:3000');
  });
});

describe('notifications and e-mails in the recipient language', () => {
  it('approves and rejects in Dhivehi for a Dhivehi seller and in the exact English texts otherwise', async () => {
    const dvSeller = await dhivehiMember();
    const enSeller = await signUpMember(t);
    for (const [seller, status] of [
      [dvSeller, 'Approved'],
      [enSeller, 'Approved'],
      [dvSeller, 'Rejected'],
      [enSeller, 'Rejected'],
    ] as const) {
      const { id } = await insertListing(t, { userId: seller.userId, name: 'ކަނޑު ފަހަރު', status: 'Pending' });
      const res = await admin.post(`/api/admin/listings/${id}/status`, {
        status,
        ...(status === 'Rejected' ? { rejectionReason: 'Blurry photos' } : {}),
      });
      expect(res.status).toBe(200);
      const note = await latestNotification(seller.userId);
      if (seller === enSeller) {
        expect(note).toMatchObject(
          status === 'Approved'
            ? {
                title: 'Listing Approved',
                description: 'Your listing "ކަނޑު ފަހަރު" is now live on the marketplace.',
              }
            : {
                title: 'Listing Rejected',
                description: 'Your listing "ކަނޑު ފަހަރު" was not approved. Reason: Blurry photos',
              },
        );
      } else {
        expect(note.title).toMatch(THAANA);
        expect(note.title).not.toMatch(/Listing/);
        expect(note.description).toContain('ކަނޑު ފަހަރު');
        expect(note.description).not.toMatch(/Your listing|Reason/);
        if (status === 'Rejected') expect(note.description).toContain('Blurry photos');
      }
    }
  });

  it('tells a Dhivehi member of a new message in Dhivehi, notification and e-mail', async () => {
    const seller = await dhivehiMember({ firstName: 'Mariyam' });
    const buyer = await signUpMember(t, { firstName: 'Ahmed', lastName: 'Naseem' });
    const { id: listingId } = await insertListing(t, { userId: seller.userId, name: 'ކަނޑުގެ ފަހަރެއް' });
    const sent = await buyer.client.post<{ conversationId: string }>('/api/conversations', {
      listingId,
      body: 'ދޯނި އަދިވެސް ވިއްކަންތޯ؟',
    });
    expect(sent.status).toBeLessThan(300);
    const note = await latestNotification(seller.userId);
    expect(note.type).toBe('new_message');
    expect(note.title).toMatch(THAANA);
    expect(note.description).toContain('Ahmed Naseem');
    expect(note.description).not.toContain('sent you a message');

    await sendDueMessageEmails(
      { db: t.deps.database.db, mailer: t.deps.mailer, baseUrl: TEST_BASE_URL, siteName: 'Raajje Market' },
      new Date(Date.now() + 16 * 60_000),
    );
    const [mail] = await mailsTo(seller.input.email, MESSAGE_EMAIL_KIND);
    expect(mail!.subject).toMatch(THAANA);
    expect(mail!.text).toMatch(/^އައްސަލާމު ޢަލައިކުމް Mariyam،/);
    expect(mail!.text).toContain('"ކަނޑުގެ ފަހަރެއް"');
    expect(mail!.text).not.toMatch(/Hello|unread|Reply on/);
  });

  it('warns of expiry in Dhivehi for a Dhivehi seller and in the exact English texts otherwise', async () => {
    const dvSeller = await dhivehiMember({ firstName: 'Mariyam' });
    const enSeller = await signUpMember(t, { firstName: 'Aishath' }, { emailConfirmed: true });
    const now = new Date();
    const expiresAt = new Date(now.getTime() + 2 * 86_400_000 + 60_000);
    await insertListing(t, {
      userId: dvSeller.userId,
      name: 'ލޯންޗެއް',
      approvedAt: new Date(now.getTime() - 28 * 86_400_000),
      expiresAt,
    });
    await insertListing(t, {
      userId: enSeller.userId,
      name: 'Kayak',
      approvedAt: new Date(now.getTime() - 28 * 86_400_000),
      expiresAt,
    });
    await runListingExpiry(
      { db: t.deps.database.db, mailer: t.deps.mailer, baseUrl: TEST_BASE_URL, siteName: 'Raajje Market' },
      now,
    );

    const dvNote = await latestNotification(dvSeller.userId);
    expect(dvNote.type).toBe('listing_expiring');
    expect(dvNote.title).toMatch(THAANA);
    expect(dvNote.description).toContain('"ލޯންޗެއް"');
    expect(dvNote.description).not.toContain('expires in');
    const [dvMail] = await mailsTo(dvSeller.input.email, LISTING_EXPIRING_MAIL_KIND);
    expect(dvMail!.subject).toMatch(THAANA);
    expect(dvMail!.text).toMatch(/^އައްސަލާމު ޢަލައިކުމް Mariyam،/);
    expect(dvMail!.text).not.toMatch(/Hello|renew it|marketplace/);

    const enNote = await latestNotification(enSeller.userId);
    const days = Number(/in (\d+) day/.exec(enNote.description ?? '')?.[1]);
    expect(enNote).toMatchObject({
      title: LIFECYCLE_MESSAGES.expiringTitle,
      description: LIFECYCLE_MESSAGES.expiringText('Kayak', days),
    });
    const [enMail] = await mailsTo(enSeller.input.email, LISTING_EXPIRING_MAIL_KIND);
    expect(enMail!.subject).toBe(LISTING_EXPIRY_EMAIL.subject('Kayak', days));
    expect(
      String(enMail!.text).startsWith(
        'Hello Aishath,\n\nYour listing "Kayak" will leave the marketplace on ',
      ),
    ).toBe(true);
    expect(enMail!.text).toContain(`\n\n${LISTING_EXPIRY_EMAIL.afterExpiry}\n\n— Raajje Market\n`);
  });
});

describe('mailing list and unsubscribe pages in the reader language', () => {
  it("writes the confirmation in the page's language and answers the unsubscribe pages in it", async () => {
    const dvEmail = 'dhivehi-list@example.mv';
    const enEmail = 'english-list@example.mv';
    await t.client().request('POST', '/api/mailing-list/subscribe', {
      json: { email: dvEmail, firstName: 'Aminath', source: 'footer_signup' },
      headers: { Cookie: 'lang=dv' },
    });
    await t
      .client()
      .post('/api/mailing-list/subscribe', { email: enEmail, firstName: 'Ali', source: 'footer_signup' });
    const [dvMail] = await mailsTo(dvEmail, 'mailing-list-confirmation');
    expect(dvMail!.subject).toMatch(THAANA);
    expect(dvMail!.text).toMatch(/^އައްސަލާމު ޢަލައިކުމް،/);
    expect(dvMail!.text).toContain('/api/mailing-list/unsubscribe?token=');
    const [enMail] = await mailsTo(enEmail, 'mailing-list-confirmation');
    expect(enMail!.subject).toBe("You're on the Raajje Market list");
    const link = /\/api\/mailing-list\/unsubscribe\?token=\S+/.exec(String(enMail!.text))![0];
    expect(enMail!.text).toBe(
      `Hello,\n\nThanks for joining the Raajje Market mailing list. We'll write when there is news worth your time.\n\nTo unsubscribe at any time, open:\n${TEST_BASE_URL}${link}\n`,
    );

    // Issue #37 item 4f: the link's page asks; its button (a POST) unsubscribes.
    const question = await t.client().get<string>(link);
    expect(question.body).toContain('<p>Stop the e-mails of our mailing list?</p>');
    expect(question.body).toContain(`<form method="post" action="${link}"><button type="submit"`);
    expect(question.body).toContain('>Unsubscribe</button></form>');
    const english = await t.client().request<string>('POST', link, { headers: { Accept: 'text/html' } });
    expect(english.body).toBe(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Unsubscribe · Raajje Market</title></head><body style="font-family:system-ui;max-width:32rem;margin:3rem auto;padding:0 1rem"><h1>Raajje Market</h1><p>You have been unsubscribed. You will not receive further e-mails from us.</p><p><a href="/">Back to the marketplace</a></p></body></html>',
    );
    // A mail client's one-click POST (RFC 8058) comes without an Origin and is not refused as cross-site; any
    // other POST without one still is.
    const dvLink = /\/api\/mailing-list\/unsubscribe\?token=\S+/.exec(String(dvMail!.text))![0];
    expect(dvMail!.unsubscribeUrl).toBe(`${TEST_BASE_URL}${dvLink}`);
    const oneClick = await t.app.request(dvLink, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    const [dvSubscriber] = await t.deps.database.db
      .select()
      .from(mailingListSubscribers)
      .where(eq(mailingListSubscribers.email, dvEmail));
    expect(dvSubscriber!.unsubscribedAt).toBeInstanceOf(Date);
    const forged = await t.app.request('/api/mailing-list/subscribe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' },
      body: 'email=x@example.mv&source=footer_signup',
    });
    expect(forged.status).toBe(403);
    for (const method of ['GET', 'POST']) {
      const dhivehi = await t
        .client()
        .request<string>(method, link, { headers: { Cookie: 'lang=dv', Accept: 'text/html' } });
      expect(dhivehi.body).toContain('<html lang="dv" dir="rtl">');
      expect(dhivehi.body).toMatch(THAANA);
      expect(dhivehi.body).not.toMatch(/already been used|Back to the marketplace|Unsubscribe|Stop the/);
    }
  });

  it("answers the saved-search digest's unsubscribe link in the member's saved language", async () => {
    const member = await dhivehiMember();
    const url = digestUnsubscribeUrl(TEST_BASE_URL, t.deps.env.AUTH_SECRET, member.userId);
    const page = await t.client().get<string>(url.slice(TEST_BASE_URL.length));
    expect(page.status).toBe(200);
    expect(page.body).toContain('<html lang="dv" dir="rtl">');
    expect(page.body).toContain('href="/dashboard?tab=saved-searches"');
    expect(page.body).toMatch(THAANA);
    expect(page.body).not.toMatch(/saved-search e-mail|Your saved searches|Stop the|Unsubscribe/);
  });
});

describe('Thaana search', () => {
  it('finds listings by Thaana words in browse, suggestions and the admin search', async () => {
    const seller = await signUpMember(t);
    const boat = await insertListing(t, {
      userId: seller.userId,
      name: 'ފަޅުވެރިކަމުގެ ބޯޓު',
      description: 'ރަނގަޅު ހާލަތުގައި، އިންޖީނު އައު. Yamaha 40HP',
    });
    // Dhivehi is written with the Arabic comma and question mark, and editors leave invisible marks.
    const punctuated = await insertListing(t, {
      userId: seller.userId,
      name: 'މަސްވެރި ދޯނި، ވިއްކަނީ',
      description: 'ގަންނަން ބޭނުންތޯ؟ ދޯނި\u200F ރަނގަޅު',
    });
    const pending = await insertListing(t, { userId: seller.userId, name: 'އައު ސައިކަލު', status: 'Pending' });

    const browse = async (query: string) =>
      (
        await t
          .client()
          .get<{ items: { id: string }[] }>(`/api/marketplace/listings?query=${encodeURIComponent(query)}`)
      ).body.items.map((item) => item.id);
    // A dhoni is a boat (one synonym group, issue #38): the listing with the word as typed first.
    expect(await browse('ބޯޓު')).toEqual([boat.id, punctuated.id]);
    expect(await browse('ފަޅުވެރިކަމުގެ')).toEqual([boat.id]);
    expect(await browse('އިންޖީނު')).toEqual([boat.id]);
    expect(await browse('ހާލަތުގައި')).toEqual([boat.id]);
    expect(await browse('ދޯނި')).toEqual([punctuated.id, boat.id]);
    expect(await browse('ވިއްކަނީ')).toEqual([punctuated.id]);
    expect(await browse('ދޯނި،')).toEqual([punctuated.id, boat.id]);
    expect(await browse('ބޭނުންތޯ')).toEqual([punctuated.id]);
    expect(await browse('ބޯޓު yamaha')).toEqual([boat.id]);
    // Another spelling of the same word (sukun for the final vowel) meets it through the folded key (issue #38).
    expect(await browse('ބޯޓް')).toEqual([boat.id, punctuated.id]);
    expect(await browse('ގޮނޑި')).toEqual([]);
    expect(await browse('ސައިކަލު')).toEqual([]);

    const suggest = async (query: string) =>
      (
        await t
          .client()
          .get<Suggestion[] | { items: Suggestion[] }>(
            `/api/marketplace/suggestions?query=${encodeURIComponent(query)}`,
          )
      ).body;
    const names = (body: Suggestion[] | { items: Suggestion[] }) =>
      (Array.isArray(body) ? body : body.items).map((s) => s.name);
    expect(names(await suggest('ބޯ'))).toEqual(['ފަޅުވެރިކަމުގެ ބޯޓު']);
    // Names holding the text first, then names matching it as browse reads it (a dhoni is a boat, issue #38).
    expect(names(await suggest('ބޯޓު'))).toEqual(['ފަޅުވެރިކަމުގެ ބޯޓު', 'މަސްވެރި ދޯނި، ވިއްކަނީ']);
    expect(names(await suggest('ފަޅުވެރި'))).toEqual(['ފަޅުވެރިކަމުގެ ބޯޓު']);
    expect(names(await suggest('ދޯނި'))).toEqual(['މަސްވެރި ދޯނި، ވިއްކަނީ', 'ފަޅުވެރިކަމުގެ ބޯޓު']);

    const adminSearch = async (query: string, status: string) =>
      (
        await admin.get<{ items: { id: string }[] }>(
          `/api/admin/listings?status=${status}&query=${encodeURIComponent(query)}`,
        )
      ).body.items.map((item) => item.id);
    expect(await adminSearch('ބޯޓު', 'Approved')).toEqual([boat.id]);
    expect(await adminSearch('އިންޖީނު', 'Approved')).toEqual([boat.id]);
    expect(await adminSearch('ސައިކަލު', 'Pending')).toEqual([pending.id]);
  });
});
