import type {
  ModerationAction,
  ModerationActionResult,
  ModerationQueuePage,
  ModerationSort,
  ModerationTargetDetail,
  ReportTargetType,
} from '@marketplace/contract/safety';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Prefix of every moderation query; an action invalidates it. */
export const moderationQueryKey = ['admin', 'moderation'] as const;

/** `GET /api/admin/moderation?sort=&page=` → open reports grouped by target. @throws ApiError 401, 403. */
export function getModerationQueue(args: { sort: ModerationSort; page: number }, signal?: AbortSignal) {
  return apiRequest<ModerationQueuePage>('/api/admin/moderation', { query: args, signal });
}

export function getModerationQueueQueryOptions(args: { sort: ModerationSort; page: number }) {
  return queryOptions({
    queryKey: [...moderationQueryKey, 'queue', args.sort, args.page],
    queryFn: ({ signal }) => getModerationQueue(args, signal),
    placeholderData: keepPreviousData,
  });
}

export function useModerationQueue(args: { sort: ModerationSort; page: number }) {
  return useQuery(getModerationQueueQueryOptions(args));
}

/**
 * `GET /api/admin/moderation/{type}/{id}` → the target's open reports and context (a message with five either
 * side). @throws ApiError 404 when nothing about it is open any more.
 */
export function getModerationTarget(targetType: ReportTargetType, targetId: string, signal?: AbortSignal) {
  return apiRequest<ModerationTargetDetail>(
    `/api/admin/moderation/${targetType}/${encodeURIComponent(targetId)}`,
    { signal },
  );
}

export function useModerationTarget(target: { targetType: ReportTargetType; targetId: string } | null) {
  return useQuery({
    queryKey: [...moderationQueryKey, 'target', target?.targetType, target?.targetId],
    queryFn: ({ signal }) => getModerationTarget(target!.targetType, target!.targetId, signal),
    enabled: target !== null,
    retry: false,
  });
}

/** `POST /api/admin/moderation/{type}/{id}/{action}`. @throws ApiError 400, 404, 409. */
export function resolveModerationTarget(args: {
  targetType: ReportTargetType;
  targetId: string;
  action: ModerationAction;
}): Promise<ModerationActionResult> {
  return apiRequest<ModerationActionResult>(
    `/api/admin/moderation/${args.targetType}/${encodeURIComponent(args.targetId)}/${args.action}`,
    { method: 'POST' },
  );
}

export function useResolveModerationTarget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveModerationTarget,
    onSuccess: async (_result, target) => {
      // The target's detail is gone (404 now): drop it rather than refetch it; the queue reloads.
      queryClient.removeQueries({ queryKey: [...moderationQueryKey, 'target', target.targetType, target.targetId] });
      await queryClient.invalidateQueries({ queryKey: [...moderationQueryKey, 'queue'] });
    },
  });
}
