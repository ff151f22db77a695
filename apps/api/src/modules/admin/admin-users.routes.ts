/**
 * `/api/admin/*` users, overview, reports, activity log and roles (spec 02 §2, §5, §7, §8). Every route
 * requires the admin role on the server.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { text } from '@marketplace/contract/fields';
import {
  ADMIN_MESSAGES,
  ADMIN_TIMEFRAMES,
  activityLogsQuerySchema,
  adminAddUserInputSchema,
  adminRoleInputSchema,
  adminUserStatusInputSchema,
  adminUserUpdateInputSchema,
  adminUsersQuerySchema,
} from '@marketplace/contract/admin';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth';
import { createRouter, errors, json, signedIn } from '../../lib/openapi';
import type { Storage } from '../../lib/storage';
import { actorOf, requireAdmin } from '../../middleware/require-session';
import { recordActivity } from '../activity/activity.service';
import { adminOverview, adminReports, listActivity } from './admin-insights.service';
import {
  addUser,
  deleteUser,
  getUser,
  listUsers,
  setUserStatus,
  updateUser,
  viewIdPhoto,
} from './admin-users.service';
import {
  activityLogsPageSchema,
  adminOverviewSchema,
  adminReportsSchema,
  adminUserRowSchema,
  adminUsersPageSchema,
} from '@marketplace/contract/admin-responses';
import { okResponseSchema } from '@marketplace/contract/common-responses';

const userParam = z.object({ id: text().min(1).max(100) });

export function adminUsersRoutes(deps: { db: Database; storage: Storage; auth: Auth }) {
  const { db, storage, auth } = deps;
  const router = createRouter();
  router.use('/admin/*', requireAdmin);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/admin/overview',
      tags: ['admin'],
      summary: 'Five stat cards: listings by status in the timeframe (by created_at), users overall',
      request: { query: z.object({ timeframe: z.enum(ADMIN_TIMEFRAMES).default('all') }) },
      security: signedIn,
      responses: { 200: json('`AdminOverview`', adminOverviewSchema), ...errors(400, 401, 403) },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await adminOverview(db, c.req.valid('query').timeframe), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/admin/reports',
      tags: ['admin'],
      summary: 'User activity (5 months), listings by category, top 3 categories and sellers',
      security: signedIn,
      responses: { 200: json('`AdminReports`', adminReportsSchema), ...errors(401, 403) },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await adminReports(db), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/admin/activity-logs',
      tags: ['admin'],
      summary: 'Activity log pages: 15 newest first, exact count; filter by text, action type and day',
      request: { query: activityLogsQuerySchema },
      security: signedIn,
      responses: { 200: json('`ActivityLogsPage`', activityLogsPageSchema), ...errors(400, 401, 403) },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listActivity(db, c.req.valid('query')), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/admin/users',
      tags: ['admin'],
      summary: 'Users newest first; search by full name, e-mail or national ID',
      request: { query: adminUsersQuerySchema },
      security: signedIn,
      responses: { 200: json('`AdminUsersPage`', adminUsersPageSchema), ...errors(400, 401, 403) },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listUsers(db, c.req.valid('query')), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/admin/users',
      tags: ['admin'],
      summary: 'Add a member; they receive a link to set their password',
      request: {
        body: { content: { 'application/json': { schema: adminAddUserInputSchema } }, required: true },
      },
      security: signedIn,
      responses: { 201: json('`AdminUserRow`', adminUserRowSchema), ...errors(400, 401, 403, 409) },
    }),
    async (c) => {
      const context = await auth.$context;
      const id = await addUser(
        {
          db,
          hashPassword: (password) => context.password.hash(password),
          requestPasswordLink: async (email) => {
            await auth.api.requestPasswordReset({ body: { email, redirectTo: '/reset-password' } });
          },
        },
        { actor: actorOf(c), input: c.req.valid('json'), ipAddress: c.get('clientIp') },
      );
      return c.json(await getUser(db, id), 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/admin/users/{id}',
      tags: ['admin'],
      summary: "A member's profile details, with their national ID (admin only)",
      request: { params: userParam },
      security: signedIn,
      responses: { 200: json('`AdminUserRow`', adminUserRowSchema), ...errors(401, 403, 404) },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await getUser(db, c.req.valid('param').id), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/admin/users/{id}',
      tags: ['admin'],
      summary: 'Edit a member (e-mail read-only); verified ID sets the badge and notifies the member',
      request: {
        params: userParam,
        body: { content: { 'application/json': { schema: adminUserUpdateInputSchema } }, required: true },
      },
      security: signedIn,
      responses: { 200: json('`AdminUserRow`', adminUserRowSchema), ...errors(400, 401, 403, 404) },
    }),
    async (c) => {
      const row = await updateUser(db, {
        actor: actorOf(c),
        userId: c.req.valid('param').id,
        input: c.req.valid('json'),
        ipAddress: c.get('clientIp'),
      });
      return c.json(row, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/admin/users/{id}/status',
      tags: ['admin'],
      summary: 'Ban, suspend or activate a member; a ban ends their sessions at once',
      request: {
        params: userParam,
        body: { content: { 'application/json': { schema: adminUserStatusInputSchema } }, required: true },
      },
      security: signedIn,
      responses: { 200: json('`AdminUserRow`', adminUserRowSchema), ...errors(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      const row = await setUserStatus(db, {
        actor: actorOf(c),
        userId: c.req.valid('param').id,
        status: c.req.valid('json').newStatus,
        ipAddress: c.get('clientIp'),
      });
      return c.json(row, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/admin/users/{id}/id-photos/{side}',
      tags: ['admin'],
      summary: "A member's ID photo for review (each view logged; never cached)",
      request: { params: z.object({ id: text().min(1).max(100), side: z.enum(['front', 'back']) }) },
      security: signedIn,
      responses: { 200: { description: 'image/webp' }, ...errors(401, 403, 404) },
    }),
    async (c) => {
      const { id, side } = c.req.valid('param');
      const photo = await viewIdPhoto(
        { db, storage },
        { actor: actorOf(c), userId: id, side, ipAddress: c.get('clientIp') },
      );
      return c.body(photo.body, 200, {
        'Content-Type': 'image/webp',
        'Content-Length': String(photo.size),
        'Cache-Control': 'no-store',
      });
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/admin/users/{id}',
      tags: ['admin'],
      summary: 'Delete a member: personal data and ID photos removed, listings soft-deleted',
      request: { params: userParam },
      security: signedIn,
      responses: { 200: json('`{ ok: true }`', okResponseSchema), ...errors(401, 403, 404, 409) },
    }),
    async (c) => {
      await deleteUser(
        { db, storage },
        { actor: actorOf(c), userId: c.req.valid('param').id, ipAddress: c.get('clientIp') },
      );
      return c.json({ ok: true }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/admin/users/{id}/role',
      tags: ['admin'],
      summary: 'Grant or revoke the admin role; the last admin keeps it',
      request: {
        params: userParam,
        body: { content: { 'application/json': { schema: adminRoleInputSchema } }, required: true },
      },
      security: signedIn,
      responses: { 200: json('`AdminUserRow`', adminUserRowSchema), ...errors(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { role } = c.req.valid('json');
      const target = await getUser(db, id);
      await db.transaction(async (tx) => {
        if (role === 'user' && target.role === 'admin') {
          const [admins] = await tx.select({ n: count() }).from(user).where(eq(user.role, 'admin'));
          if (Number(admins?.n ?? 0) <= 1) throw new AppError('CONFLICT', ADMIN_MESSAGES.lastAdmin);
        }
        await tx.update(user).set({ role }).where(eq(user.id, id));
        await recordActivity(tx, {
          actionType: 'ADMIN_USER_UPDATE',
          description: `${role === 'admin' ? 'Granted' : 'Revoked'} the admin role for ${target.email}`,
          actor: { id: actorOf(c).id, email: actorOf(c).email },
          ipAddress: c.get('clientIp'),
          details: { userId: id, role },
          facts: { event: role === 'admin' ? 'adminRoleGranted' : 'adminRoleRevoked', email: target.email },
        });
      });
      return c.json(await getUser(db, id), 200);
    },
  );

  return router;
}
