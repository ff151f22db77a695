import { Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useMaintenance } from '../hooks/use-maintenance';
import { MaintenanceNotice } from './maintenance-notice';

/** Stays reachable during maintenance, so the admin can sign in. */
const OPEN_DURING_MAINTENANCE = new Set(['/signin']);

export const ADMIN_SYSTEM_PATH = '/admin/management/system';

function MaintenanceBanner() {
  const { t } = useTranslation('maintenance');
  return (
    <div
      role="status"
      className="bg-warning px-4 py-1.5 text-center text-sm font-medium text-warning-foreground"
    >
      <Wrench aria-hidden="true" className="me-1.5 inline h-4 w-4 align-[-2px]" />
      {t('banner.on')}{' '}
      <Link to={ADMIN_SYSTEM_PATH} className="underline underline-offset-2">
        {t('banner.manage')}
      </Link>
    </div>
  );
}

/**
 * Wraps the whole app (root layout). While maintenance is on, everyone but the admin gets the full-page
 * notice on every page except /signin; the admin sees the site as usual under a small banner. Until the
 * session check answers, the app's own loading screen shows.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { on, isAdmin, isLoading } = useMaintenance();
  if (isLoading || !on) return children;
  if (isAdmin) {
    return (
      <>
        <MaintenanceBanner />
        {children}
      </>
    );
  }
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  return OPEN_DURING_MAINTENANCE.has(path) ? children : <MaintenanceNotice />;
}
