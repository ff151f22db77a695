import { randomUUID } from 'node:crypto';
import type { ApiErrorBody } from '@marketplace/contract/errors';
import { like } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { appRateLimits } from '../db/schema/rate-limits';
import { createTestApp, signUpInput, signUpMember, type TestApp } from '../test/test-app';
import { deleteEndedRateLimitWindows, RATE_LIMITS } from './rate-limit';

describe('rate limits without a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('allows 5 sign-in attempts a minute, then answers 429 even when X-Forwarded-For rotates', async () => {
    const { input } = await signUpMember(t);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const res = await t.client().request<ApiErrorBody>('POST', '/api/accounts/sign-in', {
        json: { email: input.email, password: 'Wrong!Pass1' },
        headers: { 'X-Forwarded-For': `203.0.113.${attempt}` },
      });
      expect(res.status).toBe(401);
    }
    const blocked = await t.client().request<ApiErrorBody>('POST', '/api/accounts/sign-in', {
      json: { email: input.email, password: input.password },
      headers: { 'X-Forwarded-For': '198.51.100.77' },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: 'RATE_LIMITED', message: RATE_LIMITS.signInPerIp.message });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('rate limits behind one trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: true, env: { TRUSTED_PROXY_HOPS: '1' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const from = (ip: string) => ({ 'X-Forwarded-For': ip });

  // Issue #37 item 4c: five wrong passwords for someone's e-mail from one address made the right password fail
  // with 429 from another.
  it("never lets a stranger's wrong passwords lock the owner out, and backs guessing off from one address", async () => {
    const { input } = await signUpMember(t);
    const attempt = (ip: string, password: string) =>
      t.client().request<ApiErrorBody>('POST', '/api/accounts/sign-in', {
        json: { email: input.email, password },
        headers: from(ip),
      });
    // Five wrong from one address each minute (the per-address limit allows 5 a minute), then the sixth waits.
    for (let i = 0; i < 5; i++) expect((await attempt('10.9.0.1', 'Wrong!Pass1')).status).toBe(401);
    const waiting = await attempt('10.9.0.1', input.password);
    expect(waiting.status).toBe(429);
    expect(waiting.body.message).toBe(RATE_LIMITS.signInPerIp.message);
    // The owner, from their own address, signs in at once.
    expect((await attempt('10.9.0.2', input.password)).status).toBe(200);

    // Guessing from one address, a minute at a time: 5 a minute, and after 20 in the hour it waits the hour;
    // the owner elsewhere still signs in.
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    try {
      let refused: ApiErrorBody | undefined;
      for (let minute = 1; minute <= 5 && !refused; minute++) {
        vi.setSystemTime(Date.now() + 61_000);
        for (let i = 0; i < 5; i++) {
          const res = await attempt('10.9.0.3', 'Wrong!Pass1');
          if (res.status === 429) {
            refused = res.body;
            break;
          }
          expect(res.status).toBe(401);
        }
      }
      expect(refused?.message).toBe(RATE_LIMITS.signInPerAccountAndAddressHourly.message);
      expect((await attempt('10.9.0.4', input.password)).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('allows 5 sign-ups an hour per client address', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await t
        .client()
        .request('POST', '/api/accounts/sign-up', { json: signUpInput(), headers: from('10.1.1.1') });
      expect(res.status).toBe(201);
    }
    const blocked = await t.client().request<ApiErrorBody>('POST', '/api/accounts/sign-up', {
      json: signUpInput(),
      headers: from('10.1.1.1'),
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(RATE_LIMITS.signUpPerIp.message);
    const other = await t
      .client()
      .request('POST', '/api/accounts/sign-up', { json: signUpInput(), headers: from('10.1.1.2') });
    expect(other.status).toBe(201);
  });

  it('allows 3 reset e-mails an hour per address, from any client', async () => {
    const email = 'reset-limit@example.mv';
    for (let i = 0; i < 3; i++) {
      const res = await t
        .client()
        .request('POST', '/api/accounts/forgot-password', { json: { email }, headers: from(`10.2.0.${i}`) });
      expect(res.status).toBe(200);
    }
    const blocked = await t.client().request<ApiErrorBody>('POST', '/api/accounts/forgot-password', {
      json: { email },
      headers: from('10.2.0.9'),
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(RATE_LIMITS.resetPerEmail.message);
  });
});

describe("hourly limits across better-auth's 60-second pruning (issue #11)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: true, env: { TRUSTED_PROXY_HOPS: '1' } });
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('still refuses the 4th reset e-mail of the hour after a minute has passed', async () => {
    // The clock is injected by faking Date only: the limiter, better-auth and the database calls read it.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T08:00:00Z'));
    const email = 'reset-window@example.mv';
    const forgot = (ip: string) =>
      t.client().request<ApiErrorBody>('POST', '/api/accounts/forgot-password', {
        json: { email },
        headers: { 'X-Forwarded-For': ip },
      });
    for (let i = 0; i < 3; i++) expect((await forgot(`10.3.0.${i}`)).status).toBe(200);
    expect((await forgot('10.3.0.9')).status).toBe(429);
    // better-auth rolls one of its own windows over a minute later, which prunes its table of old rows.
    const verifyEmail = () => t.client().request('GET', '/api/auth/verify-email?token=not-a-token');
    await verifyEmail();
    vi.setSystemTime(new Date('2026-03-01T08:01:05Z'));
    await verifyEmail();

    const blocked = await forgot('10.3.0.10');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(RATE_LIMITS.resetPerEmail.message);
    // The hour started at 08:00:00 and ends at 09:00:00; the clock stands still at 08:01:05.
    expect(blocked.headers.get('retry-after')).toBe(String(60 * 60 - 65));

    vi.setSystemTime(new Date('2026-03-01T09:00:01Z'));
    expect((await forgot('10.3.0.11')).status).toBe(200);
  });

  it('deletes windows that ended over an hour ago, and only those', async () => {
    const db = t.deps.database.db;
    const now = new Date('2026-03-02T12:00:00Z');
    const at = (minutesFromNow: number) => new Date(now.getTime() + minutesFromNow * 60_000);
    await db.insert(appRateLimits).values([
      { key: 'cleanup:long-ended', points: 3, expire: at(-61) },
      { key: 'cleanup:just-ended', points: 3, expire: at(-30) },
      { key: 'cleanup:running', points: 1, expire: at(45) },
    ]);
    expect(await deleteEndedRateLimitWindows(db, now)).toBeGreaterThanOrEqual(1);
    const left = await db.select().from(appRateLimits).where(like(appRateLimits.key, 'cleanup:%'));
    expect(left.map((row) => row.key).sort()).toEqual(['cleanup:just-ended', 'cleanup:running']);
  });
});

/** Three reset e-mails for `email` answered 200 and a fourth 429; returns the 429's Retry-After. */
async function exhaustResets(t: TestApp, email: string): Promise<number> {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  const forgot = () =>
    t.client().request<ApiErrorBody>('POST', '/api/accounts/forgot-password', {
      json: { email },
      headers: { 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}` },
    });
  for (let i = 0; i < 3; i++) expect((await forgot()).status).toBe(200);
  const blocked = await forgot();
  expect(blocked.status).toBe(429);
  expect(blocked.body).toMatchObject({ code: 'RATE_LIMITED', message: RATE_LIMITS.resetPerEmail.message });
  return Number(blocked.headers.get('retry-after'));
}

const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl)('rate limits in Redis (REDIS_URL)', () => {
  it('counts in Redis, not in the database, and keeps the hour', async () => {
    const t = await createTestApp({
      rateLimits: true,
      env: { TRUSTED_PROXY_HOPS: '1', REDIS_URL: redisUrl! },
    });
    const redis = new Redis(redisUrl!);
    try {
      const email = `redis-${randomUUID().slice(0, 8)}@example.mv`;
      const retryAfter = await exhaustResets(t, email);
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      const key = `marketplace:rate-limit:reset:email:${email}`;
      expect(await redis.get(key)).toBe('4');
      expect(await redis.pttl(key)).toBeGreaterThan(3_500_000);
      const rows = await t.deps.database.db
        .select()
        .from(appRateLimits)
        .where(like(appRateLimits.key, `%${email}`));
      expect(rows).toHaveLength(0);
    } finally {
      redis.disconnect();
      await t.close();
    }
  });
});

describe('rate limits when Redis cannot be reached', () => {
  it('still holds them, per instance, in memory', async () => {
    // Nothing listens on port 1: every Redis command fails and the in-memory insurance limiter decides.
    const t = await createTestApp({
      rateLimits: true,
      env: { TRUSTED_PROXY_HOPS: '1', REDIS_URL: 'redis://127.0.0.1:1' },
    });
    try {
      const retryAfter = await exhaustResets(t, 'redis-down@example.mv');
      expect(retryAfter).toBeGreaterThan(3500);
      expect(await t.deps.database.db.select().from(appRateLimits)).toHaveLength(0);
    } finally {
      await t.close();
    }
  });
});
