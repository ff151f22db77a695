import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en } from '@/i18n/locales/en';
import { showInDhivehi } from '@/test/language';
import { renderWithProviders, TEST_SITE } from '@/test/render-app';
import { jsonResponse, stubFetch } from '@/test/render-page';
import { EarlyAccessPage } from './early-access-page';
import { EarlyAccessSuccessPage } from './early-access-success-page';
import { englishTexts } from '@/test/english-left';

describe('early access in Dhivehi', () => {
  it('shows the waitlist page and its form in Thaana, with no English left', async () => {
    stubFetch({ 'GET /api/site': () => jsonResponse(TEST_SITE) });
    await showInDhivehi();
    renderWithProviders(<EarlyAccessPage />, { path: '/early-access' });

    expect(
      await screen.findByRole('heading', { name: `${TEST_SITE.siteName} ގައި އެންމެ ކުރިން ވަދެވަޑައިގަންނަވާ` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'އިސްކަންދޭ ސަޕޯޓް' })).toBeInTheDocument();
    expect(screen.getByLabelText('ފުރަތަމަ ނަން')).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('link', { name: 'ޝަރުޠުތަކާއި' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('button', { name: 'އަވަހަށް ވަނުމުގެ ލިސްޓުގައި ބައިވެރިވޭ' })).toBeInTheDocument();

    const shown = document.body.textContent ?? '';
    const { meta: _meta, success: _success, ...page } = en.earlyAccess;
    for (const text of englishTexts(page)) expect(shown, text).not.toContain(text);
  });

  it('thanks the visitor in Dhivehi', async () => {
    await showInDhivehi();
    renderWithProviders(<EarlyAccessSuccessPage />, { path: '/early-access-success' });

    expect(screen.getByRole('heading', { name: 'ޝުކުރިއްޔާ!' })).toBeInTheDocument();
    const shown = document.body.textContent ?? '';
    for (const text of englishTexts(en.earlyAccess.success)) expect(shown, text).not.toContain(text);
  });
});
