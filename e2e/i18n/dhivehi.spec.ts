import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { dv } from '../../apps/web/src/i18n/locales/dv';
import { E2E_BASE_URL } from '../e2e-env';
import { expect, test } from '../test';
import { ADMIN, pickIsland, screenshot, signInThroughApi, uniqueEmail } from '../fixtures';

/**
 * Issue #15 item 6: the marketplace in Dhivehi, right to left, as an islander uses it — on a phone (360 px) and
 * on a desktop (1280 px). A seller signs up and lists a boat with a Thaana name and description; the admin
 * approves it from the queue; a buyer finds it by a Thaana word in browse and in the suggestions, opens it (its
 * category details, issue #39, in Dhivehi) and
 * asks the seller with a quick reply; the seller reads it in the inbox. Every label is the Dhivehi text of the
 * app's own locale files, so an untranslated screen fails to find its controls. Screenshots per step.
 */

const PHOTO = path.join(import.meta.dirname, '../fixtures-files/photo-blue-stern.jpg');
const WIDTHS: { name: string; options: BrowserContextOptions }[] = [
  { name: 'phone', options: { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true } },
  { name: 'desktop', options: { viewport: { width: 1280, height: 900 } } },
];
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{\s*(\w+)[^}]*\}\}/g, (_, key: string) => String(values[key]));

/** A new context that has chosen Dhivehi, as the language switch leaves it. */
async function dhivehiContext(browser: Browser, options: BrowserContextOptions) {
  const context = await browser.newContext(options);
  await context.addCookies([{ name: 'lang', value: 'dv', url: E2E_BASE_URL }]);
  return context;
}

async function expectRightToLeft(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'dv');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

for (const width of WIDTHS) {
  test(`in Dhivehi on a ${width.name}: sign up, list a boat in Thaana, approval, Thaana search, a conversation`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const tag = `${width.name}-${Date.now() % 100000}`;
    const word = width.name === 'phone' ? 'ދޯނި' : 'ބޯޓު';
    const listingName = `ފަޅުވެރިކަމުގެ ${word} ${Date.now() % 100000}`;
    const shot = (page: Page, name: string) => screenshot(page, `dv-${width.name}-${name}`);

    // 1. Sign up in Dhivehi.
    const sellerContext = await dhivehiContext(browser, width.options);
    const seller = await sellerContext.newPage();
    await seller.goto('/signup');
    await expectRightToLeft(seller);
    await seller.getByLabel(dv.accounts.fields.firstName).fill('ޢާއިޝަތު');
    await seller.getByLabel(dv.accounts.fields.lastName).fill('ޝިފާ');
    await seller.getByLabel(dv.accounts.fields.email, { exact: true }).fill(uniqueEmail(`dv-${tag}`));
    await seller.getByLabel(dv.accounts.signUp.dateOfBirth, { exact: true }).fill('1990-05-20');
    await seller.getByLabel(dv.accounts.signUp.mobile, { exact: true }).fill('7654321');
    await seller
      .getByLabel(dv.accounts.signUp.nationalId, { exact: true })
      .fill(`A${String(Date.now()).slice(-6)}`);
    await seller.getByLabel(dv.accounts.fields.password, { exact: true }).fill('Str0ng!Pass');
    await seller.getByLabel(dv.accounts.signUp.confirmPassword, { exact: true }).fill('Str0ng!Pass');
    await seller.getByRole('button', { name: new RegExp(dv.accounts.signUp.location) }).click();
    await seller.getByRole('combobox', { name: dv.accounts.location.search }).fill('Hulhum');
    await seller.getByRole('option', { name: 'K. Hulhumalé' }).click();
    await seller.getByRole('checkbox').click();
    await shot(seller, '01-sign-up');
    await seller.getByRole('button', { name: dv.accounts.signUp.submit }).click();
    await expect(seller).toHaveURL(/\/dashboard/);
    await expectRightToLeft(seller);

    // 2. List a boat, named and described in Thaana.
    await seller.goto('/dashboard?tab=submit-listing');
    await seller.getByLabel(dv.listings.form.name).fill(listingName);
    await seller
      .getByLabel(dv.listings.form.category)
      .selectOption({ label: dv.common.categoryNames['Boats & Marine'] });
    // The category's own fields, labelled in Dhivehi (issue #39): what kind of boat, and its length.
    await expect(seller.getByRole('group', { name: dv.listings.form.categoryDetails })).toBeVisible();
    await seller.getByLabel('ބާވަތް', { exact: true }).selectOption({ label: 'ދޯނި' });
    await seller.getByLabel(/^ދިގުމިން/).fill('32');
    await seller.getByLabel(dv.listings.form.condition).selectOption({ label: dv.common.condition.good });
    await seller.getByLabel(fill(dv.listings.form.price, { currency: 'MVR' })).fill('45000');
    // The island found by its Thaana name (issue #37 item 4l).
    await pickIsland(seller, 'ހުޅުމާލެ', 'K. Hulhumalé', {
      field: dv.listings.form.island,
      search: dv.accounts.location.search,
    });
    await seller
      .getByLabel(dv.listings.form.description)
      .fill(`${word} ރަނގަޅު ހާލަތުގައި. އިންޖީނު ހުރީ ސާވިސްކޮށްފައި. ހުޅުމާލޭގައި ބައްލަވާލެވޭނެ.`);
    await seller.locator('input[type="file"]').setInputFiles(PHOTO);
    await expect(
      seller.getByRole('list', { name: dv.listings.photos.selected }).getByRole('listitem'),
    ).toHaveCount(1);
    await expect(seller.getByText(fill(dv.listings.photos.allUploaded_one, { count: 1 }))).toBeVisible();
    await shot(seller, '02-submit-listing');
    await seller.getByRole('button', { name: dv.listings.form.submit }).click();
    await expect(seller).toHaveURL(/tab=my-listings/);
    const myRow = seller.getByRole('listitem').filter({ hasText: listingName });
    await expect(myRow.getByText(dv.common.listingStatus.Pending, { exact: true })).toBeVisible();
    await shot(seller, '03-my-listings');

    // 3. The admin approves it from the queue, in Dhivehi.
    const adminContext = await dhivehiContext(browser, width.options);
    await signInThroughApi(adminContext.request, ADMIN);
    const admin = await adminContext.newPage();
    await admin.goto('/admin/listings');
    await expectRightToLeft(admin);
    await expect(admin.getByRole('heading', { name: dv.admin.listings.title })).toBeVisible();
    await admin
      .getByRole('button', { name: fill(dv.admin.listingsTable.approveListing, { name: listingName }) })
      .first()
      .click();
    await expect(admin.getByText(dv.contract.MODERATION_MESSAGES.approved).first()).toBeVisible();
    await shot(admin, '04-admin-approved');

    // 4. A buyer finds it by a Thaana word: the suggestions and the results.
    const buyerContext = await dhivehiContext(browser, width.options);
    await signInThroughApi(buyerContext.request, {
      email: 'aishath.shifa@example.mv',
      password: 'Demo-Seller-2026!',
    });
    const buyer = await buyerContext.newPage();
    await buyer.goto(`/marketplace?query=${encodeURIComponent(word)}`);
    await expectRightToLeft(buyer);
    const card = buyer.getByRole('link', { name: new RegExp(listingName) });
    await expect(card).toBeVisible();
    await shot(buyer, '05-search-results');
    const suggestions = await buyer.request.get(
      `/api/marketplace/suggestions?query=${encodeURIComponent(word.slice(0, 3))}`,
    );
    expect(suggestions.status()).toBe(200);
    expect(JSON.stringify(await suggestions.json())).toContain(listingName);
    await card.click();
    await expect(buyer.getByRole('heading', { name: listingName, level: 1 })).toBeVisible();
    await expect(buyer.getByText('MVR 45,000').first()).toBeVisible();
    const details = buyer.getByRole('region', { name: dv.listings.shared.details });
    await expect(details.getByRole('definition').filter({ hasText: 'ދޯނި' })).toBeVisible();
    await expect(details.getByRole('definition').filter({ hasText: '32 ft' })).toBeVisible();
    await shot(buyer, '06-item-page');

    // 5. The buyer asks with a quick reply; the seller reads it in the inbox.
    await buyer.getByRole('button', { name: dv.contract.CONVERSATION_MESSAGES.messageSeller }).click();
    await buyer.getByRole('button', { name: dv.conversations.quickReplies.available }).click();
    await expect(buyer).toHaveURL(/tab=messages&conversation=/);
    const thread = buyer.getByRole('region', {
      name: fill(dv.conversations.thread.label, { name: 'ޢާއިޝަތު ޝިފާ' }),
    });
    await expect(thread.getByText(dv.conversations.quickReplies.available)).toBeVisible();
    await shot(buyer, '07-buyer-thread');
    await seller.goto('/dashboard?tab=messages');
    await expect(seller.getByText(dv.conversations.quickReplies.available).first()).toBeVisible();
    await shot(seller, '08-seller-inbox');

    await Promise.all([sellerContext.close(), adminContext.close(), buyerContext.close()]);
  });
}
