import type { MiddlewareHandler } from 'hono';
import { AppError } from '../lib/app-error';
import type { Auth } from '../lib/auth';
import type { Actor, AppEnv } from '../lib/hono-env';

/**
 * Resolves the session cookie to an `Actor` (or null) once per request. A banned member's sessions are
 * treated as absent (the admin plugin also ends them when the ban is set).
 */
export function loadSession(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let actor: Actor | null = null;
    const cookie = c.req.header('cookie');
    if (cookie?.includes('session_token')) {
      const result = await auth.api.getSession({ headers: c.req.raw.headers });
      if (result && !result.user.banned) {
        actor = {
          id: result.user.id,
          email: result.user.email,
          name: result.user.name,
          role: result.user.role === 'admin' ? 'admin' : 'user',
          sessionId: result.session.id,
        };
      }
    }
    c.set('actor', actor);
    await next();
  };
}

/**
 * Requires a signed-in member.
 * @throws AppError UNAUTHENTICATED (401) for a visitor.
 */
export const requireSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('actor')) throw new AppError('UNAUTHENTICATED', 'You must be signed in to do that.');
  await next();
};

/**
 * Requires the admin role, read from the database on every request (never an e-mail compared in the
 * browser). @throws AppError 401 for a visitor, 403 FORBIDDEN for a member.
 */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const actor = c.get('actor');
  if (!actor) throw new AppError('UNAUTHENTICATED', 'You must be signed in to do that.');
  if (actor.role !== 'admin') {
    throw new AppError('FORBIDDEN', 'Access Denied: You do not have permission to view this page.');
  }
  await next();
};

/** The actor of a route behind `requireSession`/`requireAdmin`. */
export function actorOf(c: { get(key: 'actor'): Actor | null }): Actor {
  const actor = c.get('actor');
  if (!actor) throw new AppError('UNAUTHENTICATED', 'You must be signed in to do that.');
  return actor;
}
