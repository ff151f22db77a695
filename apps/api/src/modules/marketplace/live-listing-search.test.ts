/**
 * Issue #10, decision 032: a term's matches are read from `live_listing_search`, the live listings' search
 * columns kept by a trigger (migration 0025). It must hold exactly the live listings, with their current
 * values, after every kind of listing write — or a search would find a listing that is gone, miss one that went
 * live, or match words it no longer has. Checked on PGlite and PostgreSQL alike.
 */
import { MARKETPLACE_PAGE_SIZE } from '@marketplace/contract/marketplace-messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { createTestApp, insertListing, signUpMember, type TestApp } from '../../test/test-app';
import { createMarketplaceSearch, type MarketplaceSearch } from './marketplace.service';

let t: TestApp;
let search: MarketplaceSearch;
let sellerId: string;
let buyerId: string;

beforeAll(async () => {
  t = await createTestApp();
  sellerId = (await signUpMember(t)).userId;
  buyerId = (await signUpMember(t)).userId;
  // No answer caches: every search below reads the table as it is now.
  search = createMarketplaceSearch(deps(), { answerCache: false });
});
afterAll(() => t.close());

const deps = () => ({ db: t.deps.database.db, storage: t.deps.storage, catalogEvents: t.deps.catalogEvents });

const columns = `id::text, created_at, category_id, location_id, reserved_for_id, price::float8 as price, condition,
  item_display_id, name_vector::text as name_vector, search_vector::text as search_vector`;

/** The narrow table and the live listings' same columns, each ordered by id. */
async function bothSides() {
  const db = t.deps.database.db;
  const narrow = rowsOf(await db.execute(sql.raw(`select ${columns} from live_listing_search order by id`)));
  const live = rowsOf(
    await db.execute(
      sql.raw(
        `select ${columns} from listings where status = 'Approved' and not is_deleted order by id`,
      ),
    ),
  );
  return { narrow, live };
}

async function expectMirrorsLiveListings() {
  const { narrow, live } = await bothSides();
  expect(narrow).toEqual(live);
}

async function namesFound(query: string): Promise<string[]> {
  const page = await search.search({ query, page: 1 });
  return page.value.items.map((item) => item.name);
}

describe('live_listing_search follows every listing write', () => {
  it('holds a listing from approval to removal, with its current words, price and reservation', async () => {
    const db = t.deps.database.db;
    const pending = await insertListing(t, {
      userId: sellerId,
      name: 'Teak hammock stand',
      description: 'Solid wood, folds flat.',
      status: 'Pending',
    });
    await expectMirrorsLiveListings();
    expect(await namesFound('hammock')).toEqual([]);

    await db.execute(sql`update listings set status = 'Approved', approved_at = now() where id = ${pending.id}`);
    await expectMirrorsLiveListings();
    expect(await namesFound('hammock')).toEqual(['Teak hammock stand']);

    // An edit: the old word no longer finds it, the new one does.
    await db.execute(sql`update listings set name = 'Teak lounger stand', price = 450 where id = ${pending.id}`);
    await expectMirrorsLiveListings();
    expect(await namesFound('hammock')).toEqual([]);
    expect(await namesFound('lounger')).toEqual(['Teak lounger stand']);

    // Reserved for a buyer: still live, hidden by availability=available.
    await db.execute(sql`update listings set reserved_for_id = ${buyerId} where id = ${pending.id}`);
    await expectMirrorsLiveListings();
    expect(
      (await search.search({ query: 'lounger', availability: 'available', page: 1 })).value.items,
    ).toEqual([]);

    // A view counted changes nothing the table holds.
    await db.execute(sql`update listings set views = views + 1 where id = ${pending.id}`);
    await expectMirrorsLiveListings();

    // Sold, then soft deleted, then back (a moderator's restore): out, out, in.
    await db.execute(sql`update listings set status = 'Sold', reserved_for_id = null where id = ${pending.id}`);
    await expectMirrorsLiveListings();
    expect(await namesFound('lounger')).toEqual([]);
    await db.execute(sql`update listings set status = 'Approved', is_deleted = true where id = ${pending.id}`);
    await expectMirrorsLiveListings();
    expect(await namesFound('lounger')).toEqual([]);
    await db.execute(sql`update listings set is_deleted = false where id = ${pending.id}`);
    await expectMirrorsLiveListings();
    expect(await namesFound('lounger')).toEqual(['Teak lounger stand']);

    // Deleted outright.
    await db.execute(sql`delete from listings where id = ${pending.id}`);
    await expectMirrorsLiveListings();
    expect(await namesFound('lounger')).toEqual([]);
  });

  it("drops every listing of a deleted account (the cascade from the seller's user row)", async () => {
    const { userId } = await signUpMember(t);
    for (let i = 0; i < 3; i++) await insertListing(t, { userId, name: `Marlin lure ${i}` });
    await expectMirrorsLiveListings();
    expect((await namesFound('marlin')).length).toBe(3);
    await t.deps.database.db.execute(sql`delete from "user" where id = ${userId}`);
    await expectMirrorsLiveListings();
    expect(await namesFound('marlin')).toEqual([]);
  });

  it('finds every live match of a term, and a count beyond one page, through it', async () => {
    for (let i = 0; i < MARKETPLACE_PAGE_SIZE + 3; i++) {
      await insertListing(t, { userId: sellerId, name: `Snorkel mask ${i}`, price: 100 + i });
    }
    await insertListing(t, { userId: sellerId, name: 'Snorkel mask hidden', status: 'Rejected' });
    await expectMirrorsLiveListings();
    const page = (await search.search({ query: 'snorkel', page: 1 })).value;
    expect(page.total).toBe(MARKETPLACE_PAGE_SIZE + 3);
    expect(page.items.map((item) => item.name)).not.toContain('Snorkel mask hidden');
    // A sample far smaller than the set (the plan of a common term): it overflows, and what it shows is live.
    const sampled = createMarketplaceSearch(deps(), { sampleSize: 5, exactScanLimit: -1, answerCache: false });
    const overflowing = (await sampled.search({ query: 'snorkel', sort: 'price_asc', page: 1 })).value;
    expect(overflowing.items.map((item) => item.name)).toEqual(
      Array.from({ length: MARKETPLACE_PAGE_SIZE }, (_, i) => `Snorkel mask ${i}`),
    );
  });
});
