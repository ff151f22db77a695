import { type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from '../test';
import { E2E_BASE_URL } from '../e2e-env';
import { THROTTLED_PHONE, axeOn, signInThroughApi, throttlePhone, uniqueEmail } from '../fixtures';

/**
 * Issue #12 item 4, "An installable app that reads offline": the manifest and service worker Chromium needs
 * to offer installing; a member's saved listing, viewed once online, opens with the browser offline; the
 * "You're offline" notice; a change made offline is refused with a plain "not sent" and never sent later;
 * signing out leaves none of the member's answers in the caches.
 */

const PHONE = { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true } as const;
const RUNTIME_CACHES = /^raajje-/;

async function signUpThroughApi(request: APIRequestContext, email: string) {
  const res = await request.post('/api/accounts/sign-up', {
    headers: { Origin: E2E_BASE_URL },
    data: {
      firstName: 'Mariyam',
      lastName: 'Offline',
      email,
      dateOfBirth: '1995-05-05',
      mobile: '7712345',
      nationalIdNumber: `A${String(Date.now()).slice(-6)}`,
      password: 'Str0ng!Pass',
      confirmPassword: 'Str0ng!Pass',
      location: 'K. Malé, Kaafu',
      agreedToTerms: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Waits until the service worker is active and controls `page` (it claims open pages when it activates). */
async function waitForServiceWorkerControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null))
    .toBe('activated');
}

/** The same-origin paths kept in the app's runtime caches (not the precache). */
async function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async (pattern) => {
    const names = (await caches.keys()).filter((name) => new RegExp(pattern).test(name));
    const paths: string[] = [];
    for (const name of names) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  }, RUNTIME_CACHES.source);
}

test('the app meets the install criteria: a valid manifest with 192 and 512 px icons, maskable too, and a worker in control', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/marketplace');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await page.request.get(href!);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest.name).toBe('Raajje Market');
  expect(manifest.short_name.length).toBeGreaterThan(0);
  expect(['standalone', 'fullscreen', 'minimal-ui']).toContain(manifest.display);
  expect(new URL(manifest.start_url, E2E_BASE_URL).origin).toBe(E2E_BASE_URL);
  for (const purpose of ['any', 'maskable']) {
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((i) => i.purpose === purpose && i.sizes === `${size}x${size}`);
      expect(icon, `a ${size} px ${purpose} icon`).toBeDefined();
      // The icon is there, a PNG of the size it claims.
      const dimensions = await page.evaluate(async (src) => {
        const bitmap = await createImageBitmap(await (await fetch(src)).blob());
        return [bitmap.width, bitmap.height];
      }, icon!.src);
      expect(dimensions).toEqual([size, size]);
    }
  }

  await waitForServiceWorkerControl(page);
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { scope: registration?.scope, script: registration?.active?.scriptURL };
  });
  expect(worker).toEqual({ scope: `${E2E_BASE_URL}/`, script: `${E2E_BASE_URL}/sw.js` });
  expect(violations, 'no CSP violation registering the worker').toEqual([]);
});

test('a member opens a saved listing offline after viewing it once, is told they are offline, and a change made offline is not sent', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext(PHONE);
  await signUpThroughApi(context.request, uniqueEmail('offline'));
  // A listing with a photo to save.
  const browse = (await (await request.get('/api/marketplace/listings')).json()) as {
    items: { id: string; name: string; imageUrl: string | null }[];
  };
  const listing = browse.items.find((item) => item.imageUrl)!;
  const saved = await context.request.put(`/api/saved/${listing.id}`, { headers: { Origin: E2E_BASE_URL } });
  expect(saved.ok(), await saved.text()).toBe(true);

  // Online: the member looks at the saved listings and opens the item once.
  const page = await context.newPage();
  await page.goto('/dashboard?tab=saved-listings');
  await waitForServiceWorkerControl(page);
  await page.reload();
  await page.getByRole('link', { name: listing.name }).click();
  await expect(page.getByRole('heading', { name: listing.name })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Saved/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: "You're offline." })).toHaveCount(0);

  // Offline: the saved listings and the item open from the device.
  await context.setOffline(true);
  // Really offline, for the worker too: something never viewed cannot be fetched.
  const unseen = await page.evaluate(() =>
    fetch(`/api/marketplace/listings?query=never-viewed-${Date.now()}`).then(
      (res) => res.status,
      () => 'failed',
    ),
  );
  expect(unseen).toBe('failed');

  await page.goto('/dashboard?tab=saved-listings');
  const notice = page.getByRole('status').filter({ hasText: "You're offline." });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("Changes can't be sent until you're back online.");
  await expect(page.getByRole('link', { name: listing.name })).toBeVisible();
  await page.screenshot({ path: 'screenshots/119-offline-saved-listings-360.png' });
  await page.getByRole('link', { name: listing.name }).click();
  await expect(page.getByRole('heading', { name: listing.name })).toBeVisible();
  const photo = page.getByRole('button', { name: /Zoom in/ }).locator('img');
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expect(notice).toBeVisible();
  // The notice keeps the page accessible (contrast, landmarks): no serious or critical axe finding.
  const { violations } = await axeOn(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
  // What the phone's screen shows (a full-page capture would put the sticky notice mid-page).
  await page.screenshot({ path: 'screenshots/120-offline-item-360.png' });

  // A change made offline is refused, plainly, and never sent later.
  await page.getByRole('button', { name: /^Saved/ }).click();
  const toasts = page.getByRole('region', { name: 'Notifications (F8)' });
  await expect(toasts.getByText("Not sent: you're offline", { exact: true })).toBeVisible();
  await expect(toasts.getByText(/this was not sent\. Nothing will be sent later/)).toBeVisible();
  // The toast sits above the notice, covering neither.
  const toastBox = await toasts.getByRole('listitem').boundingBox();
  const noticeBox = await notice.boundingBox();
  expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(noticeBox!.y + 1);
  await page.screenshot({ path: 'screenshots/121-offline-write-not-sent-360.png' });

  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
  await page.waitForTimeout(1500);
  const stillSaved = (await (await context.request.get('/api/saved')).json()) as {
    items: { listingId: string }[];
  };
  expect(stillSaved.items.map((item) => item.listingId)).toContain(listing.id);

  // What was kept: the member's answers, never auth or admin ones.
  const kept = await cachedPaths(page);
  expect(kept).toEqual(expect.arrayContaining(['/api/saved', `/api/listings/${listing.id}`]));
  expect(kept.filter((path) => /^\/api\/(auth|admin)\//.test(path))).toEqual([]);

  // Signing out clears the member's answers from this device.
  await page.goto('/marketplace');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
  await expect
    .poll(async () =>
      (await cachedPaths(page)).filter(
        (path) => path === '/api/saved' || path === `/api/listings/${listing.id}`,
      ),
    )
    .toEqual([]);
  await context.close();
});

/** The addresses kept in the worker's page cache (issue #37 item 1), path and query. */
async function keptPages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.startsWith('raajje-pages-'));
    if (!name) return [];
    const requests = await (await caches.open(name)).keys();
    return requests.map((request) => {
      const url = new URL(request.url);
      return `${url.pathname}${url.search}`;
    });
  });
}

/**
 * Notes in every page of `context` when each text listed in localStorage's `e2e:wanted` first appears in the
 * document, in ms since that page's navigation started (`window.__shownAt`). Playwright's own `goto` returns
 * late under the worker and the emulated network (~2 s after the page had painted), so the page's clock says
 * when a reader saw it.
 */
async function watchWhenShown(context: BrowserContext) {
  await context.addInitScript(() => {
    const shownAt: Record<string, number> = {};
    (window as unknown as { __shownAt: Record<string, number> }).__shownAt = shownAt;
    let wanted: string[] = [];
    try {
      wanted = JSON.parse(localStorage.getItem('e2e:wanted') ?? '[]') as string[];
    } catch {
      // Nothing to watch for.
    }
    if (wanted.length === 0) return;
    const observer = new MutationObserver(() => {
      const text = document.body?.textContent ?? '';
      for (const item of wanted) if (!(item in shownAt) && text.includes(item)) shownAt[item] = performance.now();
      if (wanted.every((item) => item in shownAt)) observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** When `text` was first on screen (ms since navigation): in the document and painted; -1 if never. */
async function msUntilShown(page: Page, text: string): Promise<number> {
  return page.evaluate((wanted) => {
    const inDocument = (window as unknown as { __shownAt?: Record<string, number> }).__shownAt?.[wanted];
    const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    return inDocument === undefined || painted === undefined ? -1 : Math.max(inDocument, painted);
  }, text);
}

/**
 * Opens `address` with the browser offline, as from a link or a reload, and checks that it shows `text`
 * within 2 s with the offline notice saying how old the copy is, and no error.
 */
async function reopenOffline(
  page: Page,
  address: string,
  text: string,
  texts: { savedAt: RegExp; errors: RegExp },
  how: 'link' | 'reload' = 'link',
  withinMs = 2_000,
) {
  await page.evaluate((wanted) => localStorage.setItem('e2e:wanted', JSON.stringify([wanted])), text);
  if (how === 'reload') await page.reload({ waitUntil: 'commit' });
  else await page.goto(address, { waitUntil: 'commit' });
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  const shownAfter = await msUntilShown(page, text);
  expect(shownAfter, `${address} (${how}) shows "${text}"`).toBeGreaterThan(0);
  console.log(`offline ${how === 'reload' ? 'reload of' : 'link to'} ${address}: shown after ${Math.round(shownAfter)} ms`);
  expect(shownAfter, `${address} (${how}) shown within ${withinMs} ms offline`).toBeLessThan(withinMs);
  await expect(page.getByRole('status').filter({ hasText: texts.savedAt })).toBeVisible();
  // Settled: the page's own refresh attempts have failed by now, and nothing replaced what it showed.
  await page.waitForTimeout(1_500);
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(texts.errors)).toHaveCount(0);
  return shownAfter;
}

const ENGLISH_TEXTS = {
  savedAt: /You're offline\..*This page was saved (less than a minute|\d+ (seconds?|minutes?)) ago\./,
  errors: /Error loading|Could not fetch|Session Error|Loading Application/,
};
const DHIVEHI_TEXTS = {
  savedAt: /ތިޔަ ހުރީ އޮފްލައިންގައި\..*މި ޞަފްޙާ ރައްކާކުރެވުނީ .+ ކުރިން\./,
  errors: /Error loading|Could not fetch|Session Error|Loading Application/,
};

test('a visitor reopens offline the marketplace with its filters, an item and its seller, from a link or a reload, within 2 s and told how old each is, in English and Dhivehi (issue #37 item 1)', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const browse = (await (await request.get('/api/marketplace/listings?condition=good&sort=price_asc')).json()) as {
    items: { id: string; name: string }[];
  };
  expect(browse.items.length).toBeGreaterThan(0);
  const listing = browse.items[0]!;
  const marketplace = '/marketplace?condition=good&sort=price_asc';
  const item = `/item/${listing.id}`;

  const context = await browser.newContext(THROTTLED_PHONE);
  await watchWhenShown(context);
  const page = await context.newPage();
  const setOffline = await throttlePhone(page);
  for (const language of ['en', 'dv'] as const) {
    await setOffline(false);
    await context.addCookies([{ name: 'lang', value: language, url: E2E_BASE_URL }]);
    // Online: the filtered marketplace (the first page of all, before the worker is in control), the item
    // opened as from a shared link, and its seller.
    await page.goto(marketplace);
    await expect(page.getByRole('link', { name: listing.name }).first()).toBeVisible();
    await waitForServiceWorkerControl(page);
    await page.goto(item);
    await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
    const seller = (await page.locator('main a[href^="/seller/"]').first().getAttribute('href'))!;
    await page.goto(seller);
    const sellerName = (await page.getByRole('heading', { level: 1 }).first().textContent())!.trim();
    await expect.poll(() => keptPages(page)).toEqual(expect.arrayContaining([marketplace, item, seller]));

    await setOffline(true);
    const texts = language === 'dv' ? DHIVEHI_TEXTS : ENGLISH_TEXTS;
    await reopenOffline(page, marketplace, listing.name, texts);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await page.screenshot({ path: `screenshots/122-offline-reopened-marketplace-360${language === 'dv' ? '-dv' : ''}.png` });
    await reopenOffline(page, item, listing.name, texts);
    await reopenOffline(page, item, listing.name, texts, 'reload');
    await page.screenshot({ path: `screenshots/123-offline-reopened-item-360${language === 'dv' ? '-dv' : ''}.png` });
    await reopenOffline(page, seller, sellerName, texts);
    await page.screenshot({ path: `screenshots/124-offline-reopened-seller-360${language === 'dv' ? '-dv' : ''}.png` });
  }
  await context.close();
});

test("a member reopens offline, from a reload, their saved listings, their conversations and their own listings (issue #37 item 1)", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // The demo seller Aishath has listings of her own; a buyer writes to her about one, and she saves another's.
  const seller = await browser.newContext(THROTTLED_PHONE);
  await signInThroughApi(seller.request, { email: 'aishath.shifa@example.mv', password: 'Demo-Seller-2026!' });
  const own = (await (await seller.request.get('/api/my/listings')).json()) as {
    items: { id: string; name: string; status: string }[];
  };
  const ownListing = own.items.find((row) => row.status === 'Approved')!;
  const browse = (await (await request.get('/api/marketplace/listings')).json()) as {
    items: { id: string; name: string }[];
  };
  const othersListing = browse.items.find((item) => !own.items.some((row) => row.id === item.id))!;
  const headers = { Origin: E2E_BASE_URL };
  expect((await seller.request.put(`/api/saved/${othersListing.id}`, { headers })).ok()).toBe(true);
  const buyer = await browser.newContext();
  const buyerEmail = uniqueEmail('offline.buyer');
  await signUpThroughApi(buyer.request, buyerEmail);
  const started = await buyer.request.post('/api/conversations', {
    headers,
    data: { listingId: ownListing.id, body: 'Is this still available? I can collect on Friday.' },
  });
  expect(started.ok(), await started.text()).toBe(true);
  await buyer.close();

  await watchWhenShown(seller);
  const page = await seller.newPage();
  const setOffline = await throttlePhone(page);
  const tabs = [
    { address: '/dashboard?tab=saved-listings', shows: othersListing.name },
    { address: '/dashboard?tab=messages', shows: 'Is this still available? I can collect on Friday.' },
    { address: '/dashboard?tab=my-listings', shows: ownListing.name },
  ];
  await page.goto('/dashboard');
  await waitForServiceWorkerControl(page);
  for (const tab of tabs) {
    await page.goto(tab.address);
    await expect(page.getByText(tab.shows, { exact: true }).first()).toBeVisible();
  }
  await setOffline(true);
  for (const tab of tabs) {
    for (const how of ['link', 'reload'] as const) {
      // The dashboard is the shell's page, drawn by the app's code on this CPU-slowed profile: 2.1–3.0 s when
      // first measured (2026-12-02), 0.7–1.5 s in the runs of 2026-12-04 (a CI run and three local ones), so
      // the target of 2 s (issue #37 item 1) holds here as for the server-rendered pages.
      await reopenOffline(page, tab.address, tab.shows, ENGLISH_TEXTS, how);
    }
    await page.screenshot({ path: `screenshots/125-offline-reopened${tab.address.replace(/[^a-z]+/g, '-')}-360.png` });
  }
  await seller.close();
});
