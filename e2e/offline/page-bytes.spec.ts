import { writeFile, mkdir } from 'node:fs/promises';
import { type APIRequestContext, type Browser, type Page, type Request } from '@playwright/test';
import { expect, test } from '../test';

/**
 * Issue #12 item 5, "No byte wasted": the bytes a phone downloads for a cold `/marketplace` and a cold item
 * page (HTML, CSS, JS, images, API), counted from the responses' encoded body sizes plus their headers, and
 * the rules that keep them small: a phone shows 400 px thumbnails on cards, the 800 px photo on the item page
 * and fetches a listing's 1600 px photo only when it is zoomed; a wide screen gets the size its slot needs
 * (main-photo-bytes.spec.ts measures that with a phone camera's photo). A cold load here is a new browser context (empty HTTP
 * cache) with no service worker yet (`serviceWorkers: 'block'`): what a first visit costs before the worker
 * installs. Figures are printed and written to `$E2E_OUTPUT_DIR/page-bytes.json` (or test-results/) so a rerun
 * can be compared with the figures in docs/decisions/017-offline-reading-and-bytes.md.
 */

const PHONE = {
  viewport: { width: 360, height: 780 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
} as const;

type Kind = 'html' | 'css' | 'js' | 'images' | 'api' | 'other';

interface Tally {
  bytes: Record<Kind, number>;
  requests: Record<Kind, number>;
  total: number;
  urls: string[];
}

function kindOf(request: Request): Kind {
  const url = new URL(request.url());
  if (url.pathname.startsWith('/api/')) return 'api';
  switch (request.resourceType()) {
    case 'document':
      return 'html';
    case 'stylesheet':
      return 'css';
    case 'script':
      return 'js';
    case 'image':
      return 'images';
    default:
      return 'other';
  }
}

/** Counts every finished response of the page: encoded body (what crossed the wire) plus headers. */
function countBytes(page: Page): { tally: Tally; settled: () => Promise<void> } {
  const zero = (): Record<Kind, number> => ({ html: 0, css: 0, js: 0, images: 0, api: 0, other: 0 });
  const tally: Tally = { bytes: zero(), requests: zero(), total: 0, urls: [] };
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(
      request.sizes().then((sizes) => {
        // The live-events stream never finishes; everything else does.
        const kind = kindOf(request);
        const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
        tally.bytes[kind] += bytes;
        tally.requests[kind] += 1;
        tally.total += bytes;
        tally.urls.push(new URL(request.url()).pathname);
      }),
    );
  });
  return { tally, settled: async () => void (await Promise.all(pending)) };
}

/** Loads `path` in a fresh phone context and returns what it downloaded until the network was quiet. */
async function coldLoad(browser: Browser, path: string, ready: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  const { tally, settled } = countBytes(page);
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await settled();
  return { context, page, tally, settled };
}

function format(tally: Tally): string {
  const kinds = Object.keys(tally.bytes) as Kind[];
  return kinds
    .filter((k) => tally.requests[k] > 0)
    .map((k) => `${k} ${(tally.bytes[k] / 1024).toFixed(1)} KB (${tally.requests[k]})`)
    .concat(`total ${(tally.total / 1024).toFixed(1)} KB`)
    .join(', ');
}

/**
 * A listing of the demo catalogue with at least two photos, and its photos' URLs. Earlier journeys add
 * listings with one photo ahead of the demo's, so the first pages are searched, not only the first.
 */
async function listingWithPhotos(request: APIRequestContext) {
  const ids: string[] = [];
  for (let n = 1; n <= 5; n++) {
    const page = (await (await request.get(`/api/marketplace/listings?page=${n}`)).json()) as {
      items: { id: string }[];
    };
    ids.push(...(page.items ?? []).map((item) => item.id));
  }
  for (const id of ids) {
    const detail = (await (await request.get(`/api/listings/${id}`)).json()) as {
      id: string;
      name: string;
      images: { thumbUrl: string; mediumUrl: string | null; largeUrl: string; width: number }[];
    };
    if (detail.images.length >= 2) return detail;
  }
  throw new Error('No demo listing with two photos');
}

const figures: Record<string, unknown> = {};

test.afterAll(async () => {
  const dir = process.env.E2E_OUTPUT_DIR ?? 'test-results';
  await mkdir(dir, { recursive: true });
  await writeFile(`${dir}/page-bytes.json`, `${JSON.stringify(figures, null, 2)}\n`);
});

test('a phone on a cold /marketplace downloads only 400 px thumbnails', async ({ browser }) => {
  let showsThaana = false;
  const { context, tally } = await coldLoad(browser, '/marketplace', async (page) => {
    await expect(page.getByText(/Showing 12 of/)).toBeVisible();
    showsThaana = await page.evaluate(() => /[\u0780-\u07BF]/.test(document.body.innerText));
  });
  console.log(`cold /marketplace at 360 px: ${format(tally)}`);
  figures.marketplace = { bytes: tally.bytes, requests: tally.requests, total: tally.total };
  const media = tally.urls.filter((url) => url.startsWith('/media/'));
  expect(media.length).toBeGreaterThan(0);
  for (const url of media) expect(url, 'a card photo is a 400 px thumbnail').toMatch(/-400\.webp$/);
  // The install icons wait until the app is installed. No web font, but the Thaana one when a listing on the
  // page is named in Thaana (its `unicode-range`): then only that, as WOFF2.
  expect(tally.urls.filter((url) => url.startsWith('/icons/'))).toEqual([]);
  const fonts = tally.urls.filter((url) => /\.(woff2?|ttf|otf)$/.test(url));
  for (const font of fonts)
    expect(font).toMatch(/^\/assets\/noto-sans-thaana-thaana-[47]00-normal-[\w-]+\.woff2$/);
  if (!showsThaana) expect(fonts).toEqual([]);
  await context.close();
});

test('a phone on a cold item page gets the 1600 px photo only once it zooms in', async ({
  browser,
  request,
}) => {
  const listing = await listingWithPhotos(request);
  const large = new Set(listing.images.map((image) => image.largeUrl));
  const { context, page, tally, settled } = await coldLoad(browser, `/item/${listing.id}`, async (p) => {
    await expect(p.getByRole('heading', { name: listing.name })).toBeVisible();
    // The main photo has painted (decoded), whatever its source.
    await expect
      .poll(() =>
        p
          .getByRole('button', { name: /Zoom in/ })
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
  });
  console.log(`cold item page at 360 px: ${format(tally)}`);
  figures.item = { bytes: tally.bytes, requests: tally.requests, total: tally.total };
  expect(
    tally.urls.filter((url) => large.has(url)),
    'no 1600 px photo before zooming',
  ).toEqual([]);

  await page.getByRole('button', { name: /Zoom in/ }).click();
  const zoomed = page.getByRole('dialog').locator('img');
  await expect
    .poll(() => zoomed.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await page.waitForLoadState('networkidle');
  await settled();
  expect(
    tally.urls.filter((url) => large.has(url)),
    'the zoomed photo is the 1600 px one',
  ).toHaveLength(1);
  await context.close();
});

test('a wide screen shows the item page photo whole, from its largest distinct file', async ({
  browser,
  request,
}) => {
  const listing = await listingWithPhotos(request);
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.goto(`/item/${listing.id}`);
  const main = page.getByRole('button', { name: /Zoom in/ }).locator('img');
  // The demo's photos are 800 px drawings: their "1600 px" file is no wider than the 800 px one, so the
  // srcset names the 800 px file only, and the page shows it rather than the 400 px square thumbnail.
  const [first] = listing.images;
  expect(first!.width).toBe(800);
  await expect
    .poll(() => main.evaluate((img: HTMLImageElement) => img.currentSrc))
    .toContain(first!.mediumUrl!);
  await context.close();
});

test('installing the service worker after a cold /marketplace downloads no script or photo again', async ({
  browser,
}) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const fetched: { path: string; body: number; bytes: number }[] = [];
  const pending: Promise<void>[] = [];
  // Context-wide, the worker's own requests: its script, the precache, and what the page hands it.
  context.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname;
    if (!request.serviceWorker() && path !== '/sw.js') return;
    pending.push(
      request.sizes().then((sizes) => {
        // Chromium reports a body of 0 or less for an answer taken from the HTTP cache.
        const body = Math.max(0, sizes.responseBodySize);
        fetched.push({ path, body, bytes: body > 0 ? body + sizes.responseHeadersSize : 0 });
      }),
    );
  });
  await page.goto('/marketplace');
  await expect(page.getByText(/Showing 12 of/)).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const total = fetched.reduce((sum, f) => sum + f.bytes, 0);
  console.log(
    `service worker install after a cold /marketplace: ${(total / 1024).toFixed(1)} KB over the network, ${fetched.length} requests (${fetched
      .filter((f) => f.bytes > 0)
      .map((f) => `${f.path.replace(/-[\w-]{8}\.(js|css)$/, '.$1')} ${(f.bytes / 1024).toFixed(1)}`)
      .join(', ')})`,
  );
  figures.serviceWorkerInstall = { bytes: total, requests: fetched.length, fetched };
  expect(fetched.map((f) => f.path)).toContain('/sw.js');
  expect(
    fetched.filter((f) => f.path.startsWith('/assets/') && f.body > 0).map((f) => f.path),
    'precached scripts come from the HTTP cache',
  ).toEqual([]);
  expect(
    fetched.filter((f) => f.path.startsWith('/media/')).map((f) => f.path),
    'no photo fetched again',
  ).toEqual([]);
  await context.close();
});
