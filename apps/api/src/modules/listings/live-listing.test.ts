/**
 * "Live" is said once (issue #14 item 1): `liveListing` / `liveListingAs` / `isLiveListing` /
 * `LIVE_LISTING_SQL` in listing-lifecycle.ts. The first part fails when a source file under
 * apps/api/src/modules spells the condition on its own (a copy drifts, and a query that does not say it
 * exactly as the partial indexes do stops using them). The second shows that a listing that is not live —
 * Approved but deleted, Pending, Rejected, Sold, Expired — reaches none of the public reads.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ListingDetail, ListingStatus } from '@marketplace/contract/listings-messages';
import type { MarketplacePage } from '@marketplace/contract/marketplace-messages';
import type { SavedListingRow } from '@marketplace/contract/saved';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/listings';
import { liveListingAs } from './listing-lifecycle';
import { createTestApp, insertListing, signUpMember, type TestApp } from '../../test/test-app';

const MODULES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LIFECYCLE_FILE = path.join(MODULES_DIR, 'listings', 'listing-lifecycle.ts');

/**
 * Ways to write "Approved and not deleted" by hand, each within one statement (no `;` between the halves):
 * raw SQL, drizzle `eq(…status, 'Approved')` beside an `isDeleted` test, and the same test on a row in
 * TypeScript, in either order.
 */
const LIVE_CONDITION_COPIES: Array<[string, RegExp]> = [
  ["SQL status = 'Approved' … is_deleted", /\bstatus\s*=\s*'Approved'[^;]{0,160}?\bis_deleted\b/i],
  ["SQL is_deleted … status = 'Approved'", /\bis_deleted\b[^;]{0,160}?\bstatus\s*=\s*'Approved'/i],
  [
    "drizzle eq(status, 'Approved') … isDeleted",
    /eq\(\s*[\w.]*\.status\s*,\s*'Approved'\s*\)[^;]{0,160}?isDeleted/,
  ],
  [
    "drizzle isDeleted … eq(status, 'Approved')",
    /isDeleted[^;]{0,160}?eq\(\s*[\w.]*\.status\s*,\s*'Approved'\s*\)/,
  ],
  ["row status === 'Approved' … deleted", /[sS]tatus\s*[!=]==?\s*'Approved'[^;]{0,160}?[dD]eleted\b/],
  ["row deleted … status === 'Approved'", /[dD]eleted\b[^;]{0,160}?[sS]tatus\s*[!=]==?\s*'Approved'/],
];

/** The source without its comments (a docstring may name the rule). */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
}

/** The hand-written live conditions in `source`: the name of each pattern that matches, with its text. */
export function liveConditionCopies(source: string): string[] {
  const code = withoutComments(source);
  return LIVE_CONDITION_COPIES.flatMap(([name, pattern]) => {
    const match = pattern.exec(code);
    return match ? [`${name}: ${match[0].replace(/\s+/g, ' ')}`] : [];
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the live condition is written once', () => {
  it('finds each way of spelling it out (the patterns the modules used before issue #14)', () => {
    const copies = [
      "const LIVE = sql.raw(`l.status = 'Approved' and not l.is_deleted`);",
      "const live = sql`l.user_id = ${args.userId} and l.status = 'Approved' and l.is_deleted = false`;",
      "sql`select 1 from listings where not is_deleted and status = 'Approved'`",
      ".where(and(eq(listings.id, targetId), eq(listings.status, 'Approved'), eq(listings.isDeleted, false)))",
      "const conditions = [\n  eq(listings.id, listingId),\n  eq(listings.status, 'Approved'),\n  eq(listings.isDeleted, false),\n];",
      '.where(and(eq(listings.isDeleted, false), eq(listings.status, "Approved".replace(/"/g, "")), eq(listings.status, \'Approved\')))',
      "const isLive = (listing: ListingRow) => listing.status === 'Approved' && !listing.isDeleted;",
      "const live = row.listingStatus === 'Approved' && !row.listingDeleted;",
      "if (listing.isDeleted || listing.status !== 'Approved') throw notFound();",
    ];
    for (const copy of copies) expect(liveConditionCopies(copy), copy).not.toEqual([]);
  });

  it('leaves alone what is not the rule: the shared helpers, one half alone, comments, inserts', () => {
    const fine = [
      '.where(and(eq(listings.id, args.listingId), liveListing))',
      "const LIVE = liveListingAs('l');",
      "if (!isLiveListing(row)) return { ...base, available: false, sold: row.status === 'Sold' && !row.isDeleted };",
      "const conditions: SQL[] = [eq(listings.isDeleted, false)];\nif (args.status) conditions.push(eq(listings.status, 'Approved'));",
      "/** Only Approved listings that are not is_deleted are public: status = 'Approved' and not is_deleted. */",
      "// status === 'Approved' && !listing.isDeleted",
      "await db.insert(listings).values({ status: 'Approved', isDeleted: false });",
      "if (listing.isDeleted || (!isLiveListing(listing) && listing.status !== 'Sold')) throw notFound();",
    ];
    for (const code of fine) expect(liveConditionCopies(code), code).toEqual([]);
  });

  it('appears in no module but the lifecycle', () => {
    const files = sourceFiles(MODULES_DIR).filter((file) => file !== LIFECYCLE_FILE);
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((file) =>
      liveConditionCopies(readFileSync(file, 'utf8')).map(
        (copy) => `${path.relative(MODULES_DIR, file)} → ${copy}`,
      ),
    );
    expect(found).toEqual([]);
    // The lifecycle itself holds it (so the scan would see a copy if one were made from it).
    expect(liveConditionCopies(readFileSync(LIFECYCLE_FILE, 'utf8'))).not.toEqual([]);
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('a listing that is not live', () => {
  it('reaches none of browse, suggestions, the item page, the sitemap, the saved list or the seller page', async () => {
    const seller = await signUpMember(t);
    const buyer = await signUpMember(t);
    const word = 'Zanzoquill';
    const live = await insertListing(t, { userId: seller.userId, name: `${word} live lamp` });
    const hidden: Record<string, { id: string; itemDisplayId: string; name: string }> = {};
    const states: Array<[string, { status: ListingStatus; isDeleted: boolean }]> = [
      ['deleted', { status: 'Approved', isDeleted: true }],
      ['pending', { status: 'Pending', isDeleted: false }],
      ['rejected', { status: 'Rejected', isDeleted: false }],
      ['sold', { status: 'Sold', isDeleted: false }],
      ['expired', { status: 'Expired', isDeleted: false }],
    ];
    // Each is live first, so the buyer can save it; then it leaves (a fixture write: the moves' own routes are
    // tested in listing-lifecycle.test.ts).
    for (const [label] of states) {
      const name = `${word} ${label} lamp`;
      hidden[label] = { ...(await insertListing(t, { userId: seller.userId, name })), name };
    }
    for (const listing of [live, ...Object.values(hidden)]) {
      expect((await buyer.client.request('PUT', `/api/saved/${listing.id}`)).status).toBe(200);
    }
    for (const [label, state] of states) {
      await t.deps.database.db.update(listings).set(state).where(eq(listings.id, hidden[label]!.id));
    }
    const hiddenNames = Object.values(hidden).map((h) => h.name);
    const visitor = t.client();

    const browse = await visitor.get<MarketplacePage>(`/api/marketplace/listings?query=${word}`);
    expect(browse.body.items.map((i) => i.name)).toEqual([`${word} live lamp`]);
    const everything = await visitor.get<MarketplacePage>('/api/marketplace/listings');
    expect(everything.body.items.map((i) => i.name)).toEqual([`${word} live lamp`]);
    expect(everything.body.total).toBe(1);

    const suggestions = await visitor.get<{ items: Array<{ name: string }> }>(
      `/api/marketplace/suggestions?query=${word}`,
    );
    expect(suggestions.body.items.map((i) => i.name)).toEqual([`${word} live lamp`]);
    for (const listing of Object.values(hidden)) {
      const byId = await visitor.get<{ items: unknown[] }>(
        `/api/marketplace/suggestions?query=${listing.itemDisplayId}`,
      );
      expect(byId.body.items, listing.name).toEqual([]);
      const byDisplayId = await visitor.get<MarketplacePage>(
        `/api/marketplace/listings?query=${listing.itemDisplayId}`,
      );
      expect(byDisplayId.body.items, listing.name).toEqual([]);
    }

    expect((await visitor.get<ListingDetail>(`/api/listings/${live.id}`)).status).toBe(200);
    const stranger = await signUpMember(t);
    for (const listing of Object.values(hidden)) {
      expect((await visitor.get(`/api/listings/${listing.id}`)).status, listing.name).toBe(404);
      // Nor to another member.
      expect((await stranger.client.get(`/api/listings/${listing.id}`)).status, listing.name).toBe(404);
      // The member who saved it sees a sold one marked Sold (issue #37 item 4n), none of the others.
      const saverView = await buyer.client.get<ListingDetail>(`/api/listings/${listing.id}`);
      if (listing === hidden.sold) expect(saverView.body.status, listing.name).toBe('Sold');
      else expect(saverView.status, listing.name).toBe(404);
    }

    const sitemap = (await visitor.get<string>('/sitemap.xml')).body;
    expect(sitemap).toContain(`/item/${live.id}<`);
    for (const listing of Object.values(hidden)) expect(sitemap, listing.name).not.toContain(listing.id);

    const saved = await buyer.client.get<{ items: SavedListingRow[] }>('/api/saved');
    const savedRows = saved.body.items;
    expect(savedRows).toHaveLength(6);
    expect(savedRows.filter((row) => row.available).map((row) => row.listingId)).toEqual([live.id]);
    const savedText = JSON.stringify(saved.body);
    for (const name of hiddenNames) expect(savedText).not.toContain(name);

    const sellerPage = await visitor.get<{ listings: MarketplacePage }>(`/api/sellers/${seller.userId}`);
    expect(sellerPage.body.listings.items.map((i) => i.name)).toEqual([`${word} live lamp`]);
    expect(sellerPage.body.listings.total).toBe(1);
    const sellerListings = await visitor.get<MarketplacePage>(`/api/sellers/${seller.userId}/listings`);
    expect(sellerListings.body.items.map((i) => i.name)).toEqual([`${word} live lamp`]);
  });

  it('browses through the live partial index (the planner still matches the one condition)', async () => {
    const seller = await signUpMember(t);
    for (let i = 0; i < 3; i += 1)
      await insertListing(t, { userId: seller.userId, name: `Indexed kettle ${i}` });
    const db = t.deps.database.db;
    // Few rows: make the planner choose by usability, not by cost, so the test shows the index matches.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = await tx.execute(
        sql`explain select l.id from listings l where ${liveListingAs('l')} order by l.created_at desc, l.id desc limit 12`,
      );
      expect(JSON.stringify(plan)).toMatch(/Index (Only )?Scan (Backward )?using listings_live_\w+/);
    });
  });

  it("walks the newest names for suggestions through the covering index alone, never the table (decision 035)", async () => {
    const seller = await signUpMember(t);
    for (let i = 0; i < 3; i += 1)
      await insertListing(t, { userId: seller.userId, name: `Covered lantern ${i}` });
    const db = t.deps.database.db;
    // An index-only walk needs the visibility map set; without the covering index the walk reads each row.
    await db.execute(sql`vacuum listings`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = await tx.execute(
        sql`explain select l.id, l.name, l.item_display_id, l.price from listings l
            where ${liveListingAs('l')} order by l.created_at desc, l.id desc limit 5000`,
      );
      expect(JSON.stringify(plan)).toMatch(/Index Only Scan (Backward )?using listings_live_suggestion_idx/);
    });
  });
});
