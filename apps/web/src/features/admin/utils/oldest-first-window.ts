/**
 * The API pages listings newest first. To show page `page` of the same set oldest first, this says which
 * API pages hold those rows and where they sit: fetch `apiPages` (in order), concatenate their items,
 * take `count` items from `offset`, and reverse them.
 *
 * Example: 45 rows, 20 a page, oldest-first page 1 = newest-first rows 25–44 → API pages 2 and 3, offset 5.
 */
export interface OldestFirstWindow {
  apiPages: number[];
  offset: number;
  count: number;
}

export function oldestFirstWindow(total: number, pageSize: number, page: number): OldestFirstWindow {
  const start = (page - 1) * pageSize;
  const end = Math.min(total, start + pageSize);
  if (pageSize <= 0 || start >= end) return { apiPages: [], offset: 0, count: 0 };
  // Newest-first indices of the window, inclusive: the newest row of the window and the oldest.
  const newestIndex = total - end;
  const oldestIndex = total - 1 - start;
  const firstApiPage = Math.floor(newestIndex / pageSize) + 1;
  const lastApiPage = Math.floor(oldestIndex / pageSize) + 1;
  const apiPages: number[] = [];
  for (let p = firstApiPage; p <= lastApiPage; p++) apiPages.push(p);
  return { apiPages, offset: newestIndex - (firstApiPage - 1) * pageSize, count: end - start };
}
