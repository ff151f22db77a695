/**
 * `npx tsx bench/query-profile.ts <postgres-url> [perKind] [kinds, comma-separated] [seed|unseen]`: runs
 * the realistic mix's kinds (all, or the ones named) one at a time, drawn from the seeded stream `seed` (99; a
 * new seed gives inputs an earlier run has not read) or, with `unseen`, the inputs `npm run bench` times one at
 * a time, against the browse search in process, with every SQL statement timed, and prints per kind: wall
 * time, time in the database, statements per search, and the costliest statement shapes. For finding where an
 * uncached search spends its time (issue #10); not part of `npm test`.
 */
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../apps/api/src/db/schema/index';
import type { Database } from '../apps/api/src/db/client';
import { createMarketplaceSearch } from '../apps/api/src/modules/marketplace/marketplace.service';
import { marketplaceQuerySchema } from '@marketplace/contract/marketplace';
import {
  buildStream,
  createMixGenerator,
  readVocabulary,
  seededRandom,
  unseenRequests,
} from './realistic-mix';

const url = process.argv[2]!;
const perKind = Number(process.argv[3] ?? 100);
const pool = new pg.Pool({
  connectionString: url,
  max: 4,
  options: '-c max_parallel_workers_per_gather=0 -c jit=off',
});
let current: { db: number; statements: number; list: Array<[number, string]> } = {
  db: 0,
  statements: 0,
  list: [],
};
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
    const text = (typeof first === 'string' ? first : first.text).replace(/\s+/g, ' ').slice(0, 110);
    current.list.push([ms, text]);
    const shape = shapes.get(text) ?? { ms: 0, n: 0 };
    shape.ms += ms;
    shape.n += 1;
    shapes.set(text, shape);
  }
};
const db = drizzle(pool, { schema }) as unknown as Database;
const search = createMarketplaceSearch(
  {
    db,
    storage: { publicUrl: (key: string) => `/media/${key}` } as never,
    catalogEvents: { onChange: () => () => {}, changedHere: () => {}, close: async () => {} },
  },
  { answerCache: false },
);
const client = new pg.Client({ connectionString: url });
await client.connect();
const vocabulary = await readVocabulary(client);
await client.end();
// `unseen`: the inputs `npm run bench` times one at a time (its default 30,000-request stream's unseen ones).
const unseen =
  process.argv[5] === 'unseen'
    ? unseenRequests(vocabulary, new Set(buildStream(vocabulary, 30_000).stream.map((r) => r.path)), perKind)
        .requests
    : undefined;
const generator = createMixGenerator(vocabulary, seededRandom(Number(process.argv[5] ?? 99)));
const allKinds = [
  'one term',
  'two terms',
  'category + price',
  'category fields',
  'island',
  'sort + page',
  'suggestions',
  'PD- id',
] as const;
const onlyKinds = process.argv[4]?.split(',');
for (const kind of allKinds.filter((k) => !onlyKinds || onlyKinds.includes(k))) {
  const walls: Array<[number, string, typeof current]> = [];
  const dbs: number[] = [];
  let statements = 0;
  shapes.clear();
  const paths = unseen
    ? unseen.filter((r) => r.kind === kind).map((r) => r.path)
    : Array.from({ length: perKind }, () => generator.of(kind).path);
  for (const path of paths) {
    const params = Object.fromEntries(new URL(path, 'http://x').searchParams);
    current = { db: 0, statements: 0, list: [] };
    const started = performance.now();
    if (kind === 'suggestions') await search.suggest(params.query!);
    else await search.search(marketplaceQuerySchema.parse(params));
    walls.push([performance.now() - started, path, current]);
    dbs.push(current.db);
    statements += current.statements;
  }
  const pct = (xs: number[], p: number) =>
    [...xs].sort((a, b) => a - b)[Math.floor(xs.length * p)]!.toFixed(1);
  const times = walls.map(([ms]) => ms);
  const searches = paths.length;
  console.log(
    `\n${kind}: wall p50 ${pct(times, 0.5)} p95 ${pct(times, 0.95)} ms; db-time p50 ${pct(dbs, 0.5)} ms; ${(statements / searches).toFixed(1)} statements/search`,
  );
  for (const [ms, path, spent] of walls.sort((a, b) => b[0] - a[0]).slice(0, 4)) {
    console.log(
      `  slow: ${ms.toFixed(1)} ms (db ${spent.db.toFixed(1)} ms in ${spent.statements}) ${decodeURIComponent(path)}`,
    );
    for (const [statementMs, text] of [...spent.list].sort((a, b) => b[0] - a[0]).slice(0, 3)) {
      console.log(`      ${statementMs.toFixed(1).padStart(6)} ms  ${text.slice(0, 90)}`);
    }
  }
  for (const [text, s] of [...shapes].sort((a, b) => b[1].ms - a[1].ms).slice(0, 6)) {
    console.log(
      `  ${(s.ms / searches).toFixed(2).padStart(6)} ms/search  ×${(s.n / searches).toFixed(2)}  ${text}`,
    );
  }
}
await pool.end();
