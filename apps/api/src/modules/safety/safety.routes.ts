/**
 * Safety routes (issue #13 item 5): `/api/blocks/*` and `/api/reports` for members, `/api/admin/moderation/*`
 * for the admin (role checked on the server: 401 without a session, 403 for a member).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { text } from '@marketplace/contract/fields';
import { itemsResponseSchema } from '@marketplace/contract/common-responses';
import {
  MODERATION_ACTIONS,
  REPORTS_PER_HOUR,
  REPORT_TARGET_TYPES,
  SAFETY_MESSAGES,
  moderationQuerySchema,
  reportInputSchema,
} from '@marketplace/contract/safety';
import {
  blockStateSchema,
  blockedMemberSchema,
  moderationActionResultSchema,
  moderationQueuePageSchema,
  moderationTargetDetailSchema,
  reportCreatedSchema,
} from '@marketplace/contract/safety-responses';
import type { Database } from '../../db/client';
import { createRouter, errors, json, signedIn } from '../../lib/openapi';
import type { RateLimiter, RateLimitRule } from '../../middleware/rate-limit';
import { actorOf, requireAdmin, requireSession } from '../../middleware/require-session';
import { blockMember, listBlocks, unblockMember } from './blocks.service';
import { listModerationQueue, moderationTargetDetail, resolveTarget } from './moderation.service';
import { createReport } from './reports.service';

const userParam = z.object({
  userId: text({ error: SAFETY_MESSAGES.memberNotFound })
    .min(1, { message: SAFETY_MESSAGES.memberNotFound })
    .max(100, { message: SAFETY_MESSAGES.memberNotFound }),
});
const targetParams = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, { error: SAFETY_MESSAGES.targetTypeInvalid }),
  targetId: text({ error: SAFETY_MESSAGES.targetIdRequired })
    .min(1, { message: SAFETY_MESSAGES.targetIdRequired })
    .max(100, { message: SAFETY_MESSAGES.targetIdRequired }),
});
const actionParams = targetParams.extend({ action: z.enum(MODERATION_ACTIONS) });

/** At most REPORTS_PER_HOUR reports per member an hour. */
export const REPORTS_RATE_LIMIT: RateLimitRule = {
  name: 'reports:member',
  max: REPORTS_PER_HOUR,
  windowMs: 60 * 60 * 1000,
  message: SAFETY_MESSAGES.tooManyReports,
};

export function safetyRoutes(deps: { db: Database; rateLimiter: RateLimiter }) {
  const { db } = deps;
  const router = createRouter();
  router.use('/blocks', requireSession);
  router.use('/blocks/*', requireSession);
  router.use('/reports', requireSession);
  router.use('/admin/moderation', requireAdmin);
  router.use('/admin/moderation/*', requireAdmin);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/blocks',
      tags: ['safety'],
      summary: 'The members I blocked, newest first: name and avatar only (issue #13 item 5)',
      security: signedIn,
      responses: { 200: json('`{ items: BlockedMember[] }`', itemsResponseSchema(blockedMemberSchema)), ...errors(401) },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ items: await listBlocks(db, actorOf(c)) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/blocks/{userId}',
      tags: ['safety'],
      summary:
        'Block a member (idempotent): no messages either way, their conversations leave my inbox. Not myself, not the admin',
      request: { params: userParam },
      security: signedIn,
      responses: { 200: json('`BlockState`', blockStateSchema), ...errors(400, 401, 404) },
    }),
    async (c) => {
      const { userId } = c.req.valid('param');
      await blockMember(db, { actor: actorOf(c), userId });
      return c.json({ userId, blocked: true }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/blocks/{userId}',
      tags: ['safety'],
      summary: 'Unblock a member (idempotent)',
      request: { params: userParam },
      security: signedIn,
      responses: { 200: json('`BlockState`', blockStateSchema), ...errors(400, 401) },
    }),
    async (c) => {
      const { userId } = c.req.valid('param');
      await unblockMember(db, { actor: actorOf(c), userId });
      return c.json({ userId, blocked: false }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/reports',
      tags: ['safety'],
      summary:
        'Report a live listing, a member or a message in one of my conversations, with a reason (note required for "other"); one open report per target',
      request: { body: { content: { 'application/json': { schema: reportInputSchema } }, required: true } },
      security: signedIn,
      responses: { 201: json('`ReportCreated`', reportCreatedSchema), ...errors(400, 401, 404, 409, 429) },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const actor = actorOf(c);
      await deps.rateLimiter.hit(REPORTS_RATE_LIMIT, actor.id);
      const created = await createReport(db, { actor, ...input });
      return c.json(created, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/admin/moderation',
      tags: ['admin'],
      summary: 'Open reports grouped by target, most reported (sort=most) or newest (sort=newest) first, 20 a page',
      request: { query: moderationQuerySchema },
      security: signedIn,
      responses: { 200: json('`ModerationQueuePage`', moderationQueuePageSchema), ...errors(400, 401, 403) },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listModerationQueue(db, c.req.valid('query')), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/admin/moderation/{targetType}/{targetId}',
      tags: ['admin'],
      summary:
        "A reported target: its open reports with notes, and for a message the five messages before and after it (the admin's only view of a conversation)",
      request: { params: targetParams },
      security: signedIn,
      responses: { 200: json('`ModerationTargetDetail`', moderationTargetDetailSchema), ...errors(400, 401, 403, 404) },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await moderationTargetDetail(db, c.req.valid('param')), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/admin/moderation/{targetType}/{targetId}/{action}',
      tags: ['admin'],
      summary:
        'dismiss | remove-listing | ban-member: closes the open reports on the target, logs it and notifies each reporter',
      request: { params: actionParams },
      security: signedIn,
      responses: {
        200: json('`ModerationActionResult`', moderationActionResultSchema),
        ...errors(400, 401, 403, 404, 409),
      },
    }),
    async (c) => {
      const { targetType, targetId, action } = c.req.valid('param');
      const result = await resolveTarget(db, {
        actor: actorOf(c),
        targetType,
        targetId,
        action,
        ipAddress: c.get('clientIp'),
      });
      return c.json(result, 200);
    },
  );

  return router;
}
