/**
 * `npm run bench [-- --listings 100000 --duration 20 --connections 50 --no-lighthouse]`
 *
 * Seeds a throwaway PostgreSQL database (on BENCH_DATABASE_URL's server, default the local one) with N
 * listings, starts the real server in a child process, and measures with autocannon: each browse scenario
 * unloaded, the browse mix, suggestions and item detail under load. Beside them it measures the earlier app's
 * approach (every approved listing as one JSON, filtered in the "browser"), and — on a demo server with real
 * photos — Lighthouse's mobile figures for /marketplace. Every target of issue 4 is printed MET or MISSED.
 * Never part of `npm test`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { measureEarlierApproach } from './earlier-approach';
import { measureFrontEnd } from './lighthouse-run';
import { seedBulkCatalogue } from './seed-bulk';

const { values: args } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    sellers: { type: 'string', default: '5000' },
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '3200' },
    'no-lighthouse': { type: 'boolean', default: false },
  },
});
const listingCount = Number(args.listings);
const duration = Number(args.duration);
const connections = Number(args.connections);
const port = Number(args.port);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const repoRoot = path.join(import.meta.dirname, '..');
const millionMode = listingCount >= 1_000_000;

interface Row {
  scenario: string;
  'req/s': number;
  'p50 ms': number;
  'p95 ms': number;
  'p99 ms': number;
  'bytes/resp': number;
  errors: number;
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

async function startServer(env: Record<string, string>, serverPort: number): Promise<ChildProcess> {
  const base = `http://127.0.0.1:${serverPort}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/main.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      BASE_URL: base,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'Bench-Admin-1!',
      RATE_LIMIT: 'off',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return child;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

async function run(
  name: string,
  paths: string[],
  options: { connections: number; duration: number },
): Promise<Row> {
  const base = `http://127.0.0.1:${port}`;
  const result = await autocannon({
    url: base,
    connections: options.connections,
    duration: options.duration,
    requests: paths.map((p) => ({ method: 'GET', path: p })),
    headers: { 'accept-encoding': 'gzip' },
  });
  return {
    scenario: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p95 ms': result.latency.p97_5,
    'p99 ms': result.latency.p99,
    'bytes/resp': result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

/** p95 of single requests one after another (autocannon's percentiles jump from 90 to 97.5). */
async function unloadedP95(pathname: string, samples = 200): Promise<{ p95: number; bytes: number }> {
  const base = `http://127.0.0.1:${port}`;
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    const res = await fetch(`${base}${pathname}`);
    const body = await res.arrayBuffer();
    times.push(performance.now() - started);
    bytes = body.byteLength;
  }
  times.sort((a, b) => a - b);
  return { p95: Math.round(times[Math.floor(samples * 0.95)]! * 10) / 10, bytes };
}

function verdict(met: boolean): string {
  return met ? 'MET' : 'MISSED';
}

async function main() {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-bench-'));
  const database = await createDatabase();
  const targets: Array<{ target: string; measured: string; result: string }> = [];
  let server: ChildProcess | undefined;
  let demo: ChildProcess | undefined;
  try {
    console.log(`Bench: ${listingCount.toLocaleString()} listings on PostgreSQL, ${os.cpus().length} cores`);
    server = await startServer({ DATABASE_URL: database.url, DATA_DIR: workDir, SEED_DEMO: 'off' }, port);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const seedStarted = performance.now();
    await seedBulkCatalogue(client, { listings: listingCount, sellers: Number(args.sellers) });
    console.log(`Seeded in ${Math.round((performance.now() - seedStarted) / 1000)} s`);
    const sample = await client.query<{ id: string; item_display_id: string }>(
      `SELECT id, item_display_id FROM listings WHERE status = 'Approved' AND NOT is_deleted ORDER BY created_at DESC OFFSET 100 LIMIT 1`,
    );
    const item = sample.rows[0]!;

    const browse = {
      'no term': '/api/marketplace/listings',
      'common term': '/api/marketplace/listings?query=laptop',
      'very common term': '/api/marketplace/listings?query=condition',
      'rare term': '/api/marketplace/listings?query=narwhal',
      'PD- id': `/api/marketplace/listings?query=${encodeURIComponent(item.item_display_id)}`,
      'category + price, price sort': '/api/marketplace/listings?categories=1,2&minPrice=100&maxPrice=5000&sort=price_asc',
      relevance: '/api/marketplace/listings?query=used%20laptop&sort=relevance',
      'deep page 50': '/api/marketplace/listings?page=50',
    };
    const suggestionsPath = '/api/marketplace/suggestions?query=lapt';
    const detailPath = `/api/listings/${item.id}`;

    // Warm the server and the database's caches, as a running site would be.
    await run('warm-up', [...Object.values(browse), suggestionsPath, detailPath], { connections: 4, duration: 3 });

    console.log('\nUnloaded: 200 sequential requests each');
    const unloaded = [];
    for (const [name, p] of Object.entries(browse)) unloaded.push({ scenario: name, ...(await unloadedP95(p)) });
    const suggestUnloaded = await unloadedP95(suggestionsPath);
    const detailUnloaded = await unloadedP95(detailPath);
    unloaded.push({ scenario: 'suggestions', ...suggestUnloaded }, { scenario: 'item detail', ...detailUnloaded });
    console.table(unloaded.map((u) => ({ scenario: u.scenario, 'p95 ms': u.p95, 'JSON bytes': u.bytes })));

    console.log(`\nUnder load: ${connections} connections`);
    const mix = await run('browse mix', Object.values(browse), { connections, duration });
    const suggestLoaded = await run('suggestions', [suggestionsPath], { connections, duration: Math.max(5, duration / 2) });
    const detailLoaded = await run('item detail', [detailPath], { connections, duration: Math.max(5, duration / 2) });
    console.table([mix, suggestLoaded, detailLoaded]);

    console.log('\nThe earlier approach: every approved listing with its seller as one JSON, filtered in the browser');
    const earlier = await measureEarlierApproach(client, 'laptop');
    await client.end();
    console.table([
      {
        rows: earlier.rows,
        'JSON MB': (earlier.jsonBytes / 1e6).toFixed(1),
        'gzip MB': (earlier.gzipBytes / 1e6).toFixed(1),
        'server ms': Math.round(earlier.serverMs),
        'browser ms': Math.round(earlier.browserMs),
      },
    ]);

    const browseP95 = Math.max(...unloaded.filter((u) => u.scenario in browse).map((u) => u.p95));
    const pageBytes = Math.max(...unloaded.filter((u) => u.scenario in browse).map((u) => u.bytes));
    if (millionMode) {
      targets.push({
        target: 'browse mix at 1M: p95 ≤ 500 ms, no errors',
        measured: `p95 ${mix['p95 ms']} ms, ${mix.errors} errors`,
        result: verdict(mix['p95 ms'] <= 500 && mix.errors === 0),
      });
    } else {
      targets.push(
        {
          target: `browse mix ≥ 1,000 req/s, p95 ≤ 100 ms (${connections} conns)`,
          measured: `${mix['req/s']} req/s, p95 ${mix['p95 ms']} ms, ${mix.errors} errors`,
          result: verdict(mix['req/s'] >= 1000 && mix['p95 ms'] <= 100 && mix.errors === 0),
        },
        { target: 'single browse request p95 ≤ 20 ms (worst scenario)', measured: `${browseP95} ms`, result: verdict(browseP95 <= 20) },
        { target: 'suggestions p95 ≤ 20 ms unloaded', measured: `${suggestUnloaded.p95} ms`, result: verdict(suggestUnloaded.p95 <= 20) },
        {
          target: 'item detail ≥ 2,000 req/s',
          measured: `${detailLoaded['req/s']} req/s (p95 ${detailLoaded['p95 ms']} ms)`,
          result: verdict(detailLoaded['req/s'] >= 2000),
        },
        {
          target: 'marketplace page ≤ 8 KB of JSON',
          measured: `${(pageBytes / 1024).toFixed(1)} KB (earlier approach: ${(earlier.gzipBytes / 1e6).toFixed(1)} MB gzip)`,
          result: verdict(pageBytes <= 8 * 1024),
        },
      );
    }
    server.kill('SIGTERM');
    server = undefined;

    if (!args['no-lighthouse'] && !millionMode) {
      if (!existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
        spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
      }
      const demoDir = path.join(workDir, 'demo');
      mkdirSync(demoDir);
      const demoPort = port + 1;
      demo = await startServer({ DATABASE_URL: '', DATA_DIR: demoDir, SEED_DEMO: 'on', BASE_URL: `http://127.0.0.1:${demoPort}` }, demoPort);
      console.log('\nLighthouse (mobile, simulated throttling) on /marketplace with the demo catalogue');
      const fe = await measureFrontEnd(`http://127.0.0.1:${demoPort}/marketplace`);
      console.table([
        {
          score: fe.score,
          'LCP ms': fe.lcpMs,
          'first-load JS KB (gzip)': (fe.firstLoadJsGzipBytes / 1024).toFixed(1),
          scripts: fe.scripts,
          'thumbnails loaded': fe.thumbnails.count,
          'largest thumbnail KB': (fe.thumbnails.maxBytes / 1024).toFixed(1),
        },
      ]);
      targets.push(
        {
          target: 'first-load JS of /marketplace ≤ 150 KB gzip',
          measured: `${(fe.firstLoadJsGzipBytes / 1024).toFixed(1)} KB`,
          result: verdict(fe.firstLoadJsGzipBytes <= 150 * 1024),
        },
        {
          target: 'thumbnails ≤ 15 KB each',
          measured: `largest ${(fe.thumbnails.maxBytes / 1024).toFixed(1)} KB of ${fe.thumbnails.count}`,
          result: verdict(fe.thumbnails.maxBytes <= 15 * 1024),
        },
        { target: 'mobile performance score ≥ 95', measured: String(fe.score), result: verdict(fe.score >= 95) },
        { target: 'LCP ≤ 2.0 s', measured: `${fe.lcpMs} ms`, result: verdict(fe.lcpMs <= 2000) },
      );
    }

    console.log('\nTargets');
    console.table(targets);
    const resultsDir = path.join(import.meta.dirname, 'results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(
      path.join(resultsDir, `bench-${listingCount}-${new Date().toISOString().replaceAll(':', '-')}.json`),
      JSON.stringify({ listingCount, connections, duration, unloaded, loaded: [mix, suggestLoaded, detailLoaded], earlier, targets }, null, 2),
    );
  } finally {
    server?.kill('SIGTERM');
    demo?.kill('SIGTERM');
    await database.drop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
