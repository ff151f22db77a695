import type { MarketplacePage } from '@marketplace/contract/marketplace-messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertListing, signUpMember, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('display ids (spec 02 §3 item_display_id)', () => {
  it('keeps six digits up to PD-999999 and grows past a million instead of repeating an id', async () => {
    const { userId } = await signUpMember(t);
    await t.deps.database.db.execute(sql`SELECT setval('listing_display_number_seq', 999998)`);
    const ids: string[] = [];
    for (const name of ['Six digit kayak', 'Last six digit kayak', 'Millionth kayak', 'Next kayak']) {
      ids.push((await insertListing(t, { userId, name })).itemDisplayId);
    }
    expect(ids).toEqual(['PD-999999', 'PD-1000000', 'PD-1000001', 'PD-1000002']);

    const found = await t.client().get<MarketplacePage>('/api/marketplace/listings?query=pd%201000001');
    expect(found.body.items.map((i) => i.name)).toEqual(['Millionth kayak']);
  });
});
