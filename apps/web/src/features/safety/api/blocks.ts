import type { BlockedMember, BlockState } from '@marketplace/contract/safety-messages';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The blocked-members query; block and unblock invalidate it (and the inbox, which hides blocked members). */
export const blocksQueryKey = ['blocks'] as const;
/** Prefix of the conversations module's queries: a block changes the inbox and the thread. */
const conversationsQueryKey = ['conversations'] as const;

/** `GET /api/blocks` → the members I blocked, newest first (name and avatar only). @throws ApiError 401. */
export async function getBlocks(signal?: AbortSignal): Promise<BlockedMember[]> {
  const { items } = await apiRequest<{ items: BlockedMember[] }>('/api/blocks', { signal });
  return items;
}

export function getBlocksQueryOptions() {
  return queryOptions({ queryKey: blocksQueryKey, queryFn: ({ signal }) => getBlocks(signal) });
}

export function useBlocks(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getBlocksQueryOptions(), enabled: options.enabled ?? true });
}

/** `PUT /api/blocks/{userId}` (idempotent). @throws ApiError 400 (myself, the admin), 401, 404. */
export function blockMember(userId: string): Promise<BlockState> {
  return apiRequest<BlockState>(`/api/blocks/${encodeURIComponent(userId)}`, { method: 'PUT' });
}

/** `DELETE /api/blocks/{userId}` (idempotent). @throws ApiError 401. */
export function unblockMember(userId: string): Promise<BlockState> {
  return apiRequest<BlockState>(`/api/blocks/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}

function useBlockMutation(fn: (userId: string) => Promise<BlockState>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: blocksQueryKey }),
        queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
      ]);
    },
  });
}

export const useBlockMember = () => useBlockMutation(blockMember);
export const useUnblockMember = () => useBlockMutation(unblockMember);
