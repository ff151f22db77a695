import type { OwnProfile } from '@marketplace/contract/accounts-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownProfileQueryKey } from '@/hooks/use-session-sync';
import { apiRequest } from '@/lib/api-client';

export interface IdVerificationPhotos {
  front: File;
  back: File;
}

/**
 * `POST /api/accounts/verification` (multipart `front`, `back`) → `OwnProfile` with status `pending`.
 * @throws ApiError 400 with issues on `front`/`back`, 409 when already pending or verified, 413 too large.
 */
export function submitIdVerification({ front, back }: IdVerificationPhotos): Promise<OwnProfile> {
  const body = new FormData();
  body.append('front', front, front.name);
  body.append('back', back, back.name);
  return apiRequest<OwnProfile>('/api/accounts/verification', { method: 'POST', body });
}

export function useSubmitIdVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitIdVerification,
    onSuccess: (profile) => queryClient.setQueryData(ownProfileQueryKey, profile),
  });
}
