import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en } from '@/i18n/locales/en';
import { showInDhivehi } from '@/test/language';
import { renderWithProviders } from '@/test/render-app';
import { jsonResponse, stubFetch } from '@/test/render-page';
import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { englishTexts } from '@/test/english-left';

/** No English text of `tree` is on screen, in the page's words or in what assistive tech reads out. */
function expectNoEnglish(tree: object) {
  const shown = document.body.textContent ?? '';
  const read = [...document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]')].flatMap(
    (element) =>
      ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
  );
  for (const text of englishTexts(tree)) {
    expect(shown, text).not.toContain(text);
    expect(
      read.filter((value) => value.includes(text)),
      text,
    ).toEqual([]);
  }
}

describe('the accounts screens in Dhivehi', () => {
  it('shows the sign-up form in Thaana, right to left, with no English left', async () => {
    stubFetch({ 'GET /api/locations': () => jsonResponse([]) });
    await showInDhivehi();
    const { user } = renderWithProviders(<SignUpForm />, { path: '/signup' });

    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByLabelText('ފުރަތަމަ ނަން')).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('link', { name: 'ޚިދުމަތުގެ ޝަރުޠުތަކާއި' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('button', { name: /ރަށް ހޮވާ/ })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'ޕާސްވޯޑް ދައްކާ' })).toHaveLength(2);
    // The date's pattern is kept beside its Dhivehi words, as the box takes Western digits.
    const { dateOfBirthHint: _pattern, dateOfBirthPlaceholder: _placeholder, ...signUp } = en.accounts.signUp;
    expectNoEnglish({ ...signUp, ...en.accounts.fields, ...en.accounts.password });

    // An empty submit: the toast speaks Dhivehi too.
    await user.click(screen.getByRole('button', { name: 'އެކައުންޓެއް ހަދާ' }));
    expect(await screen.findByText('މަޢުލޫމާތުގައި ގޯހެއް')).toBeInTheDocument();
    expect(screen.queryByText(en.accounts.toasts.validationError)).not.toBeInTheDocument();
  });

  it('shows the sign-in form in Dhivehi', async () => {
    await showInDhivehi();
    renderWithProviders(<SignInForm />, { path: '/signin' });

    expect(screen.getByRole('button', { name: 'ލޮގިން ކުރޭ' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'ހަނދާން ބަހައްޓާ' })).toBeInTheDocument();
    screen.debug(document.querySelector('p')!);
    expect(screen.getByRole('link', { name: 'އެކައުންޓެއް ހަދާ' })).toHaveAttribute('href', '/signup');
    expectNoEnglish({ ...en.accounts.signIn, ...en.accounts.fields });
  });

  it('confirms a reset link in Dhivehi, with the address kept as typed', async () => {
    stubFetch({ 'POST /api/accounts/forgot-password': () => jsonResponse({ ok: true }) });
    await showInDhivehi();
    const { user } = renderWithProviders(<ForgotPasswordForm />, { path: '/forgot-password' });
    expectNoEnglish({ ...en.accounts.fields, submit: en.accounts.forgotPassword.submit });

    await user.type(screen.getByLabelText('އީމެއިލް'), 'aishath@example.mv');
    await user.click(screen.getByRole('button', { name: 'ރީސެޓް ލިންކު ފޮނުވާ' }));

    expect(await screen.findByRole('heading', { name: 'އީމެއިލް ބައްލަވާ' })).toBeInTheDocument();
    expect(screen.getByText('aishath@example.mv')).toHaveAttribute('dir', 'auto');
    expectNoEnglish(en.accounts.forgotPassword);
  });
});
