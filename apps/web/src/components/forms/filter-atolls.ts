import type { Atoll } from '@marketplace/contract/locations';
import { foldedWords } from '@marketplace/contract/search-fold';

/**
 * The geographic names Maldivians also call the administrative atolls by (Addu for Seenu, Fuvahmulah for
 * Gnaviyani, North Ari for Alif Alif, …): a search for "addu" finds Seenu's islands (issue #37 item 4l). Kaafu's
 * "Malé Atoll" is left out: "male" is the capital.
 */
const ATOLL_OTHER_NAMES: Readonly<Record<string, string>> = {
  HA: 'North Thiladhunmathi',
  HDh: 'South Thiladhunmathi',
  Sh: 'North Miladhunmadulu',
  N: 'South Miladhunmadulu',
  R: 'North Maalhosmadulu',
  B: 'South Maalhosmadulu',
  Lh: 'Faadhippolhu',
  AA: 'North Ari',
  ADh: 'South Ari',
  V: 'Felidhu',
  M: 'Mulaku',
  F: 'North Nilandhe',
  Dh: 'South Nilandhe',
  Th: 'Kolhumadulu',
  L: 'Hadhdhunmathi',
  GA: 'North Huvadhu',
  GDh: 'South Huvadhu',
  Gn: 'Fuvahmulah',
  S: 'Addu',
};

/**
 * A name as it is matched: each word folded as search folds it (`searchFold`, issue #38): accents off
 * ("Malé" → "male"), a doubled letter and Latin Dhivehi's dh, th, lh, sh counted once ("Villimalé" and
 * "vilimale", "Dhidhdhoo" and "dhidhoo" meet), and Thaana transliterated (ހުޅުމާލެ finds Hulhumalé).
 */
export function searchWords(text: string): string[] {
  return foldedWords(text);
}

/** Whether every query word starts one of `words` (the start of a word as it is typed). */
function matchesAll(query: readonly string[], words: readonly string[]): boolean {
  return query.every((part) => words.some((word) => word.startsWith(part)));
}

/**
 * Narrows the island list to a search text (issue #37 item 4l: "male", "hulhumale", "vilimale" and "addu"
 * found nothing; issue #38: nor did Thaana). Each word of the text must start a word of the island's name, its atoll's name or code, or
 * the atoll's other name, without accents and with doubled letters counted once. An atoll matched by the text
 * alone keeps all its islands; atolls left empty are dropped.
 */
export function filterAtolls(atolls: readonly Atoll[], text: string): Atoll[] {
  const query = searchWords(text);
  if (query.length === 0) return [...atolls];
  const result: Atoll[] = [];
  for (const atoll of atolls) {
    const atollWords = searchWords(`${atoll.label} ${ATOLL_OTHER_NAMES[atoll.code] ?? ''}`);
    if (matchesAll(query, atollWords)) {
      result.push(atoll);
      continue;
    }
    const islands = atoll.islands.filter((island) =>
      matchesAll(query, [...searchWords(island.name), ...atollWords]),
    );
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
