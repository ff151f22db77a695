import { expect, test } from '../test';
import { en } from '../../apps/web/src/i18n/locales/en';
import { dv } from '../../apps/web/src/i18n/locales/dv';
import { E2E_BASE_URL } from '../e2e-env';
import { screenshot, THROTTLED_PHONE } from '../fixtures';

test('a buyer searches from the header, picks a suggestion and zooms into the photos', async ({ page }) => {
  await page.goto('/marketplace');
  const search = page.getByRole('combobox', { name: 'Search listings' }).first();
  await search.fill('dyso');
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(suggestions.getByRole('option', { name: /Dyson V8 cordless vacuum/ })).toBeVisible();
  await screenshot(page, '10-suggestions');
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/item\//);
  await expect(page.getByRole('heading', { name: 'Dyson V8 cordless vacuum' })).toBeVisible();
  await page.getByRole('button', { name: /Zoom in/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await screenshot(page, '11-zoom');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('on a phone, a buyer filters by category in the drawer and pages through results', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 360, height: 780 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto('/marketplace');
  await expect(page.getByText(/Showing 12 of \d+ items/)).toBeVisible();
  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('checkbox', { name: /Electronics/ }).check();
  await screenshot(page, '12-filters-drawer-360');
  await drawer.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/categories=/);
  await expect(page.getByRole('button', { name: 'Filters, 1 active' })).toBeVisible();
  // The previous page stays on screen, dimmed and busy, until the filtered one arrives: read the new one.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const categories = await page
    .getByRole('listitem')
    .filter({ has: page.locator('article') })
    .allTextContents();
  expect(categories.length).toBeGreaterThan(0);
  for (const text of categories) expect(text).toContain('Electronics');
  await screenshot(page, '13-filtered-360');

  await page.goto('/marketplace');
  await page.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await context.close();
});

test('a visitor who saves an item is asked to log in, and comes back to it saved', async ({ page }) => {
  await page.goto('/marketplace?query=sunglasses');
  await page.getByRole('link', { name: /Ray-Ban Wayfarer sunglasses/ }).click();
  // The item page's own Save: the results page has a "Save this search" until the item page replaces it (the
  // journey once tapped that one while the item was loading, and waited for the wrong notice).
  await expect(page.getByRole('heading', { name: 'Ray-Ban Wayfarer sunglasses' })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Please log in to save listings.', { exact: true })).toBeVisible();
  await screenshot(page, '14-login-required');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/signin/);
  await page.getByLabel('Email', { exact: true }).fill('aishath.shifa@example.mv');
  await page.getByLabel('Password', { exact: true }).fill('Demo-Seller-2026!');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/item\//);
  await expect(page.getByRole('heading', { name: 'Ray-Ban Wayfarer sunglasses' })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Listing Saved!', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Saved/ })).toBeVisible();
  // And a second tap takes it back (which also leaves the demo member as the journey found her).
  await page.getByRole('button', { name: 'Saved', exact: true }).click();
  await expect(page.getByText('Listing Unsaved', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
});

for (const [language, texts] of [
  ['en', en],
  ['dv', dv],
] as const) {
  test(`on a phone in ${language === 'en' ? 'English' : 'Dhivehi'}, a misspelt search says what it showed and offers the words as typed (issue #38)`, async ({
    browser,
  }) => {
    const context = await browser.newContext(THROTTLED_PHONE);
    if (language === 'dv') await context.addCookies([{ name: 'lang', value: 'dv', url: E2E_BASE_URL }]);
    const page = await context.newPage();
    // A server-rendered first screen: the notice is in the page as it arrives.
    await page.goto('/marketplace?query=yamaaha+outbord');
    const said = page.getByTestId('corrected-query');
    await expect(said).toContainText('“yamaha outboard”');
    await expect(page.getByRole('link', { name: /40HP Yamaha outboard motor/ })).toBeVisible();
    await screenshot(page, `15-did-you-mean-${language}-360`);

    const asTyped = said.getByRole('link', { name: 'yamaaha outbord' });
    await asTyped.tap();
    await expect(page).toHaveURL(/spelling=as-typed/);
    const empty = texts.marketplace.browse.noItemsFor.replace('{{query}}', 'yamaaha outbord');
    await expect(page.getByRole('heading', { name: empty })).toBeVisible();
    await expect(said).toHaveCount(0);
    await screenshot(page, `16-searched-as-typed-${language}-360`);
    await context.close();
  });
}
