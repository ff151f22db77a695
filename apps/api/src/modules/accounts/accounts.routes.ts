/**
 * `/api/accounts/*` and `/api/me` (spec 01 §3–§5, §7–§8). Thin handlers over better-auth and the accounts
 * service; every answer uses the contract's error shape.
 */
import { createRoute } from '@hono/zod-openapi';
import {
  forgotPasswordInputSchema,
  memberLanguageInputSchema,
  resetPasswordInputSchema,
  signInInputSchema,
  signUpInputSchema,
} from '@marketplace/contract/accounts';
import { ACCOUNT_TOASTS } from '@marketplace/contract/accounts-messages';
import { isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Database } from '../../db/client';
import { session as sessionTable, verification } from '../../db/schema/auth';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth';
import type { AppEnv } from '../../lib/hono-env';
import { createRouter, errors, json, publicRoute, signedIn } from '../../lib/openapi';
import { RATE_LIMITS, type RateLimiter } from '../../middleware/rate-limit';
import { actorOf, requireSession } from '../../middleware/require-session';
import { recordActivity } from '../activity/activity.service';
import { createMember, findUserByEmail, getCurrentUser } from './accounts.service';
import {
  meResponseSchema,
  memberLanguageResponseSchema,
} from '@marketplace/contract/accounts-responses';
import { formLanguage, requestLanguage } from '../../lib/page-language';
import { setMemberLanguage } from './settings.service';
import { okResponseSchema } from '@marketplace/contract/common-responses';
import { cookieHeaderOf } from '../../lib/set-cookies';

/** Copies better-auth's Set-Cookie headers onto our response. */
function forwardCookies(c: Context<AppEnv>, headers: Headers): void {
  for (const cookie of headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
}

function authStatus(error: unknown): number | null {
  return isAPIError(error) ? error.statusCode : null;
}

export function accountsRoutes(deps: { db: Database; auth: Auth; rateLimiter: RateLimiter }) {
  const { db, auth, rateLimiter } = deps;
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/me',
      tags: ['accounts'],
      summary: 'The signed-in member, or null (spec 01 §3 Current user)',
      security: publicRoute,
      responses: { 200: json('`{ user: CurrentUser | null }`', meResponseSchema) },
    }),
    async (c) => {
      const actor = c.get('actor');
      c.header('Cache-Control', 'no-store');
      return c.json({ user: actor ? await getCurrentUser(db, actor.id) : null }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/me/language',
      tags: ['accounts'],
      summary: "Save the member's language for their e-mails and notifications (issue #15)",
      description:
        "`{ language: 'en' | 'dv' }`. From then on every e-mail and stored notification the server writes the member is in that language. The page's own language is the `lang` cookie, which the app sets itself.",
      middleware: [requireSession] as const,
      request: {
        body: { content: { 'application/json': { schema: memberLanguageInputSchema } }, required: true },
      },
      security: signedIn,
      responses: {
        200: json('`{ language }`: the saved language', memberLanguageResponseSchema),
        ...errors(400, 401),
      },
    }),
    async (c) => {
      const { language } = c.req.valid('json');
      c.header('Cache-Control', 'no-store');
      const saved = await setMemberLanguage(db, { actor: actorOf(c), language, ipAddress: c.get('clientIp') });
      return c.json({ language: saved }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/accounts/sign-up',
      tags: ['accounts'],
      summary: 'Create an account and sign in (spec 01 §3, §5)',
      description:
        "The new member's language (issue #15) is the page's: the `lang` cookie, else Accept-Language, else English.",
      middleware: [formLanguage] as const,
      request: { body: { content: { 'application/json': { schema: signUpInputSchema } }, required: true } },
      security: publicRoute,
      responses: {
        201: json('`{ user: CurrentUser }` and the session cookie', meResponseSchema),
        ...errors(400, 409, 429),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      // Sign-up tells whether an address is registered, so it is limited per client.
      await rateLimiter.hit(RATE_LIMITS.signUpPerIp, c.get('clientIp'));
      const context = await auth.$context;
      const passwordHash = await context.password.hash(input.password);
      const userId = await createMember(db, {
        input,
        passwordHash,
        ipAddress: c.get('clientIp'),
        language: requestLanguage(c.get('language')),
      });
      const { headers } = await auth.api.signInEmail({
        body: { email: input.email, password: input.password, rememberMe: true },
        headers: c.req.raw.headers,
        returnHeaders: true,
      });
      forwardCookies(c, headers);
      try {
        // Sent as the new member, with the session just made: without one better-auth holds the answer for a
        // 500 ms floor that hides whether an address is registered, which a sign-up answers anyway (409).
        await auth.api.sendVerificationEmail({
          body: { email: input.email, callbackURL: '/dashboard' },
          headers: new Headers({ Cookie: cookieHeaderOf(headers) }),
        });
      } catch (error) {
        c.get('logger').warn({ err: error }, 'verification e-mail could not be queued');
      }
      return c.json({ user: await getCurrentUser(db, userId) }, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/accounts/sign-in',
      tags: ['accounts'],
      summary: 'Sign in with e-mail and password (spec 01 §3, §5, §8)',
      request: { body: { content: { 'application/json': { schema: signInInputSchema } }, required: true } },
      security: publicRoute,
      responses: {
        200: json('`{ user: CurrentUser }` and the session cookie', meResponseSchema),
        ...errors(400, 401, 403, 429),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const ipAddress = c.get('clientIp');
      await rateLimiter.hit(RATE_LIMITS.signInPerIp, ipAddress);
      const accountAndAddress = `${input.email}|${ipAddress}`;
      await rateLimiter.hit(RATE_LIMITS.signInPerAccountAndAddress, accountAndAddress);
      await rateLimiter.hit(RATE_LIMITS.signInPerAccountAndAddressHourly, accountAndAddress);
      try {
        const { headers, response } = await auth.api.signInEmail({
          body: { email: input.email, password: input.password, rememberMe: input.rememberMe },
          headers: c.req.raw.headers,
          returnHeaders: true,
        });
        forwardCookies(c, headers);
        await recordActivity(db, {
          actionType: 'LOGIN_SUCCESS',
          description: 'Signed in',
          actor: { id: response.user.id, email: response.user.email },
          ipAddress,
          facts: { event: 'signedIn' },
        });
        return c.json({ user: await getCurrentUser(db, response.user.id) }, 200);
      } catch (error) {
        const status = authStatus(error);
        if (status === 401 || status === 403) {
          await recordActivity(db, {
            actionType: 'LOGIN_FAILURE',
            description:
              status === 403
                ? 'Sign-in refused: account suspended'
                : 'Sign-in failed: wrong e-mail or password',
            actor: null,
            ipAddress,
            details: { email: input.email },
            facts: { event: status === 403 ? 'signInRefusedSuspended' : 'signInFailed', email: input.email },
          });
          if (status === 403) throw new AppError('FORBIDDEN', ACCOUNT_TOASTS.accountSuspended);
          throw new AppError('UNAUTHENTICATED', ACCOUNT_TOASTS.incorrectCredentials);
        }
        if (status === 429)
          throw new AppError(
            'RATE_LIMITED',
            'Too many sign-in attempts. Please wait a minute and try again.',
          );
        throw error;
      }
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/accounts/sign-out',
      tags: ['accounts'],
      summary: "Sign out everywhere: ends all the member's sessions (spec 01 §9 global scope)",
      middleware: [requireSession] as const,
      security: signedIn,
      responses: {
        200: json('`{ ok: true }`; the session cookie is cleared', okResponseSchema),
        ...errors(401),
      },
    }),
    async (c) => {
      const actor = actorOf(c);
      const { headers } = await auth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
      forwardCookies(c, headers);
      await db.transaction(async (tx) => {
        await tx.delete(sessionTable).where(eq(sessionTable.userId, actor.id));
        await recordActivity(tx, {
          actionType: 'LOGOUT',
          description: 'Signed out of every session',
          actor: { id: actor.id, email: actor.email },
          ipAddress: c.get('clientIp'),
          facts: { event: 'signedOutEverywhere' },
        });
      });
      return c.json({ ok: true }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/accounts/forgot-password',
      tags: ['accounts'],
      summary: 'E-mail a reset link (answers the same whether or not the address exists)',
      request: {
        body: { content: { 'application/json': { schema: forgotPasswordInputSchema } }, required: true },
      },
      security: publicRoute,
      responses: { 200: json('`{ ok: true }`', okResponseSchema), ...errors(400, 429) },
    }),
    async (c) => {
      const { email } = c.req.valid('json');
      await rateLimiter.hit(RATE_LIMITS.resetPerIp, c.get('clientIp'));
      await rateLimiter.hit(RATE_LIMITS.resetPerEmail, email);
      const known = await findUserByEmail(db, email);
      await auth.api.requestPasswordReset({
        body: { email, redirectTo: '/reset-password' },
        headers: c.req.raw.headers,
      });
      await recordActivity(db, {
        actionType: 'PASSWORD_RESET_REQUEST',
        description: known
          ? 'Password reset link requested'
          : 'Password reset requested for an unknown e-mail',
        actor: known,
        ipAddress: c.get('clientIp'),
        facts: { event: known ? 'passwordResetRequested' : 'passwordResetRequestedUnknown' },
      });
      return c.json({ ok: true }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/accounts/reset-password',
      tags: ['accounts'],
      summary: 'Set a new password with the e-mailed token; ends every session of that member',
      request: {
        body: { content: { 'application/json': { schema: resetPasswordInputSchema } }, required: true },
      },
      security: publicRoute,
      responses: { 200: json('`{ ok: true }`', okResponseSchema), ...errors(400, 429) },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const tokenRows = await db
        .select({ userId: verification.value })
        .from(verification)
        .where(eq(verification.identifier, `reset-password:${input.token}`))
        .limit(1);
      try {
        await auth.api.resetPassword({ body: { newPassword: input.password, token: input.token } });
      } catch (error) {
        if (authStatus(error) === 400) {
          throw new AppError('VALIDATION_FAILED', ACCOUNT_TOASTS.resetLinkInvalid, [
            { path: 'token', message: ACCOUNT_TOASTS.resetLinkInvalid },
          ]);
        }
        throw error;
      }
      const member = tokenRows[0] ? await getCurrentUser(db, tokenRows[0].userId) : null;
      await recordActivity(db, {
        actionType: 'PASSWORD_RESET_SUCCESS',
        description: 'Password reset with an e-mailed link',
        actor: member ? { id: member.id, email: member.email } : null,
        ipAddress: c.get('clientIp'),
        facts: { event: 'passwordResetDone' },
      });
      return c.json({ ok: true }, 200);
    },
  );

  return router;
}
