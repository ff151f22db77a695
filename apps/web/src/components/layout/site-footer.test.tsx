import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, TEST_SITE, TEST_SITE_WITH_CONTACT } from '@/test/render-app';
import { jsonResponse, stubFetch } from '@/test/render-page';
import { SiteFooter } from './site-footer';

/** Issue #37 item 4q: "Follow us" went to the bare instagram.com, facebook.com and viber.com. */
describe('the footer’s social links', () => {
  it('links to the accounts the admin set, and to nothing else', async () => {
    stubFetch({
      'GET /api/site': () =>
        jsonResponse({
          ...TEST_SITE_WITH_CONTACT,
          contact: { ...TEST_SITE_WITH_CONTACT.contact!, facebook: null },
        }),
    });
    renderWithProviders(<SiteFooter subscribeForm={null} />);
    const footer = await screen.findByRole('contentinfo');
    await waitFor(() =>
      expect(within(footer).getByRole('link', { name: 'Instagram' })).toHaveAttribute(
        'href',
        'https://www.instagram.com/testmarket',
      ),
    );
    expect(within(footer).getByRole('link', { name: 'Viber' })).toHaveAttribute(
      'href',
      'https://vb.me/testmarket',
    );
    expect(within(footer).queryByRole('link', { name: 'Facebook' })).toBeNull();
  });

  it('leaves "Follow us" out while the admin has set no account', async () => {
    stubFetch({ 'GET /api/site': () => jsonResponse(TEST_SITE) });
    renderWithProviders(<SiteFooter subscribeForm={null} />);
    const footer = await screen.findByRole('contentinfo');
    // Once the site's config has arrived (its name replaces the fallback's).
    await waitFor(() => expect(within(footer).getAllByText(/Test Market/).length).toBeGreaterThan(0));
    expect(within(footer).queryByText('Follow us')).toBeNull();
    expect(within(footer).queryByRole('link', { name: /Instagram|Facebook|Viber/ })).toBeNull();
  });
});
