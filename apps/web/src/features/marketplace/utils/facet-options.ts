import type { Category } from '@marketplace/contract/listings-messages';
import type { Atoll } from '@marketplace/contract/locations';
import type { MarketplaceFacets } from '@marketplace/contract/marketplace-messages';

/** A filter choice with its facet count. */
export interface FacetOption {
  value: number;
  label: string;
  count: number;
}

/** An atoll's islands with matches, for one `<optgroup>` of the location filter. */
export interface AtollFacetGroup {
  code: string;
  name: string;
  /** Matches in the whole atoll. */
  count: number;
  islands: FacetOption[];
  /**
   * Every island of the atoll in the reference list, ascending, with matches or not: what "All of {atoll}"
   * filters by, so a new listing on any of its islands matches too (issue #39 item 5).
   */
  islandIds: number[];
}

/**
 * The category checkboxes (spec 02 §5): every category with matches, named from the reference list, plus any
 * chosen one without matches (so it can still be unticked), by name. A category the reference list does not
 * know yet (it is still loading) is named "Category {id}".
 */
export function categoryFacetOptions(
  facets: MarketplaceFacets | undefined,
  reference: Category[] | undefined,
  selected: number[],
): FacetOption[] {
  const counts = new Map(facets?.categories);
  for (const id of selected) if (!counts.has(id)) counts.set(id, 0);
  const names = new Map(reference?.map((c) => [c.id, c.name]));
  return [...counts]
    .map(([value, count]) => ({ value, label: names.get(value) ?? `Category ${value}`, count }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * The location choices (spec 02 §5, "grouped by atoll"): the islands with matches, grouped under their atoll
 * in the reference list's (north-to-south) order, islands by name, each atoll with its total and all its
 * island ids (issue #39 item 5: the whole atoll as one choice). Islands the reference list does not hold are
 * left out.
 */
export function locationFacetGroups(
  facets: MarketplaceFacets | undefined,
  atolls: readonly Atoll[] | undefined,
): AtollFacetGroup[] {
  const counts = new Map(facets?.islands);
  if (counts.size === 0) return [];
  const groups: AtollFacetGroup[] = [];
  for (const atoll of atolls ?? []) {
    const islands = atoll.islands
      .filter((island) => counts.has(island.id))
      .map((island) => ({ value: island.id, label: island.name, count: counts.get(island.id)! }))
      .sort((a, b) => a.label.localeCompare(b.label));
    if (islands.length === 0) continue;
    const count = islands.reduce((sum, island) => sum + island.count, 0);
    groups.push({ code: atoll.code, name: atoll.name, count, islands, islandIds: atollIslandIds(atoll) });
  }
  return groups;
}

/** Every island of `atoll` in the reference list, ascending ids: the whole atoll as a filter (issue #39 item 5). */
export function atollIslandIds(atoll: Atoll): number[] {
  return atoll.islands.map((island) => island.id).sort((a, b) => a - b);
}
