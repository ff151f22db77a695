/**
 * Fuzzing every write route of the API (issue #11), `npm run test:fuzz`: for each POST/PUT/PATCH/DELETE in the
 * real app's /api/openapi.json, requests sent as a visitor, a member and the admin. Each route gets (issue #36):
 * - every hostile value once (NUL and control characters, 1 MB strings, integer overflow, impossible dates,
 *   wrong types, unusual unicode; `everyHostileValue`), set into a body the route accepts (one field made
 *   hostile, a different field for each value) or, for routes with path parameters, into a path value; the
 *   role turns with each value and with each route, so every route meets every hostile value and every
 *   role meets every hostile value;
 * - every raw text that is not JSON once, under a turning content type;
 * - FUZZ_RANDOM_PER_ROUTE (default 40) generated requests from a fixed seed, and as many from a rotating one
 *   (FUZZ_SEED, printed): bodies from the document's own schemas (fast-check arbitraries built from its JSON
 *   schemas), a valid body with one field made hostile, bodies that are not objects, raw texts. Multipart
 *   routes, which the document describes in words only, get forms from their contract schema with good,
 *   broken and non-image files.
 * The routes are split between two files (`write-routes-{1,2}.fuzz.ts`), one a worker, each with its app.
 *
 * It asserts the two rules of the house: no answer is ≥ 500, and a 4xx changes nothing in the database. The
 * database is fingerprinted (row counts and a hash of every table) before and after each run of 4xx answers:
 * a cheap probe (PostgreSQL's next transaction id) tells after each request whether anything was written,
 * and when it was, the fingerprint is taken again and, for a 4xx, compared with the one before it.
 *
 * FUZZ_SEED replays a run (the seed is printed); FUZZ_RANDOM_PER_ROUTE changes the count; FUZZ_LOG_LEVEL=error
 * prints the app's log (with the stack of a 500). Rate limits are off, as in every API test (createTestApp).
 */
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { signUpInputSchema } from '@marketplace/contract/accounts';
import { listingFieldsSchema, photoOrderSchema } from '@marketplace/contract/listings';
import sharp from 'sharp';
import { z } from 'zod';
import { afterAll, describe, expect, it } from 'vitest';
import { passwordHasher } from '../../bootstrap';
import { rowsOf } from '../../db/client';
import { user } from '../../db/schema/auth';
import { testimonials } from '../../db/schema/community';
import { createMember } from '../../modules/accounts/accounts.service';
import { databaseFingerprint, type TableFingerprint } from '../db-fingerprint';
import { createTestApp, insertListing, signUpInput, type TestResponse } from '../test-app';
import {
  everyHostileValue,
  fromSchema,
  hostileStrings,
  hostileValue,
  mutated,
  notAnObject,
  rawTexts,
  type JsonSchema,
} from './arbitraries';

const RANDOM_PER_ROUTE = Number(process.env.FUZZ_RANDOM_PER_ROUTE ?? 40);
/** The seed every run replays, beside the rotating one. */
const FIXED_SEED = 298885819;
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const ROLES = ['visitor', 'member', 'admin'] as const;
type Role = (typeof ROLES)[number];

interface Operation {
  method: string;
  /** OpenAPI path under /api, e.g. `/listings/{id}`. */
  path: string;
  summary: string;
  jsonBody: JsonSchema | undefined;
  pathParams: Array<{ name: string; schema: JsonSchema }>;
}

interface FuzzCase {
  role: Role;
  params: Record<string, string>;
  body:
    | { kind: 'json'; value: unknown }
    | { kind: 'raw'; text: string; contentType: string }
    | { kind: 'form'; fields: Array<[string, string]>; files: Array<[string, number]> };
}

interface Tally {
  route: string;
  sent: Record<Role, number>;
  byClass: Record<'2xx' | '3xx' | '4xx' | '5xx', number>;
  fingerprints: number;
  renewals: number;
  /** Milliseconds spent sending requests, checking the database, and preparing actors. */
  ms: { requests: number; checks: number; setup: number };
}

// The hostile constants go into every text field, public ones included (a listing named "DELETE"), so a
// member whose national ID number is one of them is not leaked when that text shows (seed 298885819).
const testApp = await createTestApp({
  env: { LOG_LEVEL: process.env.FUZZ_LOG_LEVEL ?? 'silent' },
  publicTexts: hostileStrings,
});
const db = testApp.deps.database.db;
const document = (
  await testApp.client().get<{ paths: Record<string, Record<string, RawOperation>> }>('/api/openapi.json')
).body;

interface RawOperation {
  summary?: string;
  parameters?: Array<{ in: string; name: string; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

const operations: Operation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods)
    .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
    .map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      summary: op.summary ?? '',
      jsonBody: op.requestBody?.content['application/json']?.schema,
      pathParams: (op.parameters ?? [])
        .filter((p) => p.in === 'path')
        .map((p) => ({ name: p.name, schema: p.schema })),
    })),
);

// ---- Photos for the multipart routes (listing photos, avatar, ID): good, broken and not photos at all. ----
const goodJpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0e7490' } })
  .jpeg()
  .toBuffer();
const png = await sharp({ create: { width: 8, height: 8, channels: 4, background: '#fff0' } })
  .png()
  .toBuffer();
const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
  .gif()
  .toBuffer();
const files: Array<{ name: string; bytes: Uint8Array; type: string }> = [
  { name: 'photo.jpg', bytes: goodJpeg, type: 'image/jpeg' },
  { name: 'photo.png', bytes: png, type: 'image/png' },
  { name: 'cut-short.jpg', bytes: goodJpeg.subarray(0, goodJpeg.length >> 1), type: 'image/jpeg' },
  {
    name: 'flipped.jpg',
    bytes: Buffer.from(goodJpeg).map((b, i) => (i === goodJpeg.length - 40 ? b ^ 0x55 : b)),
    type: 'image/jpeg',
  },
  { name: 'anim.gif', bytes: gif, type: 'image/gif' },
  {
    name: 'x.svg',
    bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    type: 'image/svg+xml',
  },
  { name: 'empty.jpg', bytes: new Uint8Array(0), type: 'image/jpeg' },
  { name: '../../etc/passwd\u0000.jpg', bytes: Buffer.from('not an image'), type: 'image/jpeg' },
  {
    name: 'noise.jpg',
    bytes: Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 7919) % 256)),
    type: 'image/jpeg',
  },
];

const listingFieldsJson = z.toJSONSchema(listingFieldsSchema, {
  io: 'input',
  unrepresentable: 'any',
}) as JsonSchema;
const photoOrderJson = z.toJSONSchema(photoOrderSchema, {
  io: 'input',
  unrepresentable: 'any',
}) as JsonSchema;

/** The form fields and file fields a multipart route reads, from its contract schema (the document has none). */
function multipartShape(op: Operation): {
  fields: Record<string, fc.Arbitrary<unknown>>;
  fileFields: string[];
  /** A form the route accepts (the first file is the good JPEG), for one-field mutations. */
  valid: { fields: Record<string, string>; files: Array<[string, number]> };
} {
  if (op.path.startsWith('/listings')) {
    const fields: Record<string, fc.Arbitrary<unknown>> = Object.fromEntries(
      Object.entries(listingFieldsJson.properties ?? {}).map(([name, schema]) => [
        name,
        fromSchema(schema, document),
      ]),
    );
    // Both take `photoOrder` (issue #12: a submission names its pending uploads with `upload:<id>`).
    fields.photoOrder = fc.oneof(
      fromSchema(photoOrderJson, document).map((order) => JSON.stringify(order)),
      fc.constantFrom(
        '["existing:00000000-0000-0000-0000-000000000000"]',
        '["upload:00000000-0000-0000-0000-000000000000"]',
        '["new:0","new:0"]',
        '["new:0","new:99"]',
        '[',
        '{}',
      ),
    );
    // Issue #39: the category fields' values, a JSON object (hostile keys, types, sizes and JSON itself).
    fields.attributes = fc.oneof(
      fc
        .dictionary(fc.string({ maxLength: 50 }), fc.jsonValue({ maxDepth: 2 }))
        .map((values) => JSON.stringify(values)),
      fc.constantFrom(
        '{"make":"honda","year":"2019","engine_cc":"110"}',
        '{"year":9007199254740993}',
        '{"__proto__":{"admin":true}}',
        '{"constructor":{"prototype":{}}}',
        '{"make":"\u0000"}',
        '[]',
        'null',
        '{',
        `{"model":"${'x'.repeat(30_000)}"}`,
      ),
    );
    const validFields: Record<string, string> = {
      name: 'Fuzz kayak',
      categoryId: '1',
      condition: 'good',
      price: '1,500.50',
      locationId: '1',
      description: 'A sturdy kayak with two paddles and a dry bag.',
      ...(op.method === 'PUT' ? { photoOrder: '["new:0"]' } : {}),
    };
    return { fields, fileFields: ['images'], valid: { fields: validFields, files: [['images', 0]] } };
  }
  if (op.path === '/uploads') {
    return { fields: {}, fileFields: ['image'], valid: { fields: {}, files: [['image', 0]] } };
  }
  if (op.path === '/accounts/avatar') {
    return { fields: {}, fileFields: ['avatar'], valid: { fields: {}, files: [['avatar', 0]] } };
  }
  if (op.path === '/accounts/verification') {
    return {
      fields: {},
      fileFields: ['front', 'back'],
      valid: {
        fields: {},
        files: [
          ['front', 0],
          ['back', 0],
        ],
      },
    };
  }
  return { fields: {}, fileFields: [], valid: { fields: {}, files: [] } };
}

// ---- The actors and the rows the fuzz may aim at. ----
interface Member {
  /** The Cookie header of the member's session; each request goes from a fresh client with it. */
  cookie: string;
  userId: string;
  email: string;
  password: string;
  sessionIds: string[];
  pendingListingId: string;
  approvedListingId: string;
}

/**
 * better-auth holds every verification e-mail sent without a session for 500 ms (a timing floor), so a
 * member who can ask for one costs half a second a request: after a few, the harness confirms their e-mail.
 */
const SLOW_SENDS_BEFORE_CONFIRMING = 5;
let confirmEmails = false;

/** A session's Cookie header for `email`, or null when signing in no longer works (deleted, banned). */
async function signIn(email: string, password: string): Promise<string | null> {
  const client = testApp.client();
  const res = await client.post('/api/accounts/sign-in', { email, password });
  return res.status === 200 ? client.cookieHeader() : null;
}

const hashPassword = await passwordHasher(testApp.deps);

/**
 * A member with a Pending and an Approved listing, created through the accounts service and signed in
 * through the API (the sign-up endpoint waits 500 ms for better-auth's verification mail).
 */
async function newMember(): Promise<Member> {
  const input = signUpInput();
  const userId = await createMember(db, {
    input: signUpInputSchema.parse(input),
    passwordHash: await hashPassword(input.password),
    ipAddress: '127.0.0.1',
  });
  const email = input.email.toLowerCase();
  const cookie = await signIn(email, input.password);
  if (!cookie) throw new Error('a new member could not sign in');
  const pending = await insertListing(testApp, { userId, name: 'Fuzz pending kayak', status: 'Pending' });
  const approved = await insertListing(testApp, {
    userId,
    name: 'Fuzz approved bicycle',
    status: 'Approved',
  });
  const sessions = await testApp
    .client()
    .request<{ items: Array<{ id: string }> }>('GET', '/api/accounts/sessions', {
      headers: { Cookie: cookie },
    });
  if (confirmEmails) await db.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
  return {
    cookie,
    userId,
    email,
    password: input.password,
    sessionIds: sessions.body.items.map((s) => s.id),
    pendingListingId: pending.id,
    approvedListingId: approved.id,
  };
}

async function newTestimonial(userId: string): Promise<string> {
  const [row] = await db
    .insert(testimonials)
    .values({ userId, rating: 4, content: 'A fuzz testimonial, waiting for review.' })
    .returning({ id: testimonials.id });
  return row!.id;
}

let adminCookie = (await testApp.adminClient()).cookieHeader();
const adminId = (
  await testApp
    .client()
    .request<{ user: { id: string } }>('GET', '/api/me', { headers: { Cookie: adminCookie } })
).body.user.id;

/** Real ids per path parameter, so some requests reach rows that exist. */
function realIds(
  op: Operation,
  param: string,
  member: Member,
  victim: Member,
  testimonialId: string,
): string[] {
  if (op.path.startsWith('/admin/users')) return [victim.userId];
  if (op.path.startsWith('/admin/testimonials')) return [testimonialId];
  if (op.path.startsWith('/accounts/sessions')) return member.sessionIds;
  if (param === 'id' || param === 'listingId') {
    return [
      member.pendingListingId,
      member.approvedListingId,
      victim.approvedListingId,
      victim.pendingListingId,
    ];
  }
  return [];
}

/** A valid body for each JSON route, so a single hostile field reaches the deepest check it can. */
function validBody(op: Operation, member: Member): fc.Arbitrary<unknown> | null {
  const unique = fc.uuid().map((u) => u.slice(0, 8));
  switch (`${op.method} ${op.path}`) {
    case 'POST /accounts/sign-up':
      return unique.map(() => signUpInput());
    case 'POST /accounts/sign-in':
      return fc.constant({ email: member.email, password: member.password });
    case 'POST /accounts/forgot-password':
      return fc.constant({ email: member.email });
    case 'POST /accounts/reset-password':
      return fc.constant({ token: 'not-a-token', password: 'N3w!Password', confirmPassword: 'N3w!Password' });
    case 'PUT /accounts/profile':
      return fc.constant({
        firstName: 'Hawwa',
        lastName: 'Nisha',
        mobile: '7771234',
        location: 'K. Malé, Kaafu',
      });
    case 'POST /accounts/password':
      return fc.constant({
        currentPassword: 'Not-The-Pass1!',
        newPassword: 'N3w!Password',
        confirmPassword: 'N3w!Password',
      });
    case 'DELETE /accounts/me':
      return fc.constant({ confirmation: 'DELETE', password: 'Not-The-Pass1!' });
    case 'POST /testimonials':
      return fc.constant({
        rating: 5,
        content: 'Sold my bicycle within two days here.',
        itemFocus: 'Bicycle',
      });
    case 'POST /mailing-list/subscribe':
      return unique.map((u) => ({
        email: `fuzz.${u}@example.mv`,
        source: 'footer_signup',
        firstName: 'Ali',
      }));
    case 'POST /admin/users':
      return unique.map((u) => ({
        firstName: 'Added',
        lastName: 'Member',
        email: `added.${u}@example.mv`,
        mobile: '7771234',
      }));
    case 'PATCH /admin/users/{id}':
      return fc.constant({ firstName: 'Edited', mobile: '7770000', location: 'K. Malé, Kaafu' });
    case 'POST /admin/listings/{id}/status':
      return fc.constant({ status: 'Rejected', rejectionReason: 'Blurry photos' });
    default:
      return op.jsonBody ? fromSchema(op.jsonBody, document) : null;
  }
}

function caseArbitrary(
  op: Operation,
  member: Member,
  victim: Member,
  testimonialId: string,
): fc.Arbitrary<FuzzCase> {
  const params = fc.record(
    Object.fromEntries(
      op.pathParams.map(({ name, schema }) => {
        const real = realIds(op, name, member, victim, testimonialId);
        const options: Array<fc.WeightedArbitrary<unknown>> = [
          { arbitrary: fromSchema(schema, document), weight: 2 },
          { arbitrary: fc.constantFrom(...hostileStrings.filter((s) => s.length < 5000)), weight: 1 },
        ];
        if (real.length > 0) options.push({ arbitrary: fc.constantFrom(...real), weight: 3 });
        return [name, fc.oneof(...options).map((value) => String(value))];
      }),
    ),
  ) as fc.Arbitrary<Record<string, string>>;

  const multipart = op.summary.includes('multipart');
  let body: fc.Arbitrary<FuzzCase['body']>;
  if (multipart) {
    const shape = multipartShape(op);
    const fieldValue = (arb: fc.Arbitrary<unknown>) =>
      fc
        .oneof({ arbitrary: arb, weight: 3 }, { arbitrary: hostileValue, weight: 2 })
        .map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')));
    const fieldArbs = Object.entries(shape.fields).map(([name, arb]) =>
      fc.option(
        fieldValue(arb).map((value) => [name, value] as [string, string]),
        { freq: 8 },
      ),
    );
    const fileArb = fc.array(
      fc.tuple(
        fc.oneof(
          { arbitrary: fc.constantFrom(...shape.fileFields, 'images'), weight: 9 },
          { arbitrary: fc.string(), weight: 1 },
        ),
        fc.nat({ max: files.length - 1 }),
      ),
      { maxLength: 9 },
    );
    // The accepted form with one field made hostile or left out, or one file swapped for another.
    const validNames = Object.keys(shape.valid.fields);
    const oneBadThing = fc
      .tuple(
        hostileValue,
        fc.nat(),
        fc.nat({ max: files.length - 1 }),
        fc.constantFrom('replace', 'remove', 'file'),
      )
      .map(([hostile, pick, fileIndex, how]) => {
        const fields = { ...shape.valid.fields };
        const picked = shape.valid.files.map(([name, index]) => [name, index] as [string, number]);
        const name = validNames[pick % Math.max(validNames.length, 1)];
        if (how === 'file' || !name) {
          if (picked.length > 0) picked[pick % picked.length]![1] = fileIndex;
        } else if (how === 'remove') {
          delete fields[name];
        } else {
          fields[name] = typeof hostile === 'string' ? hostile : (JSON.stringify(hostile) ?? '');
        }
        return { kind: 'form' as const, fields: Object.entries(fields), files: picked };
      });
    body = fc.oneof(
      {
        arbitrary: fc.tuple(fc.tuple(...fieldArbs), fileArb).map(([fields, picked]) => ({
          kind: 'form' as const,
          fields: fields.filter((f): f is [string, string] => f !== null),
          files: picked,
        })),
        weight: 4,
      },
      { arbitrary: oneBadThing, weight: 4 },
      { arbitrary: notAnObject.map((value) => ({ kind: 'json' as const, value })), weight: 1 },
      {
        arbitrary: fc
          .constantFrom(...rawTexts)
          .map((text) => ({ kind: 'raw' as const, text, contentType: 'multipart/form-data; boundary=x' })),
        weight: 1,
      },
    );
  } else {
    const valid = validBody(op, member);
    const fromDocument = op.jsonBody ? fromSchema(op.jsonBody, document) : fc.jsonValue({ maxDepth: 2 });
    const json = (arb: fc.Arbitrary<unknown>) => arb.map((value) => ({ kind: 'json' as const, value }));
    body = fc.oneof(
      { arbitrary: json(fromDocument), weight: 3 },
      { arbitrary: json(mutated(valid ? fc.oneof(valid, fromDocument) : fromDocument)), weight: 4 },
      { arbitrary: json(notAnObject), weight: 2 },
      {
        arbitrary: fc
          .tuple(
            fc.constantFrom(...rawTexts),
            fc.constantFrom(
              'application/json',
              'text/plain',
              'application/x-www-form-urlencoded',
              'multipart/form-data',
            ),
          )
          .map(([text, contentType]) => ({ kind: 'raw' as const, text, contentType })),
        weight: 1,
      },
    );
  }
  return fc.record({ role: fc.constant<Role>('visitor'), params, body });
}

/** A hostile value as a form field's text. */
function asFieldText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/**
 * Every hostile value once and every raw text once for `op` (issue #36), each from one role: the role turns
 * with the value and with the route (`routeIndex`), so across the routes each role meets each value. A value
 * goes into a body the route accepts (a different field for each value, the path values real ids where the
 * route has them, so it reaches the deepest check it can), or, every other value on a route with path
 * parameters, into a path value with a valid body.
 */
function hostileCases(
  op: Operation,
  routeIndex: number,
  member: Member,
  victim: Member,
  testimonialId: string,
): FuzzCase[] {
  const seed = FIXED_SEED + routeIndex;
  const realParams = (): Record<string, string> =>
    Object.fromEntries(
      op.pathParams.map(({ name, schema }, i) => {
        const real = realIds(op, name, member, victim, testimonialId);
        const value =
          real.length > 0
            ? real[i % real.length]
            : fc.sample(fromSchema(schema, document), { numRuns: 1, seed })[0];
        return [name, String(value)];
      }),
    );
  const multipart = op.summary.includes('multipart');
  const shape = multipart ? multipartShape(op) : null;
  const valid = multipart ? null : validBody(op, member);
  const validJson =
    valid !== null
      ? fc.sample(valid, { numRuns: 1, seed })[0]
      : op.jsonBody
        ? fc.sample(fromSchema(op.jsonBody, document), { numRuns: 1, seed })[0]
        : {};
  const bodyWith = (hostile: unknown, index: number): FuzzCase['body'] => {
    if (shape) {
      const names = Object.keys(shape.valid.fields);
      const fields = { ...shape.valid.fields };
      if (names.length > 0) fields[names[index % names.length]!] = asFieldText(hostile);
      // Routes whose form is only files get the value as an unknown field beside a good file.
      const extra: Array<[string, string]> = names.length === 0 ? [['note', asFieldText(hostile)]] : [];
      return { kind: 'form', fields: [...Object.entries(fields), ...extra], files: shape.valid.files };
    }
    if (typeof validJson !== 'object' || validJson === null || Array.isArray(validJson))
      return { kind: 'json', value: hostile };
    const copy: Record<string, unknown> = { ...(validJson as Record<string, unknown>) };
    const keys = Object.keys(copy);
    const key = keys.length > 0 ? keys[index % keys.length]! : 'id';
    // defineProperty, so "__proto__" is a key of the JSON and not the object's prototype.
    Object.defineProperty(copy, key, {
      value: hostile,
      enumerable: true,
      writable: true,
      configurable: true,
    });
    return { kind: 'json', value: copy };
  };
  const validBodyCase = (): FuzzCase['body'] =>
    shape
      ? { kind: 'form', fields: Object.entries(shape.valid.fields), files: shape.valid.files }
      : { kind: 'json', value: validJson };
  const cases: FuzzCase[] = everyHostileValue.map((hostile, index) => {
    const role = ROLES[(index + routeIndex) % ROLES.length]!;
    const params = realParams();
    const inPath =
      op.pathParams.length > 0 &&
      (index + routeIndex) % 2 === 1 &&
      typeof hostile === 'string' &&
      hostile.length < 5000;
    if (inPath) {
      params[op.pathParams[index % op.pathParams.length]!.name] = hostile;
      return { role, params, body: validBodyCase() };
    }
    return { role, params, body: bodyWith(hostile, index) };
  });
  const contentTypes = shape
    ? ['multipart/form-data; boundary=x']
    : ['application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data'];
  rawTexts.forEach((text, index) => {
    cases.push({
      role: ROLES[(index + routeIndex + 1) % ROLES.length]!,
      params: realParams(),
      body: { kind: 'raw', text, contentType: contentTypes[(index + routeIndex) % contentTypes.length]! },
    });
  });
  return cases;
}

/** A path segment for any string: a lone surrogate, which has no UTF-8, goes as its raw (invalid) bytes. */
function pathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return `${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80`;
  }
}

/** Sends one case from a fresh client, with the role's session cookie: a response never changes who it is. */
async function send(op: Operation, fuzz: FuzzCase, cookie: string | undefined): Promise<TestResponse> {
  const client = testApp.client();
  const session: Record<string, string> = cookie ? { Cookie: cookie } : {};
  const url =
    '/api' + op.path.replace(/\{(\w+)\}/g, (_, name: string) => pathSegment(fuzz.params[name] ?? ''));
  const { body } = fuzz;
  if (body.kind === 'json') {
    // JSON.stringify drops undefined and turns NaN into null, as any client's would.
    return client.request(op.method, url, {
      headers: { ...session, 'Content-Type': 'application/json' },
      body: JSON.stringify(body.value) ?? '',
    });
  }
  if (body.kind === 'raw') {
    return client.request(op.method, url, {
      headers: { ...session, 'Content-Type': body.contentType },
      body: body.text,
    });
  }
  const form = new FormData();
  for (const [name, value] of body.fields) form.append(name, value);
  for (const [name, index] of body.files) {
    const file = files[index]!;
    form.append(name, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  }
  return client.request(op.method, url, { form, headers: session });
}

/** PostgreSQL's next transaction id: it moves when anything was written (or a write was rolled back). */
async function nextTransactionId(): Promise<string> {
  const [row] = rowsOf<{ xmax: string }>(
    await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`),
  );
  return row!.xmax;
}

function changedTables(
  before: Record<string, TableFingerprint>,
  after: Record<string, TableFingerprint>,
): string[] {
  return Object.keys({ ...before, ...after }).filter(
    (table) => JSON.stringify(before[table]) !== JSON.stringify(after[table]),
  );
}

function describeCase(fuzz: FuzzCase): string {
  const text = JSON.stringify({ ...fuzz, body: fuzz.body.kind === 'json' ? fuzz.body.value : fuzz.body });
  return text.length > 400 ? `${text.slice(0, 400)}… (${text.length} chars)` : text;
}

/**
 * Registers the fuzz suite of part `part` (1-based) of `parts`: the routes whose place in the document's order
 * is `part - 1` modulo `parts`. Each part is a file of its own, so vitest runs them on two workers.
 */
export function describeWriteRouteFuzz(part: number, parts: number): void {
  const tallies: Tally[] = [];
  const started = performance.now();
  const mine = operations
    .map((op, routeIndex) => ({ op, routeIndex }))
    .filter(({ routeIndex }) => routeIndex % parts === part - 1);

  describe(`fuzzing the write routes, part ${part} of ${parts} (seeds ${FIXED_SEED} and ${SEED}, ${RANDOM_PER_ROUTE} generated requests a seed and route, every hostile value a route)`, () => {
    afterAll(async () => {
      const lines = tallies.map(
        (t) =>
          `${t.route.padEnd(44)} ${ROLES.map((r) => `${r} ${String(t.sent[r]).padStart(4)}`).join('  ')}   2xx ${String(t.byClass['2xx']).padStart(4)}  4xx ${String(t.byClass['4xx']).padStart(4)}  5xx ${t.byClass['5xx']}   db checks ${String(t.fingerprints).padStart(4)}  renewals ${String(t.renewals).padStart(2)}  ms: requests ${Math.round(t.ms.requests)} checks ${Math.round(t.ms.checks)} setup ${Math.round(t.ms.setup)}`,
      );
      const sum = (pick: (t: Tally) => number) => tallies.reduce((n, t) => n + pick(t), 0);
      lines.push(
        `TOTAL ${tallies.length} routes: ${sum((t) => ROLES.reduce((n, r) => n + t.sent[r], 0))} requests (visitor ${sum((t) => t.sent.visitor)}, member ${sum((t) => t.sent.member)}, admin ${sum((t) => t.sent.admin)}); 2xx ${sum((t) => t.byClass['2xx'])}, 4xx ${sum((t) => t.byClass['4xx'])}, 5xx ${sum((t) => t.byClass['5xx'])}; ${sum((t) => t.fingerprints)} database fingerprints; ${Math.round((performance.now() - started) / 1000)} s; seed ${SEED}`,
      );
      process.stdout.write(`${lines.join('\n')}\n`);
      await testApp.close();
    });

    it('finds the write routes in the OpenAPI document', () => {
      expect(operations.length).toBeGreaterThan(20);
      expect(mine.length).toBeGreaterThan(0);
    });

    it.each(mine.map(({ op, routeIndex }) => [`${op.method} ${op.path}`, op, routeIndex] as const))(
      '%s',
      async (route, op, routeIndex) => {
        const tally: Tally = {
          route,
          sent: { visitor: 0, member: 0, admin: 0 },
          byClass: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 },
          fingerprints: 0,
          renewals: 0,
          ms: { requests: 0, checks: 0, setup: 0 },
        };
        const timed = async <T>(bucket: keyof Tally['ms'], work: () => Promise<T>): Promise<T> => {
          const from = performance.now();
          try {
            return await work();
          } finally {
            tally.ms[bucket] += performance.now() - from;
          }
        };
        tallies.push(tally);
        const failures: string[] = [];

        let member = await timed('setup', newMember);
        const victim = await timed('setup', newMember);
        const testimonialId = await timed('setup', () => newTestimonial(victim.userId));
        const generated = (seed: number) =>
          fc
            .sample(caseArbitrary(op, member, victim, testimonialId), {
              numRuns: RANDOM_PER_ROUTE,
              seed: seed + routeIndex,
            })
            .map((fuzz, index) => ({ ...fuzz, role: ROLES[index % ROLES.length]! }));
        const cases = [
          ...hostileCases(op, routeIndex, member, victim, testimonialId),
          ...generated(FIXED_SEED),
          ...generated(SEED),
        ];

        let fingerprint = await timed('checks', () => databaseFingerprint(db));
        let xid = await timed('checks', nextTransactionId);
        /** After the harness itself writes (a new session, a new member), the fingerprint starts again there. */
        const rebase = () =>
          timed('checks', async () => {
            fingerprint = await databaseFingerprint(db);
            xid = await nextTransactionId();
          });
        /** Whether a 401 meant the session is gone (signed out, banned, deleted), not a wrong password. */
        const signedOut = (cookie: string) =>
          timed('setup', async () => {
            const me = await testApp
              .client()
              .request<{ user: unknown }>('GET', '/api/me', { headers: { Cookie: cookie } });
            return !me.body.user;
          });
        let memberLost = false;
        let adminLost = false;
        let successes = 0;

        for (const fuzz of cases) {
          if (fuzz.role === 'member' && memberLost) {
            await timed('setup', async () => {
              const cookie = await signIn(member.email, member.password);
              if (cookie) member.cookie = cookie;
              else member = await newMember();
            });
            memberLost = false;
            tally.renewals += 1;
            await rebase();
          }
          if (fuzz.role === 'admin' && adminLost) {
            adminCookie = await timed('setup', async () => (await testApp.adminClient()).cookieHeader());
            adminLost = false;
            tally.renewals += 1;
            await rebase();
          }
          const cookie =
            fuzz.role === 'member' ? member.cookie : fuzz.role === 'admin' ? adminCookie : undefined;
          tally.sent[fuzz.role] += 1;

          const res = await timed('requests', () => send(op, fuzz, cookie));
          const statusClass = `${String(res.status)[0]}xx` as keyof Tally['byClass'];
          tally.byClass[statusClass] += 1;
          if (res.status >= 500) {
            failures.push(
              `${res.status} as ${fuzz.role}: ${describeCase(fuzz)} → ${JSON.stringify(res.body).slice(0, 200)}`,
            );
          }

          const nextXid = await timed('checks', nextTransactionId);
          if (nextXid !== xid) {
            const after = await timed('checks', async () => {
              // A write may have queued mail, which is delivered after the answer: let that finish first.
              await testApp.deps.mailer.flush();
              return databaseFingerprint(db);
            });
            tally.fingerprints += 1;
            if (res.status >= 400 && res.status < 500) {
              const changed = changedTables(fingerprint, after);
              if (changed.length > 0) {
                failures.push(
                  `${res.status} as ${fuzz.role} changed ${changed.join(', ')}: ${describeCase(fuzz)}`,
                );
              }
            }
            fingerprint = after;
            xid = await timed('checks', nextTransactionId);
          }
          if (res.status === 401 && cookie) {
            if (fuzz.role === 'member') memberLost = await signedOut(cookie);
            else adminLost = await signedOut(cookie);
          }
          if (res.status < 300) successes += 1;
          if (
            op.path === '/accounts/verify-email/resend' &&
            !confirmEmails &&
            successes === SLOW_SENDS_BEFORE_CONFIRMING
          ) {
            confirmEmails = true;
            await timed('setup', () => db.update(user).set({ emailVerified: true }));
            await rebase();
          }
          // The admin may switch maintenance on: switch it off again, or everyone else meets a 503 by design.
          if (op.path === '/admin/system/maintenance' && res.status === 200) {
            await timed('setup', () =>
              testApp.client().request('PUT', '/api/admin/system/maintenance', {
                headers: { Cookie: adminCookie },
                json: { enabled: false },
              }),
            );
            await rebase();
          }
        }
        confirmEmails = false;

        // The admin account is still the admin, whatever the fuzz did.
        const me = await (await testApp.adminClient()).get<{ user: { id: string; role: string } }>('/api/me');
        expect(me.body.user).toMatchObject({ id: adminId, role: 'admin' });
        expect(failures, `${failures.length} failures on ${route} (seeds ${FIXED_SEED} and ${SEED})`).toEqual(
          [],
        );
      },
    );
  });
}
