/**
 * Issue #39 item 5: places as islanders say them — one island, Greater Malé, a whole atoll, several islands.
 * Zod-free, for the browse page's first load and the API alike.
 */

/** Greater Malé: the capital's three islands, which islanders name as one place (prefixed island names). */
export const GREATER_MALE_ISLANDS = ['K. Malé', 'K. Hulhumalé', 'K. Villimalé'] as const;
export const GREATER_MALE_NAME = 'Greater Malé';

/**
 * A chosen set of islands as one name, e.g. in a saved search's name: one island by its name ("K. Malé"),
 * Malé's three islands as "Greater Malé", every island of an atoll by the atoll's name ("Kaafu"), otherwise the
 * first island and how many more ("K. Malé +2"). Null for none.
 * @param chosen the chosen islands: prefixed name and atoll name, in the order to name them
 * @param islandsInAtoll how many islands each atoll of `chosen` has in all (by atoll name)
 */
export function placeName(
  chosen: ReadonlyArray<{ name: string; atoll: string }>,
  islandsInAtoll: ReadonlyMap<string, number>,
): string | null {
  if (chosen.length === 0) return null;
  if (chosen.length === 1) return chosen[0]!.name;
  const names = new Set(chosen.map((island) => island.name));
  if (names.size === GREATER_MALE_ISLANDS.length && GREATER_MALE_ISLANDS.every((name) => names.has(name))) {
    return GREATER_MALE_NAME;
  }
  const atolls = new Set(chosen.map((island) => island.atoll));
  if (atolls.size === 1) {
    const [atoll] = atolls;
    if (islandsInAtoll.get(atoll!) === chosen.length) return atoll!;
  }
  return `${chosen[0]!.name} +${chosen.length - 1}`;
}
