/**
 * Issue #13, section Tests: the whole deal in the browser at 360 px, two phones (buyer, seller) plus a visitor
 * and the admin. The buyer asks with a quick reply → the seller sees it live and replies → the buyer offers →
 * the seller counters → the buyer accepts (a visitor sees Reserved) → the seller marks it sold to the buyer →
 * both review from the thread → the rating shows on the seller card and /seller/{id}; then the seller reports
 * the buyer's message and blocks them, and the admin resolves the report on /admin/moderation. Only the
 * accounts and the approved listings are set up through the API; every step the issue names is done in the UI.
 * Screenshots go to <E2E_OUTPUT_DIR>/deal-journey/.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { SAFETY_MESSAGES } from '@marketplace/contract/safety';
import { expect, test } from '../test';
import { E2E_BASE_URL } from '../e2e-env';
import { ADMIN, axeOn, signInThroughApi, uniqueEmail } from '../fixtures';

const ORIGIN = { Origin: E2E_BASE_URL };
const PHONE = { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true };
const SHOTS = path.join(process.env.E2E_OUTPUT_DIR ?? 'test-results', 'deal-journey');

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
  // Nothing may stick out sideways at 360 px.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${name}: page width`).toBeLessThanOrEqual(360);
}

/** Serious or critical axe violations (WCAG 2.0/2.1 A and AA) on the page as it is now, as readable lines. */
async function axe(page: Page, where: string): Promise<string[]> {
  const { violations } = await axeOn(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((node) => `${where}: ${v.id} (${v.impact}) at ${node.target.join(' ')}: ${v.help}`),
    );
}

let idCounter = 0;
async function signUp(request: APIRequestContext, firstName: string, lastName: string): Promise<string> {
  idCounter += 1;
  const res = await request.post('/api/accounts/sign-up', {
    headers: ORIGIN,
    data: {
      firstName,
      lastName,
      email: uniqueEmail(firstName.toLowerCase()),
      dateOfBirth: '1991-07-09',
      mobile: '7654321',
      nationalIdNumber: `A${String((Date.now() + idCounter * 7919) % 1_000_000).padStart(6, '0')}`,
      password: 'Str0ng!Pass',
      confirmPassword: 'Str0ng!Pass',
      location: 'K. Malé, Kaafu',
      agreedToTerms: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { user: { id: string } }).user.id;
}

async function approvedListing(
  seller: APIRequestContext,
  admin: APIRequestContext,
  name: string,
  price: number,
) {
  const form = new FormData();
  const fields = {
    name,
    categoryId: '1',
    condition: 'good',
    price: String(price),
    locationId: '1',
    description: 'Yamaha 15 hp two-stroke, serviced last month, starts first pull. Pickup in Malé.',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const bytes = readFileSync(path.join(import.meta.dirname, '../fixtures-files', 'outboard-engine.jpg'));
  form.append('images', new Blob([bytes], { type: 'image/jpeg' }), 'engine.jpg');
  const res = await seller.post('/api/listings', { headers: ORIGIN, multipart: form });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  const approve = await admin.post(`/api/admin/listings/${id}/status`, {
    headers: ORIGIN,
    data: { status: 'Approved' },
  });
  expect(approve.status(), await approve.text()).toBe(200);
  return id;
}

test('the whole deal at 360 px: ask, reply, offer, counter, accept, Reserved, sold, reviews, rating, block, report resolved', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now() % 100000;
  const name = `Outboard engine ${stamp}`;
  const otherName = `Spare propeller ${stamp}`;

  const sellerContext = await browser.newContext(PHONE);
  const buyerContext = await browser.newContext(PHONE);
  const visitorContext = await browser.newContext(PHONE);
  const adminContext = await browser.newContext(PHONE);
  const sellerId = await signUp(sellerContext.request, 'Mariyam', 'Naseer');
  await signUp(buyerContext.request, 'Ahmed', 'Rasheed');
  await signInThroughApi(adminContext.request, ADMIN);
  const listingId = await approvedListing(sellerContext.request, adminContext.request, name, 9000);
  const otherId = await approvedListing(sellerContext.request, adminContext.request, otherName, 800);

  const a11y: string[] = [];
  const seller = await sellerContext.newPage();
  const buyer = await buyerContext.newPage();
  const visitor = await visitorContext.newPage();
  const buyerThread = buyer.getByRole('region', { name: 'Conversation with Mariyam Naseer' });
  const sellerThread = seller.getByRole('region', { name: 'Conversation with Ahmed Rasheed' });
  const buyerOffer = buyerThread.getByRole('region', { name: 'Offer' });
  const sellerOffer = sellerThread.getByRole('region', { name: 'Offer' });

  await test.step('the seller has the inbox open', async () => {
    await seller.goto('/dashboard?tab=messages');
    await expect(seller.getByText('No conversations yet.', { exact: false })).toBeVisible();
  });

  await test.step('the buyer asks with a quick reply', async () => {
    await buyer.goto(`/item/${listingId}`);
    await expect(buyer.getByRole('heading', { level: 1, name })).toBeVisible();
    await buyer.getByRole('button', { name: 'Message seller' }).click();
    await buyer.getByRole('button', { name: 'Is this still available?' }).click();
    await expect(buyer).toHaveURL(/\/dashboard\?tab=messages&conversation=/);
    await expect(buyerThread.getByText('Is this still available?')).toBeVisible();
    await shot(buyer, '01-buyer-asked');
  });

  await test.step('the seller sees it arrive live and replies', async () => {
    const row = seller
      .getByRole('list', { name: 'Messages' })
      .getByRole('button')
      .filter({ hasText: 'Ahmed' });
    await expect(row).toBeVisible();
    await expect(row.getByText('1 unread message')).toBeAttached();
    await shot(seller, '02-seller-inbox-live');
    a11y.push(...(await axe(seller, 'seller inbox')));
    await row.click();
    await expect(sellerThread.getByText('Is this still available?')).toBeVisible();
    await sellerThread
      .getByRole('textbox', { name: 'Message' })
      .fill('Yes, it is. It runs well, come and try it.');
    await sellerThread.getByRole('button', { name: 'Send' }).click();
    await expect(sellerThread.getByText('Yes, it is. It runs well, come and try it.')).toBeVisible();
  });

  await test.step('the buyer sees the reply live and offers MVR 8,000', async () => {
    await expect(buyerThread.getByText('Yes, it is. It runs well, come and try it.')).toBeVisible();
    await buyerOffer.getByLabel('Your offer (MVR)').fill('8000');
    await buyerOffer.getByRole('button', { name: 'Send offer' }).click();
    await expect(buyerOffer.getByText('You offered MVR 8,000')).toBeVisible();
    await shot(buyer, '03-buyer-offered');
  });

  await test.step('the seller sees the offer live and counters with MVR 8,500', async () => {
    await expect(sellerOffer.getByText('Ahmed Rasheed offered MVR 8,000')).toBeVisible();
    await shot(seller, '04-seller-offer-received');
    await sellerOffer.getByRole('button', { name: 'Counter' }).click();
    await seller.keyboard.type('8500');
    await seller.keyboard.press('Enter');
    await expect(sellerOffer.getByText('You countered with MVR 8,500')).toBeVisible();
    await shot(seller, '05-seller-countered');
    a11y.push(...(await axe(seller, 'seller thread with an offer')));
  });

  await test.step('the buyer sees the counter live and accepts; a visitor sees Reserved', async () => {
    await expect(buyerOffer.getByText('Mariyam Naseer countered with MVR 8,500')).toBeVisible();
    await buyerOffer.getByRole('button', { name: 'Accept' }).click();
    // Accept asks first (issue #37 item 4p).
    const confirmAccept = buyer.getByRole('alertdialog', { name: 'Accept MVR 8,500 from Mariyam Naseer?' });
    await expect(confirmAccept).toBeVisible();
    await shot(buyer, '06a-buyer-confirms-accept');
    await confirmAccept.getByRole('button', { name: 'Accept' }).click();
    await expect(buyerOffer.getByText('Reserved for you')).toBeVisible();
    await shot(buyer, '06-buyer-accepted');
    await visitor.goto(`/item/${listingId}`);
    await expect(visitor.getByText('Reserved', { exact: true })).toBeVisible();
    await shot(visitor, '07-visitor-item-reserved');
    await visitor.goto(`/marketplace?query=${encodeURIComponent(name)}`);
    await expect(visitor.getByRole('article').filter({ hasText: name }).getByText('Reserved')).toBeVisible();
    await shot(visitor, '08-visitor-card-reserved');
  });

  await test.step('the seller marks it sold to the buyer', async () => {
    await sellerOffer.getByRole('button', { name: 'Mark sold to Ahmed Rasheed' }).click();
    await seller
      .getByRole('alertdialog', { name: 'Mark sold to Ahmed Rasheed for MVR 8,500?' })
      .getByRole('button', { name: 'Mark sold', exact: true })
      .click();
    await expect(sellerOffer.getByText('Sold to Ahmed Rasheed for MVR 8,500')).toBeVisible();
    await shot(seller, '09-seller-sold');
  });

  await test.step('both review each other from the thread', async () => {
    // No reloads: the seller's own step and the buyer's "Sold to you" notification open the prompt live.
    const sellerPrompt = sellerThread.getByRole('region', { name: 'How did the deal go?' });
    await expect(sellerPrompt).toBeVisible();
    await sellerPrompt.locator('label').filter({ hasText: '5 stars' }).click();
    await sellerPrompt.getByLabel('Your review').fill('Quick to reply and paid in cash as agreed.');
    await shot(seller, '10-seller-review-form');
    await sellerPrompt.getByRole('button', { name: 'Submit review' }).click();
    await expect(sellerThread.getByText('Thank you, your review is in.')).toBeVisible();

    const buyerPrompt = buyerThread.getByRole('region', { name: 'How did the deal go?' });
    await expect(buyerPrompt).toBeVisible();
    await buyerPrompt.locator('label').filter({ hasText: '4 stars' }).click();
    await buyerPrompt
      .getByLabel('Your review')
      .fill('The engine was as described and she showed me how it starts.');
    await buyerPrompt.getByRole('button', { name: 'Submit review' }).click();
    await expect(buyerThread.getByText('Thank you, your review is in.')).toBeVisible();
    await shot(buyer, '11-buyer-reviewed');
    a11y.push(...(await axe(buyer, 'buyer thread after the review')));
  });

  await test.step('the buyer still opens the sold item, marked sold to them; a visitor finds it gone (issue #37 item 4n)', async () => {
    const bought = await buyerContext.newPage();
    await bought.goto(`/item/${listingId}`);
    await expect(bought.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(bought.getByText('This item is sold to you.')).toBeVisible();
    await expect(bought.getByRole('link', { name: 'Review the seller' })).toBeVisible();
    await expect(bought.getByRole('link', { name: 'Open conversation' })).toBeVisible();
    await shot(bought, '11a-buyer-sold-item');
    await bought.close();
    await visitor.goto(`/item/${listingId}`);
    await expect(visitor.getByRole('heading', { name: 'Oops! Item Not Found' })).toBeVisible();
  });

  await test.step("the rating shows on the seller card and on the seller's page", async () => {
    await visitor.goto(`/item/${otherId}`);
    await expect(visitor.getByRole('img', { name: '4.0 out of 5 stars' })).toBeVisible();
    await expect(visitor.getByText('(1 review)')).toBeVisible();
    await visitor.getByRole('link', { name: 'View seller profile' }).scrollIntoViewIfNeeded();
    await shot(visitor, '12-visitor-seller-card-rating');
    await visitor.getByRole('link', { name: 'View seller profile' }).click();
    await expect(visitor).toHaveURL(new RegExp(`/seller/${sellerId}$`));
    await expect(visitor.getByRole('heading', { level: 1, name: /Mariyam Naseer/ })).toBeVisible();
    await expect(visitor.getByRole('img', { name: '4.0 out of 5 stars' }).first()).toBeVisible();
    await expect(
      visitor.getByText('The engine was as described and she showed me how it starts.'),
    ).toBeVisible();
    await shot(visitor, '13-visitor-seller-page');
    a11y.push(...(await axe(visitor, '/seller/{id}')));
  });

  const rude = `Give me MVR 2,000 back or I will post your address everywhere ${stamp}`;
  await test.step('the seller reports a message from the buyer and blocks them', async () => {
    await buyerThread.getByRole('textbox', { name: 'Message' }).fill(rude);
    await buyerThread.getByRole('button', { name: 'Send' }).click();
    await expect(sellerThread.getByText(rude)).toBeVisible();
    await sellerThread
      .getByRole('listitem')
      .filter({ hasText: rude })
      .getByRole('button', { name: SAFETY_MESSAGES.reportTitle.message })
      .click();
    const dialog = seller.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Offensive' }).check();
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Threatens to post my address.');
    await shot(seller, '14-seller-report-dialog');
    await dialog.getByRole('button', { name: SAFETY_MESSAGES.submitReport }).click();
    await expect(dialog.getByText(SAFETY_MESSAGES.reportSent)).toBeVisible();
    await dialog.getByRole('button', { name: SAFETY_MESSAGES.close }).click();

    await sellerThread.getByRole('button', { name: SAFETY_MESSAGES.safetyMenu }).click();
    await seller.getByRole('menuitem', { name: SAFETY_MESSAGES.blockMember }).click();
    const confirm = seller.getByRole('alertdialog');
    await expect(confirm).toContainText(SAFETY_MESSAGES.blockConfirm);
    await shot(seller, '15-seller-block-confirm');
    await confirm.getByRole('button', { name: SAFETY_MESSAGES.blockMember }).click();
    await expect(seller.getByText(SAFETY_MESSAGES.blocked).first()).toBeVisible();
    await shot(seller, '16-seller-blocked');

    // The buyer can no longer write: the thread says why instead of offering the composer.
    await buyer.reload();
    await expect(buyerThread.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
    await expect(buyerThread.getByRole('status').filter({ hasText: /block/i })).toBeVisible();
    await shot(buyer, '17-buyer-blocked-thread');
  });

  await test.step('the admin resolves the report on /admin/moderation, and the seller is told', async () => {
    const admin = await adminContext.newPage();
    await admin.goto('/admin/moderation?sort=newest');
    await admin.getByRole('button', { name: new RegExp(`post your address everywhere ${stamp}`) }).click();
    await expect(admin.getByText('Threatens to post my address.')).toBeVisible();
    await shot(admin, '18-admin-report-detail');
    a11y.push(...(await axe(admin, '/admin/moderation with a report open')));
    await admin.getByRole('button', { name: SAFETY_MESSAGES.dismiss }).click();
    const confirm = admin.getByRole('alertdialog');
    await expect(confirm).toContainText(SAFETY_MESSAGES.confirmDismiss);
    await confirm.getByRole('button', { name: SAFETY_MESSAGES.confirm }).click();
    await expect(admin.getByText(SAFETY_MESSAGES.actionDone.dismiss).first()).toBeVisible();
    await shot(admin, '19-admin-resolved');
    await seller.goto('/notifications');
    await expect(seller.getByText(SAFETY_MESSAGES.outcome.dismissed).first()).toBeVisible();
    await shot(seller, '20-seller-told');
  });

  for (const context of [sellerContext, buyerContext, visitorContext, adminContext]) await context.close();
  expect(a11y, `serious or critical axe violations:\n${a11y.join('\n')}`).toEqual([]);
});
