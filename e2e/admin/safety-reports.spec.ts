/**
 * Issue #13 item 5 in the browser: a member reports a listing from the item page (360 px), a second report of it
 * is refused clearly, the admin sees the reports grouped on /admin/moderation (wide and 360 px), removes the
 * listing with a confirmation, and the reporter is told the outcome.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext } from '@playwright/test';
import { SAFETY_MESSAGES } from '@marketplace/contract/safety';
import { expect, test } from '../test';
import { E2E_BASE_URL } from '../e2e-env';
import { ADMIN, screenshot, signInThroughApi, uniqueEmail } from '../fixtures';

const headers = { Origin: E2E_BASE_URL };
const PHONE = { width: 360, height: 740 };

async function signUp(request: APIRequestContext, firstName: string, lastName: string) {
  const email = uniqueEmail(firstName.toLowerCase());
  const res = await request.post('/api/accounts/sign-up', {
    headers,
    data: {
      firstName,
      lastName,
      email,
      dateOfBirth: '1990-03-03',
      mobile: '7123456',
      nationalIdNumber: `C${String(Date.now()).slice(-6)}`,
      password: 'Str0ng!Pass',
      confirmPassword: 'Str0ng!Pass',
      location: 'K. Malé, Kaafu',
      agreedToTerms: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { user: { id: string } }).user.id;
}

async function createListing(request: APIRequestContext, name: string): Promise<string> {
  const jpeg = readFileSync(path.join(import.meta.dirname, '../fixtures-files/outboard-engine.jpg'));
  const res = await request.post('/api/listings', {
    headers,
    multipart: {
      name,
      categoryId: '1',
      condition: 'good',
      price: '1500',
      locationId: '1',
      description: 'Brand new, still sealed. Pickup in Malé any evening this week.',
      images: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: jpeg },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test('a member reports a listing, the admin sees it grouped with its reports and removes it, the reporter is told', async ({
  browser,
}) => {
  const name = `Replica watch ${Date.now() % 100000}`;
  const sellerContext = await browser.newContext();
  await signUp(sellerContext.request, 'Ibrahim', 'Seller');
  const listingId = await createListing(sellerContext.request, name);

  const adminContext = await browser.newContext();
  await signInThroughApi(adminContext.request, ADMIN);
  expect((await adminContext.request.post(`/api/admin/listings/${listingId}/status`, { headers, data: { status: 'Approved' } })).status()).toBe(200);

  // A second member reported it already (through the API), so the admin sees two.
  const otherContext = await browser.newContext();
  await signUp(otherContext.request, 'Mariyam', 'Other');
  expect(
    (await otherContext.request.post('/api/reports', { headers, data: { targetType: 'listing', targetId: listingId, reason: 'scam' } })).status(),
  ).toBe(201);

  // The reporter, on a phone.
  const reporterContext = await browser.newContext({ viewport: PHONE });
  await signUp(reporterContext.request, 'Aishath', 'Reporter');
  const reporter = await reporterContext.newPage();
  await reporter.goto(`/item/${listingId}`);
  await expect(reporter.getByRole('heading', { name })).toBeVisible();
  await reporter.getByRole('button', { name: 'Report' }).click();
  const dialog = reporter.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: SAFETY_MESSAGES.reportTitle.listing })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Spam' })).toBeFocused();
  await dialog.getByRole('radio', { name: 'Other' }).check();
  await dialog.getByRole('button', { name: SAFETY_MESSAGES.submitReport }).click();
  await expect(dialog.getByText(SAFETY_MESSAGES.noteRequired)).toBeVisible();
  await screenshot(reporter, '70-report-dialog-note-required-360');
  await dialog.getByRole('radio', { name: 'Prohibited item' }).check();
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Counterfeit brand watches are not allowed.');
  await dialog.getByRole('button', { name: SAFETY_MESSAGES.submitReport }).click();
  await expect(dialog.getByText(SAFETY_MESSAGES.reportSent)).toBeVisible();
  await expect(dialog.getByRole('button', { name: SAFETY_MESSAGES.close })).toBeFocused();
  await screenshot(reporter, '71-report-sent-360');
  await dialog.getByRole('button', { name: SAFETY_MESSAGES.close }).click();
  await expect(reporter.getByRole('button', { name: 'Report' })).toBeFocused();

  // Reporting it again while the report is open: a clear refusal.
  await reporter.getByRole('button', { name: 'Report' }).click();
  await dialog.getByRole('radio', { name: 'Spam' }).check();
  await dialog.getByRole('button', { name: SAFETY_MESSAGES.submitReport }).click();
  await expect(dialog.getByRole('alert')).toHaveText(SAFETY_MESSAGES.alreadyReported);
  await screenshot(reporter, '72-report-already-open-360');
  await reporter.keyboard.press('Escape');

  // The admin, wide: the queue groups both reports under the listing.
  const admin = await adminContext.newPage();
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.goto('/admin/moderation');
  const queue = admin.getByRole('region', { name: 'Open reports' });
  const row = queue.getByRole('button', { name: new RegExp(name) });
  await expect(row).toContainText('2 reports');
  await expect(row).toContainText('Prohibited item × 1');
  await expect(row).toContainText('Scam or fraud × 1');
  await row.click();
  await expect(admin.getByText('Counterfeit brand watches are not allowed.')).toBeVisible();
  await expect(admin.getByRole('link', { name: /Open the listing in admin/ })).toHaveAttribute('href', `/admin/listings/${listingId}`);
  await screenshot(admin, '73-admin-moderation-wide');

  // The same at 360 px: the detail replaces the queue, with a way back.
  await admin.setViewportSize(PHONE);
  await expect(admin.getByRole('button', { name: SAFETY_MESSAGES.backToQueue })).toBeVisible();
  await screenshot(admin, '74-admin-moderation-detail-360');
  await admin.getByRole('button', { name: SAFETY_MESSAGES.removeListing }).click();
  const confirm = admin.getByRole('alertdialog');
  await expect(confirm).toContainText(SAFETY_MESSAGES.confirmRemoveListing);
  await confirm.getByRole('button', { name: SAFETY_MESSAGES.confirm }).click();
  await expect(admin.getByText(SAFETY_MESSAGES.actionDone['remove-listing']).first()).toBeVisible();
  await expect(queue.getByRole('button', { name: new RegExp(name) })).toHaveCount(0);
  await screenshot(admin, '75-admin-moderation-queue-360');

  // The listing is gone for a visitor; the reporter is told what happened.
  const visitor = await browser.newPage();
  const gone = await visitor.request.get(`/api/listings/${listingId}`);
  expect(gone.status()).toBe(404);
  await reporter.goto('/notifications');
  await expect(reporter.getByText(SAFETY_MESSAGES.outcome.listing_removed).first()).toBeVisible();
  await screenshot(reporter, '76-reporter-notified-360');

  for (const context of [sellerContext, adminContext, otherContext, reporterContext]) await context.close();
  await visitor.close();
});

test('a member blocks from the thread and reports a message; the admin reads it in context and bans the sender; the reporter is told', async ({
  browser,
}) => {
  const sellerContext = await browser.newContext();
  await signUp(sellerContext.request, 'Shifaz', 'Scammer');
  const listingId = await createListing(sellerContext.request, `Jet ski ${Date.now() % 100000}`);
  const adminContext = await browser.newContext();
  await signInThroughApi(adminContext.request, ADMIN);
  expect((await adminContext.request.post(`/api/admin/listings/${listingId}/status`, { headers, data: { status: 'Approved' } })).status()).toBe(200);

  const buyerContext = await browser.newContext({ viewport: PHONE });
  await signUp(buyerContext.request, 'Nashwa', 'Buyer');
  const started = await buyerContext.request.post('/api/conversations', { headers, data: { listingId, body: 'Is the jet ski still available?' } });
  expect(started.status(), await started.text()).toBe(201);
  const { conversationId } = (await started.json()) as { conversationId: string };
  const scam = 'Yes! Transfer MVR 5,000 to this account now and I will deliver tomorrow.';
  const reply = await sellerContext.request.post(`/api/conversations/${conversationId}/messages`, { headers, data: { body: scam } });
  expect(reply.status()).toBe(201);
  const messageId = ((await reply.json()) as { message: { id: string } }).message.id;

  const buyer = await buyerContext.newPage();
  await buyer.goto(`/dashboard?tab=messages&conversation=${conversationId}`);
  await expect(buyer.getByRole('region', { name: 'Conversation with Shifaz Scammer' }).getByText(scam)).toBeVisible();
  // The message report (the thread's per-message button is wired by the conversations feature).
  expect((await buyer.request.post('/api/reports', { headers, data: { targetType: 'message', targetId: messageId, reason: 'scam', note: 'Asks for payment before meeting.' } })).status()).toBe(201);

  // Block from the thread's safety menu, with a confirmation.
  const menu = buyer.getByRole('button', { name: SAFETY_MESSAGES.safetyMenu });
  await menu.click();
  await buyer.getByRole('menuitem', { name: SAFETY_MESSAGES.blockMember }).click();
  const confirmBlock = buyer.getByRole('alertdialog');
  await expect(confirmBlock).toContainText(SAFETY_MESSAGES.blockConfirm);
  await screenshot(buyer, '77-block-confirm-360');
  await confirmBlock.getByRole('button', { name: SAFETY_MESSAGES.blockMember }).click();
  await expect(buyer.getByText(SAFETY_MESSAGES.blocked).first()).toBeVisible();
  await expect(menu).toBeFocused();
  await screenshot(buyer, '78-thread-blocked-360');
  // The blocked member cannot write any more.
  const refused = await sellerContext.request.post(`/api/conversations/${conversationId}/messages`, { headers, data: { body: 'Hello?' } });
  expect(refused.status()).toBe(403);

  // Blocked members are listed in the settings, with Unblock.
  await buyer.goto('/dashboard?tab=account-settings');
  const blockedCard = buyer.getByRole('heading', { name: SAFETY_MESSAGES.blockedMembersTitle });
  await blockedCard.scrollIntoViewIfNeeded();
  await expect(buyer.getByText('Shifaz Scammer')).toBeVisible();
  await screenshot(buyer, '79-settings-blocked-members-360');

  // The admin reads the message in its conversation and bans the sender.
  const admin = await adminContext.newPage();
  await admin.setViewportSize(PHONE);
  await admin.goto('/admin/moderation?sort=newest');
  await admin.getByRole('button', { name: /Transfer MVR 5,000/ }).click();
  const context = admin.getByRole('region', { name: SAFETY_MESSAGES.contextHeading });
  await expect(context.getByRole('listitem')).toHaveCount(2);
  await expect(context.getByText('Is the jet ski still available?')).toBeVisible();
  await expect(admin.getByText('Asks for payment before meeting.')).toBeVisible();
  await screenshot(admin, '80-admin-message-context-360');
  await admin.getByRole('button', { name: SAFETY_MESSAGES.banSender }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: SAFETY_MESSAGES.confirm }).click();
  await expect(admin.getByText(SAFETY_MESSAGES.actionDone['ban-member']).first()).toBeVisible();

  // The sender's session is over; the reporter is told.
  expect((await sellerContext.request.get('/api/conversations')).status()).toBe(401);
  await buyer.goto('/notifications');
  await expect(buyer.getByText(SAFETY_MESSAGES.outcome.member_banned).first()).toBeVisible();

  for (const c of [sellerContext, adminContext, buyerContext]) await c.close();
});
