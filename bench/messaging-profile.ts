/**
 * Where one inbox or thread request spends its time (issue #13 item 6), in process, without HTTP or load:
 *
 *   npx tsx bench/messaging-profile.ts seed [--conversations 100000 --messages 1000000 --listings 100000]
 *     creates and seeds a PostgreSQL database like `npm run bench -- --only messaging`, keeps it, prints its URL;
 *   npx tsx bench/messaging-profile.ts profile <postgres-url> [--samples 200]
 *     builds the app on that database in this process, signs members in, and times per request kind: the whole
 *     request through `app.request` (middleware, session, handler, JSON, gzip), the session lookup alone, the
 *     handler's SQL (every statement timed through the pool) and statements per request;
 *   npx tsx bench/messaging-profile.ts load <postgres-url> [--seconds 15 --connections 50]
 *     starts the server on that database (port 4125), signs members in, runs the bench's inbox stream under
 *     load and prints req/s with the CPU seconds of the API process and of PostgreSQL's backends per request
 *     (from /proc), to tell which side is the limit;
 *   npx tsx bench/messaging-profile.ts drop <postgres-url>
 *
 * Single requests one after another on a shared machine: read the in-process split, not absolute req/s.
 * Not part of `npm test`.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { createApp } from '../apps/api/src/app';
import { createDeps, passwordHasher } from '../apps/api/src/bootstrap';
import { seedDatabase } from '../apps/api/src/db/seed/seed-database';
import { loadEnv } from '../apps/api/src/env';
import { messagingRequests, seedConversations, signInMembers } from './messaging';
import { seedBulkCatalogue } from './seed-bulk';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    conversations: { type: 'string', default: '100000' },
    messages: { type: 'string', default: '1000000' },
    listings: { type: 'string', default: '100000' },
    sellers: { type: 'string', default: '5000' },
    samples: { type: 'string', default: '200' },
    members: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '15' },
    connections: { type: 'string', default: '50' },
  },
});
const [command, databaseUrl] = positionals;
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const base = 'http://127.0.0.1:4125';

function envForChild(url: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: url,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'messaging-profile-')),
    BASE_URL: base,
    PORT: '4125',
    HOST: '127.0.0.1',
    SEED_DEMO: 'off',
    LOG_LEVEL: 'warn',
    RATE_LIMIT: 'off',
    ADMIN_PASSWORD: 'Profile-Admin-1!',
  };
}

function envFor(url: string) {
  Object.assign(process.env, envForChild(url));
  return loadEnv();
}

const pct = (xs: number[], p: number) =>
  xs.length
    ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!.toFixed(2)
    : '-';

async function seed(): Promise<void> {
  const name = `marketplace_perf_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const env = envFor(url.toString());
  const deps = await createDeps(env);
  // Categories, islands and the admin, as the server's first start makes them.
  await seedDatabase({
    db: deps.database.db,
    storage: deps.storage,
    hashPassword: await passwordHasher(deps),
    adminEmail: 'admin@example.com',
    adminPassword: env.ADMIN_PASSWORD,
    seedDemo: false,
  });
  await deps.database.close();
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const started = performance.now();
  await seedBulkCatalogue(client, { listings: Number(values.listings), sellers: Number(values.sellers) });
  await seedConversations(client, {
    conversations: Number(values.conversations),
    messages: Number(values.messages),
  });
  await client.end();
  console.log(`seeded in ${Math.round((performance.now() - started) / 1000)} s\nDATABASE ${url.toString()}`);
  process.exit(0);
}

async function profile(url: string): Promise<void> {
  const deps = await createDeps(envFor(url));
  const pool = deps.database.pool!;
  let current = { db: 0, statements: 0 };
  const shapes = new Map<string, { ms: number; n: number }>();
  const originalQuery = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: unknown }).query = async (...args: unknown[]) => {
    const started = performance.now();
    try {
      return await originalQuery(...args);
    } finally {
      const ms = performance.now() - started;
      current.db += ms;
      current.statements += 1;
      const first = args[0] as string | { text: string };
      const text = (typeof first === 'string' ? first : first.text).replace(/\s+/g, ' ').slice(0, 120);
      const shape = shapes.get(text) ?? { ms: 0, n: 0 };
      shape.ms += ms;
      shape.n += 1;
      shapes.set(text, shape);
    }
  };
  const app = createApp(deps);
  const fetchInProcess = (input: string | URL | Request, init?: RequestInit) =>
    Promise.resolve(app.request(input instanceof Request ? input : String(input), init));
  // signInMembers / messagingRequests use the global fetch against `base`: answer them in process.
  globalThis.fetch = fetchInProcess as typeof fetch;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const members = await signInMembers(client, base, Number(values.members));
  await client.end();
  const stream = await messagingRequests(base, members, 4000, 7);
  const samples = Number(values.samples);

  // The session lookup alone, as loadSession does it.
  const sessionTimes: number[] = [];
  for (const member of members.slice(0, samples)) {
    const started = performance.now();
    await deps.auth.api.getSession({ headers: new Headers({ cookie: member.cookie }) });
    sessionTimes.push(performance.now() - started);
  }
  console.log(
    `session lookup (better-auth getSession): p50 ${pct(sessionTimes, 0.5)} p95 ${pct(sessionTimes, 0.95)} ms`,
  );

  for (const kind of ['inbox', 'inbox page 2', 'thread', 'thread older page'] as const) {
    const chosen = stream.filter((r) => r.kind === kind).slice(0, samples);
    const walls: number[] = [];
    const dbs: number[] = [];
    let statements = 0;
    let bytes = 0;
    shapes.clear();
    for (const request of chosen) {
      current = { db: 0, statements: 0 };
      const started = performance.now();
      const response = await app.request(`${base}${request.path}`, {
        headers: { cookie: request.cookie, 'accept-encoding': 'gzip' },
      });
      bytes += (await response.arrayBuffer()).byteLength;
      walls.push(performance.now() - started);
      dbs.push(current.db);
      statements += current.statements;
      if (!response.ok) throw new Error(`${request.path}: ${response.status}`);
    }
    console.log(
      `\n${kind}: wall p50 ${pct(walls, 0.5)} p95 ${pct(walls, 0.95)} ms; db p50 ${pct(dbs, 0.5)} p95 ${pct(dbs, 0.95)} ms; ` +
        `${(statements / chosen.length).toFixed(1)} statements/request; ${Math.round(bytes / chosen.length)} bytes gzip`,
    );
    for (const [text, s] of [...shapes].sort((a, b) => b[1].ms - a[1].ms).slice(0, 8)) {
      console.log(
        `  ${(s.ms / chosen.length).toFixed(2).padStart(6)} ms/req ×${(s.n / chosen.length).toFixed(2)}  ${text}`,
      );
    }
  }
  await deps.database.close();
  process.exit(0);
}

/** CPU seconds (user + system) of process `pid` so far, from /proc; 0 when it is gone. */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

async function load(url: string): Promise<void> {
  const child = spawn(
    process.execPath,
    [
      ...(process.env.CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CPU_PROF}`] : []),
      '--import',
      'tsx',
      path.join(import.meta.dirname, '../apps/api/src/main.ts'),
    ],
    {
      env: { ...process.env, ...envForChild(url) },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  try {
    for (;;) {
      try {
        if ((await fetch(`${base}/api/ready`)).ok) break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    }
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const members = await signInMembers(client, base, Number(values.members));
    const stream = (await messagingRequests(base, members, 30_000)).filter(
      (r) => r.kind === 'inbox' || r.kind === 'inbox page 2',
    );
    const database = new URL(url).pathname.slice(1);
    const backends = async () =>
      (
        await client.query<{ pid: number }>(
          'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [database],
        )
      ).rows.map((r) => r.pid);
    // Warm the pool so its connections exist before the first reading.
    await autocannon({
      url: base,
      connections: Number(values.connections),
      amount: 500,
      headers: { cookie: stream[0]!.cookie },
      requests: [{ method: 'GET', path: '/api/conversations' }],
    });
    const pids = await backends();
    const before = { api: cpuSeconds(child.pid!), db: pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0) };
    let next = 0;
    const result = await autocannon({
      url: base,
      connections: Number(values.connections),
      duration: Number(values.seconds),
      headers: { 'accept-encoding': 'gzip' },
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => {
            const chosen = stream[next++ % stream.length]!;
            return { ...request, path: chosen.path, headers: { ...request.headers, cookie: chosen.cookie } };
          },
        },
      ],
    });
    const api = cpuSeconds(child.pid!) - before.api;
    const db = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0) - before.db;
    const total = result.requests.total;
    console.log(
      `inbox under load: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, ` +
        `${result.errors + result.non2xx} errors; CPU per request: API ${((api / total) * 1000).toFixed(2)} ms, ` +
        `PostgreSQL ${((db / total) * 1000).toFixed(2)} ms (${pids.length} backends); load average ${os.loadavg()[0]!.toFixed(1)}`,
    );
    await client.end();
  } finally {
    child.kill('SIGTERM');
  }
  process.exit(0);
}

async function drop(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!name.startsWith('marketplace_perf_')) throw new Error('only drops databases made by `seed`');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

if (command === 'seed') await seed();
else if (command === 'profile' && databaseUrl) await profile(databaseUrl);
else if (command === 'load' && databaseUrl) await load(databaseUrl);
else if (command === 'drop' && databaseUrl) await drop(databaseUrl);
else console.error('usage: messaging-profile.ts seed | profile <url> | drop <url>');
