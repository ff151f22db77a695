import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { getCookie } from 'hono/cookie';
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

/** What `loadSession` reads of a session and its member: one row, by the cookie's token. */
interface SessionRow {
  session: { id: string; expiresAt: Date; createdAt: Date; updatedAt: Date };
  user: { id: string; email: string; name: string; role?: string | null; banned?: boolean | null };
}

/**
 * The session with the signed `token` and its member, as one prepared statement per database handle (the
 * session's unique token index, then the user's primary key): decision 022.
 */
function sessionByToken(db: Database): { execute(values: { token: string }): Promise<SessionRow[]> } {
  let statement = preparedSessions.get(db);
  if (!statement) {
    statement = db
      .select({
        session: {
          id: sessionTable.id,
          expiresAt: sessionTable.expiresAt,
          createdAt: sessionTable.createdAt,
          updatedAt: sessionTable.updatedAt,
        },
        user: {
          id: userTable.id,
          email: userTable.email,
          name: userTable.name,
          role: userTable.role,
          banned: userTable.banned,
        },
      })
      .from(sessionTable)
      .innerJoin(userTable, eq(userTable.id, sessionTable.userId))
      .where(eq(sessionTable.token, sql.placeholder('token')))
      .limit(1)
      .prepare('session_by_token');
    preparedSessions.set(db, statement);
  }
  return statement;
}
const preparedSessions = new WeakMap<
  Database,
  { execute(values: { token: string }): Promise<SessionRow[]> }
>();

/**
 * The cookie's session token when its signature is valid (better-auth signs it `<token>.<base64 HMAC-SHA256>`
 * with the auth secret, as better-call's `getSignedCookie` checks), else null.
 */
function verifiedToken(value: string | undefined, secret: string): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

/**
 * Resolves the session cookie to an `Actor` (or null) once per request, reading the session row each time so
 * a revocation elsewhere (sign-out, reset, ban) is noticed on the next request. A banned member's sessions
 * are treated as absent. Member sessions: 30 days sliding with "remember me", otherwise 24 hours absolute
 * (better-auth). Admin sessions also end after ADMIN_IDLE_TIMEOUT_MS idle or ADMIN_ABSOLUTE_TIMEOUT_MS.
 *
 * Issue #13 item 6 (decision 022): the common case — a valid, unexpired session that better-auth would not
 * slide forward now — is read here with one indexed query (session joined to its member by the signed token,
 * the same row better-auth's `getSession` reads), skipping better-auth's endpoint machinery. Every other case
 * (no row, expired, due for the sliding refresh) goes through `auth.api.getSession` exactly as before, so
 * better-auth still refreshes and cleans up its sessions.
 */
export function loadSession(auth: Auth, db: Database): MiddlewareHandler<AppEnv> {
  const config = auth.$context.then((context) => ({
    sessionCookie: context.authCookies.sessionToken.name,
    dontRememberCookie: context.authCookies.dontRememberToken.name,
    secret: context.secret,
    expiresInMs: context.sessionConfig.expiresIn * 1000,
    updateAgeMs: context.sessionConfig.updateAge * 1000,
  }));

  /** The session by better-auth's rules, or null; undefined when better-auth must decide (it may write). */
  const fastSession = async (
    c: Parameters<MiddlewareHandler<AppEnv>>[0],
  ): Promise<SessionRow | null | undefined> => {
    const { sessionCookie, dontRememberCookie, secret, expiresInMs, updateAgeMs } = await config;
    const token = verifiedToken(getCookie(c, sessionCookie), secret);
    if (!token) return null;
    const [row] = await sessionByToken(db).execute({ token });
    if (!row) return null;
    const now = Date.now();
    // Expired: better-auth deletes the row. Due for the sliding refresh (remember me): better-auth extends it.
    if (row.session.expiresAt.getTime() < now) return undefined;
    const remembered = !verifiedToken(getCookie(c, dontRememberCookie), secret);
    if (remembered && row.session.expiresAt.getTime() - expiresInMs + updateAgeMs <= now) return undefined;
    return row;
  };

  return async (c, next) => {
    let actor: Actor | null = null;
    const cookie = c.req.header('cookie');
    if (cookie?.includes('session_token')) {
      let result: SessionRow | null | undefined = await fastSession(c);
      if (result === undefined) result = await auth.api.getSession({ headers: c.req.raw.headers });
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
