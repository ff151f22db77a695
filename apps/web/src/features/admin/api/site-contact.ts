import type { SiteConfig } from '@marketplace/contract/site';
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
 * config this tab holds takes them at once.
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
      // This tab's site config takes the new details as they are (a refetch of /api/site could be answered by
      // the browser's cache of it, up to 5 minutes old).
      const { email, phone, instagram, facebook, viber } = settings;
      queryClient.setQueryData<SiteConfig>(getSiteConfigQueryOptions().queryKey, (config) =>
        config ? { ...config, contact: { email, phone, instagram, facebook, viber } } : config,
      );
    },
  });
}
