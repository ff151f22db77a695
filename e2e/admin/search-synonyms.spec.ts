/**
 * Issue #38 item 1: the admin adds a synonym group on a phone, and the next visitor's search for the new word
 * finds the listing that uses the other one — no reindex, no restart; removing the group undoes it.
 */
import { expect, test } from '../test';
import { ADMIN, screenshot, signInThroughApi, THROTTLED_PHONE } from '../fixtures';

test('on a phone, the admin adds "dustbuster, vacuum" and a visitor searching "dustbuster" finds the Dyson', async ({
  browser,
}) => {
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/marketplace?query=dustbuster');
  await expect(visitor.getByRole('heading', { name: 'No items found for "dustbuster"' })).toBeVisible();

  const adminContext = await browser.newContext(THROTTLED_PHONE);
  const admin = await adminContext.newPage();
  await signInThroughApi(admin.request, ADMIN);
  await admin.goto('/admin/management/search');
  const words = admin.getByRole('textbox', { name: 'Words or phrases, separated by commas' });
  await words.fill('dustbuster');
  await admin.getByRole('button', { name: 'Add group' }).tap();
  await expect(admin.getByText('Give at least two words or phrases, separated by commas.')).toBeVisible();
  await expect(words).toBeFocused();
  await words.fill('Dustbuster, vacuum');
  await admin.getByRole('button', { name: 'Add group' }).tap();
  const remove = admin.getByRole('button', { name: 'Remove the group dustbuster, vacuum' });
  await expect(remove).toBeVisible();
  await screenshot(admin, '60-admin-search-synonyms-360');

  await visitor.goto('/marketplace?query=dustbuster');
  await expect(visitor.getByRole('link', { name: /Dyson V8 cordless vacuum/ })).toBeVisible();

  await remove.tap();
  await expect(remove).toHaveCount(0);
  await visitor.goto('/marketplace?query=dustbuster');
  await expect(visitor.getByRole('heading', { name: 'No items found for "dustbuster"' })).toBeVisible();
  await adminContext.close();
  await visitorContext.close();
});
