import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { useSiteConfig } from '@/hooks/use-site-config';
import { subscribeToApiErrors } from '@/lib/query-client';
import { getSiteStatusQueryOptions, siteStatusQueryKey } from '../api/get-site-status';

/** While the notice is up, how often a visitor's tab asks whether the site is back. */
export const MAINTENANCE_RECHECK_MS = 30_000;

export interface MaintenanceState {
  /** The maintenance switch is (or is believed to be) on. */
  on: boolean;
  isAdmin: boolean;
  /** The session check has not answered yet: who may pass is not known. */
  isLoading: boolean;
}

/**
 * Whether the site is in maintenance (spec 01 §1). Suspected when the served page's config says so or when
 * any API call answered 503 SERVICE_UNAVAILABLE; confirmed (or cleared) by `GET /api/site/status`, which a
 * blocked tab re-asks every 30 s so it comes back by itself. The admin's tab always asks, for its banner.
 * Offline, an unconfirmed suspicion does not block: the service worker's saved shell may carry the flag from
 * the day it was stored, and pages kept on the device stay readable (issue #12).
 */
export function useMaintenance(): MaintenanceState {
  const { maintenance: configOn } = useSiteConfig();
  const { isAdmin, isLoading } = useCurrentUser();
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  const [saw503, setSaw503] = useState(false);

  useEffect(
    () =>
      subscribeToApiErrors(queryClient, (error) => {
        if (error.status !== 503 || error.code !== 'SERVICE_UNAVAILABLE') return;
        setSaw503(true);
        void queryClient.invalidateQueries({ queryKey: siteStatusQueryKey });
      }),
    [queryClient],
  );

  const suspected = configOn === true || saw503;
  const status = useQuery({
    ...getSiteStatusQueryOptions(),
    enabled: !isLoading && (suspected || isAdmin),
    refetchInterval: suspected && !isAdmin ? MAINTENANCE_RECHECK_MS : false,
  });
  const on = status.data ? status.data.maintenance : suspected && online;

  // When the site comes back, what failed meanwhile is asked for again.
  useEffect(() => {
    if (!on) return;
    return () => void queryClient.invalidateQueries();
  }, [on, queryClient]);

  return { on, isAdmin, isLoading };
}
