import type { ApiErrorBody } from '@marketplace/contract/errors';
import type { Atoll } from '@marketplace/contract/locations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the API foundation', () => {
  it('runs on the database the environment names', () => {
    const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
    expect(t.deps.database.kind).toBe(serverUrl ? 'postgres' : 'pglite');
  });

  it('answers health and readiness', async () => {
    expect((await t.client().get('/api/health')).body).toEqual({ status: 'ok' });
    expect((await t.client().get('/api/ready')).body).toEqual({ status: 'ready' });
  });

  it('publishes an OpenAPI document and a reference page', async () => {
    const doc = await t.client().get<{ openapi: string; paths: Record<string, unknown> }>('/api/openapi.json');
    expect(doc.body.openapi).toBe('3.1.0');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining(['/accounts/sign-up', '/marketplace/listings', '/listings/{id}', '/admin/listings/{id}/status']),
    );
    const page = await t.client().get<string>('/api/docs');
    expect(page.status).toBe(200);
    expect(page.body).toContain('/api/docs/swagger-ui-bundle.js');
    expect((await t.app.request('/api/docs/swagger-ui-bundle.js')).status).toBe(200);
  });

  it('sends secure headers: CSP without inline scripts, nosniff, no framing', async () => {
    const res = await t.client().get('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('speaks the error shape for unknown endpoints, bad JSON and oversize bodies', async () => {
    const missing = await t.client().get<ApiErrorBody>('/api/nope');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('NOT_FOUND');

    const bad = await t.client().request<ApiErrorBody>('POST', '/api/accounts/sign-in', {
      headers: { 'Content-Type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');

    const huge = await t.client().post<ApiErrorBody>('/api/accounts/forgot-password', { email: 'x'.repeat(300_000) });
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('lists all 20 atolls north to south with 190 islands, labelled as the picker needs', async () => {
    const res = await t.client().get<Atoll[]>('/api/locations');
    expect(res.body).toHaveLength(20);
    expect(res.body[0]).toMatchObject({ code: 'HA', name: 'Haa Alif', label: 'Haa Alif (HA)' });
    expect(res.body.at(-1)?.code).toBe('S');
    expect(res.body.flatMap((a) => a.islands)).toHaveLength(190);
    expect(res.body[0]!.islands).toContainEqual(expect.objectContaining({ name: 'HA. Dhidhdhoo', value: 'HA. Dhidhdhoo, Haa Alif' }));
  });
});
