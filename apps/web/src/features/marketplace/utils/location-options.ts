import type { Atoll } from '@marketplace/contract/locations';
import type { MarketplaceFacets } from '@marketplace/contract/marketplace-messages';
import { GREATER_MALE_ISLANDS } from '@marketplace/contract/places';
import { atollIslandIds, locationFacetGroups } from './facet-options';

/** The location select's option values: no filter, a preset, the draft's own set of islands. */
export const ALL_LOCATIONS = '';
export const GREATER_MALE = 'greater-male';
export const CHOSEN_ISLANDS = 'custom';
const ISLAND_PREFIX = 'island:';
const ATOLL_PREFIX = 'atoll:';

/** The option value of one island. */
export function islandOptionValue(id: number): string {
  return `${ISLAND_PREFIX}${id}`;
}

/** The option value of a whole atoll ("All of Kaafu"). */
export function atollOptionValue(code: string): string {
  return `${ATOLL_PREFIX}${code}`;
}

/** What a location option names; the page turns it into words. */
export type LocationChoice =
  /** One island; `name` is null when the reference list does not hold it (yet). */
  | { kind: 'island'; id: number; name: string | null }
  /** Every island of an atoll. */
  | { kind: 'atoll'; code: string; name: string }
  | { kind: 'greater-male' }
  /** A set of islands no option names (a hand-edited link): how many. */
  | { kind: 'islands'; count: number };

/** One `<option>` of the location select, with the matches on its islands. */
export interface LocationOption {
  value: string;
  choice: LocationChoice;
  count: number;
}

/** An atoll's `<optgroup>`: "All of {atoll}" (when it has more than one island), then its islands with matches. */
export interface LocationOptionGroup {
  code: string;
  name: string;
  count: number;
  options: LocationOption[];
}

/** The location select (after its "All locations" option). */
export interface LocationSelectOptions {
  /** The option showing the draft's islands. */
  value: string;
  /** Before the atolls: the draft's choice when no other option holds it, then the Greater Malé preset. */
  top: LocationOption[];
  groups: LocationOptionGroup[];
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => b[i] === id);

/** Names compared with accents in one Unicode form ("é" as one character or as e + accent). */
const nameKey = (name: string) => name.normalize('NFC');

/**
 * The island ids (ascending) of the Greater Malé preset, found by name in the reference list; null unless all
 * three are there (issue #39 item 5).
 */
export function greaterMaleIslandIds(atolls: readonly Atoll[] | undefined): number[] | null {
  const wanted = new Set(GREATER_MALE_ISLANDS.map(nameKey));
  const ids = (atolls ?? [])
    .flatMap((atoll) => atoll.islands)
    .filter((island) => wanted.delete(nameKey(island.name)))
    .map((island) => island.id);
  return wanted.size === 0 ? ids.sort((a, b) => a - b) : null;
}

/**
 * The option showing a set of islands (ascending ids): none is "All locations", one its island, then the
 * Greater Malé preset, a whole atoll of the reference list, else the draft's own set (issue #39 item 5).
 */
export function locationOptionValue(ids: readonly number[], atolls: readonly Atoll[] | undefined): string {
  if (ids.length === 0) return ALL_LOCATIONS;
  if (ids.length === 1) return islandOptionValue(ids[0]!);
  const greaterMale = greaterMaleIslandIds(atolls);
  if (greaterMale && sameIds(ids, greaterMale)) return GREATER_MALE;
  const atoll = atolls?.find((a) => sameIds(ids, atollIslandIds(a)));
  return atoll ? atollOptionValue(atoll.code) : CHOSEN_ISLANDS;
}

/**
 * The islands (ascending ids) a chosen option filters by (issue #39 item 5): a whole atoll is all its islands
 * in the reference list, with matches or not. The draft's own set, or an option the reference list no longer
 * explains, keeps `current`.
 */
export function locationIdsFor(
  value: string,
  atolls: readonly Atoll[] | undefined,
  current: readonly number[],
): number[] {
  if (value === ALL_LOCATIONS) return [];
  if (value === GREATER_MALE) return greaterMaleIslandIds(atolls) ?? [...current];
  if (value.startsWith(ISLAND_PREFIX)) {
    const id = Number(value.slice(ISLAND_PREFIX.length));
    return Number.isSafeInteger(id) && id > 0 ? [id] : [...current];
  }
  if (value.startsWith(ATOLL_PREFIX)) {
    const atoll = atolls?.find((a) => a.code === value.slice(ATOLL_PREFIX.length));
    return atoll ? atollIslandIds(atoll) : [...current];
  }
  return [...current];
}

/** What an option that is not otherwise listed names, from its value. */
function choiceOf(
  value: string,
  ids: readonly number[],
  atolls: readonly Atoll[] | undefined,
): LocationChoice {
  if (value === GREATER_MALE) return { kind: 'greater-male' };
  if (value.startsWith(ATOLL_PREFIX)) {
    const code = value.slice(ATOLL_PREFIX.length);
    return { kind: 'atoll', code, name: atolls?.find((a) => a.code === code)?.name ?? code };
  }
  if (ids.length === 1) {
    const island = atolls?.flatMap((atoll) => atoll.islands).find((i) => i.id === ids[0]);
    return { kind: 'island', id: ids[0]!, name: island?.name ?? null };
  }
  return { kind: 'islands', count: ids.length };
}

/**
 * The location select's options (spec 02 §5, issue #39 item 5): the Greater Malé preset, then per atoll with
 * matches "All of {atoll}" and its islands with matches, each with its count (facets count per island,
 * ignoring the location filter, so an atoll's or the preset's count is the sum of its islands'). Greater Malé
 * is offered when the reference list holds its three islands and something there matches (or it is chosen).
 * A chosen set no option holds (an island or atoll without matches, a hand-edited list) comes first, so the
 * select can show it.
 */
export function locationSelectOptions(
  facets: MarketplaceFacets | undefined,
  atolls: readonly Atoll[] | undefined,
  chosen: readonly number[],
): LocationSelectOptions {
  const counts = new Map(facets?.islands);
  const matches = (ids: readonly number[]) => ids.reduce((sum, id) => sum + (counts.get(id) ?? 0), 0);
  const value = locationOptionValue(chosen, atolls);

  const groups = locationFacetGroups(facets, atolls).map((group): LocationOptionGroup => {
    const options: LocationOption[] = group.islands.map((island) => ({
      value: islandOptionValue(island.value),
      choice: { kind: 'island', id: island.value, name: island.label },
      count: island.count,
    }));
    // An atoll of one island needs no "All of": the island is the same choice.
    if (group.islandIds.length > 1) {
      options.unshift({
        value: atollOptionValue(group.code),
        choice: { kind: 'atoll', code: group.code, name: group.name },
        count: group.count,
      });
    }
    return { code: group.code, name: group.name, count: group.count, options };
  });

  const top: LocationOption[] = [];
  const greaterMaleIds = greaterMaleIslandIds(atolls);
  const greaterMaleCount = greaterMaleIds ? matches(greaterMaleIds) : 0;
  if (greaterMaleIds && (greaterMaleCount > 0 || value === GREATER_MALE)) {
    top.push({ value: GREATER_MALE, choice: { kind: 'greater-male' }, count: greaterMaleCount });
  }
  const listed =
    value === ALL_LOCATIONS ||
    top.some((option) => option.value === value) ||
    groups.some((group) => group.options.some((option) => option.value === value));
  if (!listed) top.unshift({ value, choice: choiceOf(value, chosen, atolls), count: matches(chosen) });

  return { value, top, groups };
}
