/**
 * A real app on a real database for integration tests: in-memory PGlite by default, or — when
 * TEST_DATABASE_URL (or DATABASE_URL) is set — a throwaway database created on that PostgreSQL server for
 * this test file and dropped afterwards. Images go to a temporary DATA_DIR, or — with TEST_STORAGE=s3, in the
 * `api-s3` project — to a bucket of its own on the run's s3rver (issue #11).
 */
import type { ListingAttributes } from '@marketplace/contract/category-fields-messages';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { brotliCompressSync } from 'node:zlib';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { inject } from 'vitest';
import type { SignUpInput } from '@marketplace/contract/accounts';
import { LISTING_TTL_DAYS } from '@marketplace/contract/listings-messages';
import { createApp } from '../app';
import { createDeps } from '../bootstrap';
import type { AppDeps } from '../app';
import { user as authUser } from '../db/schema/auth';
import { profiles } from '../db/schema/profiles';
import { eq as eqColumn } from 'drizzle-orm';
import {
  categories as categoriesTable,
  maldivesLocations as maldivesLocationsTable,
} from '../db/schema/catalog';
import { listings as listingsTable } from '../db/schema/listings';
import { loadEnv, type S3Settings } from '../env';
import { createS3Client } from '../lib/s3-storage';
import { STORAGE_ROOTS, type Visibility } from '../lib/storage';
import { S3RVER_CREDENTIALS } from './s3-server';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  closeDeps,
  copyPostgresTemplate,
  readPgliteDump,
  testServerUrl,
} from './database-template';

export const TEST_BASE_URL = 'http://localhost:3000';
export { ADMIN_EMAIL, ADMIN_PASSWORD } from './database-template';

export interface TestResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** A browser-like client: keeps cookies, sends the site's Origin. */
export class TestClient {
  private cookies = new Map<string, string>();

  constructor(
    private readonly app: ReturnType<typeof createApp>,
    private readonly onPublicResponse: (text: string) => void = () => {},
  ) {}

  async request<T = unknown>(
    method: string,
    pathname: string,
    options: { json?: unknown; form?: FormData; body?: string; headers?: Record<string, string> } = {},
  ): Promise<TestResponse<T>> {
    const headers = new Headers({ Origin: TEST_BASE_URL, ...options.headers });
    if (this.cookies.size > 0) {
      headers.set('Cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    }
    let body: string | FormData | undefined;
    if (options.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = options.form;
    } else if (options.body !== undefined) {
      body = options.body;
    }
    const response = await this.app.request(pathname, { method, headers, body }, undefined);
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    // Everything a visitor sees, and every public read, is scanned for national ID numbers at close().
    const publicRead =
      method === 'GET' && /^\/api\/(marketplace|listings\/|categories|locations|site)/.test(pathname);
    if (!headers.has('Cookie') || publicRead) this.onPublicResponse(text);
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON (HTML page or image): keep the text.
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  /** A GET as a browser's <img> makes it (cookies, no Origin): the raw response, for media. */
  fetchRaw(pathname: string): Promise<Response> {
    const headers = new Headers();
    if (this.cookies.size > 0) headers.set('Cookie', this.cookieHeader());
    return Promise.resolve(this.app.request(pathname, { headers }, undefined));
  }

  get<T = unknown>(pathname: string) {
    return this.request<T>('GET', pathname);
  }
  post<T = unknown>(pathname: string, json?: unknown) {
    return this.request<T>('POST', pathname, { json: json ?? {} });
  }
  delete<T = unknown>(pathname: string) {
    return this.request<T>('DELETE', pathname);
  }
  /** The Cookie header this client would send. */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  hasSession(): boolean {
    return [...this.cookies.keys()].some((name) => name.includes('session_token'));
  }
}

/** National ID numbers from `ids` that appear in any of `bodies`. */
export function findLeakedIds(bodies: string[], ids: string[]): string[] {
  return ids.filter((id) => id.length >= 6 && bodies.some((body) => body.includes(id)));
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  client(): TestClient;
  /** A client signed in as the seeded admin. */
  adminClient(): Promise<TestClient>;
  /**
   * Another app instance on the same PostgreSQL database, with its own pool, LISTEN connections and caches —
   * as a second server behind a load balancer would be. Null on the embedded database, which one process owns.
   */
  secondInstance(): Promise<{ client(): TestClient; close(): Promise<void> } | null>;
  /**
   * Keys stored under `prefix` (a key or folder; '' for all), read from the store itself — the disk under
   * DATA_DIR or the bucket — not through the app's storage code; sorted.
   */
  storedKeys(visibility: Visibility, prefix: string): Promise<string[]>;
  /** The bucket this app writes to, in the `api-s3` project; null on disk. */
  s3: TestBucket | null;
  close(): Promise<void>;
}

export interface TestBucket {
  settings: S3Settings;
  /** A client with the bucket's credentials, for looking into it. */
  client: S3Client;
}

/** A fresh bucket on the run's s3rver (TEST_STORAGE=s3), or null for disk storage. */
async function createTestBucket(): Promise<TestBucket | null> {
  if (process.env.TEST_STORAGE !== 's3') return null;
  const endpoint = inject('s3Endpoint');
  if (!endpoint)
    throw new Error('TEST_STORAGE=s3 needs the api-s3 project, which starts s3rver: npm run test:api:s3');
  const settings: S3Settings = {
    endpoint,
    bucket: `mm-test-${randomUUID().replaceAll('-', '').slice(0, 16)}`,
    ...S3RVER_CREDENTIALS,
    region: 'us-east-1',
    forcePathStyle: true,
  };
  const client = createS3Client(settings);
  await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  return { settings, client };
}

async function listBucket(bucket: TestBucket, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await bucket.client.send(
      new ListObjectsV2Command({ Bucket: bucket.settings.bucket, Prefix: prefix, ContinuationToken }),
    );
    keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return keys;
}

function listDirectory(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

export async function createTestApp(
  options: {
    rateLimits?: boolean;
    env?: Record<string, string>;
    /**
     * Texts the test itself may publish through other fields (a fuzzer's constants, sent as listing names as
     * well as national ID numbers): a national ID number equal to one of them showing in a public answer is
     * not a leak of that number.
     */
    publicTexts?: string[];
  } = {},
): Promise<TestApp> {
  // Every file's database is a copy of the run's migrated and seeded template (issue #36).
  const template = inject('databaseTemplate');
  if (!template)
    throw new Error('createTestApp needs the template-global-setup.ts global setup of the API test projects');
  const serverUrl = testServerUrl();
  if ((template.kind === 'postgres') !== Boolean(serverUrl))
    throw new Error("the run's database template was built for another database than this test file uses");
  const throwaway =
    serverUrl && template.kind === 'postgres'
      ? await copyPostgresTemplate(serverUrl, template.database)
      : null;
  const bucket = await createTestBucket();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-test-'));
  // A stand-in for the built SPA, so the shell routes are tested without a web build.
  const webDist = path.join(dataDir, 'web-dist');
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>App</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(webDist, 'assets', 'app-123.js'), `console.log("${'app'.repeat(600)}")`);
  writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(
    path.join(webDist, 'assets', 'app-123.js.br'),
    brotliCompressSync(`console.log("${'app'.repeat(600)}")`),
  );
  const env = loadEnv(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: throwaway?.url,
      BASE_URL: TEST_BASE_URL,
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'off',
      RATE_LIMIT: options.rateLimits ? 'on' : 'off',
      WEB_DIST_DIR: webDist,
      ...(bucket
        ? {
            S3_ENDPOINT: bucket.settings.endpoint,
            S3_BUCKET: bucket.settings.bucket,
            S3_ACCESS_KEY_ID: bucket.settings.accessKeyId,
            S3_SECRET_ACCESS_KEY: bucket.settings.secretAccessKey,
            S3_FORCE_PATH_STYLE: 'on',
          }
        : {}),
      ...options.env,
    },
    { readDotEnv: false },
  );
  const deps = await createDeps(env, {
    inMemory: true,
    ...(template.kind === 'pglite' ? { loadDataDir: readPgliteDump(template.dumpPath) } : {}),
  });
  const app = createApp(deps);
  const publicBodies: string[] = [];
  const collect = (text: string) => publicBodies.push(text);
  return {
    app,
    deps,
    client: () => new TestClient(app, collect),
    async adminClient() {
      const client = new TestClient(app, collect);
      const res = await client.post('/api/accounts/sign-in', {
        email: ADMIN_EMAIL,
        password: ADMIN_PASSWORD,
      });
      if (res.status !== 200) throw new Error(`admin sign-in failed: ${res.status}`);
      return client;
    },
    async secondInstance() {
      if (!throwaway) return null;
      const other = await createDeps(env, { inMemory: true });
      const otherApp = createApp(other);
      return {
        client: () => new TestClient(otherApp, collect),
        async close() {
          await closeDeps(other);
        },
      };
    },
    async storedKeys(visibility, prefix) {
      const root = STORAGE_ROOTS[visibility];
      const keys = bucket
        ? (await listBucket(bucket, `${root}/${prefix}`)).map((key) => key.slice(root.length + 1))
        : listDirectory(path.join(dataDir, root)).filter((key) => key.startsWith(prefix));
      return keys.filter((key) => !prefix || key === prefix || key.startsWith(`${prefix}/`)).sort();
    },
    s3: bucket,
    async close() {
      const rows = await deps.database.db.select({ id: profiles.nationalIdNumber }).from(profiles);
      const publicTexts = new Set(options.publicTexts ?? []);
      const leaked = findLeakedIds(
        publicBodies,
        rows.flatMap((r) => (r.id && !publicTexts.has(r.id) ? [r.id] : [])),
      );
      await closeDeps(deps);
      await throwaway?.drop();
      bucket?.client.destroy();
      rmSync(dataDir, { recursive: true, force: true });
      if (leaked.length > 0)
        throw new Error(`National ID numbers leaked in public responses: ${leaked.join(', ')}`);
    },
  };
}

let memberCounter = 0;

/** Valid sign-up input; each call gets a fresh e-mail and national ID. */
export function signUpInput(overrides: Partial<SignUpInput> = {}): SignUpInput {
  memberCounter += 1;
  const n = `${Date.now() % 100000}${memberCounter}`.slice(-6).padStart(6, '0');
  return {
    firstName: 'Aishath',
    lastName: 'Test',
    email: `member${memberCounter}.${randomUUID().slice(0, 8)}@example.mv`,
    dateOfBirth: '1995-04-12',
    mobile: '7771234',
    nationalIdNumber: `A${n}`,
    password: 'Str0ng!Pass',
    confirmPassword: 'Str0ng!Pass',
    location: 'K. Malé, Kaafu',
    instagramHandle: '@aishath',
    agreedToTerms: true,
    ...overrides,
  };
}

/** Signs up a new member and returns a client holding their session. */
export async function signUpMember(
  testApp: TestApp,
  overrides: Partial<SignUpInput> = {},
  options: { emailConfirmed?: boolean } = {},
) {
  const client = testApp.client();
  const input = signUpInput(overrides);
  const res = await client.post<{ user: { id: string } }>('/api/accounts/sign-up', input);
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  // As if the member had opened the confirmation link (its own tests are in auth-endpoints.test.ts): mails
  // greet by name only an address its owner confirmed (issue #37 item 4b).
  if (options.emailConfirmed) {
    await testApp.deps.database.db
      .update(authUser)
      .set({ emailVerified: true })
      .where(eqColumn(authUser.id, res.body.user.id));
  }
  return { client, input, userId: res.body.user.id };
}

/** A small real photo (JPEG) of `width`×`height` px. */
export function makePhoto(width = 640, height = 480, color = { r: 14, g: 116, b: 144 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

/**
 * A realistic phone photo: a `width`×`height` px JPEG of random noise (quality 92), which does not compress
 * away — about 1.7 MB at the default 1600×1200, over the 256 KB JSON body limit.
 */
export function makeNoisyPhoto(width = 1600, height = 1200): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** FormData for `POST /api/listings` with valid fields and the given photos. */
export function listingForm(
  fields: Partial<
    Record<'name' | 'categoryId' | 'condition' | 'price' | 'locationId' | 'description', string>
  >,
  photos: Array<{ bytes: Buffer; name?: string; type?: string }>,
): FormData {
  const form = new FormData();
  const defaults = {
    name: 'Yamaha 40HP outboard engine',
    categoryId: '1',
    condition: 'good',
    price: '45000',
    locationId: '1',
    description: 'Well maintained engine, serviced last month. Comes with fuel tank and lines.',
  };
  for (const [key, value] of Object.entries({ ...defaults, ...fields })) form.set(key, value);
  for (const photo of photos) {
    form.append(
      'images',
      new Blob([new Uint8Array(photo.bytes)], { type: photo.type ?? 'image/jpeg' }),
      photo.name ?? 'photo.jpg',
    );
  }
  return form;
}

/**
 * Inserts a listing straight into the database (no photos) for browse tests; returns its id and display id.
 * Defaults: Approved, "good", category 1, location 1, MVR 1000, created now. Like a real listing (issue #14
 * item 3), an Approved, Sold or Expired one went live at `approvedAt` (default now), and an Approved or
 * Expired one ends its term at `expiresAt` (default `approvedAt` + LISTING_TTL_DAYS).
 */
export async function insertListing(
  testApp: TestApp,
  values: {
    userId: string;
    name: string;
    description?: string;
    price?: number;
    categoryId?: number;
    locationId?: number;
    condition?: (typeof listingsTable.$inferInsert)['condition'];
    status?: (typeof listingsTable.$inferInsert)['status'];
    isDeleted?: boolean;
    createdAt?: Date;
    approvedAt?: Date;
    expiresAt?: Date;
    expiryWarnedAt?: Date;
    reservedForId?: string;
    /** Issue #39: values of the category's fields. */
    attributes?: ListingAttributes;
  },
): Promise<{ id: string; itemDisplayId: string }> {
  const db = testApp.deps.database.db;
  const status = values.status ?? 'Approved';
  const wentLive = status === 'Approved' || status === 'Sold' || status === 'Expired';
  const approvedAt = wentLive ? (values.approvedAt ?? new Date()) : null;
  const hasTerm = status === 'Approved' || status === 'Expired';
  const expiresAt =
    hasTerm && approvedAt
      ? (values.expiresAt ?? new Date(approvedAt.getTime() + LISTING_TTL_DAYS * 86_400_000))
      : null;
  const categoryId = values.categoryId ?? 1;
  const locationId = values.locationId ?? 1;
  const [category] = await db.select().from(categoriesTable).where(eqColumn(categoriesTable.id, categoryId));
  const [location] = await db
    .select()
    .from(maldivesLocationsTable)
    .where(eqColumn(maldivesLocationsTable.id, locationId));
  const [row] = await db
    .insert(listingsTable)
    .values({
      userId: values.userId,
      name: values.name,
      description: values.description ?? `${values.name} in fine condition, pickup any evening.`,
      price: values.price ?? 1000,
      condition: values.condition ?? 'good',
      categoryId,
      category: category!.name,
      locationId,
      location: location!.name,
      status,
      isDeleted: values.isDeleted ?? false,
      createdAt: values.createdAt ?? new Date(),
      approvedAt,
      expiresAt,
      expiryWarnedAt: values.expiryWarnedAt ?? null,
      reservedForId: values.reservedForId ?? null,
      reservedAt: values.reservedForId ? new Date() : null,
      attributes: values.attributes ?? {},
    })
    .returning({ id: listingsTable.id, itemDisplayId: listingsTable.itemDisplayId });
  return row!;
}
