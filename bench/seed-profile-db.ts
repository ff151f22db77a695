/**
 * `npx tsx bench/seed-profile-db.ts <database-name> <listings>`: a migrated database on the local PostgreSQL
 * with the reference data and a bulk catalogue, kept, for `query-profile.ts` and EXPLAIN (issue #39 item 6).
 */
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client';
import { seedReferenceData } from '../apps/api/src/db/seed/reference-data';
import { seedBulkCatalogue } from './seed-bulk';

const [name, count] = [process.argv[2] ?? 'marketplace_profile', Number(process.argv[3] ?? 100_000)];
const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = new pg.Client({ connectionString: server });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${name}`);
await admin.end();
const url = new URL(server);
url.pathname = `/${name}`;
const handle = await openDatabase({ url: url.toString() });
await handle.migrate();
await seedReferenceData(handle.db);
await handle.close();
const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
const started = performance.now();
await seedBulkCatalogue(client, { listings: count, sellers: Math.max(100, Math.round(count / 50)) });
console.log(`${url} seeded with ${count.toLocaleString()} listings in ${Math.round((performance.now() - started) / 1000)} s`);
await client.end();
