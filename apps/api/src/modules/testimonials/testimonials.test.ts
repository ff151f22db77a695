import type { ApiErrorBody } from '@marketplace/contract/errors';
import type { NotificationsPage } from '@marketplace/contract/notifications';
import {
  TESTIMONIAL_FORMER_MEMBER,
  TESTIMONIAL_MESSAGES,
  type PendingTestimonial,
  type Testimonial,
} from '@marketplace/contract/testimonials';
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema/auth';
import { testimonials, userActivityLogs } from '../../db/schema/community';
import { createTestApp, makePhoto, signUpMember, type TestApp, type TestClient } from '../../test/test-app';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminClient();
});
afterAll(async () => {
  await t.close();
});

const good = { rating: 5, content: 'Sold my old outboard engine within two days. Great buyers!', itemFocus: '', isAnonymous: false };

describe('testimonials', () => {
  it('needs a member, a rating and 20 to 1000 characters', async () => {
    const visitor = await t.client().post<ApiErrorBody>('/api/testimonials', good);
    expect(visitor.status).toBe(401);
    expect(visitor.body.message).toBe(TESTIMONIAL_MESSAGES.notAuthenticated);
    const { client } = await signUpMember(t);
    const bad = await client.post<ApiErrorBody>('/api/testimonials', { ...good, rating: 0, content: 'too short' });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'rating', message: TESTIMONIAL_MESSAGES.missingRating },
        { path: 'content', message: TESTIMONIAL_MESSAGES.tooShort },
      ]),
    );
    const long = await client.post<ApiErrorBody>('/api/testimonials', { ...good, content: 'x'.repeat(1001) });
    expect(long.body.issues?.[0]).toEqual({ path: 'content', message: TESTIMONIAL_MESSAGES.tooLong });
  });

  it('shows a testimonial only once approved, with the snapshotted name, and notifies the author', async () => {
    const author = await signUpMember(t, { firstName: 'Aminath', lastName: 'Rifa' });
    const res = await author.client.post<{ id: string }>('/api/testimonials', { ...good, itemFocus: 'Outboard engine' });
    expect(res.status).toBe(201);
    expect((await t.client().get<{ items: Testimonial[] }>('/api/testimonials')).body.items.map((i) => i.id)).not.toContain(res.body.id);

    const queue = await admin.get<{ items: PendingTestimonial[] }>('/api/admin/testimonials');
    expect(queue.body.items.map((i) => i.id)).toContain(res.body.id);
    expect((await admin.post(`/api/admin/testimonials/${res.body.id}/approve`)).status).toBe(200);
    expect((await admin.post(`/api/admin/testimonials/${res.body.id}/approve`)).status).toBe(409);

    const list = await t.client().get<{ items: Testimonial[] }>('/api/testimonials');
    expect(list.body.items[0]).toMatchObject({ id: res.body.id, name: 'Aminath Rifa', item_focus: 'Outboard engine', rating: 5 });
    const notes = await author.client.get<NotificationsPage>('/api/notifications');
    expect(notes.body.items[0]).toMatchObject({ title: 'Testimonial Approved', link_to: '/testimonials' });
    const logs = await t.deps.database.db.select().from(userActivityLogs).where(eq(userActivityLogs.actionType, 'TESTIMONIAL_STATUS_CHANGE'));
    expect(logs.length).toBeGreaterThan(0);
  });

  it('hides the name and avatar of an anonymous testimonial, and the admin can delete one', async () => {
    const author = await signUpMember(t);
    const res = await author.client.post<{ id: string }>('/api/testimonials', { ...good, isAnonymous: true });
    await admin.post(`/api/admin/testimonials/${res.body.id}/approve`);
    const shown = (await t.client().get<{ items: Testimonial[] }>('/api/testimonials')).body.items.find((i) => i.id === res.body.id);
    expect(shown).toMatchObject({ is_anonymous: true, name: null, avatar_url: null });
    expect((await admin.delete(`/api/admin/testimonials/${res.body.id}`)).status).toBe(200);
    expect((await t.client().get<{ items: Testimonial[] }>('/api/testimonials')).body.items.map((i) => i.id)).not.toContain(res.body.id);
    const member = await signUpMember(t);
    expect((await member.client.get('/api/admin/testimonials')).status).toBe(403);
  });
});

describe('testimonials of a deleted member (issue #11)', () => {
  const publicList = async () => (await t.client().get<{ items: Testimonial[] }>('/api/testimonials')).body.items;

  it('shows them as by a former member, without the name or avatar, whoever deleted the account', async () => {
    const leaver = await signUpMember(t, { firstName: 'Mariyam', lastName: 'Leaving' });
    const avatarForm = new FormData();
    avatarForm.append('avatar', new Blob([new Uint8Array(await makePhoto(300, 300))], { type: 'image/jpeg' }), 'a.jpg');
    const { body: avatar } = await leaver.client.request<{ avatarUrl: string }>('POST', '/api/accounts/avatar', { form: avatarForm });
    const named = await leaver.client.post<{ id: string }>('/api/testimonials', good);
    const anonymous = await leaver.client.post<{ id: string }>('/api/testimonials', { ...good, isAnonymous: true });
    const removed = await signUpMember(t, { firstName: 'Ibrahim', lastName: 'Removed' });
    const pending = await removed.client.post<{ id: string }>('/api/testimonials', good);
    for (const id of [named.body.id, anonymous.body.id]) await admin.post(`/api/admin/testimonials/${id}/approve`);
    expect((await publicList()).find((i) => i.id === named.body.id)).toMatchObject({ name: 'Mariyam Leaving', avatar_url: avatar.avatarUrl });

    const deleted = await leaver.client.request('DELETE', '/api/accounts/me', {
      json: { confirmation: 'DELETE', password: leaver.input.password },
    });
    expect(deleted.status).toBe(200);
    expect((await admin.delete(`/api/admin/users/${removed.userId}`)).status).toBe(200);
    await admin.post(`/api/admin/testimonials/${pending.body.id}/approve`);

    const items = await publicList();
    expect(items.find((i) => i.id === named.body.id)).toMatchObject({
      name: TESTIMONIAL_FORMER_MEMBER,
      avatar_url: null,
      is_anonymous: false,
      content: good.content,
    });
    expect(items.find((i) => i.id === anonymous.body.id)).toMatchObject({ name: null, avatar_url: null, is_anonymous: true });
    expect(items.find((i) => i.id === pending.body.id)).toMatchObject({ name: TESTIMONIAL_FORMER_MEMBER, avatar_url: null });
    const text = JSON.stringify(items);
    for (const leak of ['Mariyam', 'Leaving', 'Ibrahim', 'Removed', avatar.avatarUrl]) expect(text).not.toContain(leak);
    const queue = await admin.get<{ items: PendingTestimonial[] }>('/api/admin/testimonials?status=approved');
    expect(JSON.stringify(queue.body.items)).not.toContain('Mariyam');

    // Nothing of them is left in the rows either.
    const rows = await t.deps.database.db.select().from(testimonials).where(eq(testimonials.id, named.body.id));
    expect(rows[0]).toMatchObject({ userId: null, profileNameAtSubmission: null, profileAvatarAtSubmission: null });
  });

  it('migration 0010 scrubs the testimonials of members deleted before this fix', async () => {
    const earlier = await signUpMember(t, { firstName: 'Hawwa', lastName: 'Earlier' });
    const res = await earlier.client.post<{ id: string }>('/api/testimonials', good);
    // An erasure as it was before issue #11: the account anonymised, the testimonial untouched.
    await t.deps.database.db
      .update(user)
      .set({ email: `deleted-${earlier.userId}@deleted.invalid`, name: 'Deleted member' })
      .where(eq(user.id, earlier.userId));
    const migration = readFileSync(
      new URL('../../db/migrations/0010_hardening_views_outbox_testimonials.sql', import.meta.url),
      'utf8',
    );
    const scrub = migration.split('--> statement-breakpoint').find((part) => part.includes('UPDATE "testimonials"'))!;
    await t.deps.database.db.execute(sql.raw(scrub));
    const [row] = await t.deps.database.db.select().from(testimonials).where(eq(testimonials.id, res.body.id));
    expect(row).toMatchObject({ userId: null, profileNameAtSubmission: null, profileAvatarAtSubmission: null });
  });
});
