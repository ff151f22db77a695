import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import i18next from 'i18next';
import { startI18n } from '@/i18n/i18n';
import { en } from '@/i18n/locales/en';

// The app's texts in English (issue #15), as a page the server rendered in English starts with.
startI18n('en', en);

// Pages load their code chunks lazily, as in the app; on a busy 2-core CI machine the first import of a
// route can take more than Testing Library's default 1 s to arrive.
configure({ asyncUtilTimeout: 5000 });

// Server-rendering tests run in the node environment (`// @vitest-environment node`): no DOM to set up there.
const hasDom = typeof window !== 'undefined';

afterEach(async () => {
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
  if (!hasDom) return;
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
  cleanup();
  localStorage.clear();
});

// A console.error during a test is a bug we want to see (STYLE.md, from the Epic Stack).
const originalError = console.error;
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error during test: ${String(args[0])}`);
});

if (hasDom) setUpDom();

function setUpDom() {
  // jsdom lacks these; Radix and our layout code call them.
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = () => {};
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  // Radix Toast (swipe) and Slider capture the pointer; jsdom has no pointer capture.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
