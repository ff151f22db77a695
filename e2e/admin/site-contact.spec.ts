/**
 * Issue #37 item 4q: the footer's "Follow us" went to the bare instagram.com, facebook.com and viber.com and the
 * Support page showed a placeholder phone and e-mail. The admin sets them on the System page; a visitor then
 * finds them on the Support page and in the footer, and nothing the admin left empty.
 */
import { expect, test } from '../test';
import { E2E_BASE_URL } from '../e2e-env';
import { ADMIN, screenshot, signInThroughApi } from '../fixtures';

const EMPTY = { email: '', phone: '', instagram: '', facebook: '', viber: '' };

test('the admin sets the support e-mail and the Instagram account; a visitor on a phone finds them, and no other', async ({
  browser,
}) => {
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInThroughApi(adminContext.request, ADMIN);
  try {
    const admin = await adminContext.newPage();
    await admin.goto('/admin/management/system');
    const card = admin.locator('form').filter({ has: admin.getByLabel('Support e-mail') });
    await card.getByLabel('Support e-mail').fill('help@raajje.market');
    await card.getByLabel('Instagram account').fill('instagram.com/raajjemarket');
    await card.getByRole('button', { name: 'Save' }).click();
    // Not an address of an Instagram account: refused under the field, nothing saved.
    await expect(
      admin.getByText(
        'Enter the address of an Instagram account, such as https://www.instagram.com/raajjemarket, or leave it empty.',
      ),
    ).toBeVisible();
    await card.getByLabel('Instagram account').fill('https://www.instagram.com/raajjemarket');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText('Contact Details Saved', { exact: true }).first()).toBeVisible();
    await screenshot(admin, '150-admin-site-contact-1280');

    const visitor = await browser.newContext({
      viewport: { width: 360, height: 780 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await visitor.newPage();
    await page.goto('/support');
    await expect(page.getByRole('link', { name: /Email/ })).toHaveAttribute(
      'href',
      'mailto:help@raajje.market',
    );
    await expect(page.getByRole('link', { name: /Direct message/ })).toHaveAttribute(
      'href',
      'https://ig.me/m/raajjemarket',
    );
    await expect(page.getByRole('link', { name: /Phone/ })).toHaveCount(0);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/raajjemarket',
    );
    await expect(footer.getByRole('link', { name: /Facebook|Viber/ })).toHaveCount(0);
    await screenshot(page, '151-support-contact-360');
    await visitor.close();
  } finally {
    // Back to nothing set, as the other journeys found it.
    await adminContext.request.put('/api/admin/system/contact', {
      headers: { Origin: E2E_BASE_URL },
      data: EMPTY,
    });
    await adminContext.close();
  }
});
