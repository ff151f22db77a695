/**
 * The app's own rate-limit counters (issue #11, decision 011), written by rate-limiter-flexible's
 * RateLimiterDrizzle. Kept apart from better-auth's `rate_limit` table, which better-auth prunes of every row
 * older than its longest window (60 s) whenever one of its windows rolls over.
 */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One fixed window per key (`<rule name>:<subject>`): hits counted so far and when the window ends. */
export const appRateLimits = pgTable('app_rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true }),
});
