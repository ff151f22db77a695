import type { CategoryFieldInput } from '@marketplace/contract/category-fields';
import type { AdminCategoryFields } from '@marketplace/contract/category-fields-messages';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { categoriesQueryKey } from '@/lib/reference-data';

const pathOf = (categoryId: number) =>
  `/api/admin/categories/${encodeURIComponent(String(categoryId))}/fields`;

/** A category's fields in the admin's editor (issue #39 item 1). */
export const categoryFieldsQueryKey = (categoryId: number) =>
  ['admin', 'category-fields', categoryId] as const;

/**
 * `GET /api/admin/categories/{id}/fields` → `AdminCategoryFields`: the category and every field it has had, in
 * order, retired ones marked.
 * @throws ApiError 404 for no such category, 401/403 for anyone but the admin.
 */
export function getCategoryFields(categoryId: number, signal?: AbortSignal): Promise<AdminCategoryFields> {
  return apiRequest<AdminCategoryFields>(pathOf(categoryId), { signal });
}

/** The fields of `categoryId` (null: none chosen yet), fetched afresh when the page opens. */
export function useCategoryFields(categoryId: number | null) {
  return useQuery({
    ...queryOptions({
      queryKey: categoryFieldsQueryKey(categoryId ?? 0),
      queryFn: ({ signal }) => getCategoryFields(categoryId!, signal),
      staleTime: 0,
    }),
    enabled: categoryId !== null,
  });
}

/** One change to a category's fields, as the editor makes it. */
export type CategoryFieldChange =
  | { kind: 'add'; field: CategoryFieldInput }
  | { kind: 'save'; key: string; field: CategoryFieldInput }
  | { kind: 'retire' | 'restore'; key: string }
  | { kind: 'reorder'; keys: string[] };

/**
 * Sends one change (`POST …/fields`, `PUT …/fields/{key}`, `POST …/fields/{key}/retire|restore`,
 * `PUT …/fields-order`) → the category's fields as they are now.
 * @throws ApiError 400 with field messages (the contract's `categoryFieldInputSchema`), 409 `keyTaken` or
 *   `fieldsFull`, 404, 401/403.
 */
export function changeCategoryFields(
  categoryId: number,
  change: CategoryFieldChange,
): Promise<AdminCategoryFields> {
  const base = pathOf(categoryId);
  switch (change.kind) {
    case 'add':
      return apiRequest(base, { method: 'POST', body: change.field });
    case 'save':
      return apiRequest(`${base}/${encodeURIComponent(change.key)}`, { method: 'PUT', body: change.field });
    case 'retire':
    case 'restore':
      return apiRequest(`${base}/${encodeURIComponent(change.key)}/${change.kind}`, { method: 'POST' });
    case 'reorder':
      return apiRequest(`${base.replace(/\/fields$/, '/fields-order')}`, {
        method: 'PUT',
        body: { keys: change.keys },
      });
  }
}

/** A change to `categoryId`'s fields; the editor shows the answer at once, and the listing form's list refreshes. */
export function useChangeCategoryFields(categoryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CategoryFieldChange) => changeCategoryFields(categoryId, change),
    onSuccess: async (fields) => {
      queryClient.setQueryData(categoryFieldsQueryKey(categoryId), fields);
      await queryClient.invalidateQueries({ queryKey: categoriesQueryKey });
    },
  });
}
