import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { activeSessionsQueryKey } from './get-active-sessions';

/** `DELETE /api/accounts/sessions/{id}` → `{ ok: true }`: signs one of the member's devices out. 404 if not theirs. */
export function revokeSession(sessionId: string): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>(`/api/accounts/sessions/${encodeURIComponent(sessionId)}`, {
    method: 'DELETE',
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activeSessionsQueryKey }),
  });
}
