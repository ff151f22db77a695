import { describe, expect, it } from 'vitest';
import { isProtectedPath, shouldShowFooter, shouldShowHeader } from './shell-visibility';

// Spec 01 §2 "Layout rules": every route of the app, with whether the header shows.
const ROUTES: ReadonlyArray<[path: string, header: boolean]> = [
  ['/', false],
  ['/signup', false],
  ['/signin', false],
  ['/forgot-password', false],
  ['/early-access', false],
  ['/early-access-success', false],
  ['/dashboard', false],
  ['/dashboard/my-listings/abc', false],
  ['/admin', false],
  ['/admin/listings', false],
  ['/admin/users', false],
  ['/reset-password', true],
  ['/marketplace', true],
  ['/item/abc', true],
  ['/notifications', true],
  ['/terms', true],
  ['/privacy', true],
  ['/support', true],
  ['/faq', true],
  ['/about', true],
  ['/testimonials', true],
  ['/no-such-page', true],
  // Look-alikes are not the excluded sections.
  ['/dashboards', true],
  ['/administrator', true],
  ['/signin-help', true],
];

describe('shouldShowHeader', () => {
  it.each(ROUTES)('%s → header %s', (path, header) => {
    expect(shouldShowHeader(path)).toBe(header);
  });

  it('ignores a trailing slash', () => {
    expect(shouldShowHeader('/signin/')).toBe(false);
    expect(shouldShowHeader('/dashboard/')).toBe(false);
    expect(shouldShowHeader('/marketplace/')).toBe(true);
  });
});

describe('shouldShowFooter', () => {
  it.each(ROUTES)('%s signed out → footer %s', (path, header) => {
    expect(shouldShowFooter(path, false)).toBe(header);
  });

  it.each(ROUTES)('%s signed in → never a footer', (path) => {
    expect(shouldShowFooter(path, true)).toBe(false);
  });
});

describe('isProtectedPath', () => {
  it.each([
    ['/dashboard', true],
    ['/dashboard/my-listings/1', true],
    ['/admin', true],
    ['/admin/listings', true],
    ['/marketplace', false],
    ['/', false],
    ['/dashboards', false],
    ['/signin', false],
  ] as const)('%s → %s', (path, expected) => {
    expect(isProtectedPath(path)).toBe(expected);
  });
});
