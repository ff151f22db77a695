import { createRoute, z } from '@hono/zod-openapi';
import { TESTIMONIAL_MESSAGES, testimonialInputSchema } from '@marketplace/contract/testimonials';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createRouter, errors, json, publicRoute, signedIn } from '../../lib/openapi';
import { actorOf, requireAdmin } from '../../middleware/require-session';
import {
  approveTestimonial,
  deleteTestimonial,
  listApproved,
  listForModeration,
  submitTestimonial,
} from './testimonials.service';
import { itemsResponseSchema, okResponseSchema } from '@marketplace/contract/common-responses';
import {
  pendingTestimonialSchema,
  testimonialCreatedSchema,
  testimonialSchema,
} from '@marketplace/contract/testimonials-responses';

const idParam = z.object({ id: z.uuid() });

/** `/api/testimonials` (public list, member submission) and the admin's queue under `/api/admin/testimonials`. */
export function testimonialsRoutes(deps: { db: Database }) {
  const { db } = deps;
  const router = createRouter();
  router.use('/admin/testimonials', requireAdmin);
  router.use('/admin/testimonials/*', requireAdmin);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/testimonials',
      tags: ['testimonials'],
      summary: 'Approved testimonials, newest first',
      security: publicRoute,
      responses: { 200: json('`{ items: Testimonial[] }`', itemsResponseSchema(testimonialSchema)) },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.json({ items: await listApproved(db) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/testimonials',
      tags: ['testimonials'],
      summary: 'Submit a testimonial (members); it waits for review',
      request: {
        body: { content: { 'application/json': { schema: testimonialInputSchema } }, required: true },
      },
      security: signedIn,
      responses: { 201: json('`{ id }`', testimonialCreatedSchema), ...errors(400, 401) },
    }),
    async (c) => {
      if (!c.get('actor')) throw new AppError('UNAUTHENTICATED', TESTIMONIAL_MESSAGES.notAuthenticated);
      const id = await submitTestimonial(db, {
        actor: actorOf(c),
        input: c.req.valid('json'),
        ipAddress: c.get('clientIp'),
      });
      return c.json({ id }, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/admin/testimonials',
      tags: ['admin'],
      summary: 'Testimonials for moderation: pending (oldest first) or approved',
      request: { query: z.object({ status: z.enum(['pending', 'approved']).default('pending') }) },
      security: signedIn,
      responses: {
        200: json('`{ items: PendingTestimonial[] }`', itemsResponseSchema(pendingTestimonialSchema)),
        ...errors(400, 401, 403),
      },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ items: await listForModeration(db, c.req.valid('query').status) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/admin/testimonials/{id}/approve',
      tags: ['admin'],
      summary: 'Approve a pending testimonial; the author is notified and public pages refresh',
      request: { params: idParam },
      security: signedIn,
      responses: { 200: json('`{ ok: true }`', okResponseSchema), ...errors(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      await approveTestimonial(db, {
        actor: actorOf(c),
        id: c.req.valid('param').id,
        ipAddress: c.get('clientIp'),
      });
      return c.json({ ok: true }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/admin/testimonials/{id}',
      tags: ['admin'],
      summary: 'Delete a testimonial that should not be shown',
      request: { params: idParam },
      security: signedIn,
      responses: { 200: json('`{ ok: true }`', okResponseSchema), ...errors(400, 401, 403, 404) },
    }),
    async (c) => {
      await deleteTestimonial(db, {
        actor: actorOf(c),
        id: c.req.valid('param').id,
        ipAddress: c.get('clientIp'),
      });
      return c.json({ ok: true }, 200);
    },
  );
  return router;
}
