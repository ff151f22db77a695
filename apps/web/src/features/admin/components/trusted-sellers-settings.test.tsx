import { TRUSTED_SELLER_MESSAGES, type TrustedSellerSettings } from '@marketplace/contract/trusted-sellers';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubFetch } from '@/test/render-page';
import { TrustedSellersSettings } from './trusted-sellers-settings';

const PATH = '/api/admin/system/trusted-sellers';

function settings(overrides: Partial<TrustedSellerSettings> = {}): TrustedSellerSettings {
  return { enabled: false, minApprovedListings: 5, lookbackDays: 90, updatedAt: null, ...overrides };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TrustedSellersSettings', () => {
  it('shows the stored setting: off, N = 5', async () => {
    stubFetch({ [`GET ${PATH}`]: () => jsonResponse(settings()) });
    renderPage(<TrustedSellersSettings />);

    const toggle = await screen.findByRole('switch', { name: TRUSTED_SELLER_MESSAGES.enabledLabel });
    expect(toggle).not.toBeChecked();
    expect(screen.getByLabelText(TRUSTED_SELLER_MESSAGES.minApprovedLabel)).toHaveValue(5);
    expect(screen.getByText(TRUSTED_SELLER_MESSAGES.minApprovedHint)).toBeInTheDocument();
  });

  it('switches it on with N = 1 and saves, then toasts', async () => {
    const { calls } = stubFetch({
      [`GET ${PATH}`]: () => jsonResponse(settings()),
      [`PUT ${PATH}`]: ({ init }) =>
        jsonResponse(settings({ ...JSON.parse(String(init?.body)), updatedAt: '2026-11-24T10:00:00.000Z' })),
    });
    const { user } = renderPage(<TrustedSellersSettings />);

    await user.click(await screen.findByRole('switch', { name: TRUSTED_SELLER_MESSAGES.enabledLabel }));
    const n = screen.getByLabelText(TRUSTED_SELLER_MESSAGES.minApprovedLabel);
    await user.clear(n);
    await user.type(n, '1');
    await user.click(screen.getByRole('button', { name: TRUSTED_SELLER_MESSAGES.save }));

    expect(await screen.findByText(TRUSTED_SELLER_MESSAGES.savedOn(1))).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(JSON.parse(String(put?.init?.body))).toEqual({ enabled: true, minApprovedListings: 1 });
  });

  it.each([['0'], ['101'], ['2.5'], ['']])(
    'refuses N = "%s" with the contract message and sends nothing',
    async (value) => {
      const { calls } = stubFetch({ [`GET ${PATH}`]: () => jsonResponse(settings()) });
      const { user } = renderPage(<TrustedSellersSettings />);

      const n = await screen.findByLabelText(TRUSTED_SELLER_MESSAGES.minApprovedLabel);
      await user.clear(n);
      if (value) await user.type(n, value);
      await user.click(screen.getByRole('button', { name: TRUSTED_SELLER_MESSAGES.save }));

      expect(await screen.findByText(TRUSTED_SELLER_MESSAGES.minApprovedInvalid)).toBeInTheDocument();
      expect(n).toHaveAttribute('aria-invalid', 'true');
      expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    },
  );

  it('puts the server’s field message under the field', async () => {
    stubFetch({
      [`GET ${PATH}`]: () => jsonResponse(settings()),
      [`PUT ${PATH}`]: () =>
        jsonResponse(
          {
            code: 'VALIDATION_FAILED',
            message: 'Invalid input',
            issues: [{ path: 'minApprovedListings', message: 'Too many for this marketplace.' }],
          },
          400,
        ),
    });
    const { user } = renderPage(<TrustedSellersSettings />);

    await user.click(await screen.findByRole('button', { name: TRUSTED_SELLER_MESSAGES.save }));
    await waitFor(() =>
      expect(screen.getByLabelText(TRUSTED_SELLER_MESSAGES.minApprovedLabel)).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(screen.getByText('Too many for this marketplace.')).toBeInTheDocument();
  });

  it('says so when the setting cannot be loaded', async () => {
    stubFetch({ [`GET ${PATH}`]: () => jsonResponse({ code: 'FORBIDDEN', message: 'No' }, 403) });
    renderPage(<TrustedSellersSettings />);
    expect(await screen.findByRole('alert')).toHaveTextContent(TRUSTED_SELLER_MESSAGES.loadFailed);
  });
});
