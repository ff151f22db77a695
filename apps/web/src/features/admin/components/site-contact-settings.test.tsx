import { SITE_CONTACT_MESSAGES, type SiteContactSettings } from '@marketplace/contract/site-contact';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '@marketplace/contract/site';
import { getSiteConfigQueryOptions } from '@/hooks/use-site-config';
import { TEST_SITE } from '@/test/render-app';
import { jsonResponse, renderPage, stubFetch } from '@/test/render-page';
import { SiteContactSettingsCard } from './site-contact-settings';

const PATH = '/api/admin/system/contact';

function stored(overrides: Partial<SiteContactSettings> = {}): SiteContactSettings {
  return {
    email: null,
    phone: null,
    instagram: null,
    facebook: null,
    viber: null,
    updatedAt: null,
    ...overrides,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Issue #37 item 4q: the admin sets the site's contact details and social links on the System page. */
describe('SiteContactSettingsCard', () => {
  it('shows what is set, empty fields empty', async () => {
    stubFetch({ [`GET ${PATH}`]: () => jsonResponse(stored({ phone: '+960 330 1234' })) });
    renderPage(<SiteContactSettingsCard />);
    expect(await screen.findByLabelText(SITE_CONTACT_MESSAGES.phoneLabel)).toHaveValue('+960 330 1234');
    expect(screen.getByLabelText(SITE_CONTACT_MESSAGES.emailLabel)).toHaveValue('');
    expect(screen.getByLabelText(SITE_CONTACT_MESSAGES.instagramLabel)).toHaveAttribute('dir', 'ltr');
  });

  it('saves every field as typed, empty ones as empty, then toasts', async () => {
    const { calls } = stubFetch({
      [`GET ${PATH}`]: () => jsonResponse(stored({ facebook: 'https://www.facebook.com/old' })),
      [`PUT ${PATH}`]: () =>
        jsonResponse(
          stored({ email: 'help@raajje.market', instagram: 'https://www.instagram.com/raajjemarket' }),
        ),
    });
    const { user, queryClient } = renderPage(<SiteContactSettingsCard />);
    queryClient.setQueryData(getSiteConfigQueryOptions().queryKey, TEST_SITE);
    await user.type(await screen.findByLabelText(SITE_CONTACT_MESSAGES.emailLabel), 'help@raajje.market');
    await user.type(
      screen.getByLabelText(SITE_CONTACT_MESSAGES.instagramLabel),
      'https://www.instagram.com/raajjemarket',
    );
    await user.clear(screen.getByLabelText(SITE_CONTACT_MESSAGES.facebookLabel));
    await user.click(screen.getByRole('button', { name: SITE_CONTACT_MESSAGES.save }));

    expect(await screen.findByText(SITE_CONTACT_MESSAGES.saved)).toBeInTheDocument();
    // This tab's footer and Support page show them at once (not a refetch the browser may answer from cache).
    expect(queryClient.getQueryData<SiteConfig>(getSiteConfigQueryOptions().queryKey)?.contact).toEqual({
      email: 'help@raajje.market',
      phone: null,
      instagram: 'https://www.instagram.com/raajjemarket',
      facebook: null,
      viber: null,
    });
    const put = calls.find((c) => c.method === 'PUT');
    expect(JSON.parse(String(put?.init?.body))).toEqual({
      email: 'help@raajje.market',
      phone: '',
      instagram: 'https://www.instagram.com/raajjemarket',
      facebook: '',
      viber: '',
    });
  });

  it('refuses a link to another site with the contract message and sends nothing', async () => {
    const { calls } = stubFetch({ [`GET ${PATH}`]: () => jsonResponse(stored()) });
    const { user } = renderPage(<SiteContactSettingsCard />);
    const instagram = await screen.findByLabelText(SITE_CONTACT_MESSAGES.instagramLabel);
    await user.type(instagram, 'https://evil.example/instagram.com/raajje');
    await user.type(screen.getByLabelText(SITE_CONTACT_MESSAGES.phoneLabel), '123');
    await user.click(screen.getByRole('button', { name: SITE_CONTACT_MESSAGES.save }));

    expect(await screen.findByText(SITE_CONTACT_MESSAGES.instagramInvalid)).toBeInTheDocument();
    expect(screen.getByText(SITE_CONTACT_MESSAGES.phoneInvalid)).toBeInTheDocument();
    expect(instagram).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('puts the server’s field message under the field', async () => {
    stubFetch({
      [`GET ${PATH}`]: () => jsonResponse(stored()),
      [`PUT ${PATH}`]: () =>
        jsonResponse(
          {
            code: 'VALIDATION_FAILED',
            message: 'Invalid input',
            issues: [{ path: 'viber', message: SITE_CONTACT_MESSAGES.viberInvalid }],
          },
          400,
        ),
    });
    const { user } = renderPage(<SiteContactSettingsCard />);
    await user.click(await screen.findByRole('button', { name: SITE_CONTACT_MESSAGES.save }));
    await waitFor(() =>
      expect(screen.getByLabelText(SITE_CONTACT_MESSAGES.viberLabel)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByText(SITE_CONTACT_MESSAGES.viberInvalid)).toBeInTheDocument();
  });

  it('says so when the details cannot be loaded', async () => {
    stubFetch({ [`GET ${PATH}`]: () => jsonResponse({ code: 'FORBIDDEN', message: 'No' }, 403) });
    renderPage(<SiteContactSettingsCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent(SITE_CONTACT_MESSAGES.loadFailed);
  });
});
