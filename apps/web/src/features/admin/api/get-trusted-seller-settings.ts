import type { TrustedSellerSettings } from '@marketplace/contract/trusted-sellers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const trustedSellerSettingsQueryKey = ['admin', 'system', 'trusted-sellers'] as const;

/**
 * `GET /api/admin/system/trusted-sellers` → whether trusted sellers are auto-approved and N (issue #14
 * item 4). Admin only (403).
 */
export function getTrustedSellerSettings(signal?: AbortSignal): Promise<TrustedSellerSettings> {
  return apiRequest<TrustedSellerSettings>('/api/admin/system/trusted-sellers', { signal });
}

export function getTrustedSellerSettingsQueryOptions() {
  return queryOptions({
    queryKey: trustedSellerSettingsQueryKey,
    queryFn: ({ signal }) => getTrustedSellerSettings(signal),
    staleTime: 0,
  });
}

export function useTrustedSellerSettings() {
  return useQuery(getTrustedSellerSettingsQueryOptions());
}
