/**
 * Fixed-window rate limits whose counters live in the database (better-auth's `rate_limit` table), so every
 * API instance shares them. Keys are built from the client IP (see client-ip.ts: X-Forwarded-For counts only
 * behind a trusted proxy) and, where it matters, the e-mail being tried.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { rowsOf, type Database } from '../db/client';
import { AppError } from '../lib/app-error';
import type { AppEnv } from '../lib/hono-env';

export interface RateLimitRule {
  /** Names the limit in the key, e.g. "sign-in:ip". */
  name: string;
  /** Requests allowed per window. */
  max: number;
  /** Window length in ms. */
  windowMs: number;
  /** Message of the 429. */
  message: string;
}

export interface RateLimiter {
  /**
   * Counts one hit of `rule` for `subject`.
   * @throws AppError 429 RATE_LIMITED when the window's allowance is used up (the hit is still counted).
   */
  hit(rule: RateLimitRule, subject: string): Promise<void>;
}

/** A limiter over the database; `enabled: false` (tests of other features) makes every hit pass. */
export function createRateLimiter(db: Database, options: { enabled: boolean }): RateLimiter {
  return {
    async hit(rule, subject) {
      if (!options.enabled) return;
      const now = Date.now();
      const windowStart = now - rule.windowMs;
      const key = `api:${rule.name}:${subject}`;
      const result = await db.execute(sql`
        insert into rate_limit (id, key, count, last_request) values (${randomUUID()}, ${key}, 1, ${now})
        on conflict (key) do update set
          count = case when rate_limit.last_request <= ${windowStart} then 1 else rate_limit.count + 1 end,
          last_request = case when rate_limit.last_request <= ${windowStart} then ${now} else rate_limit.last_request end
        returning count, last_request`);
      const row = rowsOf<{ count: number; last_request: string | number }>(result)[0];
      if (row && Number(row.count) > rule.max) {
        const retryAfterSeconds = Math.max(
          1,
          Math.ceil((Number(row.last_request) + rule.windowMs - now) / 1000),
        );
        throw new AppError('RATE_LIMITED', rule.message, undefined, {
          'Retry-After': String(retryAfterSeconds),
        });
      }
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
  signInPerEmail: {
    name: 'sign-in:email',
    max: 5,
    windowMs: MINUTE,
    message: 'Too many sign-in attempts. Please wait a minute and try again.',
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
