/**
 * The earlier app's browse (spec 02 §7 Marketplace): every approved listing with its seller as one JSON
 * document, then filtered, sorted and paged in the browser. Measured here so the bench can print it beside
 * the server-side figures.
 */
import { gzipSync } from 'node:zlib';
import type pg from 'pg';

export interface EarlierApproachFigures {
  rows: number;
  jsonBytes: number;
  gzipBytes: number;
  /** Query plus serialisation on the server (ms). */
  serverMs: number;
  /** Parse plus filter/sort/page as the browser did (ms). */
  browserMs: number;
}

export async function measureEarlierApproach(
  client: pg.Client,
  term: string,
): Promise<EarlierApproachFigures> {
  const started = performance.now();
  const result = await client.query(`
    SELECT l.id, l.name, l.price, l.condition, l.location, l.category, l.created_at, l.views, l.item_display_id,
           l.category_id, l.location_id, l.description,
           json_build_object('first_name', p.first_name, 'last_name', p.last_name, 'avatar_url', p.avatar_url) AS profiles
    FROM listings l LEFT JOIN profiles p ON p.id = l.user_id
    WHERE l.status = 'Approved' AND NOT l.is_deleted
    ORDER BY l.created_at DESC`);
  const json = JSON.stringify(result.rows);
  const serverMs = performance.now() - started;
  const gzipBytes = gzipSync(json).byteLength;

  const browserStart = performance.now();
  const rows = JSON.parse(json) as Array<{
    name: string;
    description: string;
    category: string;
    item_display_id: string;
    price: string;
  }>;
  const needle = term.toLowerCase();
  const page = rows
    .filter((r) =>
      [r.name, r.description, r.category, r.item_display_id].some((field) =>
        field.toLowerCase().includes(needle),
      ),
    )
    .sort((a, b) => Number(a.price) - Number(b.price))
    .slice(0, 12);
  const browserMs = performance.now() - browserStart;
  void page;
  return { rows: rows.length, jsonBytes: Buffer.byteLength(json), gzipBytes, serverMs, browserMs };
}
