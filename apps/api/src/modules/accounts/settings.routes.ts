/**
 * `/api/accounts/*` settings endpoints (the spec's "not shown" settings tabs, issue "Accounts, sessions and
 * settings"): every route acts on the signed-in member only.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { text } from '@marketplace/contract/fields';
import {
  changePasswordInputSchema,
  deleteAccountInputSchema,
  updateProfileInputSchema,
} from '@marketplace/contract/accounts';
import { SETTINGS_MESSAGES } from '@marketplace/contract/accounts-messages';
import { isAPIError } from 'better-auth/api';
import type { Database } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth';
import { createRouter, errors, json, readForm, signedIn } from '../../lib/openapi';
import type { Storage } from '../../lib/storage';
import { actorOf, requireSession } from '../../middleware/require-session';
import { recordActivity } from '../activity/activity.service';
import {
  deleteOwnAccount,
  getOwnProfile,
  listActiveSessions,
  readIdPhoto,
  replaceAvatar,
  revokeOwnSession,
  submitIdVerification,
  updateProfile,
} from './settings.service';
import {
  activeSessionSchema,
  avatarResponseSchema,
  ownProfileSchema,
} from '@marketplace/contract/accounts-responses';
import { itemsResponseSchema, okResponseSchema } from '@marketplace/contract/common-responses';

async function fileBytes(value: unknown): Promise<Buffer | null> {
  return value instanceof File && value.size > 0 ? Buffer.from(await value.arrayBuffer()) : null;
}

export function settingsRoutes(deps: { db: Database; auth: Auth; storage: Storage }) {
  const { db, auth, storage } = deps;
  const router = createRouter();
  router.use('/accounts/profile', requireSession);
  router.use('/accounts/avatar', requireSession);
  router.use('/accounts/password', requireSession);
  router.use('/accounts/sessions', requireSession);
  router.use('/accounts/sessions/*', requireSession);
  router.use('/accounts/verification', requireSession);
  router.use('/accounts/verification/*', requireSession);
  router.use('/accounts/verify-email/resend', requireSession);
  router.use('/accounts/me', requireSession);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/accounts/profile',
      tags: ['settings'],
      summary: "The member's own profile, with their private fields",
      security: signedIn,
      responses: { 200: json('`OwnProfile`', ownProfileSchema), ...errors(401) },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await getOwnProfile(db, actorOf(c).id), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/accounts/profile',
      tags: ['settings'],
      summary: 'Update names, mobile, location and Instagram handle (the sign-up rules)',
      request: {
        body: { content: { 'application/json': { schema: updateProfileInputSchema } }, required: true },
      },
      security: signedIn,
      responses: { 200: json('`OwnProfile`', ownProfileSchema), ...errors(400, 401) },
    }),
    async (c) => {
      const actor = actorOf(c);
      await updateProfile(db, { actor, input: c.req.valid('json'), ipAddress: c.get('clientIp') });
      return c.json(await getOwnProfile(db, actor.id), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/accounts/avatar',
      tags: ['settings'],
      summary: 'Upload an avatar (multipart `avatar`): cropped square, 256 px WebP',
      security: signedIn,
      responses: { 200: json('`{ avatarUrl }`', avatarResponseSchema), ...errors(400, 401, 413) },
    }),
    async (c) => {
      const body = await readForm(c);
      const bytes = await fileBytes(body.avatar);
      if (!bytes) throw fieldError('avatar', 'Choose a photo to upload.');
      const avatarUrl = await replaceAvatar(
        { db, storage },
        { actor: actorOf(c), bytes, ipAddress: c.get('clientIp') },
      );
      return c.json({ avatarUrl }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/accounts/password',
      tags: ['settings'],
      summary: 'Change password with the current one; every other session ends',
      request: {
        body: { content: { 'application/json': { schema: changePasswordInputSchema } }, required: true },
      },
      security: signedIn,
      responses: {
        200: json('`{ ok: true }` and a fresh session cookie', okResponseSchema),
        ...errors(400, 401),
      },
    }),
    async (c) => {
      const actor = actorOf(c);
      const input = c.req.valid('json');
      try {
        const { headers } = await auth.api.changePassword({
          body: {
            currentPassword: input.currentPassword,
            newPassword: input.newPassword,
            revokeOtherSessions: true,
          },
          headers: c.req.raw.headers,
          returnHeaders: true,
        });
        for (const cookie of headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
      } catch (error) {
        if (isAPIError(error) && error.statusCode === 400)
          throw fieldError('currentPassword', SETTINGS_MESSAGES.currentPasswordWrong);
        throw error;
      }
      await recordActivity(db, {
        actionType: 'PASSWORD_CHANGE',
        description: 'Password changed; other sessions signed out',
        actor: { id: actor.id, email: actor.email },
        ipAddress: c.get('clientIp'),
        facts: { event: 'passwordChanged' },
      });
      return c.json({ ok: true }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/accounts/sessions',
      tags: ['settings'],
      summary: "The member's active sessions (devices)",
      security: signedIn,
      responses: {
        200: json('`{ items: ActiveSession[] }`', itemsResponseSchema(activeSessionSchema)),
        ...errors(401),
      },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ items: await listActiveSessions(db, actorOf(c)) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/accounts/sessions/{id}',
      tags: ['settings'],
      summary: "End one of the member's own sessions",
      request: { params: z.object({ id: text().min(1).max(100) }) },
      security: signedIn,
      responses: { 200: json('`{ ok: true }`', okResponseSchema), ...errors(401, 404) },
    }),
    async (c) => {
      await revokeOwnSession(db, { actor: actorOf(c), sessionId: c.req.valid('param').id });
      return c.json({ ok: true }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/accounts/verification',
      tags: ['settings'],
      summary:
        'Submit front and back photos of the national ID (multipart `front`, `back`); status becomes pending',
      security: signedIn,
      responses: { 200: json('`OwnProfile`', ownProfileSchema), ...errors(400, 401, 409, 413) },
    }),
    async (c) => {
      const actor = actorOf(c);
      const body = await readForm(c);
      await submitIdVerification(
        { db, storage },
        {
          actor,
          front: await fileBytes(body.front),
          back: await fileBytes(body.back),
          ipAddress: c.get('clientIp'),
        },
      );
      return c.json(await getOwnProfile(db, actor.id), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/accounts/verification/photos/{side}',
      tags: ['settings'],
      summary: "The member's own ID photo; never cached",
      request: { params: z.object({ side: z.enum(['front', 'back']) }) },
      security: signedIn,
      responses: { 200: { description: 'image/webp' }, ...errors(401, 404) },
    }),
    async (c) => {
      const photo = await readIdPhoto(
        { db, storage },
        { userId: actorOf(c).id, side: c.req.valid('param').side },
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
      method: 'post',
      path: '/accounts/verify-email/resend',
      tags: ['settings'],
      summary: 'Send the e-mail confirmation link again',
      security: signedIn,
      responses: { 200: json('`{ ok: true }`', okResponseSchema), ...errors(401, 409) },
    }),
    async (c) => {
      const actor = actorOf(c);
      const profile = await getOwnProfile(db, actor.id);
      if (profile.emailVerified) throw new AppError('CONFLICT', 'Your e-mail address is already confirmed.');
      // As the signed-in member: without the session better-auth holds every answer for 500 ms (a floor that
      // hides from strangers whether an address is registered).
      await auth.api.sendVerificationEmail({
        body: { email: actor.email, callbackURL: '/dashboard' },
        headers: c.req.raw.headers,
      });
      return c.json({ ok: true }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/accounts/me',
      tags: ['settings'],
      summary: 'Delete the account: personal data and ID photos removed, listings soft-deleted, signed out',
      request: {
        body: { content: { 'application/json': { schema: deleteAccountInputSchema } }, required: true },
      },
      security: signedIn,
      responses: { 200: json('`{ ok: true }`', okResponseSchema), ...errors(400, 401) },
    }),
    async (c) => {
      const context = await auth.$context;
      await deleteOwnAccount(
        { db, storage, verifyPassword: (hash, password) => context.password.verify({ hash, password }) },
        { actor: actorOf(c), password: c.req.valid('json').password, ipAddress: c.get('clientIp') },
      );
      const { headers } = await auth.api
        .signOut({ headers: c.req.raw.headers, returnHeaders: true })
        .catch(() => ({
          headers: new Headers(),
        }));
      for (const cookie of headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
      return c.json({ ok: true }, 200);
    },
  );

  return router;
}
