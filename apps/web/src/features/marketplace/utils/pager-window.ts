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

/** A pager entry shown at every width, only on small screens (`compact`), or only from `sm` up (`wide`). */
export interface ResponsivePagerItem {
  item: PagerItem;
  show: 'always' | 'compact' | 'wide';
}

/**
 * The wide pager (a window of `wideWindow`) and the compact one for phones (a window of `compactWindow`), merged
 * in page order with where each entry shows, so CSS alone picks the pager by screen width — right in the
 * server-rendered page before any script runs (issue #16 item 12). Both keep first/last and their ellipses.
 */
export function getResponsivePagerItems(
  current: number,
  totalPages: number,
  wideWindow: number = PAGER_WINDOW,
  compactWindow = 3,
): ResponsivePagerItem[] {
  const wide = getPagerItems(current, totalPages, wideWindow);
  const compact = getPagerItems(current, totalPages, compactWindow);
  const show = (item: PagerItem): ResponsivePagerItem['show'] =>
    wide.includes(item) ? (compact.includes(item) ? 'always' : 'wide') : 'compact';
  const pages = [...new Set([...wide, ...compact].filter((i): i is number => typeof i === 'number'))].sort(
    (a, b) => a - b,
  );
  const merged: ResponsivePagerItem[] = [];
  const hasStart = wide.includes('start-ellipsis') || compact.includes('start-ellipsis');
  const hasEnd = wide.includes('end-ellipsis') || compact.includes('end-ellipsis');
  for (const [index, page] of pages.entries()) {
    merged.push({ item: page, show: show(page) });
    // The start ellipsis follows page 1; the end one comes before the last page.
    if (index === 0 && page === 1 && hasStart)
      merged.push({ item: 'start-ellipsis', show: show('start-ellipsis') });
    if (index === pages.length - 2 && pages.at(-1) === totalPages && hasEnd)
      merged.push({ item: 'end-ellipsis', show: show('end-ellipsis') });
  }
  return merged;
}
