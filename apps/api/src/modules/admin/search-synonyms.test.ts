/**
 * Issue #38 item 1: the admin's own search synonym groups — who may edit them, hostile values, and their effect
 * on the next search (browse, suggestions) with no reindex, on the real app and database.
 */
import type { ApiErrorBody } from '@marketplace/contract/errors';
import type { MarketplacePage } from '@marketplace/contract/marketplace-messages';
import {
  SEARCH_SYNONYM_GROUPS_MAX,
  SEARCH_SYNONYM_MESSAGES,
  type SearchSynonymGroup,
  type SearchSynonyms,
} from '@marketplace/contract/search-synonyms';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  insertListing,
  signUpMember,
  type TestApp,
  type TestClient,
} from '../../test/test-app';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminClient();
});
afterAll(() => t.close());

const PATH = '/api/admin/search/synonyms';
const add = (client: TestClient, body: unknown) => client.post<SearchSynonymGroup & ApiErrorBody>(PATH, body);
const groups = async () => (await admin.get<SearchSynonyms>(PATH)).body.groups;
const browse = async (query: string) =>
  (
    await t.client().get<MarketplacePage>(`/api/marketplace/listings?query=${encodeURIComponent(query)}`)
  ).body.items.map((item) => item.name);

describe('search synonyms: who may edit them', () => {
  it('answers 401 to a visitor and a banned member, 403 to a member, and lets the admin through', async () => {
    const member = await signUpMember(t);
    const banned = await signUpMember(t);
    await admin.post(`/api/admin/users/${banned.userId}/status`, { newStatus: 'banned' });
    const body = { words: ['gasbottle', 'gas cylinder'] };
    for (const [who, client, status] of [
      ['visitor', t.client(), 401],
      ['banned member', banned.client, 401],
      ['member', member.client, 403],
    ] as const) {
      expect((await client.get(PATH)).status, who).toBe(status);
      expect((await add(client, body)).status, who).toBe(status);
      expect((await client.delete(`${PATH}/1`)).status, who).toBe(status);
    }
    expect(await groups()).toEqual([]);
    const res = await admin.get<SearchSynonyms>(PATH);
    expect(res.status).toBe(200);
    // The built-in list is shown read-only, so the admin does not add it again.
    expect(res.body.builtIn).toContainEqual(expect.arrayContaining(['tv', 'television', 'telly']));
  });

  it('a signed-out admin session, replayed, can no longer edit them', async () => {
    const other = await t.adminClient();
    const leakedCookie = other.cookieHeader();
    expect((await other.post('/api/accounts/sign-out', {})).status).toBeLessThan(300);
    const replayed = await t.client().request('POST', PATH, {
      json: { words: ['revoked', 'gone'] },
      headers: { Cookie: leakedCookie },
    });
    expect(replayed.status).toBe(401);
    // Signing out ends every session of the account (spec 01 §9): the admin signs in again.
    admin = await t.adminClient();
    expect((await groups()).some((g) => g.words.includes('revoked'))).toBe(false);
  });
});

describe('search synonyms: values', () => {
  it('answers 400 with the message to hostile or malformed values and stores nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [{ words: ['alone'] }, SEARCH_SYNONYM_MESSAGES.wordsTooFew],
      [{ words: [] }, SEARCH_SYNONYM_MESSAGES.wordsTooFew],
      [{ words: 'ice box, esky' }, SEARCH_SYNONYM_MESSAGES.wordsTooFew],
      [{ words: Array.from({ length: 13 }, (_, i) => `word${i}`) }, SEARCH_SYNONYM_MESSAGES.wordsTooMany],
      [{ words: ['ice box', 'Ice  Box'] }, SEARCH_SYNONYM_MESSAGES.entriesRepeated],
      [{ words: ['nul\u0000byte', 'other'] }, SEARCH_SYNONYM_MESSAGES.entryInvalid],
      [{ words: ['x'.repeat(100_000), 'other'] }, SEARCH_SYNONYM_MESSAGES.entryInvalid],
      [{ words: ['one two three four', 'other'] }, SEARCH_SYNONYM_MESSAGES.entryInvalid],
      [{ words: ["a'); drop table listings; --", 'other'] }, SEARCH_SYNONYM_MESSAGES.entryInvalid],
      [{ words: [42, 'other'] }, SEARCH_SYNONYM_MESSAGES.entryInvalid],
      [{ words: ['  ', 'other'] }, SEARCH_SYNONYM_MESSAGES.entryInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await add(admin, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(JSON.stringify(res.body), JSON.stringify(body).slice(0, 80)).toContain(message);
    }
    expect((await add(admin, { words: ['a', 'b'], extra: true })).status).toBe(400);
    for (const bad of ['0', '-1', '99999999999', 'abc', '1.5']) {
      expect((await admin.delete(`${PATH}/${bad}`)).status, bad).toBe(400);
    }
    expect((await admin.delete(`${PATH}/2147483647`)).status).toBe(404);
    expect(await groups()).toEqual([]);
  });

  it('keeps words as entered (trimmed, lower case, Thaana too), refuses the same group twice (409)', async () => {
    const res = await add(admin, { words: ['  Jet  Ski ', 'WaveRunner', 'ޖެޓްސްކީ'] });
    expect(res.status).toBe(201);
    expect(res.body.words).toEqual(['jet ski', 'waverunner', 'ޖެޓްސްކީ']);
    const again = await add(admin, { words: ['waverunner', 'ޖެޓްސްކީ', 'jet ski'] });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(SEARCH_SYNONYM_MESSAGES.groupExists);
    expect((await admin.delete(`${PATH}/${res.body.id}`)).status).toBe(204);
    expect((await admin.delete(`${PATH}/${res.body.id}`)).status).toBe(404);
  });

  it(`allows at most ${SEARCH_SYNONYM_GROUPS_MAX} groups`, async () => {
    await t.deps.database.db.execute(sql`
      insert into search_synonyms (words, member_keys)
      select array['filler' || g, 'other' || g], array['', ''] from generate_series(1, ${SEARCH_SYNONYM_GROUPS_MAX}) g`);
    const full = await add(admin, { words: ['one more', 'last'] });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(SEARCH_SYNONYM_MESSAGES.groupsFull);
    await t.deps.database.db.execute(sql`delete from search_synonyms where words[1] like 'filler%'`);
  });
});

describe('search synonyms: what a buyer notices', () => {
  it('a group applies to the next search and suggestion at once, with no reindex, and stops when removed', async () => {
    const seller = await signUpMember(t);
    await insertListing(t, {
      userId: seller.userId,
      name: 'Gas cylinder 12 kg',
      description: 'Full, with regulator.',
    });
    expect(await browse('gasbottle')).toEqual([]);

    const group = await add(admin, { words: ['gasbottle', 'gas cylinder'] });
    expect(group.status).toBe(201);
    expect(await browse('gasbottle')).toEqual(['Gas cylinder 12 kg']);
    const suggested = await t
      .client()
      .get<{ items: Array<{ name: string }> }>('/api/marketplace/suggestions?query=gasbottle');
    expect(suggested.body.items.map((item) => item.name)).toEqual(['Gas cylinder 12 kg']);
    // Typed with a typo, or as the phrase in another order of words, it reads the same way.
    expect(await browse('gasbotle')).toEqual(['Gas cylinder 12 kg']);

    expect((await admin.delete(`${PATH}/${group.body.id}`)).status).toBe(204);
    expect(await browse('gasbottle')).toEqual([]);
  });

  it('a Latin-typed Dhivehi member joins its Thaana spelling', async () => {
    const seller = await signUpMember(t);
    await insertListing(t, { userId: seller.userId, name: 'ކާށި ވިއްކަން', description: 'ރަނގަޅު' });
    await insertListing(t, { userId: seller.userId, name: 'Fresh coconuts, 20', description: 'From Laamu.' });
    expect(await browse('ކާށި')).toEqual(['ކާށި ވިއްކަން']);
    const group = await add(admin, { words: ['kaashi', 'coconut'] });
    expect(group.status).toBe(201);
    // The Thaana word meets "kaashi" through its folded key, and so the group.
    expect(await browse('ކާށި')).toEqual(['ކާށި ވިއްކަން', 'Fresh coconuts, 20']);
    expect(await browse('coconut')).toEqual(['Fresh coconuts, 20', 'ކާށި ވިއްކަން']);
    await admin.delete(`${PATH}/${group.body.id}`);
  });
});
