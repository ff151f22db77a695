import { PAGER_WINDOW } from '@marketplace/contract/marketplace-messages';

export type PagerItem = number | 'start-ellipsis' | 'end-ellipsis';

/**
 * The page links a numbered pager shows (spec 02 §9): a window of `windowSize` pages around `current`,
 * plus the first and last page, with an ellipsis wherever pages are skipped.
 *
 * `getPagerItems(5, 10)` → `[1, 'start-ellipsis', 3, 4, 5, 6, 7, 'end-ellipsis', 10]`.
 * `current` is clamped to 1…totalPages; no pages gives `[]`.
 */
export function getPagerItems(
  current: number,
  totalPages: number,
  windowSize: number = PAGER_WINDOW,
): PagerItem[] {
  if (totalPages < 1) return [];
  const size = Math.max(1, Math.min(windowSize, totalPages));
  const page = Math.min(Math.max(1, Math.trunc(current)), totalPages);
  let start = page - Math.floor((size - 1) / 2);
  start = Math.max(1, Math.min(start, totalPages - size + 1));
  const end = start + size - 1;

  const items: PagerItem[] = [];
  if (start > 1) items.push(1);
  if (start > 2) items.push('start-ellipsis');
  for (let p = start; p <= end; p++) items.push(p);
  if (end < totalPages - 1) items.push('end-ellipsis');
  if (end < totalPages) items.push(totalPages);
  return items;
}
