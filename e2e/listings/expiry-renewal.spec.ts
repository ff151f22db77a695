import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../test';
import { ADMIN, axeOn, screenshot, signInThroughApi } from '../fixtures';

/**
 * Issue #14 item 3: "expired listings leave the marketplace and show as Expired in My Listings with a one-click
 * Renew that brings them back without a new review".
 *
 * The expiry is the real job's, on the server's clock: the demo catalogue leaves its two oldest live listings
 * unrenewed past their 60-day term (demo-catalogue.ts), and the job (every second here, JOBS_INTERVAL_MS)
 * expires them. The journey finds one through the admin's Expired filter and signs in as its seller.
 */
const DEMO_PASSWORD = 'Demo-Seller-2026!';
const PHONE = { width: 360, height: 780 };

interface AdminListingRow {
  id: string;
  name: string;
  status: string;
  seller: { email: string };
}

/** An Expired demo listing and its seller, once the expiry job has run. */
async function expiredDemoListing(request: APIRequestContext): Promise<AdminListingRow> {
  await signInThroughApi(request, ADMIN);
  let found: AdminListingRow | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/admin/listings?status=Expired');
        const { items } = (await res.json()) as { items: AdminListingRow[] };
        found = items.find((item) => item.seller.email.endsWith('@example.mv'));
        return Boolean(found);
      },
      { message: 'a demo listing expired by the job', timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

async function pageScreenshot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

test('a seller renews an expired listing from My Listings on a phone and it is back on the marketplace', async ({
  browser,
}) => {
  const admin = await browser.newContext();
  const listing = await expiredDemoListing(admin.request);
  await admin.close();

  // Gone from the marketplace for everyone else.
  const visitor = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const visitorPage = await visitor.newPage();
  const gone = await visitorPage.request.get(`/api/listings/${listing.id}`);
  expect(gone.status()).toBe(404);
  await visitorPage.goto(`/item/${listing.id}`);
  await expect(visitorPage.getByRole('heading', { name: 'Oops! Item Not Found' })).toBeVisible();

  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signInThroughApi(page.request, { email: listing.seller.email, password: DEMO_PASSWORD });

  // Its own page says what happened and offers Renew.
  await page.goto(`/dashboard/my-listings/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
  await expect(page.getByText(/No longer on the marketplace\. Renew it to bring it back/)).toBeVisible();
  await expect(page.getByRole('button', { name: `Renew ${listing.name}` })).toBeVisible();
  await pageScreenshot(page, 'expiry-own-listing-expired-360');

  // My Listings, Expired filter: the row with its badge and Renew.
  await page.goto('/dashboard?tab=my-listings');
  await page.getByRole('group', { name: 'Filter by status' }).getByRole('button', { name: 'Expired' }).click();
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: listing.name }) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Expired', { exact: true })).toBeVisible();
  await expect(row.getByText(/^Expired [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
  const renew = row.getByRole('button', { name: `Renew ${listing.name}` });
  await expect(renew).toBeVisible();
  // The button fits the phone's width, inside its row.
  const box = await renew.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  const axe = await axeOn(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await pageScreenshot(page, 'expiry-my-listings-expired-360');

  // One click: the toast, and the row leaves the Expired filter without a reload.
  await renew.click();
  const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem').filter({ hasText: 'Listing Renewed' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Your listing is back on the marketplace.');
  await expect(row).toBeHidden();
  await page.getByRole('group', { name: 'Filter by status' }).getByRole('button', { name: 'Approved' }).click();
  const approvedRow = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: listing.name }) });
  await expect(approvedRow.getByText('Approved', { exact: true })).toBeVisible();
  await expect(approvedRow.getByText(/^Expires [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
  await pageScreenshot(page, 'expiry-my-listings-renewed-360');

  // Back on the marketplace, no review: a visitor finds it by name and opens it.
  await visitorPage.goto(`/marketplace?query=${encodeURIComponent(listing.name)}`);
  const card = visitorPage.locator(`a[href="/item/${listing.id}"]`).first();
  await expect(card).toBeVisible();
  await pageScreenshot(visitorPage, 'expiry-marketplace-renewed-360');
  await visitorPage.goto(`/item/${listing.id}`);
  await expect(visitorPage.getByRole('heading', { name: listing.name })).toBeVisible();
  const detail = (await (await visitorPage.request.get(`/api/listings/${listing.id}`)).json()) as { status: string };
  expect(detail.status).toBe('Approved');

  await context.close();
  await visitor.close();
});
