/**
 * Issue #13 item 3 at 360 px with two members in two browser contexts and a visitor in a third: the buyer
 * offers, the seller counters, the buyer accepts (the visitor sees Reserved on the card and the item page, and
 * can hide it), the seller marks it sold to the buyer (it leaves the marketplace). Screenshots of each step are
 * saved under e2e/screenshots/offers-*.png.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../test';
import { E2E_BASE_URL } from '../e2e-env';
import { ADMIN, screenshot, signInThroughApi, uniqueEmail } from '../fixtures';

const ORIGIN = { Origin: E2E_BASE_URL };
const PHONE = { viewport: { width: 360, height: 780 } };

async function signUp(request: APIRequestContext, firstName: string): Promise<string> {
  const res = await request.post('/api/accounts/sign-up', {
    headers: ORIGIN,
    data: {
      firstName,
      lastName: 'Test',
      email: uniqueEmail(firstName.toLowerCase()),
      dateOfBirth: '1990-05-20',
      mobile: '7771234',
      nationalIdNumber: `A${String(Date.now()).slice(-6)}`,
      password: 'Str0ng!Pass',
      confirmPassword: 'Str0ng!Pass',
      location: 'K. Malé, Kaafu',
      agreedToTerms: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { user: { id: string } }).user.id;
}

async function phoneContext(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(PHONE);
  return { context, page: await context.newPage() };
}

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `offers-${name}`);
}

test('buyer offers, seller counters, buyer accepts, a visitor sees Reserved, the seller marks it sold', async ({
  browser,
}) => {
  const name = `Offer kayak ${Date.now() % 100000}`;
  const seller = await phoneContext(browser);
  const buyer = await phoneContext(browser);
  const visitor = await phoneContext(browser);

  // The seller lists a kayak; the admin approves it.
  await signUp(seller.context.request, 'Ahmed');
  const form = new FormData();
  for (const [key, value] of Object.entries({
    name,
    categoryId: '1',
    condition: 'good',
    price: '1500',
    locationId: '1',
    description: 'Two-seat sit-on-top kayak with one paddle. Pickup in Malé.',
  }))
    form.append(key, value);
  const photo = readFileSync(path.join(import.meta.dirname, '../fixtures-files', 'photo-green-deck.jpg'));
  form.append('images', new Blob([photo], { type: 'image/jpeg' }), 'kayak.jpg');
  const created = await seller.context.request.post('/api/listings', { headers: ORIGIN, multipart: form });
  expect(created.status(), await created.text()).toBe(201);
  const listingId = ((await created.json()) as { id: string }).id;
  const adminContext = await browser.newContext();
  await signInThroughApi(adminContext.request, ADMIN);
  const approved = await adminContext.request.post(`/api/admin/listings/${listingId}/status`, {
    headers: ORIGIN,
    data: { status: 'Approved' },
  });
  expect(approved.status()).toBe(200);

  // The buyer asks about it (the conversation of item 1), then opens the thread.
  await signUp(buyer.context.request, 'Mariyam');
  const started = await buyer.context.request.post('/api/conversations', {
    headers: ORIGIN,
    data: { listingId, body: 'Is this still available?' },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { conversationId } = (await started.json()) as { conversationId: string };
  const thread = `/dashboard?tab=messages&conversation=${conversationId}`;

  // Buyer: a whole number only, then MVR 1,200.
  await buyer.page.goto(thread);
  const offerPanel = buyer.page.getByRole('region', { name: 'Offer' });
  const amount = offerPanel.getByLabel('Your offer (MVR)');
  await amount.fill('1.5');
  await amount.press('Enter');
  await expect(offerPanel.getByRole('alert')).toHaveText('Enter a whole number of MVR greater than 0.');
  await amount.fill('1200');
  await offerPanel.getByRole('button', { name: 'Send offer' }).click();
  await expect(offerPanel.getByText('You offered MVR 1,200')).toBeVisible();
  await shot(buyer.page, 'buyer-offered');

  // Seller: counters with MVR 1,350, keyboard only.
  await seller.page.goto(thread);
  const sellerPanel = seller.page.getByRole('region', { name: 'Offer' });
  await expect(sellerPanel.getByText('Mariyam Test offered MVR 1,200')).toBeVisible();
  await sellerPanel.getByRole('button', { name: 'Counter' }).focus();
  await seller.page.keyboard.press('Enter');
  await seller.page.keyboard.type('1350');
  await seller.page.keyboard.press('Enter');
  await expect(sellerPanel.getByText('You countered with MVR 1,350')).toBeVisible();
  await shot(seller.page, 'seller-countered');

  // Buyer: sees the counter (live, or on the next load) and accepts.
  const buyerPanel = buyer.page.getByRole('region', { name: 'Offer' });
  await expect(async () => {
    if (!(await buyerPanel.getByText('Ahmed Test countered with MVR 1,350').isVisible()))
      await buyer.page.reload();
    await expect(buyerPanel.getByText('Ahmed Test countered with MVR 1,350')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await buyerPanel.getByRole('button', { name: 'Accept' }).click();
  // Accept asks first (issue #37 item 4p).
  await buyer.page
    .getByRole('alertdialog', { name: 'Accept MVR 1,350 from Ahmed Test?' })
    .getByRole('button', { name: 'Accept' })
    .click();
  await expect(buyerPanel.getByText('Reserved for you')).toBeVisible();
  await shot(buyer.page, 'buyer-accepted');

  // A visitor: Reserved on the card and the item page; "Hide reserved items" takes it out.
  await visitor.page.goto(`/marketplace?query=${encodeURIComponent(name)}`);
  const card = visitor.page.getByRole('article').filter({ hasText: name });
  await expect(card.getByText('Reserved')).toBeVisible();
  await shot(visitor.page, 'visitor-card');
  await visitor.page.goto(`/item/${listingId}`);
  await expect(visitor.page.getByText('Reserved', { exact: true })).toBeVisible();
  await shot(visitor.page, 'visitor-item');
  await visitor.page.goto(`/marketplace?query=${encodeURIComponent(name)}`);
  await visitor.page.getByRole('button', { name: 'Filters' }).click();
  const drawer = visitor.page.getByRole('dialog', { name: 'Filters' });
  await drawer.getByRole('checkbox', { name: 'Hide reserved items' }).check();
  await drawer.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(visitor.page).toHaveURL(/availability=available/);
  await expect(visitor.page.getByRole('article').filter({ hasText: name })).toHaveCount(0);

  // Seller: marks it sold to the buyer; it leaves the marketplace.
  await seller.page.reload();
  await sellerPanel.getByRole('button', { name: 'Mark sold to Mariyam Test' }).click();
  await seller.page.getByRole('alertdialog').getByRole('button', { name: 'Mark sold', exact: true }).click();
  await expect(sellerPanel.getByText('Sold to Mariyam Test for MVR 1,350')).toBeVisible();
  await shot(seller.page, 'seller-sold');
  await expect(async () => {
    await visitor.page.goto(`/marketplace?query=${encodeURIComponent(name)}`);
    await expect(visitor.page.getByRole('article').filter({ hasText: name })).toHaveCount(0, {
      timeout: 1_000,
    });
  }).toPass({ timeout: 10_000 });

  for (const context of [seller.context, buyer.context, visitor.context, adminContext]) await context.close();
});
