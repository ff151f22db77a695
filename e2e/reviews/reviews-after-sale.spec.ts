/**
 * Issue #13 item 4 at 360 px: after a sale made through the marketplace (conversation → offer → accept →
 * mark sold, through the API), the buyer and the seller review each other from the dashboard's Reviews tab;
 * the rating then shows on the item page's seller card and on /seller/{id}, where the seller's reply shows.
 * Needs the offers API (issue-13-offers) merged.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../test';
import { E2E_BASE_URL } from '../e2e-env';
import { ADMIN, screenshot, signInThroughApi, uniqueEmail } from '../fixtures';

const ORIGIN = { Origin: E2E_BASE_URL };
const PHONE = { width: 360, height: 740 };

async function signUp(request: APIRequestContext, firstName: string, lastName: string): Promise<string> {
  const res = await request.post('/api/accounts/sign-up', {
    headers: ORIGIN,
    data: {
      firstName,
      lastName,
      email: uniqueEmail(firstName.toLowerCase()),
      dateOfBirth: '1992-03-14',
      mobile: '7456789',
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

async function approvedListing(seller: APIRequestContext, admin: APIRequestContext, name: string): Promise<string> {
  const form = new FormData();
  const fields = {
    name,
    categoryId: '1',
    condition: 'good',
    price: '1500',
    locationId: '1',
    description: 'Fibreglass dinghy with oars, no leaks. Pickup any evening in Malé.',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const bytes = readFileSync(path.join(import.meta.dirname, '../fixtures-files', 'photo-green-deck.jpg'));
  form.append('images', new Blob([bytes], { type: 'image/jpeg' }), 'deck.jpg');
  const res = await seller.post('/api/listings', { headers: ORIGIN, multipart: form });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  const approve = await admin.post(`/api/admin/listings/${id}/status`, { headers: ORIGIN, data: { status: 'Approved' } });
  expect(approve.status(), await approve.text()).toBe(200);
  return id;
}

async function post(request: APIRequestContext, url: string, data: unknown = {}) {
  const res = await request.post(url, { headers: ORIGIN, data });
  expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
  return res.json() as Promise<Record<string, unknown>>;
}

async function top(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

test('buyer and seller review each other after a sale; the rating shows on the seller card and the seller page', async ({
  browser,
}) => {
  const sellerContext = await browser.newContext({ viewport: PHONE });
  const buyerContext = await browser.newContext({ viewport: PHONE });
  const adminContext = await browser.newContext();
  const visitorContext = await browser.newContext({ viewport: PHONE });
  const seller = await sellerContext.newPage();
  const buyer = await buyerContext.newPage();
  const visitor = await visitorContext.newPage();

  const sellerId = await signUp(sellerContext.request, 'Mariyam', 'Naseer');
  await signUp(buyerContext.request, 'Ahmed', 'Rasheed');
  await signInThroughApi(adminContext.request, ADMIN);
  const soldId = await approvedListing(sellerContext.request, adminContext.request, 'Dinghy with oars');
  const liveId = await approvedListing(sellerContext.request, adminContext.request, 'Second dinghy, blue');

  await test.step('the deal: a conversation, an offer, accepted, marked sold to the buyer', async () => {
    const started = await post(buyerContext.request, '/api/conversations', { listingId: soldId, body: 'Is this still available?' });
    const conversationId = started.conversationId as string;
    const offered = await post(buyerContext.request, `/api/conversations/${conversationId}/offers`, { amount: 1400 });
    const offerId = (offered.offer as { id: string }).id;
    await post(sellerContext.request, `/api/offers/${offerId}/accept`);
    await post(sellerContext.request, `/api/offers/${offerId}/mark-sold`);
  });

  await test.step('the buyer reviews the seller from the Reviews tab', async () => {
    await buyer.goto('/dashboard?tab=reviews');
    const deal = buyer.getByRole('region', { name: /Review the seller: Mariyam Naseer/ });
    await expect(deal).toBeVisible();
    await deal.locator('label').filter({ hasText: '5 stars' }).click();
    await deal.getByLabel('Your review').fill('Friendly seller, the dinghy was exactly as in the photos.');
    await top(buyer, 'reviews-01-buyer-form-360');
    await deal.getByRole('button', { name: 'Submit review' }).click();
    await expect(buyer.getByText('Review submitted', { exact: true })).toBeVisible();
    await expect(buyer.getByText('No deals are waiting for your review.')).toBeVisible();
  });

  await test.step('until the seller reviews too, the seller page shows no rating', async () => {
    await visitor.goto(`/seller/${sellerId}`);
    await expect(visitor.getByRole('heading', { level: 1, name: /Mariyam Naseer/ })).toBeVisible();
    await expect(visitor.getByText('No reviews yet').first()).toBeVisible();
  });

  await test.step('the seller reviews the buyer, then replies to the review about them', async () => {
    await seller.goto('/dashboard?tab=reviews');
    const deal = seller.getByRole('region', { name: /Review the buyer: Ahmed Rasheed/ });
    await deal.locator('label').filter({ hasText: '4 stars' }).click();
    await deal.getByLabel('Your review').fill('Paid on time and picked it up as agreed.');
    await deal.getByRole('button', { name: 'Submit review' }).click();
    await expect(seller.getByText('Friendly seller, the dinghy was exactly as in the photos.')).toBeVisible();
    await seller.getByRole('button', { name: 'Reply' }).click();
    await seller.getByLabel('Your reply').fill('Thank you, enjoy the dinghy!');
    await seller.getByRole('button', { name: 'Post reply' }).click();
    await expect(seller.getByText('Thank you, enjoy the dinghy!')).toBeVisible();
    await top(seller, 'reviews-02-seller-tab-360');
  });

  await test.step("the item page's seller card shows the rating and links to the seller page", async () => {
    await visitor.goto(`/item/${liveId}`);
    await expect(visitor.getByRole('img', { name: '5.0 out of 5 stars' })).toBeVisible();
    await expect(visitor.getByText('(1 review)')).toBeVisible();
    await top(visitor, 'reviews-03-item-seller-card-360');
    await visitor.getByRole('link', { name: 'View seller profile' }).click();
    await expect(visitor).toHaveURL(new RegExp(`/seller/${sellerId}$`));
    await expect(visitor.getByRole('heading', { level: 1, name: /Mariyam Naseer/ })).toBeVisible();
    await expect(visitor.getByText('Friendly seller, the dinghy was exactly as in the photos.')).toBeVisible();
    await expect(visitor.getByText('Thank you, enjoy the dinghy!')).toBeVisible();
    await expect(visitor.getByRole('link', { name: /Second dinghy, blue/ })).toBeVisible();
    const width = await visitor.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await top(visitor, 'reviews-04-seller-page-360');
  });

  await test.step('the seller page is rendered on the server', async () => {
    const html = await (await visitorContext.request.get(`/seller/${sellerId}`)).text();
    expect(html).toContain('Mariyam Naseer');
    expect(html).toContain('Friendly seller, the dinghy was exactly as in the photos.');
  });

  await Promise.all([sellerContext.close(), buyerContext.close(), adminContext.close(), visitorContext.close()]);
});
