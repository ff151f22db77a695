import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../test';
import { E2E_BASE_URL } from '../e2e-env';
import { ADMIN, axeOn, screenshot, signInThroughApi, uniqueEmail } from '../fixtures';

/**
 * Issue #14 item 2: a member saves a search on the marketplace; the admin approves a matching listing; the
 * saved-search job (every second in the journeys) matches it and the alert arrives live, without a reload;
 * the alert opens the search with the new item first; the dashboard lists the search with its new match.
 * On a 360 px phone.
 */
const JPEG = readFileSync(path.join(import.meta.dirname, '../fixtures-files/outboard-engine.jpg'));
const headers = { Origin: E2E_BASE_URL };

async function newMember(request: APIRequestContext, firstName: string) {
  const res = await request.post('/api/accounts/sign-up', {
    headers,
    data: {
      firstName,
      lastName: 'Ibrahim',
      email: uniqueEmail(firstName.toLowerCase()),
      dateOfBirth: '1994-05-02',
      mobile: '7456789',
      nationalIdNumber: `D${String(Date.now()).slice(-6)}`,
      password: 'Str0ng!Pass',
      confirmPassword: 'Str0ng!Pass',
      location: 'K. Malé, Kaafu',
      agreedToTerms: true,
    },
  });
  expect(res.status()).toBe(201);
}

test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

test('a member saves a search, a matching listing is approved, and the alert arrives live and opens it newest first', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const buyer = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  await newMember(buyer.request, 'Mariyam');
  const page = await buyer.newPage();

  // The buyer looks for Suzuki outboard engines under MVR 60,000 and saves that search. (Other journeys, running
  // beside this one, list outboards of their own: the brand keeps their listings out of this alert.)
  await page.goto('/marketplace?query=suzuki+outboard&maxPrice=60000');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(page.getByText('Search saved', { exact: true })).toBeVisible();
  await expect(page.getByText(/"Suzuki outboard under MVR 60,000" is in your dashboard/).first()).toBeVisible();
  await screenshot(page, '140-saved-search-saved-360');

  // A seller lists a matching engine; the admin approves it.
  const seller = await browser.newContext();
  await newMember(seller.request, 'Ibrahim');
  const name = `Suzuki outboard 30HP ${Date.now() % 100000}`;
  const created = await seller.request.post('/api/listings', {
    headers,
    multipart: {
      name,
      categoryId: '1',
      condition: 'good',
      price: '42000',
      locationId: '1',
      description: 'Two-stroke outboard, serviced in October, with tank and lines.',
      images: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: JPEG },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const admin = await browser.newContext();
  await signInThroughApi(admin.request, ADMIN);
  const approved = await admin.request.post(`/api/admin/listings/${id}/status`, { headers, data: { status: 'Approved' } });
  expect(approved.status()).toBe(200);

  // The alert arrives on the open page, no reload: a toast, and the bell's unread count.
  const title = 'New items for "Suzuki outboard under MVR 60,000"';
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('1 new listing matches your saved search. Newest first.').first()).toBeVisible();
  await screenshot(page, '141-saved-search-alert-live-360');

  // The dashboard lists the search with its new match.
  await page.goto('/dashboard?tab=saved-searches');
  const item = page.getByRole('listitem').filter({ hasText: 'Suzuki outboard under MVR 60,000' });
  await expect(item.getByText('1 new', { exact: true })).toBeVisible();
  await screenshot(page, '143-saved-searches-tab-360');
  const axe = await axeOn(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // The alert opens the search with the newest first: the approved engine is the first card. Opening it from
  // the alert counts as opening the search: its address loses the alert's `savedSearch` and the count resets.
  await page.goto('/marketplace');
  await page.getByRole('button', { name: 'Open notifications' }).click();
  await page.getByRole('button', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first().click();
  await expect(page).toHaveURL(/\/marketplace\?query=suzuki\+outboard&maxPrice=60000&sort=newest$/);
  const firstCard = page.getByRole('region', { name: 'Results' }).locator('a[href^="/item/"]').first();
  await expect(firstCard).toHaveAttribute('href', `/item/${id}`);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
  await screenshot(page, '142-saved-search-opened-newest-first-360');
  await page.goto('/dashboard?tab=saved-searches');
  await expect(item).toBeVisible();
  await expect(item.getByText('1 new')).toHaveCount(0);

  // The e-mail switch, and Open from the dashboard.
  await item.getByRole('switch', { name: /Daily e-mail/ }).click();
  await expect(page.getByText('You will get a daily e-mail when new items match.', { exact: true })).toBeVisible();
  await expect(item.getByRole('switch', { name: /Daily e-mail/ })).toBeChecked();
  await item.getByRole('button', { name: /^Open/ }).click();
  await expect(page).toHaveURL(/\/marketplace\?query=suzuki\+outboard&maxPrice=60000&sort=newest$/);

  // The API agrees: one saved search, opened, with the digest on.
  const list = (await (await buyer.request.get('/api/saved-searches')).json()) as {
    items: Array<{ name: string; newMatches: number; emailDigest: boolean }>;
  };
  expect(list.items).toEqual([expect.objectContaining({ name: 'Suzuki outboard under MVR 60,000', newMatches: 0, emailDigest: true })]);
  await Promise.all([buyer.close(), seller.close(), admin.close()]);
});

test('a visitor who tries to save a search is asked to log in', async ({ page }) => {
  await page.goto('/marketplace?query=kayak');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(page.getByText('Please log in to save searches.', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/signin$/);
});
