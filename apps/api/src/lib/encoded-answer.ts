import { gzipSync } from 'node:zlib';
import type { Context, TypedResponse } from 'hono';

/** What `c.json(value, 200)` would be typed as: `encodedJson` and `gzippedJson` send exactly that JSON. */
export type TypedJson<T> = Response & TypedResponse<T, 200, 'json'>;

/**
 * Bodies already serialised and gzipped, per cached answer object: made once, sent to every hit. The gzip is
 * held as its own exact-size array: `gzipSync`'s result is a view of the 16 KB output buffer of the stream it
 * made, and a cached view kept that whole buffer alive — ~14 KB more per cached answer than its ~2 KB of bytes
 * (~80 MB across the item-page cache's 5,000 answers; issue #10, decision 031).
 */
const encodings = new WeakMap<object, { json: string; gzip?: Uint8Array<ArrayBuffer> }>();

/** Does `Accept-Encoding` take gzip (present and not `q=0`)? */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== 'gzip' && name !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * A 200 JSON response for an answer from an answer cache (issue #10): its JSON and gzip are made once per
 * answer object and reused by every request it answers, instead of serialising and compressing per request
 * (the per-request gzip through Web Streams was ~10% of the API's CPU on the realistic mix). `body` builds the
 * JSON value from `answer` (e.g. wraps it in `{ items }`); `Vary: Accept-Encoding` as the compress middleware
 * would set, which leaves a response with `Content-Encoding` as it is.
 */
export function encodedJson(
  c: Context,
  answer: object,
  body: (answer: object) => unknown = (a) => a,
): Response {
  let entry = encodings.get(answer);
  if (!entry) {
    entry = { json: JSON.stringify(body(answer)) };
    encodings.set(answer, entry);
  }
  c.header('Content-Type', 'application/json');
  c.header('Vary', 'Accept-Encoding');
  if (acceptsGzip(c.req.header('Accept-Encoding'))) {
    // Copied once into an array of its own (see `encodings`); every hit then sends that same array.
    entry.gzip ??= new Uint8Array(gzipSync(entry.json));
    c.header('Content-Encoding', 'gzip');
    return c.body(entry.gzip, 200);
  }
  return c.body(entry.json, 200);
}

/** Bodies smaller than this go uncompressed, as the compress middleware's own threshold (1 KB). */
const GZIP_THRESHOLD_BYTES = 1024;

/**
 * A 200 JSON response for a per-member answer that is never cached (the inbox, a thread page; issue #13 item
 * 6, decision 022): serialised once and, when the client takes gzip and the JSON is at least 1 KB, gzipped in
 * one synchronous step and sent as one buffer with its length — instead of the compress middleware's Web
 * Streams gzip, whose per-chunk writes were the largest share of the API's CPU under the inbox load. Same
 * bytes on the wire as gzip level 6; `Vary: Accept-Encoding` as the middleware would set.
 */
export function gzippedJson(c: Context, value: unknown): Response {
  const json = JSON.stringify(value);
  c.header('Content-Type', 'application/json');
  c.header('Vary', 'Accept-Encoding');
  if (Buffer.byteLength(json) >= GZIP_THRESHOLD_BYTES && acceptsGzip(c.req.header('Accept-Encoding'))) {
    c.header('Content-Encoding', 'gzip');
    return c.body(new Uint8Array(gzipSync(json)), 200);
  }
  // With its length the compress middleware sees it is under its threshold and leaves it alone.
  c.header('Content-Length', String(Buffer.byteLength(json)));
  return c.body(json, 200);
}

/**
 * What a cached answer's gzip keeps alive, in bytes: the size of the memory behind it (`heldBytes`) beside
 * the compressed body's own length (`bodyBytes`); undefined until `encodedJson` has gzipped the answer. The two
 * are equal since the copy described at `encodings` (issue #10, decision 031).
 */
export function heldGzipBytes(answer: object): { heldBytes: number; bodyBytes: number } | undefined {
  const gzip = encodings.get(answer)?.gzip;
  return gzip ? { heldBytes: gzip.buffer.byteLength, bodyBytes: gzip.byteLength } : undefined;
}
