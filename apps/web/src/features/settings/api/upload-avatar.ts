import type { CurrentUser, OwnProfile } from '@marketplace/contract/accounts-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey, writeCachedCurrentUser } from '@/hooks/use-current-user';
import { ownProfileQueryKey, SESSION_EVENTS } from '@/hooks/use-session-sync';
import { apiRequest } from '@/lib/api-client';

/**
 * `POST /api/accounts/avatar` (multipart `avatar`: JPEG, PNG or WebP up to 10 MB) → `{ avatarUrl }`; the
 * server crops it to a 256 px square WebP.
 * @throws ApiError 400 (issue on `avatar`) for an unreadable photo, 413 when it is too large.
 */
export function uploadAvatar(file: File): Promise<{ avatarUrl: string }> {
  const body = new FormData();
  body.append('avatar', file, file.name);
  return apiRequest<{ avatarUrl: string }>('/api/accounts/avatar', { method: 'POST', body });
}

/** Uploads the avatar, shows it at once wherever the member's photo appears and fires `avatarUpdated`. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: ({ avatarUrl }) => {
      queryClient.setQueryData<OwnProfile>(ownProfileQueryKey, (profile) =>
        profile ? { ...profile, avatarUrl } : profile,
      );
      const me = queryClient.getQueryData<CurrentUser | null>(meQueryKey);
      if (me) {
        const updated = { ...me, avatarUrl };
        queryClient.setQueryData(meQueryKey, updated);
        writeCachedCurrentUser(updated);
      }
      window.dispatchEvent(new Event(SESSION_EVENTS.avatarUpdated));
    },
  });
}
