/**
 * Issue #37 item 2: when the app takes over a server-rendered page, a buyer who has already scrolled (to tap
 * Read More, say) stays where they are; moving to another page still starts at its top.
 */
import { act, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderApp, TEST_SITE } from '@/test/render-app';
import { jsonResponse, stubFetch } from '@/test/render-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('keeps the place a buyer scrolled to when the app starts, and scrolls to the top on the next page', async () => {
  stubFetch({
    'GET /api/me': () => jsonResponse({ user: null }),
    'GET /api/site': () => jsonResponse(TEST_SITE),
  });
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const { router } = renderApp('/no-such-page');
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(scrollTo).not.toHaveBeenCalled();

  await act(() => router.navigate('/about'));
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
});
