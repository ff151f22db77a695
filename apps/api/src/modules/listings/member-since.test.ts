/**
 * Decision 014 (issue #16): the seller card's "Member since" is the join date, not the profile's `updated_at`
 * of spec 02 §2 — editing one's profile must not make a long-standing seller look new.
 */
import type { ListingDetail } from '@marketplace/contract/listings-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/profiles';
import { createTestApp, insertListing, signUpMember, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('seller card member-since (decision 014)', () => {
  it('stays the join date after the seller edits their profile', async () => {
    const { client, input, userId } = await signUpMember(t);
    const joined = new Date('2023-02-01T09:00:00.000Z');
    await t.deps.database.db.update(profiles).set({ createdAt: joined }).where(eq(profiles.id, userId));
    const { id } = await insertListing(t, { userId, name: 'Teak stool' });

    const before = await t.client().get<ListingDetail>(`/api/listings/${id}`);
    expect(before.body.seller.memberSince).toBe(joined.toISOString());

    const edit = await client.request('PUT', '/api/accounts/profile', {
      json: {
        firstName: 'Aisha',
        lastName: input.lastName,
        mobile: input.mobile,
        location: input.location,
        instagramHandle: '',
      },
    });
    expect(edit.status).toBe(200);
    const [row] = await t.deps.database.db
      .select({ updatedAt: profiles.updatedAt })
      .from(profiles)
      .where(eq(profiles.id, userId));
    expect(row!.updatedAt.getTime()).toBeGreaterThan(joined.getTime());

    const after = await t.client().get<ListingDetail>(`/api/listings/${id}`);
    expect(after.body.seller.name).toContain('Aisha');
    expect(after.body.seller.memberSince).toBe(joined.toISOString());
  });
});
