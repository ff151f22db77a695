/**
 * Issue #16 items 8-15 on a 360 px phone: toasts that do not hide the form, the date of birth as DD-MM-YYYY,
 * a menu that closes on any tap, placeholders that fit, a one-row pager with "Sort by" in its place, a
 * gallery whose thumbnail arrows work, card details that wrap instead of being cut, and a notifications
 * panel whose "View all notifications" stays in sight. Each step takes a screenshot to look at.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { expect, test } from '../test';
import { E2E_BASE_URL } from '../e2e-env';
import { ADMIN, signInThroughApi, uniqueEmail } from '../fixtures';

const PHONE = { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true };
const ORIGIN = { Origin: E2E_BASE_URL };
const PASSWORD = 'Str0ng!Pass';

function phone(browser: Browser) {
  return browser.newContext(PHONE);
}

/** What the person sees: the screen as it is (not the full page), so a toast's place shows. */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: `screenshots/${name}.png` });
}

async function expectApart(a: Locator, b: Locator) {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  expect(boxA, 'first element on screen').not.toBeNull();
  expect(boxB, 'second element on screen').not.toBeNull();
  const overlap =
    boxA!.x < boxB!.x + boxB!.width &&
    boxB!.x < boxA!.x + boxA!.width &&
    boxA!.y < boxB!.y + boxB!.height &&
    boxB!.y < boxA!.y + boxA!.height;
  expect(overlap, `${JSON.stringify(boxA)} overlaps ${JSON.stringify(boxB)}`).toBe(false);
}

const visibleToast = (page: Page) =>
  page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');

/** Elements whose text is wider than their box (cut off, with or without an ellipsis). */
async function cutTexts(scope: Locator): Promise<string[]> {
  return scope.evaluateAll((elements) =>
    elements
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent ?? ''),
  );
}

/** Whether an input's placeholder fits its text area, measured with the input's own font. */
async function placeholderFits(input: Locator): Promise<{ placeholder: string; fits: boolean }> {
  return input.evaluate((element) => {
    const box = element as HTMLInputElement;
    const style = getComputedStyle(box);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { placeholder: box.placeholder, fits: context.measureText(box.placeholder).width <= room };
  });
}

async function newMember(request: APIRequestContext, firstName: string) {
  const res = await request.post('/api/accounts/sign-up', {
    headers: ORIGIN,
    data: {
      firstName,
      lastName: 'Rasheed',
      email: uniqueEmail(firstName.toLowerCase()),
      dateOfBirth: '1993-08-21',
      mobile: '7412589',
      nationalIdNumber: `A${String(Date.now()).slice(-6)}`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      location: 'K. Malé, Kaafu',
      agreedToTerms: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Submits a listing with `photos` photos (the fixture photos in turn) and returns its id. */
async function submitListing(request: APIRequestContext, name: string, photos: number): Promise<string> {
  const files = ['photo-red-bow.jpg', 'photo-green-deck.jpg', 'photo-blue-stern.jpg', 'outboard-engine.jpg'];
  const form = new FormData();
  const fields = {
    name,
    categoryId: '1',
    condition: 'good',
    price: '1200',
    locationId: '1',
    description: 'Kept indoors, works well. Pickup in Malé.',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (let i = 0; i < photos; i++) {
    const file = files[i % files.length]!;
    const bytes = readFileSync(path.join(import.meta.dirname, '../fixtures-files', file));
    form.append('images', new Blob([bytes], { type: 'image/jpeg' }), `${i}-${file}`);
  }
  const res = await request.post('/api/listings', { headers: ORIGIN, multipart: form });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test('on a phone, sign-up takes DD-MM-YYYY and its toast leaves the date of birth in sight (items 8, 9)', async ({
  browser,
}) => {
  const context = await phone(browser);
  const page = await context.newPage();
  await page.goto('/signup');
  const dob = page.getByLabel('Date of birth', { exact: true });
  await expect(dob).toHaveAttribute('placeholder', 'DD-MM-YYYY');
  await dob.pressSequentially('15061995');
  await expect(dob).toHaveValue('15-06-1995');
  await shot(page, '16-01-signup-dob-360');

  await page.getByLabel('First name').fill('Hawwa');
  await page.getByLabel('Last name').fill('Zahir');
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('hawwa'));
  await dob.fill('');
  await dob.pressSequentially('31022000');
  await page.getByLabel('Mobile number', { exact: true }).fill('7654321');
  await page.getByLabel('National ID number', { exact: true }).fill('A271828');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: /Location/ }).click();
  await page.getByRole('combobox', { name: 'Search islands' }).fill('Hulhum');
  await page.getByRole('option', { name: 'K. Hulhumalé' }).click();
  await page.getByRole('checkbox').click();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText('Invalid date format.')).toBeVisible();
  await expect(visibleToast(page).filter({ hasText: 'Validation Error' })).toBeVisible();
  await expect(dob).toBeFocused();
  await expect(dob).toBeInViewport();
  await expectApart(visibleToast(page), dob);
  await shot(page, '16-02-signup-invalid-date-toast-360');
  await context.close();
});

test('on a phone, the early-access toast leaves the terms box in sight (item 8)', async ({ browser }) => {
  const context = await phone(browser);
  const page = await context.newPage();
  await page.goto('/early-access');
  await page.getByLabel('First name').fill('Ali');
  await page.getByLabel('Last name').fill('Nizar');
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('ali'));
  await page.getByRole('button', { name: 'Join the Early Access List' }).click();

  await expect(page.getByText('You must agree to the terms and conditions.')).toBeVisible();
  const terms = page.getByRole('checkbox');
  await expect(terms).toBeInViewport();
  await expect(visibleToast(page).filter({ hasText: 'Validation Error' })).toBeVisible();
  await expectApart(visibleToast(page), terms);
  await expectApart(visibleToast(page), page.getByText('You must agree to the terms and conditions.'));
  await shot(page, '16-03-early-access-terms-toast-360');
  await context.close();
});

test('on a phone, sending the reset link clears the earlier error toast (item 8)', async ({ browser }) => {
  const context = await phone(browser);
  const page = await context.newPage();
  await page.goto('/forgot-password');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(visibleToast(page).filter({ hasText: 'Validation Error' })).toBeVisible();
  await page.getByLabel('Email').fill(uniqueEmail('reset'));
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(visibleToast(page)).toHaveCount(0);
  await shot(page, '16-04-forgot-password-sent-360');
  await context.close();
});

test('on a phone, the menu says "About" and closes on a tap of the page already shown (items 2, 10, 11)', async ({
  browser,
}) => {
  const context = await phone(browser);
  const page = await context.newPage();
  await page.goto('/marketplace');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile menu' });
  await expect(menu.getByRole('link', { name: 'About', exact: true })).toBeVisible();
  await shot(page, '16-05-menu-open-360');
  await menu.getByRole('link', { name: 'Marketplace' }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

  await page.getByRole('button', { name: 'Open search' }).click();
  const search = page.getByRole('combobox', { name: 'Search listings' });
  expect(await placeholderFits(search)).toEqual({ placeholder: 'Search items or IDs', fits: true });
  await shot(page, '16-06-search-placeholder-360');
  await context.close();
});

test('on a phone, the admin search boxes show placeholders that fit (item 11)', async ({ browser }) => {
  const context = await phone(browser);
  await signInThroughApi(context.request, ADMIN);
  const page = await context.newPage();
  await page.goto('/admin/listings');
  const listings = page.getByRole('searchbox', { name: 'Search' });
  expect(await placeholderFits(listings)).toEqual({ placeholder: 'Search listings…', fits: true });
  await expect(page.getByText('Name, ID (e.g. PD-000123) or description')).toBeVisible();
  await shot(page, '16-07-admin-listings-search-360');
  await page.goto('/admin/users');
  const users = page.getByRole('searchbox', { name: 'Search' });
  expect(await placeholderFits(users)).toEqual({ placeholder: 'Search users…', fits: true });
  await shot(page, '16-08-admin-users-search-360');
  await context.close();
});

test('on a phone, the marketplace keeps its pager on one row, "Sort by" in place and card details whole (items 12, 14)', async ({
  browser,
}) => {
  const context = await phone(browser);
  const page = await context.newPage();
  await page.goto('/marketplace?page=3');
  await expect(page.getByText(/Showing 12 of \d+ items/)).toBeVisible();
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  const tops = await pager
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  expect(new Set(tops).size, `pager rows at ${tops.join(', ')}`).toBe(1);
  await expect(pager.getByRole('link', { name: 'Page 1', exact: true })).toBeVisible();
  await expect(pager.getByRole('link', { name: 'Page 3', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  const cards = page.locator('article');
  expect(await cards.count()).toBe(12);
  expect(await cutTexts(page.locator('article dd'))).toEqual([]);
  const details = await page.locator('article dd').allTextContents();
  expect(details.filter((text) => /^(about|over|almost) /.test(text))).toEqual([]);
  await pager.scrollIntoViewIfNeeded();
  await shot(page, '16-09-pager-360');
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, '16-10-cards-360');

  await page.goto('/marketplace?query=bicycle');
  await expect(page.getByText(/Showing \d+ of \d+ items/)).toBeVisible();
  const sortBy = page.getByRole('combobox', { name: 'Sort by' });
  await expect(page.getByText('Sort by', { exact: true })).toBeVisible();
  const filters = page.getByRole('button', { name: /^Filters/ });
  const [filtersBox, sortBox] = [await filters.boundingBox(), await sortBy.boundingBox()];
  expect(Math.abs(filtersBox!.y + filtersBox!.height / 2 - (sortBox!.y + sortBox!.height / 2))).toBeLessThan(
    4,
  );
  await expect(sortBy).toHaveValue('relevance');
  await shot(page, '16-11-sort-after-search-360');
  await context.close();
});

test('on a phone, the gallery arrows move the thumbnails and the notifications panel keeps "View all" in sight (items 13, 15)', async ({
  browser,
}) => {
  const member = await phone(browser);
  await newMember(member.request, 'Shaheema');
  const stamp = Date.now() % 100000;
  const withSix = await submitListing(member.request, `Deck chairs, six photos ${stamp}`, 6);
  const others = await Promise.all(
    [1, 2, 3, 4, 5].map((n) => submitListing(member.request, `Snorkel set ${n} ${stamp}`, 1)),
  );
  const admin = await browser.newContext();
  await signInThroughApi(admin.request, ADMIN);
  for (const id of [withSix, ...others]) {
    const res = await admin.request.post(`/api/admin/listings/${id}/status`, {
      headers: ORIGIN,
      data: { status: 'Approved' },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  const page = await member.newPage();
  await page.goto(`/item/${withSix}`);
  const photos = page.getByRole('region', { name: 'Photos' });
  const thumbnails = photos.getByRole('button', { name: /^Show photo/ });
  await expect(thumbnails).toHaveCount(5);
  await expect(thumbnails.first()).toHaveAccessibleName('Show photo 1 of 6');
  await photos.getByRole('button', { name: 'Show later thumbnails' }).click();
  await expect(thumbnails.first()).toHaveAccessibleName('Show photo 2 of 6');
  await expect(thumbnails.last()).toHaveAccessibleName('Show photo 6 of 6');
  await expect(photos.getByRole('button', { name: 'Show later thumbnails' })).toBeDisabled();
  await expect(photos.getByRole('img', { name: /photo 1 of 6/ })).toBeVisible();
  await shot(page, '16-12-gallery-thumbnails-moved-360');

  await page.getByRole('button', { name: 'Open notifications' }).click();
  const panel = page.getByRole('region', { name: 'Notifications', exact: true });
  await expect(panel.getByText('Listing Approved').first()).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveCount(5);
  const viewAll = panel.getByRole('link', { name: 'View all notifications' });
  await expect(viewAll).toBeInViewport();
  await shot(page, '16-13-notifications-panel-360');
  await viewAll.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await Promise.all([member.close(), admin.close()]);
});
