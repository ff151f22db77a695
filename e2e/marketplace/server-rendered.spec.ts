import { type Page } from '@playwright/test';
import { expect, test } from '../test';
import { screenshot } from '../fixtures';

/** Console errors and uncaught errors of a page, e.g. React's "Hydration failed…" (a recoverable error). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) {
      errors.push(message.text());
    }
  });
  return errors;
}

test('without JavaScript, a buyer on a phone reads the marketplace, pages on and opens an item', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 780 },
  });
  const page = await context.newPage();
  await page.goto('/marketplace');
  await expect(page).toHaveTitle(/^Marketplace \| /);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Browse');
  await expect(page.getByText(/Showing 12 of \d+ items/)).toBeVisible();
  const firstPage = await page.locator('article h3').allTextContents();
  expect(firstPage).toHaveLength(12);
  await screenshot(page, '40-no-js-marketplace-360');

  await page.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  const secondPage = await page.locator('article h3').allTextContents();
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage).not.toEqual(firstPage);

  const name = secondPage[0]!;
  await page
    .getByRole('link', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/item\//);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(/^MVR [\d,]+$/).first()).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  await screenshot(page, '41-no-js-item-360');

  for (const path of ['/', '/about', '/faq', '/terms', '/privacy', '/support', '/testimonials']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText('Loading Application...')).toHaveCount(0);
  }
  await context.close();
});

/** The id of the newest listing, from the API. */
async function firstListingId(page: Page): Promise<string> {
  const response = await page.request.get('/api/marketplace/listings');
  const body = (await response.json()) as { items: Array<{ id: string }> };
  return body.items[0]!.id;
}

test('server-rendered pages hydrate without a mismatch and then work as the app', async ({ page }) => {
  const errors = collectErrors(page);
  for (const path of ['/', '/about', '/faq', '/testimonials', '/marketplace?query=sunglasses']) {
    const response = await page.goto(path);
    // The first screen is in the HTML the server sent, before any script ran.
    expect(await response!.text()).toMatch(/<div id="root"><(?!\/div>)/);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  }
  // The answers came with the page: the app does not ask for them again (island data is dear).
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && pathname !== '/api/events') asked.push(pathname);
  });
  await page.goto('/item/' + (await firstListingId(page)));
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.goto('/marketplace?query=sunglasses');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(asked).not.toContain('/api/me');
  expect(asked).not.toContain('/api/marketplace/listings');
  // Hydrated: the page reacts as the app (a client-side search, no full page load).
  await expect(page.getByRole('link', { name: /Ray-Ban Wayfarer sunglasses/ })).toBeVisible();
  await page.getByRole('link', { name: /Ray-Ban Wayfarer sunglasses/ }).click();
  await expect(page).toHaveURL(/\/item\//);
  await expect(page.getByRole('heading', { level: 1, name: /Ray-Ban Wayfarer sunglasses/ })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('button', { name: /^Save/ })).toBeVisible();
  expect(errors).toEqual([]);
});
