/**
 * The dashboard's tabs and settings sections (spec 02 §2 "User dashboard"), read from `?tab=&section=`
 * or from navigation state.
 */

export const DASHBOARD_TABS = [
  'dashboard',
  'my-listings',
  'submit-listing',
  'messages',
  'saved-listings',
  /** Issue #14 item 2. */
  'saved-searches',
  'reviews',
  'account-settings',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const SETTINGS_SECTIONS = ['profile', 'security', 'management'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** Spec 02 §9: the section is scrolled into view after about 200 ms. */
export const SECTION_SCROLL_DELAY_MS = 200;

export interface DashboardView {
  tab: DashboardTab;
  /** Only for account-settings. */
  section: SettingsSection | null;
}

/** A `tab` value to a tab: `settings` and `account-settings` are the same tab; anything else is the overview. */
export function parseDashboardTab(value: unknown): DashboardTab {
  if (value === 'settings') return 'account-settings';
  return DASHBOARD_TABS.find((tab) => tab === value) ?? 'dashboard';
}

export function parseSettingsSection(value: unknown): SettingsSection | null {
  return SETTINGS_SECTIONS.find((section) => section === value) ?? null;
}

/** Spec 02 §2: `management` counts as part of security for highlighting. */
export function highlightedSection(section: SettingsSection | null): 'profile' | 'security' | null {
  if (section === 'management') return 'security';
  return section;
}

/**
 * The tab and section to show: the query string wins, navigation state (`{ tab, section }`) fills in when
 * the query has no tab.
 */
export function resolveDashboardView(searchParams: URLSearchParams, state: unknown): DashboardView {
  const fromState = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const rawTab = searchParams.get('tab') ?? fromState.tab;
  const tab = parseDashboardTab(rawTab);
  if (tab !== 'account-settings') return { tab, section: null };
  const rawSection = searchParams.get('section') ?? fromState.section;
  return { tab, section: parseSettingsSection(rawSection) };
}

/** The query string for a tab (and section): `tab=settings` as the user menu writes it; none for the overview. */
export function dashboardSearch(tab: DashboardTab, section?: SettingsSection | null): string {
  if (tab === 'dashboard') return '';
  const params = new URLSearchParams({ tab: tab === 'account-settings' ? 'settings' : tab });
  if (tab === 'account-settings' && section) params.set('section', section);
  return `?${params.toString()}`;
}

export function dashboardHref(tab: DashboardTab, section?: SettingsSection | null): string {
  return `/dashboard${dashboardSearch(tab, section)}`;
}

/** The id of a settings section's element, which is scrolled into view when the section is asked for. */
export function settingsSectionElementId(section: SettingsSection): string {
  return `settings-${section}`;
}
