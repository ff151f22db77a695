/**
 * Maintenance mode (admin spec, System): while it is on a visitor gets the notice instead of the marketplace and
 * the admin keeps working. The switch answers every visitor's call with 503, so this journey runs in the
 * `global-switches` project, after every other journey and alone (issue #36).
 */
import { expect, test } from '../test';
import { E2E_BASE_URL } from '../e2e-env';
import { ADMIN, screenshot, signInThroughApi } from '../fixtures';

const headers = { Origin: E2E_BASE_URL };

test('maintenance: a visitor sees the notice, the admin still works', async ({ browser }) => {
  const admin = await browser.newContext();
  await signInThroughApi(admin.request, ADMIN);
  expect(
    (await admin.request.put('/api/admin/system/maintenance', { headers, data: { enabled: true } })).status(),
  ).toBe(200);
  try {
    const visitor = await browser.newPage();
    await visitor.goto('/marketplace');
    await expect(visitor.getByRole('heading', { name: 'We ran into an issue.' })).toBeVisible();
    await screenshot(visitor, '43-maintenance');
    const adminPage = await admin.newPage();
    await adminPage.goto('/admin/overview');
    await expect(adminPage.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await visitor.close();
  } finally {
    await admin.request.put('/api/admin/system/maintenance', { headers, data: { enabled: false } });
    await admin.close();
  }
});
