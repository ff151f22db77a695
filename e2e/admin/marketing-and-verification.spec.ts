import { copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../test';
import { E2E_BASE_URL } from '../e2e-env';
import { ADMIN, screenshot, signInThroughApi, uniqueEmail } from '../fixtures';

const PHOTO = readFileSync(path.join(import.meta.dirname, '../fixtures-files/outboard-engine.jpg'));
const ORIGIN = { Origin: E2E_BASE_URL };

/** A demo catalogue brand with several listings (apps/api/src/db/seed/demo-content.ts). */
const SEARCH_TERM = 'Samsung';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Spec 02 §5: a caption hashtag is "#" plus the text without any non-alphanumeric character. */
function hashtag(text: string): string {
  return `#${text.replace(/[^\p{L}\p{N}]/gu, '')}`;
}

/** Spec 02 §9: the sanitised listing name plus -3x4.png. */
function expectedFileName(name: string): string {
  const base = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base}-3x4.png`;
}

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('the admin finds an approved listing, downloads its 900×1200 post PNG and copies the caption', async ({
  browser,
}, testInfo) => {
  const adminContext = await browser.newContext({
    permissions: ['clipboard-read', 'clipboard-write'],
    viewport: { width: 1280, height: 900 },
  });
  await signInThroughApi(adminContext.request, ADMIN);

  // What the post should say (an approved match, as the picker lists them) and the site's brand.
  const site = (await (await adminContext.request.get('/api/site')).json()) as {
    siteName: string;
    productNoun: string;
  };
  const search = await adminContext.request.get('/api/admin/listings', {
    params: { status: 'Approved', query: SEARCH_TERM },
  });
  expect(search.status()).toBe(200);
  const { items } = (await search.json()) as { items: Array<{ id: string; name: string }> };
  // Admin search also matches descriptions; the post is about a listing whose name says the brand.
  const picked = items.find((item) => item.name.toLowerCase().includes(SEARCH_TERM.toLowerCase()));
  if (!picked) throw new Error(`The demo catalogue has no approved listing matching ${SEARCH_TERM}`);
  const detail = (await (await adminContext.request.get(`/api/listings/${picked.id}`)).json()) as {
    name: string;
    condition: string;
    category: { name: string };
    location: { name: string };
  };

  const page = await adminContext.newPage();
  await page.goto('/admin/marketing-tools');
  await expect(page.getByRole('heading', { name: 'Marketing Tools', level: 1 })).toBeVisible();
  await expect(page.getByText('Pick a listing to preview its post and caption.')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search approved listings' }).fill(SEARCH_TERM);
  const results = page.getByRole('list', { name: 'Matching listings' });
  const result = results.getByRole('button', { name: new RegExp(escapeRegExp(picked.name)) });
  await expect(result).toBeVisible();
  await expect(results.getByRole('listitem')).toHaveCount(items.slice(0, 10).length);
  await result.click();
  await expect(result).toHaveAttribute('aria-pressed', 'true');

  // The 3:4 post card, with its photo and logo loaded.
  const preview = page.getByRole('group', { name: 'Post preview' });
  await expect(preview).toBeVisible();
  await expect(preview.getByText(picked.name)).toBeVisible();
  await expect(preview.getByText(detail.location.name)).toBeVisible();
  await expect(preview.getByText(detail.category.name)).toBeVisible();
  await expect(page.getByText('900 × 1200 px PNG, ready to download.')).toBeVisible();
  const photo = preview.getByRole('img', { name: picked.name });
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  const box = await preview.boundingBox();
  expect(box && Math.round((box.width / box.height) * 100)).toBe(75);
  await screenshot(page, '40-marketing-tools-1280');

  // Download PNG: a 900×1200 PNG named after the listing.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PNG' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/-3x4\.png$/);
  expect(download.suggestedFilename()).toBe(expectedFileName(picked.name));
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  expect(pngSize(readFileSync(file))).toEqual({ width: 900, height: 1200 });
  copyFileSync(file, path.join(import.meta.dirname, '../screenshots/42-marketing-post-download.png'));
  await expect(page.getByText('Image Generation Failed')).toHaveCount(0);

  // Copy the caption: the toast, then what actually landed on the clipboard.
  await page.getByRole('button', { name: 'Copy caption' }).click();
  await expect(page.getByText('Copied!', { exact: true })).toBeVisible();
  await expect(page.getByText('Post caption copied to clipboard.', { exact: true })).toBeVisible();
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  await expect(page.getByRole('textbox', { name: 'Caption' })).toHaveValue(clipboard);
  expect(clipboard.split('\n')[0]).toBe(picked.name);
  expect(clipboard).toContain(`📍 Location: ${detail.location.name}`);
  expect(clipboard).toContain(`🏷️ Category: ${detail.category.name}`);
  expect(clipboard).toMatch(/💰 Price: MVR [\d,]+\n/);
  expect(clipboard).toContain(`/item/${picked.id}`);
  // Hashtags (spec 02 §9): brand, category, name, location, condition and Maldives, alphanumerics only.
  const tags = clipboard.trim().split('\n').at(-1) ?? '';
  const expectedTags = [
    hashtag(site.siteName),
    hashtag(site.productNoun),
    hashtag(detail.category.name),
    hashtag(picked.name),
    hashtag(detail.location.name),
    hashtag(detail.condition),
    '#Maldives',
  ];
  for (const tag of expectedTags) expect(tags.toLowerCase()).toContain(tag.toLowerCase());
  for (const tag of tags.split(' ')) expect(tag).toMatch(/^#[\p{L}\p{N}]+$/u);

  await page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('button', { name: 'Close' })
    .click();
  await expect(page.getByText('Copied!', { exact: true })).toBeHidden();

  await page.setViewportSize({ width: 360, height: 800 });
  // The card is scaled down to fit a phone, still 3:4.
  await expect
    .poll(async () => {
      const narrow = await preview.boundingBox();
      return narrow ? narrow.x >= 0 && narrow.x + narrow.width <= 360 : false;
    })
    .toBe(true);
  await screenshot(page, '41-marketing-tools-360');

  await adminContext.close();
});

/** A member who signed up, sent ID photos and has one listing, approved; `request` keeps their session. */
async function memberAwaitingVerification(request: APIRequestContext, admin: APIRequestContext) {
  const email = uniqueEmail('mariyam');
  const nationalId = `A${String(Date.now()).slice(-6)}`;
  const signUp = await request.post('/api/accounts/sign-up', {
    headers: ORIGIN,
    data: {
      firstName: 'Mariyam',
      lastName: 'Idhunaa',
      email,
      dateOfBirth: '1992-02-14',
      mobile: '7987654',
      nationalIdNumber: nationalId,
      password: 'Str0ng!Pass',
      confirmPassword: 'Str0ng!Pass',
      location: 'K. Malé, Kaafu',
      agreedToTerms: true,
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);

  const verification = await request.post('/api/accounts/verification', {
    headers: ORIGIN,
    multipart: {
      front: { name: 'id-front.jpg', mimeType: 'image/jpeg', buffer: PHOTO },
      back: { name: 'id-back.jpg', mimeType: 'image/jpeg', buffer: PHOTO },
    },
  });
  expect(verification.status(), await verification.text()).toBe(200);

  const listingName = `Snorkel set ${Date.now() % 100000}`;
  const listing = await request.post('/api/listings', {
    headers: ORIGIN,
    multipart: {
      name: listingName,
      categoryId: '1',
      condition: 'good',
      price: '350',
      locationId: '1',
      description: 'Mask, snorkel and fins, used twice on a Maafushi trip.',
      images: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: PHOTO },
    },
  });
  expect(listing.status(), await listing.text()).toBe(201);
  const { id: listingId } = (await listing.json()) as { id: string };
  const approve = await admin.post(`/api/admin/listings/${listingId}/status`, {
    headers: ORIGIN,
    data: { status: 'Approved' },
  });
  expect(approve.status(), await approve.text()).toBe(200);

  return { email, nationalId, name: 'Mariyam Idhunaa', listingId, listingName };
}

test('the admin reviews a member’s ID photos and verifies them; the member is told and gets the badge', async ({
  browser,
}) => {
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInThroughApi(adminContext.request, ADMIN);
  const memberContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const member = await memberAwaitingVerification(memberContext.request, adminContext.request);

  // The member waits on their settings: the review is pending.
  const memberPage = await memberContext.newPage();
  await memberPage.goto('/dashboard?tab=account-settings&section=profile');
  const verificationCard = memberPage.locator('#settings-verification');
  await expect(verificationCard.getByText('Seller Verification')).toBeVisible();
  await expect(verificationCard.getByText('Pending Review')).toBeVisible();

  // The admin finds the member and opens their profile details.
  const admin = await adminContext.newPage();
  await admin.goto('/admin/users');
  await expect(admin.getByRole('heading', { name: 'User Management' })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Search' }).fill(member.email);
  await expect(admin.getByText('1 user', { exact: true })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: member.email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `View ${member.name}` }).click();

  const details = admin.getByRole('dialog', { name: member.name });
  await expect(details).toBeVisible();
  await expect(details.getByText('Pending Review')).toBeVisible();
  const photos = details.getByRole('region', { name: 'ID photos' });
  // The photos are private: nothing loads until the admin asks.
  await expect(photos.getByRole('img')).toHaveCount(0);
  await photos.getByRole('button', { name: 'Show ID photos' }).click();
  for (const side of ['Front', 'Back']) {
    const img = photos.getByRole('img', { name: `${side} of ${member.name}’s national ID card` });
    await expect(img).toBeVisible();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)))
      .toBeGreaterThan(0);
  }
  await screenshot(admin, '43-admin-user-details-id-photos');
  await admin.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // Verify the ID, with a note.
  await row.getByRole('button', { name: `Edit ${member.name}` }).click();
  const edit = admin.getByRole('dialog', { name: 'Edit User' });
  await expect(edit).toBeVisible();
  await expect(edit.getByLabel('Email')).toHaveValue(member.email);
  await expect(edit.getByLabel('ID verification status')).toHaveValue('pending');
  await edit.getByLabel('ID verification status').selectOption({ label: 'Verified' });
  await edit.getByLabel('Admin notes').fill('Photo matches the ID card; checked front and back.');
  await screenshot(admin, '44-admin-edit-user-verify');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(admin.getByText('User Updated', { exact: true })).toBeVisible();
  await expect(edit).toBeHidden();

  // The table has no verification column (spec 02 §2): the member's details now read verified.
  await row.getByRole('button', { name: `View ${member.name}` }).click();
  await expect(details).toBeVisible();
  await expect(details.getByRole('definition').filter({ hasText: /^Verified$/ })).toHaveCount(2);
  await expect(details.getByText('Photo matches the ID card; checked front and back.')).toBeVisible();
  await admin.keyboard.press('Escape');

  // The member hears about it live, finds it under the bell, and follows it to their settings.
  await expect(memberPage.getByText('ID Verified', { exact: true }).first()).toBeVisible();
  const bell = memberPage.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = memberPage.getByRole('dialog', { name: 'Notifications' });
  const notice = panel.getByRole('button', { name: /^ID Verified \(unread\) Your national ID is verified/ });
  await expect(notice).toBeVisible();
  await notice.click();
  await expect(memberPage).toHaveURL(/tab=account-settings/);
  await expect(verificationCard.getByText('Verified Seller', { exact: true })).toBeVisible();
  await expect(verificationCard.getByText('Pending Review')).toHaveCount(0);
  await screenshot(memberPage, '45-member-verified-settings');

  // Buyers see the badge on the member's item.
  await memberPage.goto(`/item/${member.listingId}`);
  await expect(memberPage.getByRole('heading', { name: member.listingName })).toBeVisible();
  await expect(memberPage.getByText('Verified Seller', { exact: true })).toBeVisible();

  // The activity log records the review without ever showing the national ID number.
  await admin.goto('/admin/activity-log');
  await expect(admin.getByRole('heading', { name: 'User Activity Logs' })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Search' }).fill(member.email);
  await expect(admin.getByText(`Admin viewed the front ID photo of ${member.email}`)).toBeVisible();
  await expect(admin.getByText('National ID photos submitted for verification')).toBeVisible();
  await expect(admin.locator('body')).not.toContainText(member.nationalId);
  await admin.getByLabel('Action type').selectOption('VERIFICATION_APPROVED');
  const approved = admin.getByRole('row').filter({ hasText: `ID verification approved for ${member.email}` });
  await expect(approved).toHaveCount(1);
  await expect(approved.getByText('VERIFICATION_APPROVED')).toBeVisible();
  await expect(admin.getByText(`Admin viewed the front ID photo of ${member.email}`)).toHaveCount(0);
  await expect(admin.locator('body')).not.toContainText(member.nationalId);
  await screenshot(admin, '46-activity-log-verification');

  await Promise.all([adminContext.close(), memberContext.close()]);
});
