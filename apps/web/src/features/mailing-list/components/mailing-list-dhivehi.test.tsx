import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en } from '@/i18n/locales/en';
import { showInDhivehi } from '@/test/language';
import { renderWithProviders } from '@/test/render-app';
import { FooterSubscribeForm } from './footer-subscribe-form';

describe('the footer subscription in Dhivehi', () => {
  it('shows the form in Thaana, with no English left', async () => {
    await showInDhivehi();
    renderWithProviders(<FooterSubscribeForm />);

    expect(screen.getByRole('heading', { name: 'ޚަބަރުތައް ލިބިގަންނަވާ' })).toBeInTheDocument();
    const box = screen.getByLabelText('އީމެއިލް އެޑްރެސް');
    expect(box).toHaveAttribute('placeholder', 'މިސާލު: you@example.com');
    expect(screen.getByRole('button', { name: 'ސަބްސްކްރައިބް' })).toBeInTheDocument();

    const shown = document.body.textContent ?? '';
    for (const text of Object.values(en.mailingList.footer)) expect(shown, text).not.toContain(text);
    expect(box.getAttribute('placeholder')).not.toBe(en.mailingList.footer.placeholder);
  });
});
