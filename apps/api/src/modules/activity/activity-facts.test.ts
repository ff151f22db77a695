/**
 * Issue #37 item 4t: each activity row keeps its English description (spec 02 §3) and now also names its
 * sentence (`details.event`) with the facts it is made of, under the stable keys of `ACTIVITY_EVENTS`, so the
 * admin's page can say it in the admin's language. Representative call sites: listing submitted, listing
 * rejected, the admin changing a member's status, a saved search saved, a category field added, a synonym
 * group added and removed; and every row
 * of the journey carries a known sentence with all its facts.
 */
import { ACTIVITY_EVENTS, type ActivityEvent } from '@marketplace/contract/activity-events';
import type { Category, ListingDetail } from '@marketplace/contract/listings-messages';
import { desc, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userActivityLogs } from '../../db/schema/community';
import { createTestApp, listingForm, makePhoto, signUpMember, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The newest row whose `details.event` is `event`. */
async function rowOf(event: ActivityEvent) {
  const [row] = await t.deps.database.db
    .select()
    .from(userActivityLogs)
    .where(sql`${userActivityLogs.details}->>'event' = ${event}`)
    .orderBy(desc(userActivityLogs.createdAt))
    .limit(1);
  expect(row, `a row for ${event}`).toBeDefined();
  return { ...row!, details: row!.details as Record<string, unknown> };
}

describe('activity rows carry their sentence as facts', () => {
  it('records the facts of a listing submitted and rejected, a status change, a saved search and a category field', async () => {
    const startedAt = new Date(Date.now() - 1000);
    const admin = await t.adminClient();
    const seller = await signUpMember(t);

    const created = await seller.client.request<ListingDetail>('POST', '/api/listings', {
      form: listingForm({ name: 'Lamp “desk” & shade' }, [{ bytes: await makePhoto() }]),
    });
    expect(created.status).toBe(201);
    const displayId = created.body.item_display_id;
    const submitted = await rowOf('listingSubmitted');
    expect(submitted.actionType).toBe('CREATE_LISTING');
    expect(submitted.description).toBe(`Listing ${displayId} "Lamp “desk” & shade" submitted for review`);
    expect(submitted.details).toMatchObject({
      listingId: created.body.id,
      event: 'listingSubmitted',
      listingDisplayId: displayId,
      listingName: 'Lamp “desk” & shade',
    });

    expect(
      (await admin.post(`/api/admin/listings/${created.body.id}/status`, { status: 'Rejected' })).status,
    ).toBe(200);
    const rejected = await rowOf('listingRejected');
    expect(rejected.actionType).toBe('ADMIN_LISTING_STATUS_CHANGE');
    expect(rejected.description).toBe(`Listing ${displayId} rejected`);
    // The facts join the details others read (the listing, the move, the statuses).
    expect(rejected.details).toMatchObject({
      listingId: created.body.id,
      move: 'reject',
      from: 'Pending',
      to: 'Rejected',
      event: 'listingRejected',
      listingDisplayId: displayId,
    });

    expect(
      (await admin.post(`/api/admin/users/${seller.userId}/status`, { newStatus: 'suspended' })).status,
    ).toBe(200);
    const status = await rowOf('userStatusChanged');
    expect(status.actionType).toBe('ADMIN_USER_UPDATE');
    expect(status.description).toBe(
      `Admin changed the status of ${seller.input.email} from active to suspended`,
    );
    expect(status.details).toMatchObject({
      userId: seller.userId,
      event: 'userStatusChanged',
      email: seller.input.email,
      from: 'active',
      to: 'suspended',
    });
    await admin.post(`/api/admin/users/${seller.userId}/status`, { newStatus: 'active' });

    const buyer = await signUpMember(t);
    const saved = await buyer.client.post<{ id: string }>('/api/saved-searches', {
      search: { query: 'outboard' },
      name: 'Outboards in Malé',
    });
    expect(saved.status).toBe(201);
    const search = await rowOf('searchSaved');
    expect(search.actionType).toBe('SAVED_ITEM_ADD');
    expect(search.description).toBe('Saved the search "Outboards in Malé"');
    expect(search.details).toMatchObject({
      savedSearchId: saved.body.id,
      event: 'searchSaved',
      searchName: 'Outboards in Malé',
    });

    const categories = (await t.client().get<Category[]>('/api/categories')).body;
    const other = categories.find((category) => category.name === 'Other')!;
    const added = await admin.post(`/api/admin/categories/${other.id}/fields`, {
      key: 'colour',
      label: { en: 'Colour', dv: 'ކުލަ' },
      type: 'choice',
      options: [
        { value: 'black', en: 'Black', dv: 'ކަޅު' },
        { value: 'white', en: 'White', dv: 'ހުދު' },
      ],
    });
    expect(added.status).toBe(201);
    const field = await rowOf('categoryFieldAdded');
    expect(field.description).toBe('Category field added: Other — Colour (colour)');
    expect(field.details).toMatchObject({
      categoryField: { categoryId: other.id, key: 'colour', change: 'added' },
      event: 'categoryFieldAdded',
      categoryName: 'Other',
      fieldLabel: 'Colour',
      fieldLabelDv: 'ކުލަ',
      fieldKey: 'colour',
    });

    const group = await admin.post<{ id: number }>('/api/admin/search/synonyms', {
      words: ['gasbottle', 'ގޭސް ފުޅި'],
    });
    expect(group.status).toBe(201);
    const synonyms = await rowOf('searchSynonymsAdded');
    expect(synonyms.description).toBe('Search synonyms added: gasbottle, ގޭސް ފުޅި');
    expect(synonyms.details).toMatchObject({
      event: 'searchSynonymsAdded',
      synonymWords: ['gasbottle', 'ގޭސް ފުޅި'],
    });
    expect((await admin.delete(`/api/admin/search/synonyms/${group.body.id}`)).status).toBe(204);
    expect((await rowOf('searchSynonymsRemoved')).details).toMatchObject({
      synonymWords: ['gasbottle', 'ގޭސް ފުޅި'],
    });

    // Every row this journey wrote names a known sentence and holds each of its facts.
    const rows = await t.deps.database.db
      .select()
      .from(userActivityLogs)
      .where(gte(userActivityLogs.createdAt, startedAt));
    expect(rows.length).toBeGreaterThan(8);
    const incomplete = rows
      .map((row) => row.details as Record<string, unknown> | null)
      .filter((details) => {
        const event = details?.event;
        if (typeof event !== 'string' || !Object.hasOwn(ACTIVITY_EVENTS, event)) return true;
        return ACTIVITY_EVENTS[event as ActivityEvent].some((fact: string) => details![fact] === undefined);
      });
    expect(incomplete).toEqual([]);
  });
});
