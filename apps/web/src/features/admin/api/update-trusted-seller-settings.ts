import type {
  TrustedSellerSettings,
  TrustedSellerSettingsInput,
} from '@marketplace/contract/trusted-sellers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { trustedSellerSettingsQueryKey } from './get-trusted-seller-settings';

/**
 * `PUT /api/admin/system/trusted-sellers` `{ enabled, minApprovedListings }` → the stored setting.
 * @throws ApiError 400 with `issues` (`minApprovedListings` outside 1–100), 403 for a non-admin.
 */
export function updateTrustedSellerSettings(
  input: TrustedSellerSettingsInput,
): Promise<TrustedSellerSettings> {
  return apiRequest<TrustedSellerSettings>('/api/admin/system/trusted-sellers', {
    method: 'PUT',
    body: input,
  });
}

export function useUpdateTrustedSellerSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTrustedSellerSettings,
    onSuccess: (settings) => queryClient.setQueryData(trustedSellerSettingsQueryKey, settings),
  });
}
