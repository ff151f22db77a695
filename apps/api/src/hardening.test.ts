/**
 * Issue #11 "Hardening": what probing the running app as an attacker found. Hostile input is a 400 that
 * changes nothing (never a 500), an early refusal closes its connection, and source maps stay private.
 */
import { FIELD_FILTER_MESSAGES } from '@marketplace/contract/field-filters';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import {
  FORGOT_PASSWORD_MESSAGES,
  SIGN_IN_MESSAGES,
  SIGN_UP_MESSAGES,
} from '@marketplace/contract/accounts-messages';
import { INVALID_FORM_MESSAGE, INVALID_VALUE_MESSAGE, type ApiErrorBody } from '@marketplace/contract/errors';
import {
  CALENDAR_DATE_MESSAGE,
  CONTROL_CHARACTERS_MESSAGE,
  ID_LIST_MESSAGE,
} from '@marketplace/contract/fields';
import { LISTING_MESSAGES } from '@marketplace/contract/listings-messages';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { loadEnv } from './env';
import { apiErrorHandler } from './lib/app-error';
import type { AppEnv } from './lib/hono-env';
import { createLogger } from './lib/logger';
import { databaseFingerprint } from './test/db-fingerprint';
import {
  createTestApp,
  insertListing,
  listingForm,
  makePhoto,
  signUpInput,
  signUpMember,
  TEST_BASE_URL,
  type TestApp,
  type TestClient,
  type TestResponse,
} from './test/test-app';

let t: TestApp;
let admin: TestClient;
let member: Awaited<ReturnType<typeof signUpMember>>;
let listingId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminClient();
  member = await signUpMember(t);
  listingId = (await insertListing(t, { userId: member.userId, name: 'Pending kayak', status: 'Pending' }))
    .id;
});
afterAll(async () => {
  await t.close();
});

const NUL = '\u0000';

/** Sends `send()` and expects a 400 naming `path` with `message`, with every table as it was before. */
async function expectRefused(
  send: () => Promise<TestResponse<unknown>>,
  issue: { path: string; message: string },
): Promise<void> {
  const before = await databaseFingerprint(t.deps.database.db);
  const res = (await send()) as TestResponse<ApiErrorBody>;
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.code).toBe('VALIDATION_FAILED');
  expect(res.body.issues).toContainEqual(issue);
  expect(await databaseFingerprint(t.deps.database.db)).toEqual(before);
}

describe('a NUL byte or another control character is a 400, never a 500', () => {
  it.each([
    '/api/marketplace/listings?query=%00',
    '/api/marketplace/listings?query=boat%00',
    '/api/marketplace/suggestions?query=%00',
    '/api/marketplace/suggestions?query=%1B%5B31m',
  ])('in the browse search: GET %s', async (url) => {
    await expectRefused(() => t.client().get(url), { path: 'query', message: CONTROL_CHARACTERS_MESSAGE });
  });

  it.each([
    '/api/marketplace/listings?categories=1&fields=year%3A%00',
    '/api/marketplace/listings?fields=%00',
  ])('in the browse field filters (issue #39): GET %s', async (url) => {
    await expectRefused(() => t.client().get(url), { path: 'fields', message: CONTROL_CHARACTERS_MESSAGE });
  });

  it.each([
    ['/api/admin/users?query=%00', 'query'],
    ['/api/admin/listings?query=%00', 'query'],
    ['/api/admin/activity-logs?query=%00', 'query'],
    ['/api/admin/activity-logs?actionType=LOGIN%00', 'actionType'],
  ])('in the admin searches: GET %s', async (url, field) => {
    await expectRefused(() => admin.get(url), { path: field, message: CONTROL_CHARACTERS_MESSAGE });
  });

  it.each([
    ['/api/admin/users/%00', 'GET'],
    ['/api/admin/users/x%00y', 'DELETE'],
    ['/api/accounts/sessions/%00', 'DELETE'],
  ])('in a path: %s (%s)', async (url, method) => {
    const client = url.startsWith('/api/admin') ? admin : member.client;
    await expectRefused(() => client.request(method, url), {
      path: 'id',
      message: CONTROL_CHARACTERS_MESSAGE,
    });
  });

  it('in sign-in, sign-up, forgot and reset password', async () => {
    const visitor = t.client();
    await expectRefused(
      () => visitor.post('/api/accounts/sign-in', { email: `a${NUL}@b.mv`, password: 'x' }),
      {
        path: 'email',
        message: CONTROL_CHARACTERS_MESSAGE,
      },
    );
    await expectRefused(
      () => visitor.post('/api/accounts/sign-in', { email: member.input.email, password: `pass${NUL}` }),
      { path: 'password', message: CONTROL_CHARACTERS_MESSAGE },
    );
    await expectRefused(() => visitor.post('/api/accounts/forgot-password', { email: `a${NUL}@b.mv` }), {
      path: 'email',
      message: CONTROL_CHARACTERS_MESSAGE,
    });
    await expectRefused(
      () =>
        visitor.post('/api/accounts/reset-password', {
          token: NUL,
          password: 'Str0ng!Pass',
          confirmPassword: 'Str0ng!Pass',
        }),
      { path: 'token', message: CONTROL_CHARACTERS_MESSAGE },
    );
    await expectRefused(
      () => visitor.post('/api/accounts/sign-up', signUpInput({ firstName: `Ali${NUL}` })),
      {
        path: 'firstName',
        message: CONTROL_CHARACTERS_MESSAGE,
      },
    );
  });

  it('in the profile, a testimonial, a subscription and a listing', async () => {
    const { client } = member;
    await expectRefused(
      () =>
        client.request('PUT', '/api/accounts/profile', {
          json: {
            firstName: `Hawwa${NUL}`,
            lastName: 'Nisha',
            mobile: '9876543',
            location: 'K. Malé, Kaafu',
          },
        }),
      { path: 'firstName', message: CONTROL_CHARACTERS_MESSAGE },
    );
    await expectRefused(
      () => client.post('/api/testimonials', { rating: 5, content: `Sold my bike in two days.${NUL}` }),
      { path: 'content', message: CONTROL_CHARACTERS_MESSAGE },
    );
    await expectRefused(
      () =>
        t.client().post('/api/mailing-list/subscribe', {
          email: 'reader@example.mv',
          firstName: `Ali${NUL}`,
          source: 'footer_signup',
        }),
      { path: 'firstName', message: CONTROL_CHARACTERS_MESSAGE },
    );
    const photo = { bytes: await makePhoto() };
    await expectRefused(
      () => client.request('POST', '/api/listings', { form: listingForm({ name: `Kayak${NUL}` }, [photo]) }),
      { path: 'name', message: CONTROL_CHARACTERS_MESSAGE },
    );
    await expectRefused(
      () =>
        client.request('POST', '/api/listings', {
          form: listingForm({ description: `A sturdy kayak, paddles included.${NUL}` }, [photo]),
        }),
      { path: 'description', message: CONTROL_CHARACTERS_MESSAGE },
    );
  });

  it("in the admin's edits and decisions", async () => {
    await expectRefused(
      () => admin.request('PATCH', `/api/admin/users/${member.userId}`, { json: { location: `Malé${NUL}` } }),
      { path: 'location', message: CONTROL_CHARACTERS_MESSAGE },
    );
    await expectRefused(
      () =>
        admin.post('/api/admin/users', {
          firstName: `New${NUL}`,
          lastName: 'Member',
          email: 'new.member@example.mv',
          mobile: '7770000',
        }),
      { path: 'firstName', message: CONTROL_CHARACTERS_MESSAGE },
    );
    await expectRefused(
      () =>
        admin.post(`/api/admin/listings/${listingId}/status`, {
          status: 'Rejected',
          rejectionReason: `Blurry${NUL}`,
        }),
      { path: 'rejectionReason', message: CONTROL_CHARACTERS_MESSAGE },
    );
  });

  it('keeps line breaks in multi-line text', async () => {
    const res = await member.client.post('/api/testimonials', {
      rating: 5,
      content: 'Sold my bike in two days.\r\nGreat buyers here!',
    });
    expect(res.status).toBe(201);
  });
});

describe('ids beyond PostgreSQL integer are a 400', () => {
  it.each([
    ['/api/marketplace/listings?categories=2147483648', 'categories', ID_LIST_MESSAGE],
    ['/api/marketplace/listings?categories=1,99999999999', 'categories', ID_LIST_MESSAGE],
    ['/api/marketplace/listings?location=2147483648', 'location', ID_LIST_MESSAGE],
    ['/api/marketplace/listings?location=0x10', 'location', ID_LIST_MESSAGE],
    ['/api/marketplace/listings?location=7,2147483648', 'location', ID_LIST_MESSAGE],
    // Issue #39: a field filter's ends are whole numbers of at most 9 digits.
    [
      '/api/marketplace/listings?categories=1&fields=year%3A99999999999..',
      'fields',
      FIELD_FILTER_MESSAGES.invalid,
    ],
    ['/api/marketplace/listings?categories=1&fields=year%3A-5..', 'fields', FIELD_FILTER_MESSAGES.invalid],
    ['/api/marketplace/listings?categories=1&fields=year%3A1e3..', 'fields', FIELD_FILTER_MESSAGES.invalid],
  ])('GET %s', async (url, field, message) => {
    await expectRefused(() => t.client().get(url), { path: field, message });
  });

  it.each([
    [{ locationId: '2147483648' }, 'locationId', LISTING_MESSAGES.locationRequired],
    [{ categoryId: '2147483648' }, 'categoryId', LISTING_MESSAGES.categoryRequired],
    [{ categoryId: '0x1' }, 'categoryId', LISTING_MESSAGES.categoryRequired],
  ])('a listing with %o', async (fields, field, message) => {
    const form = listingForm(fields, [{ bytes: await makePhoto() }]);
    await expectRefused(() => member.client.request('POST', '/api/listings', { form }), {
      path: field,
      message,
    });
  });
});

describe('an impossible date is a 400', () => {
  it.each(['2026-13-45', '2026-02-30', '2026-00-10'])('GET /api/admin/activity-logs?day=%s', async (day) => {
    await expectRefused(() => admin.get(`/api/admin/activity-logs?day=${day}`), {
      path: 'day',
      message: CALENDAR_DATE_MESSAGE,
    });
  });

  it('and a real day still filters', async () => {
    expect((await admin.get('/api/admin/activity-logs?day=2024-02-29')).status).toBe(200);
  });

  it('in sign-up, with the spec message', async () => {
    await expectRefused(
      () => t.client().post('/api/accounts/sign-up', signUpInput({ dateOfBirth: '1995-02-30' })),
      {
        path: 'dateOfBirth',
        message: SIGN_UP_MESSAGES.dateOfBirthInvalid,
      },
    );
  });
});

describe('a price is a decimal number of MVR, more than 0 after rounding to 2 places', () => {
  it.each(['0.001', '0.004', '0x10', '1e3', '-5'])('refuses %s, storing nothing', async (price) => {
    const form = listingForm({ price }, [{ bytes: await makePhoto() }]);
    await expectRefused(() => member.client.request('POST', '/api/listings', { form }), {
      path: 'price',
      message: LISTING_MESSAGES.priceInvalid,
    });
  });

  it('stores 0.005 as 0.01 and "1,250.50" as 1250.5', async () => {
    for (const [price, stored] of [
      ['0.005', 0.01],
      ['1,250.50', 1250.5],
    ] as const) {
      const res = await member.client.request<{ price: number }>('POST', '/api/listings', {
        form: listingForm({ price }, [{ bytes: await makePhoto() }]),
      });
      expect(res.status).toBe(201);
      expect(res.body.price).toBe(stored);
    }
  });
});

/**
 * A JPEG that decodes with a warning only (one flipped byte in its scan data: "bad Huffman code"), like the
 * defects phones and editors leave: the header check passes and a strict decoder fails.
 */
async function slightlyCorruptJpeg(): Promise<Buffer> {
  const size = { width: 64, height: 48, channels: 3 } as const;
  const pixels = Buffer.alloc(size.width * size.height * size.channels);
  let seed = 7;
  for (let i = 0; i < pixels.length; i += 1) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    pixels[i] = seed % 256;
  }
  const jpeg = await sharp(pixels, { raw: size }).jpeg({ quality: 90 }).toBuffer();
  for (let i = Math.floor(jpeg.length / 2); i < jpeg.length - 2; i += 1) {
    const candidate = Buffer.from(jpeg);
    candidate[i] = candidate[i]! ^ 0x55;
    const strict = await sharp(candidate, { failOn: 'warning' })
      .toBuffer()
      .then(
        () => true,
        () => false,
      );
    const tolerant = await sharp(candidate, { failOn: 'error' })
      .toBuffer()
      .then(
        () => true,
        () => false,
      );
    if (!strict && tolerant) return candidate;
  }
  throw new Error('no slightly corrupt variant of the test JPEG was found');
}

describe('photos that decode badly', () => {
  it('take a slightly corrupt JPEG as an avatar, as listing photos do (it was a 500)', async () => {
    const form = new FormData();
    form.append(
      'avatar',
      new Blob([new Uint8Array(await slightlyCorruptJpeg())], { type: 'image/jpeg' }),
      'a.jpg',
    );
    const res = await member.client.request<{ avatarUrl: string }>('POST', '/api/accounts/avatar', { form });
    expect(res.status).toBe(200);
    const image = await t.app.request(res.body.avatarUrl);
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
  });

  it('refuse a JPEG cut short as an avatar with a 400 on the field', async () => {
    const jpeg = await makePhoto();
    const form = new FormData();
    form.append(
      'avatar',
      new Blob([new Uint8Array(jpeg.subarray(0, jpeg.length / 2))], { type: 'image/jpeg' }),
    );
    await expectRefused(() => member.client.request('POST', '/api/accounts/avatar', { form }), {
      path: 'avatar',
      message: LISTING_MESSAGES.imageUnsupported,
    });
  });
});

describe('what the fuzz suite found (npm run test:fuzz)', () => {
  // Addresses the old pattern took and better-auth refuses (a one-letter top-level domain, a quote): its
  // refusal came back as our 500, and adding a member wrote the user before it failed.
  it.each(['reader@example.m', 'rea"der@example.mv'])(
    'refuses the e-mail address %s everywhere',
    async (email) => {
      const visitor = t.client();
      await expectRefused(() => visitor.post('/api/accounts/sign-in', { email, password: 'Str0ng!Pass' }), {
        path: 'email',
        message: SIGN_IN_MESSAGES.emailInvalid,
      });
      await expectRefused(() => visitor.post('/api/accounts/forgot-password', { email }), {
        path: 'email',
        message: FORGOT_PASSWORD_MESSAGES.emailInvalid,
      });
      await expectRefused(() => visitor.post('/api/accounts/sign-up', signUpInput({ email })), {
        path: 'email',
        message: SIGN_UP_MESSAGES.emailInvalid,
      });
      await expectRefused(
        () =>
          admin.post('/api/admin/users', { firstName: 'New', lastName: 'Member', email, mobile: '7770000' }),
        { path: 'email', message: 'Email address is invalid.' },
      );
    },
  );

  it.each([
    ['POST', '/api/accounts/avatar'],
    ['POST', '/api/accounts/verification'],
    ['POST', '/api/listings'],
    ['PUT', '/api/listings/{id}'],
  ])('answers 400 to %s %s with a body that is not a readable form', async (method, url) => {
    const before = await databaseFingerprint(t.deps.database.db);
    const res = await member.client.request<ApiErrorBody>(method, url.replace('{id}', listingId), {
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      body: '{"name":"Kayak"}',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'VALIDATION_FAILED', message: INVALID_FORM_MESSAGE });
    expect(await databaseFingerprint(t.deps.database.db)).toEqual(before);
  });
});

describe('the error handler, as a backstop', () => {
  it('answers 400 when PostgreSQL refuses a value (SQLSTATE 22xxx), 500 for other failures', async () => {
    const db = t.deps.database.db;
    const probe = new Hono<AppEnv>();
    probe.onError(apiErrorHandler(createLogger('silent')));
    probe.get('/nul', async (c) => c.json(await db.execute(sql`select ${`a${NUL}b`}::text`)));
    probe.get('/int4', async (c) => c.json(await db.execute(sql`select ${'2147483648'}::int4`)));
    probe.get('/date', async (c) => c.json(await db.execute(sql`select ${'2026-13-45'}::date`)));
    probe.get('/syntax', async (c) => c.json(await db.execute(sql`select from where`)));
    for (const url of ['/nul', '/int4', '/date']) {
      const res = await probe.request(url);
      expect(res.status, url).toBe(400);
      expect(await res.json()).toEqual({ code: 'VALIDATION_FAILED', message: INVALID_VALUE_MESSAGE });
    }
    expect((await probe.request('/syntax')).status).toBe(500);
  });
});

/** One HTTP/1.1 request through `agent`; resolves with the status and body, rejects on a socket error. */
function send(
  agent: http.Agent,
  port: number,
  method: string,
  pathname: string,
  body?: Buffer,
): Promise<{ status: number; body: string; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: pathname,
        agent,
        headers: {
          Origin: TEST_BASE_URL,
          'Content-Type': 'application/json',
          ...(body ? { 'Content-Length': body.length } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, body: text, connection: response.headers.connection }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe('a refusal sent before the body is read', () => {
  it('closes the connection, so the next request on a keep-alive agent succeeds', async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const oversize = await send(agent, port, 'POST', '/api/accounts/sign-in', Buffer.alloc(2_000_000, 'a'));
      expect(oversize.status).toBe(413);
      expect(oversize.connection).toBe('close');
      const next = await send(agent, port, 'GET', '/api/health');
      expect(next.status).toBe(200);
      // A request whose body was read keeps its connection.
      const read = await send(
        agent,
        port,
        'POST',
        '/api/accounts/forgot-password',
        Buffer.from('{"email":"x"}'),
      );
      expect(read.status).toBe(400);
      expect(read.connection).toBe('keep-alive');
    } finally {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('source maps', () => {
  const mapOf = (app: TestApp['app']) => {
    writeFileSync(path.join(t.deps.env.WEB_DIST_DIR, 'assets', 'app-123.js.map'), '{"version":3}');
    return app.request('/assets/app-123.js.map');
  };

  it('are not served unless SERVE_SOURCE_MAPS is on', async () => {
    const res = await mapOf(t.app);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('version');
    expect((await t.app.request('/assets/app-123.js')).status).toBe(200);
  });

  it('are served when SERVE_SOURCE_MAPS=on', async () => {
    const source = { DATA_DIR: t.deps.env.DATA_DIR, AUTH_SECRET: t.deps.env.AUTH_SECRET };
    expect(loadEnv(source, { readDotEnv: false }).SERVE_SOURCE_MAPS).toBe(false);
    expect(loadEnv({ ...source, SERVE_SOURCE_MAPS: 'on' }, { readDotEnv: false }).SERVE_SOURCE_MAPS).toBe(
      true,
    );
    // The same database and build, with the flag on.
    const res = await mapOf(createApp({ ...t.deps, env: { ...t.deps.env, SERVE_SOURCE_MAPS: true } }));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('{"version":3}');
  });
});
