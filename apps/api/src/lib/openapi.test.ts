import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../test/test-app';
import { SESSION_COOKIE_SCHEME } from './openapi';

interface Operation {
  security?: Array<Record<string, string[]>>;
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
}
interface Document {
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
}

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.client().get<Document>('/api/openapi.json')).body;
});
afterAll(async () => {
  await t.close();
});

/** Valid bodies for routes that validate before they look for the session. */
const VALID_BODIES: Record<string, unknown> = {
  'POST /testimonials': { rating: 5, content: 'A valid testimonial, long enough to pass.' },
};

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      route: `${method.toUpperCase()} ${path}`,
      path,
      method,
      operation,
    })),
  );

/** The OpenAPI document is the whole contract (issue #11); `npm run lint:api` lints it with Redocly. */
describe('the OpenAPI document', () => {
  it('gives every JSON response its schema', () => {
    const untyped = operations().flatMap(({ route, operation }) =>
      Object.entries(operation.responses).flatMap(([status, response]) =>
        Object.entries(response.content ?? {})
          .filter(([, media]) => Object.keys(media.schema).length === 0)
          .map(([type]) => `${route} ${status} ${type}`),
      ),
    );
    expect(untyped).toEqual([]);
  });

  it('names the server and the session cookie that sign-in sets', async () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: 'http://localhost:3000/api' })]);
    const scheme = doc.components.securitySchemes[SESSION_COOKIE_SCHEME]!;
    expect(scheme).toMatchObject({ type: 'apiKey', in: 'cookie' });
    const res = await t
      .client()
      .post('/api/accounts/sign-in', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(res.status).toBe(200);
    const names = res.headers.getSetCookie().map((cookie) => cookie.split('=')[0]);
    expect(names).toContain(scheme.name);
  });

  it('declares security on every route: the cookie exactly where a visitor gets 401', async () => {
    const wrong: string[] = [];
    for (const { route, path, method, operation } of operations()) {
      if (!operation.security) {
        wrong.push(`${route}: no security`);
        continue;
      }
      const needsSession = operation.security.some((requirement) => SESSION_COOKIE_SCHEME in requirement);
      const url = `/api${path.replace('{side}', 'front').replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000')}`;
      const body = VALID_BODIES[route];
      const { status } = await t
        .client()
        .request(method.toUpperCase(), url, body === undefined ? {} : { json: body });
      if (needsSession !== (status === 401))
        wrong.push(`${route}: declared ${needsSession ? 'signedIn' : 'public'}, visitor got ${status}`);
    }
    expect(wrong).toEqual([]);
  });
});
