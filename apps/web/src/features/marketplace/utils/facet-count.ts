import { formatNumber } from '@marketplace/contract/site';

/**
 * A facet count: exact, or — above the count cap, where the server estimates (issue #10) — rounded and marked
 * "~". A zero is only ever shown for a chosen value that has no matches.
 */
export function formatFacetCount(n: number, approximate: boolean): string {
  return `${approximate && n > 0 ? '~' : ''}${formatNumber(n)}`;
}
