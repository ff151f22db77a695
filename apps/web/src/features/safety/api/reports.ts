import type { ReportCreated, ReportInput } from '@marketplace/contract/safety';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * `POST /api/reports` `{ targetType, targetId, reason, note? }` → 201 `ReportCreated`.
 * @throws ApiError 400 (field issues: reason, note, targetId), 401, 404 (not visible to me), 409 (my report on it
 *   is still open).
 */
export function createReport(input: ReportInput): Promise<ReportCreated> {
  return apiRequest<ReportCreated>('/api/reports', { method: 'POST', body: input });
}

export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}
