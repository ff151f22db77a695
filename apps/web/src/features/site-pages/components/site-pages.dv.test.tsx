/** Issue #15: the site pages in Dhivehi, written out in full. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showInDhivehi } from '@/test/language';
import { renderWithProviders, TEST_SITE, TEST_SITE_WITH_CONTACT } from '@/test/render-app';
import { jsonResponse, stubFetch } from '@/test/render-page';
import { AboutPage } from './about-page';
import { FaqPage } from './faq-page';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

const site = () => stubFetch({ 'GET /api/site': () => jsonResponse(TEST_SITE) });

function expectNoEnglish(words: string[]) {
  const text = document.body.textContent ?? '';
  for (const english of words) expect(text).not.toContain(english);
}

describe('the site pages in Dhivehi', () => {
  it('FAQ: questions, answers and contacts in Dhivehi, and the search finds Dhivehi words', async () => {
    site();
    await showInDhivehi();
    const { user } = renderWithProviders(<FaqPage />, { path: '/support' });
    const list = screen.getByRole('region', { name: 'ގިނައިން ކުރެވޭ ސުވާލުތައް' });
    expect(within(list).getAllByRole('button')).toHaveLength(6);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('އެހީ އަދި އާންމު ސުވާލު');
    expectNoEnglish(['Support', 'FAQ', 'How long', 'Still need help', 'Email', 'Phone', 'Direct message', 'Home']);

    await user.type(screen.getByRole('searchbox', { name: 'ސުވާލުތަކުގެ ތެރެއިން ހޯދާ' }), 'ވެރިފައި');
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'ވެރިފައިކުރެވިފައިވާ ވިއްކާ މީހަކަށް ވާނީ ކިހިނެއް؟',
    ]);
  });

  it('terms: every section in Dhivehi, its figures kept, its links working', async () => {
    site();
    await showInDhivehi();
    renderWithProviders(<TermsPage />, { path: '/terms' });
    expect(await screen.findByRole('heading', { level: 1, name: 'ޚިދުމަތުގެ ޝަރުތުތައް' })).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    for (const fact of ['18 އަހަރު', '12 މަހު', 'MVR 100', '30 ދުވަސް', 'Pre-loved']) expect(text).toContain(fact);
    expect(screen.getByRole('link', { name: 'ޕްރައިވެސީ ޕޮލިސީ' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'ސަޕޯޓް' })).toHaveAttribute('href', '/support');
    expect(screen.getByRole('navigation', { name: 'ތިބާ މިހުރީ' })).toBeInTheDocument();
    expectNoEnglish(['Terms', 'Contents', 'Accepting', 'illegal', 'liability', 'Contact', 'Home', 'Privacy Policy']);
  });

  it('privacy and about: in Dhivehi throughout', async () => {
    site();
    await showInDhivehi();
    const privacy = renderWithProviders(<PrivacyPage />, { path: '/privacy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'ޕްރައިވެސީ ޕޮލިސީ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ޚިދުމަތުގެ ޝަރުތުތައް' })).toHaveAttribute('href', '/terms');
    expectNoEnglish(['Privacy Policy', 'What we collect', 'Cookies', 'Terms of Service', 'Your choices']);
    privacy.unmount();

    stubFetch({ 'GET /api/site': () => jsonResponse(TEST_SITE_WITH_CONTACT) });
    renderWithProviders(<AboutPage />, { path: '/about' });
    expect(await screen.findByRole('heading', { name: 'އަހަރެމެންގެ ވާހަކަ' })).toBeInTheDocument();
    // The accounts the admin set arrive with the site's config (issue #37 item 4q).
    expect(await screen.findByRole('link', { name: 'Instagram ގައި Test Market' })).toBeInTheDocument();
    expectNoEnglish(['About', 'Our story', 'Our mission', 'How it works', 'Follow us', 'Explore Marketplace']);
  });
});
