import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../db/client';
import { session as sessionTable, user as userTable } from '../db/schema/auth';
import { AppError } from '../lib/app-error';
import type { Auth } from '../lib/auth';
import type { Actor, AppEnv } from '../lib/hono-env';

/** Admin sessions end after 30 minutes without a request, and 12 hours after sign-in whatever happens. */
export const ADMIN_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const ADMIN_ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** An admin's activity is written back at most this often. */
const ADMIN_TOUCH_INTERVAL_MS = 60 * 1000;

/**
 * Resolves the session cookie to an `Actor` (or null) once per request, reading the session row each time so
 * a revocation elsewhere (sign-out, reset, ban) is noticed on the next request. A banned member's sessions
 * are treated as absent. Member sessions: 30 days sliding with "remember me", otherwise 24 hours absolute
 * (better-auth). Admin sessions also end after ADMIN_IDLE_TIMEOUT_MS idle or ADMIN_ABSOLUTE_TIMEOUT_MS.
 */
export function loadSession(auth: Auth, db: Database): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let actor: Actor | null = null;
    const cookie = c.req.header('cookie');
    if (cookie?.includes('session_token')) {
      let result = await auth.api.getSession({ headers: c.req.raw.headers });
      if (result && result.user.role === 'admin') {
        const now = Date.now();
        const { id, createdAt, updatedAt } = result.session;
        if (
          now - createdAt.getTime() > ADMIN_ABSOLUTE_TIMEOUT_MS ||
          now - updatedAt.getTime() > ADMIN_IDLE_TIMEOUT_MS
        ) {
          await db.delete(sessionTable).where(eq(sessionTable.id, id));
          result = null;
        } else if (now - updatedAt.getTime() > ADMIN_TOUCH_INTERVAL_MS) {
          await db
            .update(sessionTable)
            .set({ updatedAt: new Date(now) })
            .where(eq(sessionTable.id, id));
        }
      }
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
 * Whether the session `actor` was resolved from still holds, by the rules of `loadSession`: the row exists and
 * has not expired, the member is not banned, and an admin session is within its idle and absolute limits.
 * For long-lived requests (the live event stream) that outlast the check made when they began (issue #11).
 * Reads only; `loadSession` deletes a timed-out admin session on the member's next request.
 */
export async function isSessionActive(db: Database, actor: Actor): Promise<boolean> {
  const rows = await db
    .select({
      expiresAt: sessionTable.expiresAt,
      createdAt: sessionTable.createdAt,
      updatedAt: sessionTable.updatedAt,
      banned: userTable.banned,
    })
    .from(sessionTable)
    .innerJoin(userTable, eq(userTable.id, sessionTable.userId))
    .where(eq(sessionTable.id, actor.sessionId))
    .limit(1);
  const row = rows[0];
  if (!row || row.banned) return false;
  const now = Date.now();
  if (row.expiresAt.getTime() <= now) return false;
  return (
    actor.role !== 'admin' ||
    (now - row.createdAt.getTime() <= ADMIN_ABSOLUTE_TIMEOUT_MS &&
      now - row.updatedAt.getTime() <= ADMIN_IDLE_TIMEOUT_MS)
  );
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
