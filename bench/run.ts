/**
 * `npm run bench [-- --listings 100000 --duration 20 --connections 50]`
 * Seeds a throwaway PostgreSQL database (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres
 * as the server to create it on), starts the real server in a child process, and measures browse requests
 * with autocannon. Prints req/s, latency percentiles (ms) and bytes per response. Never part of `npm test`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { seedBulkCatalogue } from './seed-bulk';

const { values: args } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    sellers: { type: 'string', default: '5000' },
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '3200' },
  },
});
const listingCount = Number(args.listings);
const duration = Number(args.duration);
const connections = Number(args.connections);
const port = Number(args.port);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const base = `http://127.0.0.1:${port}`;

interface Scenario {
  name: string;
  path: string;
}

async function createDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `marketplace_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

function startServer(databaseUrl: string, dataDir: string): Promise<ChildProcess> {
  const child = spawn('npx', ['tsx', path.join(import.meta.dirname, '../apps/api/src/main.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: base,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: 'off',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'Bench-Admin-1!',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 120_000;
    const poll = async () => {
      try {
        if ((await fetch(`${base}/api/ready`)).ok) return resolve(child);
      } catch {
        // not up yet
      }
      if (Date.now() > deadline || child.exitCode !== null) return reject(new Error('server did not start'));
      setTimeout(poll, 300);
    };
    void poll();
  });
}

async function measure(scenario: Scenario, options: { connections: number; duration: number }) {
  const result = await autocannon({
    url: `${base}${scenario.path}`,
    connections: options.connections,
    duration: options.duration,
  });
  const bytes = result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0;
  return {
    scenario: scenario.name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p95 ms': result.latency.p97_5 ?? result.latency.p90,
    'p99 ms': result.latency.p99,
    'bytes/resp': bytes,
    errors: result.errors + result.non2xx,
  };
}

async function main() {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-bench-'));
  const database = await createDatabase();
  let server: ChildProcess | undefined;
  try {
    console.log(`Seeding ${listingCount.toLocaleString()} listings…`);
    // The server migrates and seeds reference data on start; then the bulk rows go in.
    server = await startServer(database.url, workDir);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const started = performance.now();
    await seedBulkCatalogue(client, { listings: listingCount, sellers: Number(args.sellers) });
    const sample = await client.query<{ id: string; item_display_id: string }>(
      `SELECT id, item_display_id FROM listings WHERE status = 'Approved' AND NOT is_deleted ORDER BY created_at DESC OFFSET 100 LIMIT 1`,
    );
    await client.end();
    console.log(`Seeded in ${Math.round(performance.now() - started)} ms`);
    const item = sample.rows[0]!;

    const scenarios: Scenario[] = [
      { name: 'browse, no term', path: '/api/marketplace/listings' },
      { name: 'common term', path: '/api/marketplace/listings?query=chair' },
      { name: 'very common term', path: '/api/marketplace/listings?query=condition' },
      { name: 'rare term', path: '/api/marketplace/listings?query=narwhal' },
      { name: 'PD- id', path: `/api/marketplace/listings?query=${encodeURIComponent(item.item_display_id)}` },
      {
        name: 'category + price, price sort',
        path: '/api/marketplace/listings?categories=1,2&minPrice=100&maxPrice=5000&sort=price_asc',
      },
      { name: 'relevance', path: '/api/marketplace/listings?query=used%20laptop&sort=relevance' },
      { name: 'deep page 50', path: '/api/marketplace/listings?page=50' },
      { name: 'item detail', path: `/api/listings/${item.id}` },
    ];
    const unloaded = [];
    for (const scenario of scenarios) unloaded.push(await measure(scenario, { connections: 1, duration: 3 }));
    console.log('\nUnloaded (1 connection, 3 s each)');
    console.table(unloaded);
    const loaded = [];
    for (const scenario of scenarios)
      loaded.push(await measure(scenario, { connections, duration: Math.max(3, Math.round(duration / 4)) }));
    console.log(`\nUnder load (${connections} connections)`);
    console.table(loaded);
  } finally {
    server?.kill('SIGTERM');
    await database.drop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
