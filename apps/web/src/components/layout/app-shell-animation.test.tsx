/**
 * Issue #37 item 4k (spec 01 §9 "Layout animation 0.45 s"): a page entered within the app fades and rises in
 * over 0.45 s; the first screen (server-rendered, or the app's first page) does not, and a reader who asks the
 * system for less motion gets none.
 */
import { act, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderApp, TEST_SITE } from '@/test/render-app';
import { jsonResponse, stubFetch } from '@/test/render-page';
import { LAYOUT_ANIMATION_MS } from './app-shell';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
});

function start(reducedMotion: boolean) {
  stubFetch({
    'GET /api/me': () => jsonResponse({ user: null }),
    'GET /api/site': () => jsonResponse(TEST_SITE),
  });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reducedMotion && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  const animate = vi.fn((_keyframes: Keyframe[], _options: KeyframeAnimationOptions) => ({
    addEventListener: () => {},
  }));
  HTMLElement.prototype.animate = animate as unknown as HTMLElement['animate'];
  return { animate, ...renderApp('/no-such-page') };
}

it('animates a page entered within the app over 0.45 s, not the first one', async () => {
  const { animate, router } = start(false);
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(animate).not.toHaveBeenCalled();
  await act(() => router.navigate('/about'));
  expect(animate).toHaveBeenCalledTimes(1);
  const [keyframes, options] = animate.mock.calls[0]!;
  expect(LAYOUT_ANIMATION_MS).toBe(450);
  expect(options).toMatchObject({ duration: 450 });
  // Readable throughout: it starts at 40% opacity, not invisible.
  expect(keyframes[0]).toMatchObject({ opacity: 0.4 });
  expect(animate.mock.contexts[0]).toHaveAttribute('id', 'main-content');
});

it('does not move anything for a reader who asks for less motion', async () => {
  const { animate, router } = start(true);
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  await act(() => router.navigate('/about'));
  expect(animate).not.toHaveBeenCalled();
});
