/**
 * A real app on a real database for integration tests: in-memory PGlite by default, or — when
 * TEST_DATABASE_URL (or DATABASE_URL) is set — a throwaway database created on that PostgreSQL server for
 * this test file and dropped afterwards.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { brotliCompressSync } from 'node:zlib';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import type { SignUpInput } from '@marketplace/contract/accounts';
import { createApp } from '../app';
import { createDeps, passwordHasher } from '../bootstrap';
import type { AppDeps } from '../app';
import { ensureAdminAccount } from '../db/seed/admin-account';
import { profiles } from '../db/schema/profiles';
import { eq as eqColumn } from 'drizzle-orm';
import { categories as categoriesTable, maldivesLocations as maldivesLocationsTable } from '../db/schema/catalog';
import { listings as listingsTable } from '../db/schema/listings';
import { seedReferenceData } from '../db/seed/reference-data';
import { loadEnv } from '../env';

export const TEST_BASE_URL = 'http://localhost:3000';
export const ADMIN_EMAIL = 'admin@test.mv';
export const ADMIN_PASSWORD = 'Admin-Pass-123!';

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
  close(): Promise<void>;
}

async function createThrowawayDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `mm_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function createTestApp(
  options: { rateLimits?: boolean; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  const throwaway = serverUrl ? await createThrowawayDatabase(serverUrl) : null;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-test-'));
  // A stand-in for the built SPA, so the shell routes are tested without a web build.
  const webDist = path.join(dataDir, 'web-dist');
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>App</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(webDist, 'assets', 'app-123.js'), `console.log("${'app'.repeat(600)}")`);
  writeFileSync(path.join(webDist, 'assets', 'app-123.js.br'), brotliCompressSync(`console.log("${'app'.repeat(600)}")`));
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
      ...options.env,
    },
    { readDotEnv: false },
  );
  const deps = await createDeps(env, { inMemory: true });
  await seedReferenceData(deps.database.db);
  await ensureAdminAccount(deps.database.db, {
    email: ADMIN_EMAIL,
    password: ADMIN_PASSWORD,
    hashPassword: await passwordHasher(deps),
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
    async close() {
      const rows = await deps.database.db.select({ id: profiles.nationalIdNumber }).from(profiles);
      const leaked = findLeakedIds(
        publicBodies,
        rows.flatMap((r) => (r.id ? [r.id] : [])),
      );
      await deps.realtime.close();
      await deps.database.close();
      await throwaway?.drop();
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
export async function signUpMember(testApp: TestApp, overrides: Partial<SignUpInput> = {}) {
  const client = testApp.client();
  const input = signUpInput(overrides);
  const res = await client.post<{ user: { id: string } }>('/api/accounts/sign-up', input);
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { client, input, userId: res.body.user.id };
}

/** A small real photo (JPEG) of `width`×`height` px. */
export function makePhoto(width = 640, height = 480, color = { r: 14, g: 116, b: 144 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
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
 * Defaults: Approved, "good", category 1, location 1, MVR 1000, created now.
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
  },
): Promise<{ id: string; itemDisplayId: string }> {
  const db = testApp.deps.database.db;
  const categoryId = values.categoryId ?? 1;
  const locationId = values.locationId ?? 1;
  const [category] = await db.select().from(categoriesTable).where(eqColumn(categoriesTable.id, categoryId));
  const [location] = await db.select().from(maldivesLocationsTable).where(eqColumn(maldivesLocationsTable.id, locationId));
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
      status: values.status ?? 'Approved',
      isDeleted: values.isDeleted ?? false,
      createdAt: values.createdAt ?? new Date(),
    })
    .returning({ id: listingsTable.id, itemDisplayId: listingsTable.itemDisplayId });
  return row!;
}
