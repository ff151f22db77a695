import type { ListingDetail } from '@marketplace/contract/listings-messages';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, userActivityLogs } from '../../db/schema/community';
import { createTestApp, listingForm, makePhoto, signUpInput, signUpMember, type TestApp } from '../../test/test-app';
import { ACTIVITY_ACTION_TYPES } from '@marketplace/contract/admin';
import { ACTIVITY_EVENTS, type ActivityEvent } from '@marketplace/contract/activity-events';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function idPhotos() {
  const form = new FormData();
  for (const side of ['front', 'back']) form.append(side, new Blob([new Uint8Array(await makePhoto())], { type: 'image/jpeg' }), `${side}.jpg`);
  return form;
}

describe('the activity log', () => {
  it('records every one of the 27 action types of spec 02 §9 (and REPORTS_RESOLVED of issue #13) across the members’ and the admin’s journeys', async () => {
    const admin = await t.adminClient();
    const seller = await signUpMember(t); // SIGNUP_SUCCESS
    await t.client().post('/api/accounts/sign-up', signUpInput({ email: seller.input.email })); // SIGNUP_FAILURE
    await t.client().post('/api/accounts/sign-in', { email: seller.input.email, password: 'Wrong!Pass1' }); // LOGIN_FAILURE
    const phone = t.client();
    await phone.post('/api/accounts/sign-in', { email: seller.input.email, password: seller.input.password }); // LOGIN_SUCCESS

    const created = await seller.client.request<ListingDetail>('POST', '/api/listings', { form: listingForm({}, [{ bytes: await makePhoto() }]) }); // CREATE_LISTING
    await admin.post(`/api/admin/listings/${created.body.id}/status`, { status: 'Approved' }); // ADMIN_LISTING_STATUS_CHANGE, NOTIFICATION_SENT
    const buyer = await signUpMember(t);
    await buyer.client.post(`/api/listings/${created.body.id}/views`); // VIEW_LISTING
    await buyer.client.request('PUT', `/api/saved/${created.body.id}`); // SAVED_ITEM_ADD
    await buyer.client.delete(`/api/saved/${created.body.id}`); // SAVED_ITEM_REMOVE
    await buyer.client.post('/api/reports', { targetType: 'listing', targetId: created.body.id, reason: 'spam' });
    await admin.post(`/api/admin/moderation/listing/${created.body.id}/dismiss`); // REPORTS_RESOLVED
    await seller.client.post('/api/notifications/read', {}); // NOTIFICATION_READ
    const form = listingForm({ name: 'Edited name' }, []);
    form.set('photoOrder', JSON.stringify(created.body.images.map((i) => `existing:${i.id}`)));
    await seller.client.request('PUT', `/api/listings/${created.body.id}`, { form }); // UPDATE_LISTING
    await seller.client.delete(`/api/listings/${created.body.id}`); // DELETE_LISTING

    await seller.client.request('PUT', '/api/accounts/profile', {
      json: { firstName: 'A', lastName: 'B', mobile: '7770000', location: 'K. Malé, Kaafu', instagramHandle: '' },
    }); // UPDATE_PROFILE
    await seller.client.request('POST', '/api/accounts/verification', { form: await idPhotos() }); // VERIFICATION_SUBMITTED
    await admin.request('PATCH', `/api/admin/users/${seller.userId}`, { json: { idVerificationStatus: 'verified' } }); // VERIFICATION_APPROVED, ADMIN_USER_UPDATE
    await buyer.client.request('POST', '/api/accounts/verification', { form: await idPhotos() });
    await admin.request('PATCH', `/api/admin/users/${buyer.userId}`, { json: { idVerificationStatus: 'rejected' } }); // VERIFICATION_REJECTED

    await seller.client.post('/api/accounts/password', {
      currentPassword: seller.input.password,
      newPassword: 'Changed!Pass1',
      confirmPassword: 'Changed!Pass1',
    }); // PASSWORD_CHANGE
    await t.client().post('/api/accounts/forgot-password', { email: seller.input.email }); // PASSWORD_RESET_REQUEST
    const [mail] = await t.deps.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, seller.input.email), eq(mailOutbox.kind, 'password-reset')))
      .orderBy(desc(mailOutbox.createdAt));
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail!.text ?? '')![1]!);
    await t.client().post('/api/accounts/reset-password', { token, password: 'Reset!Pass12', confirmPassword: 'Reset!Pass12' }); // PASSWORD_RESET_SUCCESS

    const testimonial = await buyer.client.post<{ id: string }>('/api/testimonials', {
      rating: 4,
      content: 'Found a great second-hand bicycle for my son.',
      isAnonymous: false,
    }); // TESTIMONIAL_SUBMITTED
    await admin.post(`/api/admin/testimonials/${testimonial.body.id}/approve`); // TESTIMONIAL_STATUS_CHANGE
    await t.client().post('/api/mailing-list/subscribe', { email: 'journey@example.mv', source: 'footer_signup' }); // SUBSCRIPTION_MANAGED

    await buyer.client.post('/api/accounts/sign-out'); // LOGOUT
    const leaver = await signUpMember(t);
    await leaver.client.request('DELETE', '/api/accounts/me', { json: { confirmation: 'DELETE', password: leaver.input.password } }); // ACCOUNT_DELETE_REQUEST, ACCOUNT_DELETED

    const rows = await t.deps.database.db.selectDistinct({ type: userActivityLogs.actionType }).from(userActivityLogs);
    const recorded = new Set(rows.map((r) => r.type));
    expect(ACTIVITY_ACTION_TYPES).toHaveLength(28);
    expect(ACTIVITY_ACTION_TYPES.filter((type) => !recorded.has(type))).toEqual([]);
    expect([...recorded].filter((type) => !(ACTIVITY_ACTION_TYPES as readonly string[]).includes(type))).toEqual([]);
  });

  // Issue #37 item 4t: beside its English description, each row of the journeys above names its sentence and
  // holds every fact of it, so the admin's page can say it in Dhivehi.
  it('names each row’s sentence and keeps its facts (issue #37 item 4t)', async () => {
    const rows = await t.deps.database.db.select().from(userActivityLogs);
    expect(rows.length).toBeGreaterThan(28);
    const incomplete = rows
      .filter((row) => {
        const details = row.details as Record<string, unknown> | null;
        const event = details?.event;
        if (typeof event !== 'string' || !Object.hasOwn(ACTIVITY_EVENTS, event)) return true;
        return ACTIVITY_EVENTS[event as ActivityEvent].some((fact: string) => details![fact] === undefined);
      })
      .map((row) => `${row.actionType}: ${row.description}`);
    expect(incomplete).toEqual([]);
    // Never a password or a national ID number among them.
    const text = JSON.stringify(rows.map((row) => row.details));
    expect(text).not.toMatch(/Changed!Pass1|Reset!Pass12|nationalIdNumber"\s*:\s*"/);
  });
});
