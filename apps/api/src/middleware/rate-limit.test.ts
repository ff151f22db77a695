import type { ApiErrorBody } from '@marketplace/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpInput, signUpMember, type TestApp } from '../test/test-app';
import { RATE_LIMITS } from './rate-limit';

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
