/**
 * Fixed-window rate limits (issue #11, decision 011) kept by `rate-limiter-flexible` in a store of their own,
 * shared by every API instance: Redis when `REDIS_URL` is set, otherwise the database's `app_rate_limits`
 * table through drizzle (the same code on PGlite and PostgreSQL). Never better-auth's `rate_limit` table,
 * which better-auth prunes of rows older than 60 s. Keys are built from the client IP (see client-ip.ts:
 * X-Forwarded-For counts only behind a trusted proxy) and, where it matters, the e-mail being tried.
 */
import { lt } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { MiddlewareHandler } from 'hono';
import {
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Database } from '../db/client';
import { appRateLimits } from '../db/schema/rate-limits';
import { AppError } from '../lib/app-error';
import type { AppEnv } from '../lib/hono-env';
import type { Logger } from '../lib/logger';

export interface RateLimitRule {
  /** Names the limit in the key, e.g. "sign-in:ip". */
  name: string;
  /** Requests allowed per window. */
  max: number;
  /** Window length in ms (whole seconds: the store counts in seconds). */
  windowMs: number;
  /** Message of the 429. */
  message: string;
}

export interface RateLimiter {
  /**
   * Counts one hit of `rule` for `subject`. The window starts at the subject's first hit and lasts
   * `rule.windowMs` whatever else happens in the store.
   * @throws AppError 429 RATE_LIMITED with `Retry-After` (seconds until the window ends) when the window's
   *   allowance is used up (the hit is still counted).
   */
  hit(rule: RateLimitRule, subject: string): Promise<void>;
  /** Closes the Redis connection, if there is one. */
  close(): Promise<void>;
}

/** Prefix of every key, so a Redis shared with other software keeps ours apart. */
const KEY_PREFIX = 'marketplace:rate-limit';
/** How often windows that ended are deleted from `app_rate_limits`. */
const TABLE_CLEANUP_INTERVAL_MS = 5 * 60_000;

/**
 * Deletes the `app_rate_limits` rows whose window ended more than an hour before `now` (a window that ended
 * counts as empty already; the hour only keeps the delete away from rows being rolled over).
 * @returns how many rows went
 */
export async function deleteEndedRateLimitWindows(db: Database, now: Date): Promise<number> {
  const gone = await db
    .delete(appRateLimits)
    .where(lt(appRateLimits.expire, new Date(now.getTime() - 60 * 60_000)))
    .returning({ key: appRateLimits.key });
  return gone.length;
}

export interface RateLimiterOptions {
  db: Database;
  /** redis:// URL; when absent the counters live in the database. */
  redisUrl?: string;
  /** `false` (tests of other features) makes every hit pass. */
  enabled: boolean;
  logger: Logger;
}

/**
 * A limiter over Redis or the database (see the file comment). With Redis it connects before resolving, and
 * each rule has an in-memory insurance limiter of the same size, so while Redis is unreachable (at start or
 * later) the limits still hold per instance instead of failing every sign-in; ioredis keeps reconnecting.
 */
export async function createRateLimiter(options: RateLimiterOptions): Promise<RateLimiter> {
  if (!options.enabled) return { hit: async () => {}, close: async () => {} };
  const { db, logger } = options;
  let redis: Redis | null = null;
  if (options.redisUrl) {
    redis = new Redis(options.redisUrl, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 5000,
    });
    // One warning per outage, not one per reconnection attempt.
    let down = false;
    redis.on('error', (error: Error) => {
      if (!down) logger.warn({ err: error }, 'rate-limit Redis unreachable; limiting per instance meanwhile');
      down = true;
    });
    redis.on('ready', () => {
      if (down) logger.info('rate-limit Redis reachable again');
      down = false;
    });
    await redis.connect().catch(() => {});
  }
  // One clean-up for the whole table, stopped by close() (the library's own runs one timer per rule forever).
  const cleanup = redis
    ? undefined
    : setInterval(() => {
        deleteEndedRateLimitWindows(db, new Date()).catch((error: unknown) =>
          logger.warn({ err: error }, 'rate-limit clean-up failed'),
        );
      }, TABLE_CLEANUP_INTERVAL_MS).unref();

  const limiters = new Map<string, RateLimiterAbstract>();
  const limiterFor = (rule: RateLimitRule): RateLimiterAbstract => {
    let limiter = limiters.get(rule.name);
    if (!limiter) {
      const size = {
        keyPrefix: `${KEY_PREFIX}:${rule.name}`,
        points: rule.max,
        duration: rule.windowMs / 1000,
      };
      limiter = redis
        ? new RateLimiterRedis({
            ...size,
            storeClient: redis,
            rejectIfRedisNotReady: true,
            insuranceLimiter: new RateLimiterMemory(size),
          })
        : new RateLimiterDrizzle({
            ...size,
            storeClient: db,
            schema: appRateLimits,
            clearExpiredByTimeout: false,
          });
      limiters.set(rule.name, limiter);
    }
    return limiter;
  };

  return {
    async hit(rule, subject) {
      try {
        await limiterFor(rule).consume(subject);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        throw new AppError('RATE_LIMITED', rule.message, undefined, {
          'Retry-After': String(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))),
        });
      }
    },
    async close() {
      clearInterval(cleanup);
      await redis?.quit().catch(() => redis?.disconnect());
    },
  };
}

/** Middleware form for limits keyed by client IP only. */
export function rateLimitByIp(limiter: RateLimiter, rule: RateLimitRule): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await limiter.hit(rule, c.get('clientIp'));
    await next();
  };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The limits of issue "Accounts, sessions and settings": per client address and per e-mail. */
export const RATE_LIMITS = {
  signInPerIp: {
    name: 'sign-in:ip',
    max: 5,
    windowMs: MINUTE,
    message: 'Too many sign-in attempts. Please wait a minute and try again.',
  },
  /**
   * Per e-mail AND client address, never per e-mail alone: five wrong passwords from one address must not lock
   * the owner out from theirs (issue #37 item 4c; OWASP Authentication Cheat Sheet: throttle, do not lock).
   * Guessing from one address backs off in two steps: 5 a minute, then 20 an hour (`signInPerAccountAndAddressHourly`).
   */
  signInPerAccountAndAddress: {
    name: 'sign-in:email+ip',
    max: 5,
    windowMs: MINUTE,
    message: 'Too many sign-in attempts. Please wait a minute and try again.',
  },
  signInPerAccountAndAddressHourly: {
    name: 'sign-in:email+ip:hour',
    max: 20,
    windowMs: HOUR,
    message: 'Too many sign-in attempts for this account. Please try again in an hour, or reset your password.',
  },
  signUpPerIp: {
    name: 'sign-up:ip',
    max: 5,
    windowMs: HOUR,
    message: 'Too many sign-ups from this connection. Please try again later.',
  },
  resetPerEmail: {
    name: 'reset:email',
    max: 3,
    windowMs: HOUR,
    message: 'Too many reset requests for this e-mail. Please try again in an hour.',
  },
  resetPerIp: {
    name: 'reset:ip',
    max: 10,
    windowMs: HOUR,
    message: 'Too many reset requests. Please try again in an hour.',
  },
  subscribePerIp: {
    name: 'subscribe:ip',
    max: 10,
    windowMs: HOUR,
    message: 'Too many subscription requests. Please try again later.',
  },
} satisfies Record<string, RateLimitRule>;
