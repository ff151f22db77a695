import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../test';
import { E2E_BASE_URL } from '../e2e-env';
import { axeOn, uniqueEmail } from '../fixtures';

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
