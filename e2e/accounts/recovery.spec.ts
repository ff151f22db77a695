import { expect, test } from '../test';
import { ADMIN, readLatestMail, screenshot, signInThroughApi, uniqueEmail } from '../fixtures';
import { E2E_BASE_URL } from '../e2e-env';

test('sign-up shows each rule under its field, then creates the account', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  await page.goto('/signup');
  await page.getByLabel('Mobile number', { exact: true }).fill('12');
  await page.getByLabel('National ID number', { exact: true }).fill('A1');
  await page.getByLabel('Password', { exact: true }).fill('weakpass');
  await page.getByLabel('Confirm password').fill('weakpasz');
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await page.getByRole('button', { name: 'Create Account' }).click();
  for (const message of [
    'First name is required.',
    'Last name is required.',
    'Email is required.',
    'Date of birth is required.',
    'Mobile number is invalid. Must be 7-15 digits.',
    'National ID number is invalid. It should be 6-10 alphanumeric characters.',
    'Password must contain an uppercase letter, a lowercase letter, a number, and a special character.',
    'Location is required.',
    'You must agree to the Terms of Service and Privacy Policy.',
  ]) {
    await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByText('Validation Error', { exact: true }).first()).toBeVisible();
  await screenshot(page, '50-sign-up-errors-360');

  await page.getByLabel('First name').fill('Ali');
  await page.getByLabel('Last name').fill('Waheed');
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('ali'));
  await page.getByLabel('Date of birth', { exact: true }).fill('1991-03-03');
  await page.getByLabel('Mobile number', { exact: true }).fill('7333444');
  await page.getByLabel('National ID number', { exact: true }).fill(`D${String(Date.now()).slice(-6)}`);
  await page.getByLabel('Password', { exact: true }).fill('Str0ng!Pass');
  await page.getByLabel('Confirm password').fill('Str0ng!Pass');
  await page.getByRole('button', { name: /Location/ }).click();
  await page.getByRole('combobox', { name: 'Search islands' }).fill('Maafushi');
  await page.getByRole('option', { name: 'K. Maafushi' }).click();
  await page.getByRole('checkbox').click();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await context.close();
});

test('a member resets a forgotten password from the e-mailed link, then deletes the account', async ({
  browser,
}) => {
  const email = uniqueEmail('forgetful');
  const member = await browser.newContext();
  const signUp = await member.request.post('/api/accounts/sign-up', {
    headers: { Origin: E2E_BASE_URL },
    data: {
      firstName: 'Hussain',
      lastName: 'Zahir',
      email,
      dateOfBirth: '1990-07-07',
      mobile: '7555666',
      nationalIdNumber: `E${String(Date.now()).slice(-6)}`,
      password: 'Str0ng!Pass',
      confirmPassword: 'Str0ng!Pass',
      location: 'K. Malé, Kaafu',
      agreedToTerms: true,
    },
  });
  expect(signUp.status()).toBe(201);
  await member.close();

  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto('/forgot-password');
  await page.getByLabel(/Email/).fill(email);
  await page.getByRole('button', { name: /Send|Reset/ }).click();
  await expect(page.getByText('Check Your Email')).toBeVisible();

  // The link, as the member would find it in their inbox (the server's mail drop folder, without SMTP).
  const mail = await readLatestMail(email, 'password-reset');
  const link = /(https?:\/\/\S+\/reset-password\?token=\S+)/.exec(mail)![1]!;
  // The admin's outbox shows the same message without a working link (issue #11).
  const admin = await browser.newContext();
  await signInThroughApi(admin.request, ADMIN);
  const outbox = (await (await admin.request.get('/api/admin/system/outbox')).json()) as {
    items: Array<{ to: string; kind: string; text: string | null }>;
  };
  const shown = outbox.items.find((m) => m.to === email && m.kind === 'password-reset');
  expect(shown?.text).toContain('/reset-password?token=[redacted]');
  expect(shown?.text).not.toContain(new URL(link).searchParams.get('token')!);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page
    .getByLabel(/^New password|^Password/)
    .first()
    .fill('N3w!Password');
  await page.getByLabel(/Confirm/).fill('N3w!Password');
  await page.getByRole('button', { name: /Reset|Set|Save|Update/ }).click();
  await expect(page).toHaveURL(/\/signin/);

  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('N3w!Password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/dashboard?tab=settings&section=management');
  await page
    .getByRole('button', { name: /Delete account/ })
    .first()
    .click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByLabel(/Type DELETE/i).fill('DELETE');
  await dialog.getByLabel('Your password', { exact: true }).fill('N3w!Password');
  await dialog
    .getByRole('button', { name: /Delete/ })
    .last()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await screenshot(page, '51-account-deleted');
  const signIn = await visitor.request.post('/api/accounts/sign-in', {
    headers: { Origin: E2E_BASE_URL },
    data: { email, password: 'N3w!Password' },
  });
  expect(signIn.status()).toBe(401);
  await Promise.all([visitor.close(), admin.close()]);
});
