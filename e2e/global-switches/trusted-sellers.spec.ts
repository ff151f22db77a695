/**
 * Issue #14 item 4: the admin switches auto-approval of trusted sellers on with N = 1; a verified seller with
 * one approved listing submits another through the form and it is live at once, marked Auto-approved in the
 * admin's table; the admin sends it back to review and it is Pending again. Screenshots at 1280 and 360 px.
 * While the switch is on, any verified seller's next listing skips the queue, so this journey runs in the
 * `global-switches` project, after every other journey and alone (issue #36).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../test';
import { E2E_BASE_URL } from '../e2e-env';
import { ADMIN, axeOn, pickIsland, screenshot, signInThroughApi, uniqueEmail } from '../fixtures';

const PHOTO = path.join(import.meta.dirname, '../fixtures-files/outboard-engine.jpg');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const PHONE = { width: 360, height: 800 };
const DESKTOP = { width: 1280, height: 900 };

/**
 * Serious axe violations on the page (or in `include`), the pointer moved off the buttons first. Toasts are
 * left out: their success colours are the toaster's, checked elsewhere, and they close on their own.
 */
async function seriousAxeViolations(page: Page, include?: string) {
  await page.mouse.move(0, 0);
  const builder = axeOn(page)
    .withTags(AXE_TAGS)
    .exclude('[role="region"][aria-label^="Notifications"]');
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

async function setTrustedSellers(request: APIRequestContext, enabled: boolean, minApprovedListings: number) {
  const res = await request.put('/api/admin/system/trusted-sellers', {
    headers: { Origin: E2E_BASE_URL },
    data: { enabled, minApprovedListings },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('the admin trusts verified sellers with one approved listing; a new listing goes live at once, marked, and the admin sends it back to review', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now() % 100000;
  const adminContext = await browser.newContext({ viewport: DESKTOP });
  await signInThroughApi(adminContext.request, ADMIN);
  try {
    // The seller: signed up, ID verified by the admin, one listing approved by the admin.
    const sellerContext = await browser.newContext({ viewport: DESKTOP });
    const email = uniqueEmail('trusted');
    const signUp = await sellerContext.request.post('/api/accounts/sign-up', {
      headers: { Origin: E2E_BASE_URL },
      data: {
        firstName: 'Mariyam',
        lastName: 'Shareef',
        email,
        dateOfBirth: '1990-02-02',
        mobile: '7654321',
        nationalIdNumber: `A${String(Date.now()).slice(-6)}`,
        password: 'Str0ng!Pass',
        confirmPassword: 'Str0ng!Pass',
        location: 'K. Malé, Kaafu',
        agreedToTerms: true,
      },
    });
    expect(signUp.status()).toBe(201);
    const sellerId = ((await signUp.json()) as { user: { id: string } }).user.id;
    const verify = await adminContext.request.patch(`/api/admin/users/${sellerId}`, {
      headers: { Origin: E2E_BASE_URL },
      data: { idVerificationStatus: 'verified' },
    });
    expect(verify.status(), await verify.text()).toBe(200);
    const first = await sellerContext.request.post('/api/listings', {
      headers: { Origin: E2E_BASE_URL },
      multipart: {
        name: `Snorkel set ${stamp}`,
        categoryId: '1',
        condition: 'good',
        price: '450',
        locationId: '1',
        description: 'Mask, snorkel and fins, used twice. Pickup in Malé.',
        images: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: readFileSync(PHOTO) },
      },
    });
    expect(first.status()).toBe(201);
    const firstId = ((await first.json()) as { id: string; status: string }).id;
    const approve = await adminContext.request.post(`/api/admin/listings/${firstId}/status`, {
      headers: { Origin: E2E_BASE_URL },
      data: { status: 'Approved' },
    });
    expect(approve.status()).toBe(200);

    // The admin switches auto-approval on with N = 1 on the System page.
    const admin = await adminContext.newPage();
    await admin.goto('/admin/management/system');
    const toggle = admin.getByRole('switch', { name: 'Auto-approve trusted sellers' });
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    // The System page has a Save per card: this one is the trusted-seller form's.
    const save = admin.locator('form').filter({ has: toggle }).getByRole('button', { name: 'Save', exact: true });
    await admin.getByLabel('Approved listings needed').fill('0');
    await save.click();
    await expect(admin.getByText('Enter a whole number from 1 to 100.')).toBeVisible();
    await admin.getByLabel('Approved listings needed').fill('1');
    await save.click();
    await expect(admin.getByText('Settings Saved').first()).toBeVisible();
    await expect(toggle).toBeChecked();
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await screenshot(admin, '140-trusted-sellers-setting-1280');
    await admin.setViewportSize(PHONE);
    await screenshot(admin, '141-trusted-sellers-setting-360');
    const stored = (await (await adminContext.request.get('/api/admin/system/trusted-sellers')).json()) as {
      enabled: boolean;
      minApprovedListings: number;
    };
    expect(stored).toMatchObject({ enabled: true, minApprovedListings: 1 });

    // The seller submits a second listing through the form: it is live at once.
    const seller = await sellerContext.newPage();
    await seller.goto('/dashboard?tab=submit-listing');
    const name = `Trusted kayak ${stamp}`;
    await seller.getByLabel('Listing name').fill(name);
    await seller.getByLabel('Category').selectOption({ label: 'Boats & Marine' });
    await seller.getByLabel('Type').selectOption({ label: 'Kayak or jet ski' });
    await seller.getByLabel('Condition').selectOption({ label: 'Good' });
    await seller.getByLabel(/Price/).fill('6500');
    await pickIsland(seller, 'hulhumale', 'K. Hulhumalé');
    await seller
      .getByLabel('Description')
      .fill('Sit-on-top kayak with paddle and seat, barely used. Pickup in Hulhumalé.');
    const uploaded = seller.waitForResponse(
      (res) => new URL(res.url()).pathname === '/api/uploads' && res.request().method() === 'POST',
    );
    await seller.locator('input[type="file"]').setInputFiles(PHOTO);
    expect((await uploaded).status()).toBe(201);
    const submitted = seller.waitForResponse(
      (res) => new URL(res.url()).pathname === '/api/listings' && res.request().method() === 'POST',
    );
    await seller.getByRole('button', { name: 'Submit Listing' }).click();
    const answer = (await (await submitted).json()) as { id: string; status: string; autoApproved: boolean };
    expect(answer).toMatchObject({ status: 'Approved', autoApproved: true });
    await expect(seller).toHaveURL(/tab=my-listings/);
    // Public at once: a visitor opens it.
    const visitor = await browser.newContext();
    expect((await visitor.request.get(`/api/listings/${answer.id}`)).status()).toBe(200);
    await visitor.close();

    // The admin's table marks it Auto-approved.
    await admin.setViewportSize(DESKTOP);
    await admin.goto('/admin/listings');
    await admin.getByPlaceholder('Search listings (name, ID, description)...').fill(name);
    await admin.getByPlaceholder('Search listings (name, ID, description)...').press('Enter');
    const row = admin.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Auto-approved')).toBeVisible();
    await expect(row.getByText('Approved', { exact: true })).toBeVisible();
    await screenshot(admin, '142-trusted-sellers-table-1280');
    await admin.setViewportSize(PHONE);
    await expect(row.getByText('Auto-approved')).toBeVisible();
    await screenshot(admin, '143-trusted-sellers-table-360');

    // … and sends it back to review after confirming.
    await row.getByRole('button', { name: `Send ${name} back to review` }).click();
    const dialog = admin.getByRole('alertdialog');
    await expect(dialog.getByText(`Send “${name}” back to review?`)).toBeVisible();
    expect(await seriousAxeViolations(admin, '[role="alertdialog"]')).toEqual([]);
    await screenshot(admin, '144-trusted-sellers-send-back-360');
    await dialog.getByRole('button', { name: 'Send back to review' }).click();
    await expect(admin.getByText('Sent Back to Review').first()).toBeVisible();
    await expect(row.getByText('Pending', { exact: true })).toBeVisible();
    await expect(row.getByText('Auto-approved')).toHaveCount(0);
    await admin.setViewportSize(DESKTOP);
    await screenshot(admin, '145-trusted-sellers-sent-back-1280');
    const after = (await (await adminContext.request.get(`/api/listings/${answer.id}`)).json()) as {
      status: string;
      autoApproved: boolean;
    };
    expect(after).toMatchObject({ status: 'Pending', autoApproved: false });
    // The seller is told.
    const notes = (await (await sellerContext.request.get('/api/notifications')).json()) as {
      items: Array<{ title: string }>;
    };
    expect(notes.items[0]?.title).toBe('Listing Back in Review');

    // The overview shows the queue with it in it.
    await admin.goto('/admin');
    const queue = admin.getByRole('region', { name: 'Moderation queue' });
    await expect(queue.getByText('Median time to decision')).toBeVisible();
    await expect(queue.getByText(/auto-approved \(not counted\)/)).toBeVisible();
    await screenshot(admin, '146-admin-overview-moderation-1280');
    await admin.setViewportSize(PHONE);
    await screenshot(admin, '147-admin-overview-moderation-360');
    await sellerContext.close();
  } finally {
    // Other journeys expect every submission to wait for review.
    await setTrustedSellers(adminContext.request, false, 5);
    await adminContext.close();
  }
});
