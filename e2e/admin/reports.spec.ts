import { expect, test } from '../test';
import { ADMIN, screenshot, signInThroughApi } from '../fixtures';

test('the admin reads the platform reports: charts of user activity and listings by category, and the top 3s', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await signInThroughApi(context.request, ADMIN);
  const admin = await context.newPage();

  for (const width of [1280, 360]) {
    await admin.setViewportSize({ width, height: 900 });
    await admin.goto('/admin/reports');
    await expect(admin.getByRole('heading', { name: 'Platform Reports' })).toBeVisible();

    // The numbers are in tables for screen readers; the charts draw one bar per non-zero value.
    const byCategory = admin.getByRole('table', { name: 'Listings by category' });
    await expect(byCategory.getByRole('row')).not.toHaveCount(0);
    const categoryRows = await byCategory.locator('tbody tr').count();
    expect(categoryRows).toBeGreaterThan(3);
    const categoryChart = admin.locator('figure', { has: byCategory });
    await expect(categoryChart.locator('.recharts-bar-rectangle')).toHaveCount(categoryRows);
    const activity = admin.getByRole('table', { name: 'User activity, last 5 months' });
    await expect(activity.locator('tbody tr')).toHaveCount(5);
    const activityChart = admin.locator('figure', { has: activity });
    await expect(activityChart.locator('svg.recharts-surface').first()).toBeVisible();
    await expect(activityChart.locator('.recharts-legend-item-text', { hasText: 'Sign-ins' })).toBeVisible();

    // Charts never push the page wider than the phone.
    const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await expect(admin.getByRole('heading', { name: 'Top categories' })).toBeVisible();
    await expect(admin.getByRole('heading', { name: 'Most active users' })).toBeVisible();
    await screenshot(admin, `admin-reports-${width}`);
  }
  await context.close();
});
