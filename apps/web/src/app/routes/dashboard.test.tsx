import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, TEST_SITE, testUser } from '@/test/render-app';
import { jsonResponse, stubFetch } from '@/test/render-page';

function serveMember() {
  stubFetch({
    'GET /api/me': () => jsonResponse({ user: testUser() }),
    'GET /api/site': () => jsonResponse(TEST_SITE),
  });
}

describe('/dashboard', () => {
  it('opens the settings tab at the asked-for section, scrolled into view and highlighted', async () => {
    serveMember();
    const scrolled: string[] = [];
    const spy = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
    renderApp('/dashboard?tab=settings&section=management');

    expect(await screen.findByRole('heading', { name: 'Security & Management' })).toBeInTheDocument();
    expect(screen.getByText('aishath@example.mv', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('7771234')).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'Dashboard' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Security & Management' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await waitFor(() => expect(scrolled).toContain('settings-management'));
    spy.mockRestore();
  });

  it('switches tabs from the side menu, replacing the history entry', async () => {
    serveMember();
    const { user, router } = renderApp('/dashboard');

    await screen.findByRole('heading', { name: 'Welcome back, Aishath!' });
    const nav = screen.getAllByRole('navigation', { name: 'Dashboard' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(nav).getByRole('link', { name: 'Saved Items' }));
    expect(await screen.findByText('You have no saved items.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=saved-listings');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('collapses the side menu to icons', async () => {
    serveMember();
    const { user } = renderApp('/dashboard');

    await screen.findByRole('heading', { name: 'Welcome back, Aishath!' });
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    const nav = screen.getAllByRole('navigation', { name: 'Dashboard' })[0]!;
    // Labels move to tooltips; the links keep their names.
    expect(within(nav).getByRole('link', { name: 'Saved Items' })).not.toHaveTextContent('Saved Items');
  });

  it('takes the tab from navigation state when the query has none', async () => {
    serveMember();
    const { router } = renderApp('/no-such-page');
    await screen.findByRole('heading', { name: "We couldn't find that page" });

    await router.navigate('/dashboard', { state: { tab: 'saved-listings' } });
    expect(await screen.findByText('You have no saved items.')).toBeInTheDocument();
  });
});
