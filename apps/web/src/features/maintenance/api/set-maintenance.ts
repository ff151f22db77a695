import type { SystemSummary } from '@marketplace/contract/site-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { siteStatusQueryKey } from './get-site-status';
import { systemSummaryQueryKey } from './get-system-summary';

/** `PUT /api/admin/system/maintenance` `{ enabled }` → the new `SystemSummary` (applies to every instance). */
export function setMaintenance(enabled: boolean): Promise<SystemSummary> {
  return apiRequest<SystemSummary>('/api/admin/system/maintenance', { method: 'PUT', body: { enabled } });
}

export function useSetMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMaintenance,
    onSuccess: (summary) => {
      queryClient.setQueryData(systemSummaryQueryKey, summary);
      // The admin's "Maintenance mode is on" banner follows at once.
      queryClient.setQueryData(siteStatusQueryKey, summary.maintenance);
    },
  });
}
