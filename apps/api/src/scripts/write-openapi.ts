/**
 * Writes the API's OpenAPI document to a file without starting a server (issue #11): builds the real app on
 * an in-memory PGlite database, asks it for /api/openapi.json through `app.request`, and writes the JSON.
 * Usage: `tsx apps/api/src/scripts/write-openapi.ts <out.json>`; `npm run lint:api` lints the result.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../app';
import { createDeps } from '../bootstrap';
import { loadEnv } from '../env';

const out = process.argv[2];
if (!out) throw new Error('usage: write-openapi.ts <out.json>');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-openapi-'));
const env = loadEnv(
  {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    BASE_URL: 'http://localhost:3000',
    AUTH_SECRET: 'openapi-document-only-openapi-document-only',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'off',
    RATE_LIMIT: 'off',
  },
  { readDotEnv: false },
);
const deps = await createDeps(env, { inMemory: true });
try {
  const res = await createApp(deps).request('/api/openapi.json');
  if (res.status !== 200) throw new Error(`/api/openapi.json answered ${res.status}`);
  writeFileSync(out, JSON.stringify(await res.json(), null, 2));
} finally {
  await deps.realtime.close();
  await deps.catalogEvents.close();
  await deps.rateLimiter.close();
  await deps.database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
