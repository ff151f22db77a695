/**
 * The only better-auth endpoints reachable from outside (issue #11). better-auth's router has dozens of
 * endpoints (`sign-in/email`, `request-password-reset`, `send-verification-email`, `update-user`, the admin
 * plugin's …) that bypass our limits, activity log and validation; the app has its own endpoint for each one
 * it needs (`/api/accounts/*`) and calls better-auth server-side (`auth.api.*`). Anything under `/api/auth/*`
 * that is not in `PUBLIC_AUTH_ENDPOINTS` (`auth-endpoints.ts`) falls through to the API's 404.
 */
import { Hono } from 'hono';
import type { Database } from '../../db/client';
import type { Auth } from '../../lib/auth';
import type { AppEnv } from '../../lib/hono-env';
import { recordActivity } from '../activity/activity.service';
import { cookieHeaderOf } from '../../lib/set-cookies';
import { PUBLIC_AUTH_ENDPOINTS } from './auth-endpoints';

/**
 * Mounts `PUBLIC_AUTH_ENDPOINTS` (under `/api`): each forwards to better-auth with its canonical path, so
 * better-auth cannot be steered to another endpoint by an encoded path. An endpoint that signs someone in
 * (e-mail confirmation) writes the same LOGIN_SUCCESS activity row as `POST /api/accounts/sign-in`.
 */
export function authEndpointsRoutes(deps: { auth: Auth; db: Database }) {
  const { auth, db } = deps;
  const router = new Hono<AppEnv>();
  for (const endpoint of PUBLIC_AUTH_ENDPOINTS) {
    router.on(endpoint.method, endpoint.path.slice('/api'.length), async (c) => {
      const url = new URL(c.req.url);
      const response = await auth.handler(
        new Request(new URL(`${endpoint.path}${url.search}`, url.origin), {
          method: endpoint.method,
          headers: c.req.raw.headers,
          body: endpoint.method === 'GET' ? undefined : await c.req.arrayBuffer(),
        }),
      );
      const cookie = cookieHeaderOf(response.headers);
      if (cookie.includes('session_token')) {
        const signedIn = await auth.api.getSession({ headers: new Headers({ cookie }) });
        // Only a new sign-in: a member already signed in keeps the session they had.
        if (signedIn && signedIn.user.id !== c.get('actor')?.id) {
          await recordActivity(db, {
            actionType: 'LOGIN_SUCCESS',
            description: 'Signed in by the e-mail confirmation link',
            actor: { id: signedIn.user.id, email: signedIn.user.email },
            ipAddress: c.get('clientIp'),
            facts: { event: 'signedInByConfirmationLink' },
          });
        }
      }
      return response;
    });
  }
  return router;
}
