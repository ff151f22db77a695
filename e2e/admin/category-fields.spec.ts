/**
 * Issue #39 item 1: on a phone, the admin adds a field to a category, and the listing form asks for it when a
 * seller picks that category — labelled in the seller's language — with no restart; retiring it takes it out of
 * the form again.
 */
import { expect, test } from '../test';
import { ADMIN, screenshot, signInThroughApi, THROTTLED_PHONE } from '../fixtures';

/** A seeded demo seller (SEED_DEMO=on). */
const SELLER = { email: 'aishath.shifa@example.mv', password: 'Demo-Seller-2026!' };

test('on a phone, the admin adds "Power source" to Tools & Hardware and the listing form asks for it', async ({
  browser,
}) => {
  const stamp = Date.now() % 100000;
  const key = `power_${stamp}`;
  const label = `Power source ${stamp}`;

  const adminContext = await browser.newContext(THROTTLED_PHONE);
  const admin = await adminContext.newPage();
  await signInThroughApi(admin.request, ADMIN);
  await admin.goto('/admin/management/categories');
  await admin.getByLabel('Category', { exact: true }).selectOption({ label: 'Tools & Hardware' });
  await expect(admin.getByRole('heading', { name: 'Fields of Tools & Hardware' })).toBeVisible();
  await admin.getByLabel(/^Key/).fill(key);
  await admin.getByLabel('Label in English').fill(label);
  await admin.getByLabel('Label in Dhivehi').fill('ބާރު ލިބޭގޮތް');
  // A list with one option is refused before it is sent.
  await admin.getByLabel(/^Options/).fill('electric | Electric | ކަރަންޓް');
  await admin.getByRole('button', { name: 'Add field' }).tap();
  await expect(admin.getByText('A list needs at least two options.')).toBeVisible();
  await admin
    .getByLabel(/^Options/)
    .fill('electric | Electric | ކަރަންޓް\npetrol | Petrol | ޕެޓްރޯލް\nhand | Hand tool | އަތުން');
  await admin.getByRole('button', { name: 'Add field' }).tap();
  const fields = admin.getByRole('list', { name: 'Fields of Tools & Hardware' });
  await expect(fields.getByRole('listitem').filter({ hasText: label })).toBeVisible();
  await screenshot(admin, '152-admin-category-fields-360');

  // A seller picks the category: the form asks for it, optional.
  const sellerContext = await browser.newContext({
    viewport: { width: 360, height: 780 },
    isMobile: true,
    hasTouch: true,
  });
  const seller = await sellerContext.newPage();
  await signInThroughApi(seller.request, SELLER);
  await seller.goto('/dashboard?tab=submit-listing');
  await seller.getByLabel('Category').selectOption({ label: 'Tools & Hardware' });
  const power = seller.getByLabel(new RegExp(`^${label}`));
  await expect(power).toBeVisible();
  await power.selectOption({ label: 'Petrol' });
  await screenshot(seller, '153-form-asks-new-field-360');

  // Retired: the form no longer asks for it.
  await admin.getByRole('button', { name: `Retire ${label}` }).tap();
  await expect(admin.getByRole('button', { name: `Restore ${label}` })).toBeVisible();
  await seller.reload();
  await seller.getByLabel('Category').selectOption({ label: 'Tools & Hardware' });
  await expect(seller.getByRole('group', { name: 'About the item' })).toHaveCount(0);
  await Promise.all([adminContext.close(), sellerContext.close()]);
});
