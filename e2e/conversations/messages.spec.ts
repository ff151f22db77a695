import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../test';
import { E2E_BASE_URL } from '../e2e-env';
import { ADMIN, signInThroughApi, uniqueEmail } from '../fixtures';

/**
 * Issue #13 items 1, 2 at 360 px with two phones: the buyer asks with a quick reply, the seller sees it arrive
 * without reloading (inbox and unread badge), replies, and the buyer sees the reply arrive live.
 */
const ORIGIN = { Origin: E2E_BASE_URL };
const PHONE = { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true };
const SHOTS = path.join(process.env.E2E_OUTPUT_DIR ?? 'test-results', 'conversation-shots');

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

async function signUp(request: APIRequestContext, firstName: string) {
  const res = await request.post('/api/accounts/sign-up', {
    headers: ORIGIN,
    data: {
      firstName,
      lastName: 'Test',
      email: uniqueEmail(firstName.toLowerCase()),
      dateOfBirth: '1992-03-14',
      mobile: '7456789',
      nationalIdNumber: `A${String(Date.now() + Math.floor(Math.random() * 1000)).slice(-6)}`,
      password: 'Str0ng!Pass',
      confirmPassword: 'Str0ng!Pass',
      location: 'K. Malé, Kaafu',
      agreedToTerms: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function listing(request: APIRequestContext, name: string): Promise<string> {
  const form = new FormData();
  const fields = {
    name,
    categoryId: '1',
    condition: 'good',
    price: '2500',
    locationId: '1',
    description: 'Snorkel, mask and fins, used twice. Pickup in Malé any evening.',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const bytes = readFileSync(path.join(import.meta.dirname, '../fixtures-files', 'photo-green-deck.jpg'));
  form.append('images', new Blob([bytes], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await request.post('/api/listings', { headers: ORIGIN, multipart: form });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test('buyer asks with a quick reply, the seller sees it live and replies, the buyer sees the reply live (360 px)', async ({
  browser,
}) => {
  const name = `Snorkel set ${Date.now() % 100000}`;
  const sellerContext = await browser.newContext(PHONE);
  const buyerContext = await browser.newContext(PHONE);
  await signUp(sellerContext.request, 'Mariyam');
  await signUp(buyerContext.request, 'Ahmed');
  const listingId = await listing(sellerContext.request, name);
  const adminContext = await browser.newContext();
  await signInThroughApi(adminContext.request, ADMIN);
  const approved = await adminContext.request.post(`/api/admin/listings/${listingId}/status`, {
    headers: ORIGIN,
    data: { status: 'Approved' },
  });
  expect(approved.status()).toBe(200);

  const seller = await sellerContext.newPage();
  const buyer = await buyerContext.newPage();
  let threadPath = '';

  await test.step('the seller has their inbox open and sees nothing to message on their own item', async () => {
    await seller.goto(`/item/${listingId}`);
    await expect(seller.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(seller.getByRole('button', { name: 'Message seller' })).toHaveCount(0);
    await seller.goto('/dashboard?tab=messages');
    await expect(seller.getByText('No conversations yet.', { exact: false })).toBeVisible();
  });

  await test.step('the buyer taps Message seller and a quick reply', async () => {
    await buyer.goto(`/item/${listingId}`);
    await buyer.getByRole('button', { name: 'Message seller' }).click();
    await shot(buyer, '01-buyer-quick-replies');
    await buyer.getByRole('button', { name: 'Is this still available?' }).click();
    await expect(buyer).toHaveURL(/\/dashboard\?tab=messages&conversation=/);
    threadPath = new URL(buyer.url()).pathname + new URL(buyer.url()).search;
    const thread = buyer.getByRole('region', { name: /Conversation with Mariyam/ });
    await expect(thread.getByText('Is this still available?')).toBeVisible();
    await expect(thread.getByText(/meet in a public place/)).toBeVisible();
    await shot(buyer, '02-buyer-thread');
  });

  await test.step('the seller sees it arrive without reloading, with the unread badge, and replies', async () => {
    const row = seller
      .getByRole('list', { name: 'Messages' })
      .getByRole('button')
      .filter({ hasText: 'Ahmed' });
    await expect(row).toBeVisible();
    await expect(row.getByText('1 unread message')).toBeAttached();
    await seller.getByRole('button', { name: 'Open dashboard menu' }).click();
    const menu = seller.getByRole('dialog');
    await expect(menu.getByRole('link', { name: /Messages/ }).getByText('1 unread message')).toBeAttached();
    await shot(seller, '03-seller-menu-badge');
    await seller.keyboard.press('Escape');
    await shot(seller, '04-seller-inbox');
    await row.click();
    const thread = seller.getByRole('region', { name: /Conversation with Ahmed/ });
    await expect(thread.getByText('Is this still available?')).toBeVisible();
    // Reading clears the badge.
    await expect(row).toBeHidden(); // the list is hidden on a phone while the thread is open
    await thread
      .getByRole('textbox', { name: 'Message' })
      .fill('Yes, it is! You can see it in Malé this evening.');
    await thread.getByRole('button', { name: 'Send' }).click();
    await expect(thread.getByText('Yes, it is! You can see it in Malé this evening.')).toBeVisible();
    await shot(seller, '05-seller-thread-replied');
    await seller.getByRole('button', { name: 'Open dashboard menu' }).click();
    await expect(seller.getByRole('dialog').getByRole('link', { name: /Messages/ })).not.toContainText(
      'unread',
    );
    await seller.keyboard.press('Escape');
  });

  await test.step('the buyer sees the reply arrive live', async () => {
    const thread = buyer.getByRole('region', { name: /Conversation with Mariyam/ });
    await expect(thread.getByText('Yes, it is! You can see it in Malé this evening.')).toBeVisible();
    await shot(buyer, '06-buyer-sees-reply');
    await buyer.getByRole('button', { name: 'Back to messages' }).click();
    await expect(buyer.getByRole('list', { name: 'Messages' }).getByText(/Yes, it is!/)).toBeVisible();
    await shot(buyer, '07-buyer-inbox');
  });

  await test.step('on a wide screen the inbox and the thread sit side by side', async () => {
    const wide = await sellerContext.newPage();
    await wide.setViewportSize({ width: 1280, height: 800 });
    await wide.goto(threadPath);
    await expect(wide.getByRole('list', { name: 'Messages' })).toBeVisible();
    await expect(wide.getByRole('region', { name: /Conversation with Ahmed/ })).toBeVisible();
    await shot(wide, '08-seller-wide');
  });

  await sellerContext.close();
  await buyerContext.close();
  await adminContext.close();
});
