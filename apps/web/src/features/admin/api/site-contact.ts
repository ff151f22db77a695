import type { SiteContactFormValues, SiteContactSettings } from '@marketplace/contract/site-contact';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSiteConfigQueryOptions } from '@/hooks/use-site-config';
import { apiRequest } from '@/lib/api-client';

export const siteContactQueryKey = ['admin', 'system', 'contact'] as const;

/**
 * `GET /api/admin/system/contact` → the site's contact details and social links as set, null where empty
 * (issue #37 item 4q). Admin only (403).
 */
export function getSiteContactSettings(signal?: AbortSignal): Promise<SiteContactSettings> {
  return apiRequest<SiteContactSettings>('/api/admin/system/contact', { signal });
}

export function useSiteContactSettings() {
  return useQuery(
    queryOptions({
      queryKey: siteContactQueryKey,
      queryFn: ({ signal }) => getSiteContactSettings(signal),
      staleTime: 0,
    }),
  );
}

/**
 * `PUT /api/admin/system/contact` with every field ('' for one left empty) → the details as stored. The site
 * config this tab holds is read again, so its footer shows them at once.
 * @throws ApiError 400 with `issues` per field, 403 for a non-admin.
 */
export function updateSiteContactSettings(input: SiteContactFormValues): Promise<SiteContactSettings> {
  return apiRequest<SiteContactSettings>('/api/admin/system/contact', { method: 'PUT', body: input });
}

export function useUpdateSiteContactSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSiteContactSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(siteContactQueryKey, settings);
      void queryClient.invalidateQueries({ queryKey: getSiteConfigQueryOptions().queryKey });
    },
  });
}
