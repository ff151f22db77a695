import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../test';
import { E2E_BASE_URL } from '../e2e-env';
import { ADMIN, screenshot, signInThroughApi, uniqueEmail } from '../fixtures';

const JPEG = readFileSync(path.join(import.meta.dirname, '../fixtures-files/outboard-engine.jpg'));
const headers = { Origin: E2E_BASE_URL };

async function newMember(request: APIRequestContext, firstName: string) {
  const res = await request.post('/api/accounts/sign-up', {
    headers,
    data: {
      firstName,
      lastName: 'Adam',
      email: uniqueEmail(firstName.toLowerCase()),
      dateOfBirth: '1996-01-20',
      mobile: '7345678',
      nationalIdNumber: `C${String(Date.now()).slice(-6)}`,
      password: 'Str0ng!Pass',
      confirmPassword: 'Str0ng!Pass',
      location: 'K. Malé, Kaafu',
      agreedToTerms: true,
    },
  });
  expect(res.status()).toBe(201);
}

test('a member with the page open sees the approval arrive live, then marks everything read', async ({
  browser,
}) => {
  const member = await browser.newContext();
  await newMember(member.request, 'Nashwa');
  const listing = await member.request.post('/api/listings', {
    headers,
    multipart: {
      name: `Live approval ${Date.now() % 10000}`,
      categoryId: '1',
      condition: 'good',
      price: '900',
      locationId: '1',
      description: 'Waiting for the admin to approve this one.',
      images: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: JPEG },
    },
  });
  const { id } = (await listing.json()) as { id: string };
  const page = await member.newPage();
  await page.goto('/marketplace');
  await expect(page.getByRole('button', { name: 'Notifications' }).first()).toBeVisible();

  const admin = await browser.newContext();
  await signInThroughApi(admin.request, ADMIN);
  expect(
    (
      await admin.request.post(`/api/admin/listings/${id}/status`, { headers, data: { status: 'Approved' } })
    ).status(),
  ).toBe(200);

  await expect(page.getByText('Listing Approved', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' }).first()).toBeVisible();
  await screenshot(page, '40-live-notification');
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).first().click();
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('All notifications marked as read.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true }).first()).toBeVisible();
  await Promise.all([member.close(), admin.close()]);
});

test('a testimonial goes live once the admin approves it', async ({ browser }) => {
  const member = await browser.newContext();
  await newMember(member.request, 'Shiham');
  const page = await member.newPage();
  await page.goto('/testimonials');
  const text = `Sold my fishing rods in a day — great buyers in Hulhumalé ${Date.now() % 10000}.`;
  await page.getByRole('radio', { name: '4 stars' }).check({ force: true });
  await page.getByRole('textbox', { name: 'Your experience' }).fill(text);
  await page.getByRole('button', { name: 'Submit Testimonial' }).click();
  await expect(page.getByText('Testimonial Submitted!', { exact: true })).toBeVisible();

  const admin = await browser.newContext();
  await signInThroughApi(admin.request, ADMIN);
  const adminPage = await admin.newPage();
  await adminPage.goto('/admin/management/content');
  await adminPage.getByRole('button', { name: 'Approve testimonial by Shiham Adam' }).first().click();
  await expect(adminPage.getByText('Testimonial Approved', { exact: true }).first()).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto('/testimonials');
  await expect(visitor.getByText(text)).toBeVisible();
  await screenshot(visitor, '41-testimonials');
  await Promise.all([member.close(), admin.close(), visitor.close()]);
});

test('early access greets by name; the FAQ filters; an unknown page says so', async ({ page }) => {
  await page.goto('/early-access');
  await page.getByLabel('First name').fill('Mariyam');
  await page.getByLabel('Last name').fill('Shaana');
  await page.getByLabel('Email').fill(uniqueEmail('early'));
  await page.getByRole('checkbox').click();
  await page.getByRole('button', { name: 'Join the Early Access List' }).click();
  await expect(page).toHaveURL(/early-access-success/);
  await expect(page.getByText('Thank you, Mariyam!')).toBeVisible();
  await screenshot(page, '42-early-access-success');

  await page.goto('/faq');
  await page.getByPlaceholder('Search questions and answers').fill('resubmit');
  await expect(page.getByRole('button', { name: /rejected/i }).first()).toBeVisible();
  await page.getByPlaceholder('Search questions and answers').fill('zzzz nothing');
  await expect(page.getByText('No FAQs found matching your search term...')).toBeVisible();

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
});
