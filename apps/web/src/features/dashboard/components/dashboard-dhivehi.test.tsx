import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en } from '@/i18n/locales/en';
import { showInDhivehi } from '@/test/language';
import { renderWithProviders, TEST_SITE, testUser } from '@/test/render-app';
import { jsonResponse, stubFetch } from '@/test/render-page';
import { DashboardLayout } from './dashboard-layout';
import { DashboardOverview } from './dashboard-overview';
import { englishTexts } from '@/test/english-left';

describe('the dashboard in Dhivehi', () => {
  it('shows the frame, the menu and the overview in Thaana, with no English left', async () => {
    stubFetch({
      'GET /api/me': () => jsonResponse({ user: testUser({ firstName: 'ޢާއިޝަތު' }) }),
      'GET /api/site': () => jsonResponse(TEST_SITE),
    });
    await showInDhivehi();
    renderWithProviders(
      <DashboardLayout>
        <DashboardOverview />
      </DashboardLayout>,
      { path: '/dashboard', url: '/dashboard?tab=settings' },
    );

    expect(await screen.findByRole('heading', { name: 'މަރުޙަބާ، ޢާއިޝަތު!' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'ޑޭޝްބޯޑު' });
    expect(menu).toHaveTextContent('ރައްކާކުރި އިޢުލާންތައް');
    // The settings group is open on the settings tab.
    expect(screen.getByRole('link', { name: 'ސެކިއުރިޓީ އަދި އެކައުންޓު' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ލޮގްއައުޓް ކުރޭ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ސައިޑްބާ ކުޑަކުރޭ' }).querySelector('svg')).toHaveClass(
      'rtl:-scale-x-100',
    );
    expect(screen.getByRole('link', { name: /ބާޒާރު ބައްލަވާ/ })).toHaveAttribute('href', '/marketplace');

    const shown = document.body.textContent ?? '';
    const read = [...document.body.querySelectorAll('[aria-label]')].map((element) =>
      element.getAttribute('aria-label'),
    );
    const { tabTitles: _titles, ...dashboard } = en.dashboard;
    for (const text of englishTexts(dashboard)) {
      expect(shown, text).not.toContain(text);
      expect(read, text).not.toContain(text);
    }
  });
});
