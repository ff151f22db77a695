/**
 * Issue #16 item 1 (spec 02 §5: search matches name, description, category and `item_display_id`; relevance
 * ranks an id match first, then a name match): a display-id query shows the listing with that id first and
 * then the listings that mention the id.
 */
import type { ApiErrorBody } from '@marketplace/contract/errors';
import type { MarketplacePage } from '@marketplace/contract/marketplace-messages';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, maldivesLocations } from '../../db/schema/catalog';
import { createTestApp, insertListing, signUpMember, type TestApp } from '../../test/test-app';

let t: TestApp;
let target: { id: string; itemDisplayId: string };
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.database.db;
  const [category] = await db.select().from(categories).orderBy(asc(categories.id)).limit(1);
  const [location] = await db.select().from(maldivesLocations).orderBy(asc(maldivesLocations.id)).limit(1);
  const { userId } = await signUpMember(t);
  const base = { userId, categoryId: category!.id, locationId: location!.id };
  target = await insertListing(t, {
    ...base,
    name: 'Casio G-Shock watch',
    price: 900,
    createdAt: daysAgo(9),
  });
  const id = target.itemDisplayId;
  await insertListing(t, { ...base, name: `${id} spare strap`, price: 150, createdAt: daysAgo(3) });
  await insertListing(t, {
    ...base,
    name: 'Watch box for six watches',
    description: `Fits the watch sold as ${id} too.`,
    price: 300,
    createdAt: daysAgo(1),
  });
  await insertListing(t, { ...base, name: 'Unrelated kettle', price: 200, createdAt: daysAgo(2) });
  await insertListing(t, {
    ...base,
    name: `${id} pending strap`,
    status: 'Pending',
    createdAt: daysAgo(1),
  });
});
afterAll(async () => {
  await t.close();
});

const browse = (query: string) =>
  t
    .client()
    .get<MarketplacePage & ApiErrorBody>(`/api/marketplace/listings?query=${encodeURIComponent(query)}`);

describe('searching a display id (issue #16 item 1)', () => {
  it('shows the listing with that id first, then name and text matches, and counts them all', async () => {
    const res = await browse(target.itemDisplayId);
    expect(res.status).toBe(200);
    expect(res.body.items.map((item) => item.name)).toEqual([
      'Casio G-Shock watch',
      `${target.itemDisplayId} spare strap`,
      'Watch box for six watches',
    ]);
    expect(res.body.total).toBe(3);
  });

  it('does the same for another spelling of the id', async () => {
    const number = Number(target.itemDisplayId.slice(3));
    const res = await browse(`pd ${number}`);
    expect(res.body.items.map((item) => item.name)).toEqual([
      'Casio G-Shock watch',
      `${target.itemDisplayId} spare strap`,
      'Watch box for six watches',
    ]);
  });

  it('keeps the id match at the head when sorting by price, the rest by price', async () => {
    const res = await t
      .client()
      .get<MarketplacePage>(
        `/api/marketplace/listings?query=${encodeURIComponent(target.itemDisplayId)}&sort=price_asc`,
      );
    expect(res.body.items.map((item) => item.name)).toEqual([
      'Casio G-Shock watch',
      `${target.itemDisplayId} spare strap`,
      'Watch box for six watches',
    ]);
  });
});
