import path from 'node:path';
import { expect, test } from '../test';
import { ADMIN, screenshot, signInThroughApi, uniqueEmail } from '../fixtures';

const PHOTO = path.join(import.meta.dirname, '../fixtures-files/outboard-engine.jpg');

test('a new seller lists an engine, the admin approves it, and a visitor finds it', async ({ browser }) => {
  const listingName = `Yamaha 40HP outboard ${Date.now() % 100000}`;
  const email = uniqueEmail('ibrahim');

  // 1. Sign up.
  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  await seller.goto('/signup');
  await expect(seller.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  await seller.getByLabel('First name').fill('Ibrahim');
  await seller.getByLabel('Last name').fill('Shareef');
  await seller.getByLabel('Email', { exact: true }).fill(email);
  await seller.getByLabel('Date of birth', { exact: true }).fill('1990-05-20');
  await seller.getByLabel('Mobile number', { exact: true }).fill('7654321');
  await seller.getByLabel('National ID number', { exact: true }).fill('A314159');
  await seller.getByLabel('Password', { exact: true }).fill('Str0ng!Pass');
  await seller.getByLabel('Confirm password').fill('Str0ng!Pass');
  await seller.getByRole('button', { name: /Location/ }).click();
  await seller.getByRole('combobox', { name: 'Search islands' }).fill('Hulhum');
  await seller.getByRole('option', { name: 'K. Hulhumalé' }).click();
  await seller.getByRole('checkbox').click();
  await screenshot(seller, '01-sign-up-filled');
  await seller.getByRole('button', { name: 'Create Account' }).click();
  await expect(seller).toHaveURL(/\/dashboard/);
  await screenshot(seller, '02-dashboard');

  // 2. Submit a listing with a photo.
  await seller.goto('/dashboard?tab=submit-listing');
  await seller.getByLabel('Listing name').fill(listingName);
  await seller.getByLabel('Category').selectOption({ label: 'Boats & Marine' });
  // The category's own fields (issue #39): what kind, and the engine's power.
  await seller.getByLabel('Type').selectOption({ label: 'Outboard or engine' });
  await seller.getByLabel(/^Engine power/).fill('40');
  await seller.getByLabel('Condition').selectOption({ label: 'Good' });
  await seller.getByLabel(/Price/).fill('45000');
  // The island starts at the seller's own, from sign-up (issue #37 item 4l).
  await expect(seller.getByRole('button', { name: /^Island/ })).toContainText('K. Hulhumalé, Kaafu');
  await seller
    .getByLabel('Description')
    .fill(
      'Well maintained 40HP two-stroke engine, serviced last month.\nComes with fuel tank and lines. Pickup in Hulhumalé.',
    );
  await seller.locator('input[type="file"]').setInputFiles(PHOTO);
  await expect(seller.getByRole('list', { name: 'Selected photos' }).getByRole('listitem')).toHaveCount(1);
  // The photo goes up on its own as soon as it is picked (issue #12); the form says when it is there.
  await expect(seller.getByText('All 1 new photo is uploaded.')).toBeVisible();
  await screenshot(seller, '03-submit-listing');
  await seller.getByRole('button', { name: 'Submit Listing' }).click();
  await expect(seller).toHaveURL(/tab=my-listings/);
  const myRow = seller.getByRole('listitem').filter({ hasText: listingName });
  await expect(myRow).toBeVisible();
  await expect(myRow.getByText('Pending', { exact: true })).toBeVisible();
  await screenshot(seller, '04-my-listings-pending');

  // Nobody else can see it yet.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/marketplace');
  await expect(visitor.getByRole('heading', { name: /Browse .* Items/ })).toBeVisible();
  await expect(visitor.getByText(listingName)).toHaveCount(0);

  // 3. The admin approves it.
  const adminContext = await browser.newContext();
  await signInThroughApi(adminContext.request, ADMIN);
  const admin = await adminContext.newPage();
  await admin.goto('/admin/listings');
  await expect(admin.getByRole('heading', { name: 'Listing Management' })).toBeVisible();
  await admin
    .getByRole('button', { name: `Approve ${listingName}` })
    .first()
    .click();
  await expect(admin.getByText('Listing Approved').first()).toBeVisible();
  await screenshot(admin, '05-admin-approved');

  // 4. A visitor finds it on the marketplace and opens it.
  await visitor.reload();
  const card = visitor.getByRole('link', { name: new RegExp(listingName) });
  await expect(card).toBeVisible();
  await expect(visitor.getByText(/Showing \d+ of [\d,+]+ items/)).toBeVisible();
  await screenshot(visitor, '06-marketplace');
  await card.click();
  await expect(visitor.getByRole('heading', { name: listingName })).toBeVisible();
  await expect(visitor.getByText('MVR 45,000').first()).toBeVisible();
  await expect(visitor.getByText('Ibrahim Shareef')).toBeVisible();
  await expect(visitor.getByText('A314159')).toHaveCount(0);
  // What describes it in its category, labelled (issue #39).
  const details = visitor.getByRole('region', { name: 'Details' });
  await expect(details.getByRole('definition').filter({ hasText: 'Outboard or engine' })).toBeVisible();
  await expect(details.getByRole('definition').filter({ hasText: '40 HP' })).toBeVisible();
  await screenshot(visitor, '07-item-page');

  await Promise.all([sellerContext.close(), visitorContext.close(), adminContext.close()]);
});
