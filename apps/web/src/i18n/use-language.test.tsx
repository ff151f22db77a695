/**
 * Issue #15 item 4: a member's saved Dhivehi follows them to a browser that never chose a language; a choice
 * made on this browser, and the default English of older profiles, are never forced on the page.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '@/hooks/use-current-user';
import { testQueryClient, testUser } from '@/test/render-app';
import { useMemberLanguage } from './use-language';
import type { Language } from '@marketplace/contract/language';

const mounted: { unmount: () => void }[] = [];

function signedIn(language: Language | undefined) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(meQueryKey, testUser({ language }));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const rendered = renderHook(() => useMemberLanguage(), { wrapper });
  mounted.push(rendered);
  return rendered;
}

afterEach(() => {
  // Unmounted first: a hook still mounted would switch again when the setup puts English back.
  for (const rendered of mounted.splice(0)) rendered.unmount();
  document.cookie = 'lang=; path=/; max-age=0';
  vi.unstubAllGlobals();
});

describe('the language saved on a member’s profile', () => {
  it('is shown, and remembered, on a browser that never chose one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    signedIn('dv');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(i18next.language).toBe('dv');
    expect(document.documentElement.lang).toBe('dv');
    expect(document.cookie).toContain('lang=dv');
  });

  it('does not override a choice made on this browser', async () => {
    document.cookie = 'lang=en; path=/';
    signedIn('dv');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(i18next.language).toBe('en');
    expect(document.documentElement.dir).not.toBe('rtl');
  });

  it('leaves the page alone for the default English of an older profile', async () => {
    signedIn('en');
    signedIn(undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(i18next.language).toBe('en');
    expect(document.cookie).not.toContain('lang=');
  });
});
