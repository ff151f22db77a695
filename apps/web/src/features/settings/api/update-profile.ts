import type { UpdateProfileInput } from '@marketplace/contract/accounts';
import type { OwnProfile } from '@marketplace/contract/accounts-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/hooks/use-current-user';
import { ownProfileQueryKey, SESSION_EVENTS } from '@/hooks/use-session-sync';
import { apiRequest } from '@/lib/api-client';

/**
 * `PUT /api/accounts/profile` → the saved `OwnProfile`.
 * @throws ApiError 400 with `issues` on firstName, lastName, mobile, location or instagramHandle.
 */
export function updateProfile(input: UpdateProfileInput): Promise<OwnProfile> {
  return apiRequest<OwnProfile>('/api/accounts/profile', { method: 'PUT', body: input });
}

/** Saves the profile, refreshes the current user (name, mobile in the menus) and fires `profileUpdated`. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(ownProfileQueryKey, profile);
      window.dispatchEvent(new Event(SESSION_EVENTS.profileUpdated));
      await queryClient.invalidateQueries({ queryKey: meQueryKey }, { cancelRefetch: false });
    },
  });
}
