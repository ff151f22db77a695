import type { ApiErrorBody } from '@marketplace/contract/errors';
import type { NotificationsPage } from '@marketplace/contract/notifications';
import { TESTIMONIAL_MESSAGES, type PendingTestimonial, type Testimonial } from '@marketplace/contract/testimonials';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userActivityLogs } from '../../db/schema/community';
import { createTestApp, signUpMember, type TestApp, type TestClient } from '../../test/test-app';

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
