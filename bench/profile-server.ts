/**
 * `npx tsx bench/profile-server.ts [--listings 20000]`: seeds a throwaway PostgreSQL database, starts the
 * server, prints its URL and waits (Ctrl-C drops the database). For profiling single endpoints by hand.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { seedBulkCatalogue } from './seed-bulk';

const { values } = parseArgs({
  options: { listings: { type: 'string', default: '20000' }, port: { type: 'string', default: '3400' } },
});
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `marketplace_profile_${Date.now()}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
await admin.end();
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const base = `http://127.0.0.1:${values.port}`;
const child = spawn(
  process.execPath,
  [
    ...(process.env.CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof/cpu'] : []),
    '--import',
    'tsx',
    path.join(import.meta.dirname, '../apps/api/src/main.ts'),
  ],
  {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: values.port,
      HOST: '127.0.0.1',
      BASE_URL: base,
      DATABASE_URL: url.toString(),
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'profile-')),
      SEED_DEMO: 'off',
      LOG_LEVEL: 'warn',
      RATE_LIMIT: 'off',
      ADMIN_PASSWORD: 'Profile-Admin-1!',
    },
    stdio: 'inherit',
  },
);
for (;;) {
  try {
    if ((await fetch(`${base}/api/ready`)).ok) break;
  } catch {
    await new Promise((r) => setTimeout(r, 300));
  }
}
const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
await seedBulkCatalogue(client, { listings: Number(values.listings), sellers: 2000 });
await client.end();
console.log(`READY ${base} ${url.toString()}`);
const stop = async () => {
  child.kill('SIGTERM');
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await c.end();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
