import { describe, expect, it } from 'vitest';
import { dashboardHref, highlightedSection, parseDashboardTab, resolveDashboardView } from './dashboard-tabs';

describe('dashboard tabs (spec 02 §2)', () => {
  it.each([
    [null, 'dashboard'],
    ['dashboard', 'dashboard'],
    ['my-listings', 'my-listings'],
    ['submit-listing', 'submit-listing'],
    ['saved-listings', 'saved-listings'],
    ['account-settings', 'account-settings'],
    ['settings', 'account-settings'],
    ['nonsense', 'dashboard'],
  ] as const)('tab=%s → %s', (value, tab) => {
    expect(parseDashboardTab(value)).toBe(tab);
  });

  it('reads the section only for the settings tab', () => {
    expect(resolveDashboardView(new URLSearchParams('tab=settings&section=security'), null)).toEqual({
      tab: 'account-settings',
      section: 'security',
    });
    expect(
      resolveDashboardView(new URLSearchParams('tab=my-listings&section=security'), null).section,
    ).toBeNull();
    expect(resolveDashboardView(new URLSearchParams('tab=settings&section=bogus'), null).section).toBeNull();
  });

  it('falls back to navigation state when the query has no tab', () => {
    expect(
      resolveDashboardView(new URLSearchParams(), { tab: 'account-settings', section: 'management' }),
    ).toEqual({
      tab: 'account-settings',
      section: 'management',
    });
    expect(resolveDashboardView(new URLSearchParams('tab=my-listings'), { tab: 'saved-listings' }).tab).toBe(
      'my-listings',
    );
  });

  it('highlights security for management', () => {
    expect(highlightedSection('management')).toBe('security');
    expect(highlightedSection('profile')).toBe('profile');
    expect(highlightedSection(null)).toBeNull();
  });

  it('builds the links the menus use', () => {
    expect(dashboardHref('dashboard')).toBe('/dashboard');
    expect(dashboardHref('my-listings')).toBe('/dashboard?tab=my-listings');
    expect(dashboardHref('account-settings', 'security')).toBe('/dashboard?tab=settings&section=security');
  });
});
