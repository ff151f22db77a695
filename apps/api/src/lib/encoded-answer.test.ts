import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { encodedJson, heldGzipBytes } from './encoded-answer';

/** An answer like a browse page: a few KB of JSON. */
const answer = {
  items: Array.from({ length: 12 }, (_, i) => ({
    id: `listing-${i}`,
    name: `Used bicycle ${i}`,
    price: 1200 + i,
  })),
  total: 12,
};

function appFor(value: object) {
  const app = new Hono();
  app.get('/', (c) => encodedJson(c, value));
  return app;
}

describe('a cached answer sent as JSON or gzip (issue #10)', () => {
  it('sends the same JSON, gzipped when asked, to every request', async () => {
    const app = appFor(answer);
    for (let i = 0; i < 2; i++) {
      const gzipped = await app.request('/', { headers: { 'accept-encoding': 'gzip, br' } });
      expect(gzipped.headers.get('content-encoding')).toBe('gzip');
      expect(gzipped.headers.get('vary')).toBe('Accept-Encoding');
      const body = Buffer.from(await gzipped.arrayBuffer());
      expect(JSON.parse(gunzipSync(body).toString('utf8'))).toEqual(answer);
    }
    const plain = await app.request('/', { headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(answer);
  });

  it('keeps only the gzip bytes alive, not the compressor’s whole output buffer', async () => {
    const value = { ...answer };
    expect(heldGzipBytes(value)).toBeUndefined();
    await appFor(value).request('/', { headers: { 'accept-encoding': 'gzip' } });
    const held = heldGzipBytes(value)!;
    expect(held.bodyBytes).toBeGreaterThan(0);
    // gzipSync's own result is a view of a 16 KB buffer; a cache of 5,000 such answers kept ~80 MB of it.
    expect(held.heldBytes).toBe(held.bodyBytes);
  });
});
