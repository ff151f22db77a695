import type { Atoll } from '@marketplace/contract/locations';

/**
 * Narrows the island list to a search text (case-insensitive): an atoll whose name or code matches keeps
 * all its islands, otherwise only islands whose name matches; atolls left empty are dropped.
 */
export function filterAtolls(atolls: readonly Atoll[], text: string): Atoll[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...atolls];
  const result: Atoll[] = [];
  for (const atoll of atolls) {
    if (atoll.label.toLowerCase().includes(needle)) {
      result.push(atoll);
      continue;
    }
    const islands = atoll.islands.filter((island) => island.name.toLowerCase().includes(needle));
    if (islands.length > 0) result.push({ ...atoll, islands });
  }
  return result;
}

/** The island stored as `value` (e.g. "HA. Dhidhdhoo, Haa Alif") with its atoll, or null. */
export function findIsland(
  atolls: readonly Atoll[],
  value: string,
): { island: Atoll['islands'][number]; atoll: Atoll } | null {
  for (const atoll of atolls) {
    const island = atoll.islands.find((candidate) => candidate.value === value);
    if (island) return { island, atoll };
  }
  return null;
}
