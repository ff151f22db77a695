/**
 * Issue #14 item 2: saved searches (CRUD and limits by role, hostile values), matching with browse's
 * semantics, hourly alert batching and the daily e-mail digest with its unsubscribe link — on the real app and
 * database (PGlite, or PostgreSQL with TEST_DATABASE_URL). The jobs' clock is injected.
 */
import type { ApiErrorBody } from '@marketplace/contract/errors';
import type { Category } from '@marketplace/contract/listings-messages';
import type { MarketplacePage } from '@marketplace/contract/marketplace-messages';
import type { Notification, NotificationsPage } from '@marketplace/contract/notifications';
import {
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCHES_MAX,
  savedSearchHref,
  type SavedSearch,
} from '@marketplace/contract/saved-searches';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, userActivityLogs } from '../../db/schema/community';
import { listings } from '../../db/schema/listings';
import { savedSearches } from '../../db/schema/saved-searches';
import {
  createTestApp,
  insertListing,
  signUpMember,
  type TestApp,
  type TestClient,
} from '../../test/test-app';
import {
  matchSavedSearches,
  SAVED_SEARCH_DIGEST_KIND,
  sendSavedSearchDigests,
} from './saved-search-alerts.service';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminClient();
});
afterAll(async () => {
  await t.close();
});
/**
 * Approvals carry the real clock while the job's clock runs ahead in these tests: the watermark is put back
 * to the real "now" before each batch of approvals, so each test matches only the listings it approves.
 */
const rewindWatermark = () =>
  t.deps.database.db.execute(sql`update saved_search_watermark set approved_through = now()`);
beforeEach(rewindWatermark);

const MINUTE = 60_000;
type Member = Awaited<ReturnType<typeof signUpMember>>;

/** A pass of the matching job `offsetMs` after the real clock (approvals carry the real clock). */
const matchPass = (offsetMs = MINUTE) =>
  matchSavedSearches({ db: t.deps.database.db }, new Date(Date.now() + offsetMs));

const save = (client: TestClient, search: Record<string, unknown>, name?: string) =>
  client.post<SavedSearch & ApiErrorBody>('/api/saved-searches', { search, ...(name ? { name } : {}) });

const list = async (client: TestClient) =>
  (await client.get<{ items: SavedSearch[] }>('/api/saved-searches')).body.items;

/** A Pending listing of `seller`, then approved by the admin through the API (which sets approved_at). */
async function approved(seller: Member, values: Omit<Parameters<typeof insertListing>[1], 'userId'>) {
  const row = await insertListing(t, { ...values, userId: seller.userId, status: 'Pending' });
  const res = await admin.post(`/api/admin/listings/${row.id}/status`, { status: 'Approved' });
  expect(res.status).toBe(200);
  return row;
}

async function matchAlerts(member: Member): Promise<Notification[]> {
  const page = await member.client.get<NotificationsPage>('/api/notifications?offset=0&limit=50');
  return page.body.items.filter((n) => n.type === 'saved_search_match');
}

describe('saved searches: who may do what', () => {
  it('answers 401 to a visitor on every route but the unsubscribe link', async () => {
    const visitor = t.client();
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await visitor.get('/api/saved-searches')).status).toBe(401);
    expect((await visitor.post('/api/saved-searches', { search: { query: 'boat' } })).status).toBe(401);
    expect(
      (await visitor.request('PATCH', `/api/saved-searches/${id}`, { json: { name: 'x' } })).status,
    ).toBe(401);
    expect((await visitor.post(`/api/saved-searches/${id}/open`)).status).toBe(401);
    expect((await visitor.delete(`/api/saved-searches/${id}`)).status).toBe(401);
  });

  it('saves the browse query normalised and named automatically, lists, renames, opens and deletes it', async () => {
    const member = await signUpMember(t);
    const res = await save(member.client, {
      query: '  outboard ',
      categories: '2,1,2',
      location: 1,
      maxPrice: '50,000',
      page: 3,
    });
    expect(res.status).toBe(201);
    expect(res.body.search).toEqual({ query: 'outboard', categories: [1, 2], location: [1], maxPrice: 50000 });
    expect(res.body.name).toMatch(/^Outboard \(.+ & .+\) in .+ under MVR 50,000$/);
    expect(res.body.href).toBe(
      '/marketplace?query=outboard&categories=1,2&location=1&maxPrice=50000&sort=newest',
    );
    expect(res.body).toMatchObject({ newMatches: 0, emailDigest: false });

    expect(await list(member.client)).toEqual([
      expect.objectContaining({ id: res.body.id, name: res.body.name }),
    ]);

    const renamed = await member.client.request<SavedSearch>('PATCH', `/api/saved-searches/${res.body.id}`, {
      json: { name: '  Engines for my dhoni  ' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Engines for my dhoni');
    const digest = await member.client.request<SavedSearch>('PATCH', `/api/saved-searches/${res.body.id}`, {
      json: { emailDigest: true },
    });
    expect(digest.body).toMatchObject({ emailDigest: true, name: 'Engines for my dhoni' });

    const opened = await member.client.post<SavedSearch>(`/api/saved-searches/${res.body.id}/open`);
    expect(opened.status).toBe(200);
    expect(opened.body.href).toContain('sort=newest');

    expect((await member.client.delete(`/api/saved-searches/${res.body.id}`)).status).toBe(200);
    expect(await list(member.client)).toEqual([]);
    expect((await member.client.delete(`/api/saved-searches/${res.body.id}`)).status).toBe(404);

    const logs = await t.deps.database.db
      .select({ type: userActivityLogs.actionType })
      .from(userActivityLogs)
      .where(eq(userActivityLogs.userId, member.userId));
    expect(logs.map((l) => l.type)).toEqual(
      expect.arrayContaining(['SAVED_ITEM_ADD', 'SUBSCRIPTION_MANAGED', 'SAVED_ITEM_REMOVE']),
    );
  });

  it("keeps each member's saved searches their own: another member and the admin get 404", async () => {
    const owner = await signUpMember(t);
    const other = await signUpMember(t);
    const { body } = await save(owner.client, { query: 'generator' });
    for (const client of [other.client, admin]) {
      expect(
        (await client.request('PATCH', `/api/saved-searches/${body.id}`, { json: { name: 'Mine now' } }))
          .status,
      ).toBe(404);
      expect((await client.post(`/api/saved-searches/${body.id}/open`)).status).toBe(404);
      expect((await client.delete(`/api/saved-searches/${body.id}`)).status).toBe(404);
      expect((await list(client)).map((s) => s.id)).not.toContain(body.id);
    }
    // The admin keeps saved searches of their own like any member.
    expect((await save(admin, { query: 'generator' })).status).toBe(201);
    const [row] = await t.deps.database.db.select().from(savedSearches).where(eq(savedSearches.id, body.id));
    expect(row!.name).toBe(body.name);
  });

  it('refuses a banned member (401)', async () => {
    const banned = await signUpMember(t);
    const { body } = await save(banned.client, { query: 'snorkel' });
    await admin.post(`/api/admin/users/${banned.userId}/status`, { newStatus: 'banned' });
    expect((await banned.client.get('/api/saved-searches')).status).toBe(401);
    expect((await save(banned.client, { query: 'mask' })).status).toBe(401);
    expect((await banned.client.delete(`/api/saved-searches/${body.id}`)).status).toBe(401);
  });

  it(`allows at most ${SAVED_SEARCHES_MAX} per member, and the same search once`, async () => {
    const member = await signUpMember(t);
    for (let i = 1; i <= SAVED_SEARCHES_MAX; i += 1) {
      expect((await save(member.client, { query: `item ${i}` })).status).toBe(201);
    }
    const over = await save(member.client, { query: 'one more' });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(SAVED_SEARCH_MESSAGES.limitReached);
    expect(await list(member.client)).toHaveLength(SAVED_SEARCHES_MAX);

    const other = await signUpMember(t);
    expect((await save(other.client, { query: 'fins', maxPrice: 500 })).status).toBe(201);
    const again = await save(other.client, { maxPrice: '500', query: ' fins ' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(SAVED_SEARCH_MESSAGES.duplicate);
  });

  it('answers 400 to hostile values and changes nothing', async () => {
    const member = await signUpMember(t);
    const { body: saved } = await save(member.client, { query: 'paddle' });
    const bad: Array<Record<string, unknown>> = [
      { search: { query: 'a\u0000b' } },
      { search: { query: 'x'.repeat(201) } },
      { search: { minPrice: '1e3' } },
      { search: { maxPrice: -5 } },
      { search: { categories: '1,abc' } },
      { search: { location: 99_999_999_999 } },
      { search: { location: '0x10' } },
      { search: { condition: 'broken' } },
      { search: { sort: 'cheapest' } },
      { search: 'query=boat' },
      { search: { query: 'boat' }, name: '' },
      { search: { query: 'boat' }, name: 'n'.repeat(10_000) },
      { search: { query: 'boat' }, name: 'bad\u0000name' },
      {},
    ];
    for (const body of bad) {
      const res = await member.client.post<ApiErrorBody>('/api/saved-searches', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const badPatches: Array<Record<string, unknown>> = [
      {},
      { name: '   ' },
      { name: 'n'.repeat(81) },
      { emailDigest: 'yes' },
      { name: 42 },
    ];
    for (const json of badPatches) {
      const res = await member.client.request<ApiErrorBody>('PATCH', `/api/saved-searches/${saved.id}`, {
        json,
      });
      expect(res.status, JSON.stringify(json).slice(0, 80)).toBe(400);
    }
    const blank = await member.client.request<ApiErrorBody>('PATCH', `/api/saved-searches/${saved.id}`, {
      json: { name: '  ' },
    });
    expect(blank.body.issues).toEqual([{ path: 'name', message: SAVED_SEARCH_MESSAGES.nameRequired }]);
    expect((await member.client.post('/api/saved-searches/not-a-uuid/open')).status).toBe(400);
    expect(await list(member.client)).toEqual([
      expect.objectContaining({ id: saved.id, name: saved.name, emailDigest: false }),
    ]);
  });
});

describe('matching new listings (the same rules as browse)', () => {
  it('does nothing in the approving request; the job counts matches, with browse showing the same listings', async () => {
    const seller = await signUpMember(t);
    const buyer = await signUpMember(t);
    // One saved search per rule, each with a listing that matches it and one that does not.
    const cases: Array<{
      search: Record<string, unknown>;
      match: Parameters<typeof approved>[1];
      miss: Parameters<typeof approved>[1];
    }> = [
      {
        search: { query: 'lagoonkayak' },
        match: { name: 'Lagoonkayak with paddle', categoryId: 5 },
        miss: { name: 'Sea kayak with paddle', categoryId: 5 },
      },
      {
        search: { query: 'reefcam', categories: '3' },
        match: { name: 'Reefcam underwater housing', categoryId: 3 },
        miss: { name: 'Reefcam underwater housing', categoryId: 4 },
      },
      {
        search: { query: 'atollfins', location: 7 },
        match: { name: 'Atollfins size 42', locationId: 7 },
        miss: { name: 'Atollfins size 44', locationId: 8 },
      },
      // Issue #39 item 5: several islands (Greater Malé, a whole atoll): any of them.
      {
        search: { query: 'lagoonfins', location: '8,7' },
        match: { name: 'Lagoonfins size 40', locationId: 8 },
        miss: { name: 'Lagoonfins size 41', locationId: 9 },
      },
      {
        search: { query: 'islandtank', condition: 'new' },
        match: { name: 'Islandtank 12 litre', condition: 'new' },
        miss: { name: 'Islandtank 10 litre', condition: 'fair' },
      },
      {
        search: { query: 'dhonirope', minPrice: 1000, maxPrice: 5000 },
        match: { name: 'Dhonirope 50 m', price: 3000 },
        miss: { name: 'Dhonirope 200 m', price: 6000 },
      },
      {
        search: { query: 'cheaprope', minPrice: 1000 },
        match: { name: 'Cheaprope 20 m', price: 1000 },
        miss: { name: 'Cheaprope 5 m', price: 999.99 },
      },
    ];
    const ids: Array<{ search: string; match: string; miss: string }> = [];
    for (const c of cases) {
      const { body } = await save(buyer.client, c.search);
      const match = await approved(seller, c.match);
      const miss = await approved(seller, c.miss);
      ids.push({ search: body.id, match: match.id, miss: miss.id });
    }
    // The approval alone changed nothing.
    expect((await list(buyer.client)).every((s) => s.newMatches === 0)).toBe(true);
    expect(await matchAlerts(buyer)).toEqual([]);

    const result = await matchPass();
    expect(result.listings).toBeGreaterThanOrEqual(cases.length * 2);
    const saved = await list(buyer.client);
    for (const [i, c] of cases.entries()) {
      const search = saved.find((s) => s.id === ids[i]!.search)!;
      expect(search.newMatches, JSON.stringify(c.search)).toBe(1);
      // Browse, asked the same question, shows the matching listing and not the other.
      const browse = await t
        .client()
        .get<MarketplacePage>(`/api${search.href.replace('/marketplace', '/marketplace/listings')}`);
      const shown = browse.body.items.map((item) => item.id);
      expect(shown, JSON.stringify(c.search)).toContain(ids[i]!.match);
      expect(shown, JSON.stringify(c.search)).not.toContain(ids[i]!.miss);
    }
    // A second pass does not count the same listings again.
    await matchPass(2 * MINUTE);
    expect((await list(buyer.client)).map((s) => s.newMatches)).toEqual(cases.map(() => 1));
  });

  it("finds a display id, leaves out Reserved listings when asked, the member's own listings and listings no longer live", async () => {
    const seller = await signUpMember(t);
    const buyer = await signUpMember(t);
    const byId = await approved(seller, { name: 'Coralboard 7ft' });
    // Saved before the next approvals; the display id's listing is approved again later (a renewal).
    const { body: idSearch } = await save(buyer.client, { query: byId.itemDisplayId });
    const { body: available } = await save(buyer.client, { query: 'mangoboard', availability: 'available' });
    const { body: anyBoard } = await save(seller.client, { query: 'mangoboard' });
    const { body: gone } = await save(buyer.client, { query: 'ghostboard' });

    const reserved = await approved(seller, { name: 'Mangoboard reserved' });
    await t.deps.database.db
      .update(listings)
      .set({ reservedForId: buyer.userId })
      .where(eq(listings.id, reserved.id));
    await approved(seller, { name: 'Mangoboard free' });
    const removed = await approved(seller, { name: 'Ghostboard 6ft' });
    await t.deps.database.db.update(listings).set({ isDeleted: true }).where(eq(listings.id, removed.id));
    await t.deps.database.db.update(listings).set({ approvedAt: new Date() }).where(eq(listings.id, byId.id));

    await matchPass();
    const mine = await list(buyer.client);
    expect(mine.find((s) => s.id === idSearch.id)!.newMatches).toBe(1);
    expect(mine.find((s) => s.id === available.id)!.newMatches).toBe(1);
    expect(mine.find((s) => s.id === gone.id)!.newMatches).toBe(0);
    // The seller's own listings never alert the seller.
    expect((await list(seller.client)).find((s) => s.id === anyBoard.id)!.newMatches).toBe(0);
  });
});

describe('category field filters in saved searches (issue #39)', () => {
  it('keeps the filters browse applies, names them, links them, and alerts only on listings passing them', async () => {
    const seller = await signUpMember(t);
    const buyer = await signUpMember(t);
    const categories = (await t.client().get<Category[]>('/api/categories')).body;
    const scooters = categories.find((category) => category.name === 'Motorbikes & Scooters')!.id;
    const res = await save(buyer.client, {
      query: 'vespino',
      categories: String(scooters),
      fields: 'year:2018..,make:vespa|honda,model:dio',
    });
    expect(res.status).toBe(201);
    // The model is a text field, not a filter: dropped, as browse drops it. The rest in one sorted form.
    expect(res.body.search.fields).toEqual([
      { key: 'make', values: ['honda', 'vespa'] },
      { key: 'year', min: 2018 },
    ]);
    expect(res.body.name).toBe('Vespino (Motorbikes & Scooters), Make: Honda, Vespa, Year ≥ 2018');
    expect(res.body.href).toContain('fields=make%3Ahonda%7Cvespa,year%3A2018..');
    // The same filters written in another order are the same search.
    const again = await save(buyer.client, {
      query: 'vespino',
      categories: String(scooters),
      fields: 'make:honda|vespa,year:2018..',
    });
    expect(again.status).toBe(409);
    // With two categories the field filters do not apply, so they are not kept.
    const two = await save(buyer.client, {
      query: 'vespino',
      categories: `${scooters},1`,
      fields: 'year:2018..',
    });
    expect(two.body.search.fields).toBeUndefined();

    const match = await approved(seller, {
      name: 'Vespino 2019',
      categoryId: scooters,
      attributes: { make: 'vespa', year: 2019 },
    });
    const old = await approved(seller, {
      name: 'Vespino 2012',
      categoryId: scooters,
      attributes: { make: 'vespa', year: 2012 },
    });
    const noYear = await approved(seller, {
      name: 'Vespino of some year',
      categoryId: scooters,
      attributes: { make: 'honda' },
    });
    await matchPass();
    const saved = (await list(buyer.client)).find((one) => one.id === res.body.id)!;
    expect(saved.newMatches).toBe(1);
    const browse = await t
      .client()
      .get<MarketplacePage>(`/api${saved.href.replace('/marketplace', '/marketplace/listings')}`);
    expect(browse.body.items.map((item) => item.id)).toEqual([match.id]);
    expect([old.id, noYear.id].some((id) => browse.body.items.some((item) => item.id === id))).toBe(false);
  });
});

describe('one matching rule: browse, header suggestions and alerts (issue #38 item 1)', () => {
  it('alerts a misspelt, Latin-typed Dhivehi or everyday-word term saved before any listing held its words, and browse and suggestions show the same listings', async () => {
    const seller = await signUpMember(t);
    const buyer = await signUpMember(t);
    const cases = [
      { query: 'yamahha outbord', match: 'Yamahaa outboardz 40HP', miss: 'Yamahaa keyboardz 61 keys' },
      { query: 'dhoanii', match: 'ދޯނިއި ވިއްކަން 28 ފޫޓު', miss: 'ބޯޓުއި 28 ފޫޓު' },
      { query: 'lagoon telly', match: 'Lagoon television 43 inch', miss: 'Lagoon radio 43 inch' },
    ];
    // Saved while no live listing holds any of these words: the terms are read when the listings go live.
    const saved: SavedSearch[] = [];
    for (const c of cases) saved.push((await save(buyer.client, { query: c.query })).body);
    const ids = [];
    for (const c of cases) {
      ids.push({
        match: (await approved(seller, { name: c.match })).id,
        miss: (await approved(seller, { name: c.miss })).id,
      });
    }
    await matchPass();
    const after = await list(buyer.client);
    for (const [i, c] of cases.entries()) {
      expect(after.find((s) => s.id === saved[i]!.id)!.newMatches, c.query).toBe(1);
      const browse = await t
        .client()
        .get<MarketplacePage>(`/api/marketplace/listings?query=${encodeURIComponent(c.query)}`);
      expect(
        browse.body.items.map((item) => item.id),
        c.query,
      ).toEqual([ids[i]!.match]);
      const suggested = await t
        .client()
        .get<{ items: Array<{ id: string }> }>(
          `/api/marketplace/suggestions?query=${encodeURIComponent(c.query)}`,
        );
      expect(suggested.status, JSON.stringify(suggested.body)).toBe(200);
      expect(
        suggested.body.items.map((item) => item.id),
        c.query,
      ).toEqual([ids[i]!.match]);
    }
  });
});

describe('the watermark', () => {
  it('leaves an approval of the last few seconds to the next pass, and counts it there once', async () => {
    const seller = await signUpMember(t);
    const buyer = await signUpMember(t);
    await save(buyer.client, { query: 'lagsnorkel' });
    await approved(seller, { name: 'Lagsnorkel set' });
    await matchPass(0);
    expect((await list(buyer.client))[0]!.newMatches).toBe(0);
    await matchPass(MINUTE);
    await matchPass(2 * MINUTE);
    expect((await list(buyer.client))[0]!.newMatches).toBe(1);
  });
});

describe('alerts: at most one notification per saved search per hour', () => {
  it('batches two approvals into one notification with the count and the newest-first link, then waits an hour', async () => {
    const seller = await signUpMember(t);
    const buyer = await signUpMember(t);
    const { body: search } = await save(buyer.client, { query: 'batchboat', maxPrice: 90000 });
    await approved(seller, { name: 'Batchboat 18ft', price: 80000 });
    await approved(seller, { name: 'Batchboat 21ft', price: 85000 });

    await matchPass(MINUTE);
    const first = await matchAlerts(buyer);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      title: SAVED_SEARCH_MESSAGES.alertTitle(search.name),
      description: SAVED_SEARCH_MESSAGES.alertText(2),
      link_to: savedSearchHref(search.search, { newestFirst: true, savedSearchId: search.id }),
    });
    expect(first[0]!.link_to).toBe(
      `/marketplace?query=batchboat&maxPrice=90000&sort=newest&savedSearch=${search.id}`,
    );

    await rewindWatermark();
    await approved(seller, { name: 'Batchboat 24ft', price: 88000 });
    await matchPass(2 * MINUTE);
    expect(await matchAlerts(buyer)).toHaveLength(1);
    expect((await list(buyer.client))[0]!.newMatches).toBe(3);

    // An hour after the first alert, the waiting match gets its own.
    await matchPass(MINUTE + 60 * MINUTE);
    const after = await matchAlerts(buyer);
    expect(after).toHaveLength(2);
    expect(after[0]!.description).toBe(SAVED_SEARCH_MESSAGES.alertText(1));
    await matchPass(MINUTE + 125 * MINUTE);
    expect(await matchAlerts(buyer)).toHaveLength(2);

    // Opening the search resets its count.
    await buyer.client.post(`/api/saved-searches/${search.id}/open`);
    expect((await list(buyer.client))[0]!.newMatches).toBe(0);
  });
});

describe('the daily e-mail digest', () => {
  const mailsTo = (email: string) =>
    t.deps.database.db
      .select({
        subject: mailOutbox.subject,
        text: mailOutbox.text,
        unsubscribeUrl: mailOutbox.unsubscribeUrl,
      })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, SAVED_SEARCH_DIGEST_KIND)));
  const digest = (iso: string) =>
    sendSavedSearchDigests(
      {
        db: t.deps.database.db,
        mailer: t.deps.mailer,
        baseUrl: 'http://localhost:3000',
        siteName: 'Raajje Market',
        secret: t.deps.env.AUTH_SECRET,
      },
      new Date(iso),
    );

  it('sends one e-mail per member per day from 08:00 Maldives time, to those who opted in, and unsubscribes in one click', async () => {
    const seller = await signUpMember(t);
    const keen = await signUpMember(t, { firstName: 'Hawwa' }, { emailConfirmed: true });
    const quiet = await signUpMember(t);
    const { body: a } = await save(keen.client, { query: 'digestfan' });
    const { body: b } = await save(keen.client, { query: 'digestlamp' });
    await save(quiet.client, { query: 'digestfan' });
    for (const id of [a.id, b.id]) {
      await keen.client.request('PATCH', `/api/saved-searches/${id}`, { json: { emailDigest: true } });
    }
    await approved(seller, { name: 'Digestfan ceiling' });
    await approved(seller, { name: 'Digestfan desk' });
    await approved(seller, { name: 'Digestlamp solar' });
    await matchPass();

    // 07:59 in Malé (UTC+5): not yet.
    expect((await digest('2031-03-01T02:59:00Z')).emails).toBe(0);
    const sent = await digest('2031-03-01T03:01:00Z');
    expect(sent.emails).toBeGreaterThanOrEqual(1);
    const mails = await mailsTo(keen.input.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Hello Hawwa,');
    expect(mails[0]!.text).toContain(`- ${a.name}: 2 new listings`);
    expect(mails[0]!.text).toContain(`- ${b.name}: 1 new listing`);
    expect(mails[0]!.text).toContain('http://localhost:3000/marketplace?query=digestfan&sort=newest');
    expect(await mailsTo(quiet.input.email)).toEqual([]);

    // A new match the same day waits for tomorrow.
    await rewindWatermark();
    await approved(seller, { name: 'Digestlamp reading' });
    await matchPass();
    expect((await digest('2031-03-01T15:00:00Z')).emails).toBe(0);
    expect(await mailsTo(keen.input.email)).toHaveLength(1);
    await digest('2031-03-02T04:00:00Z');
    const next = await mailsTo(keen.input.email);
    expect(next).toHaveLength(2);
    expect(next[1]!.text).toContain(`- ${b.name}: 1 new listing`);
    expect(next[1]!.text).not.toContain(a.name);

    // The link works without signing in: its page asks, changing nothing (link scanners open links); its
    // button, or a mail client's one-click POST without an Origin (RFC 8058), unsubscribes, twice alike
    // (issue #37 item 4f); a forged token is refused.
    const url = new URL(/https?:\/\/\S+unsubscribe\?token=\S+/.exec(next[1]!.text ?? '')![0]);
    expect(next[1]!.unsubscribeUrl).toBe(url.href);
    const visitor = t.client();
    const page = await visitor.request('GET', `${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    expect(page.body as string).toContain(
      `<form method="post" action="${url.pathname}${url.search.replaceAll('&', '&#38;')}">`,
    );
    expect(page.body as string).not.toContain(SAVED_SEARCH_MESSAGES.unsubscribed);
    expect((await list(keen.client)).map((s) => s.emailDigest)).toEqual([true, true]);
    const button = await visitor.request('POST', `${url.pathname}${url.search}`, {
      headers: { Accept: 'text/html' },
    });
    expect(button.status).toBe(200);
    expect(button.body as string).toContain(SAVED_SEARCH_MESSAGES.unsubscribed);
    expect((await list(keen.client)).map((s) => s.emailDigest)).toEqual([false, false]);
    const oneClick = await t.app.request(`${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toEqual({ ok: true });
    const token = url.searchParams.get('token')!;
    const forged = `${quiet.userId}.${token.split('.').pop()}`;
    expect(
      (await visitor.request('POST', `/api/saved-searches/unsubscribe?token=${encodeURIComponent(forged)}`))
        .status,
    ).toBe(400);
    expect((await visitor.request('GET', '/api/saved-searches/unsubscribe?token=%00')).status).toBe(400);

    // Nothing more is mailed after unsubscribing.
    await rewindWatermark();
    await approved(seller, { name: 'Digestlamp desk' });
    await matchPass();
    await digest('2031-03-03T04:00:00Z');
    expect(await mailsTo(keen.input.email)).toHaveLength(2);
  });
});
