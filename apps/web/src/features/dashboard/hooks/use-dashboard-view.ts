import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  dashboardSearch,
  resolveDashboardView,
  SECTION_SCROLL_DELAY_MS,
  settingsSectionElementId,
  type DashboardTab,
  type DashboardView,
  type SettingsSection,
} from '../utils/dashboard-tabs';

/**
 * The dashboard's current tab and section (spec 02 §2) and a way to change them. Changing tab replaces
 * the history entry; the asked-for settings section is scrolled into view after ~200 ms.
 */
export function useDashboardView(): DashboardView & {
  selectTab: (tab: DashboardTab, section?: SettingsSection | null) => void;
} {
  const location = useLocation();
  const navigate = useNavigate();
  const view = resolveDashboardView(new URLSearchParams(location.search), location.state);
  const { tab, section } = view;

  const selectTab = useCallback(
    (next: DashboardTab, nextSection?: SettingsSection | null) => {
      void navigate(
        { pathname: '/dashboard', search: dashboardSearch(next, nextSection) },
        { replace: true },
      );
    },
    [navigate],
  );

  useEffect(() => {
    if (tab !== 'account-settings' || !section) return;
    const timer = window.setTimeout(() => {
      document
        .getElementById(settingsSectionElementId(section))
        ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }, SECTION_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
    // location.key: asking for the same section again scrolls again.
  }, [tab, section, location.key]);

  return { ...view, selectTab };
}
