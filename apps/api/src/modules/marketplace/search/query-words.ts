/**
 * Reading a buyer's search text into words (issue #38 item 1, decision 041): the first stage of forgiving
 * search. Pure functions: no database.
 */
import damerauLevenshtein from 'damerau-levenshtein';

/** A word of the query as typed, lower-cased. `excluded`: typed with a leading minus ("case -cover"). */
export interface QueryWord {
  text: string;
  excluded: boolean;
}

/** At most this many words are read from a query (the rest are ignored): a phone query is 1–4 words. */
export const QUERY_WORDS_MAX = 8;
/** Longer "words" are not words (a pasted link, a run of letters): read as typed, never corrected. */
export const QUERY_WORD_LENGTH_MAX = 40;

/** Letters (with Thaana's vowel signs, which are combining marks) and digits; anything else separates words. */
const WORD = /(^|[^\p{L}\p{M}\p{N}])(-?)([\p{L}\p{N}][\p{L}\p{M}\p{N}]*)/gu;

/**
 * The words of a search text, in order, lower-cased (NFC), at most QUERY_WORDS_MAX. Punctuation, quotes and
 * symbols separate words; a minus right before a word (after a space or at the start) excludes it.
 */
export function queryWords(text: string): QueryWord[] {
  const words: QueryWord[] = [];
  for (const match of text.normalize('NFC').toLowerCase().matchAll(WORD)) {
    const word = match[3]!;
    if (word.length > QUERY_WORD_LENGTH_MAX) continue;
    words.push({ text: word, excluded: match[2] === '-' });
    if (words.length === QUERY_WORDS_MAX) break;
  }
  return words;
}

/**
 * Everyday words around the item that no listing needs to repeat ("cheap used fridge for sale", "second hand
 * scooter urgent"): read, but a listing need not hold them. A query made only of them keeps them.
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set([
  'sale',
  'sell',
  'selling',
  'sold',
  'buy',
  'buying',
  'want',
  'wanted',
  'need',
  'cheap',
  'cheapest',
  'affordable',
  'used',
  'second',
  'secondhand',
  'hand',
  'handed',
  'urgent',
  'urgently',
  'good',
  'great',
  'excellent',
  'condition',
  'working',
  'nice',
  'best',
  'price',
  'offer',
  'available',
  'brand',
  'new',
  'like',
  'please',
  'item',
  'items',
  'model',
  'year',
  'years',
  'old',
  'with',
  'set',
  'home',
  'vikkan',
  'vikkaan',
  'ވިއްކަން',
  'ވިއްކާލަން',
  'ވިއްކަނީ',
  'އައު',
]);

/** Whether a word is in Thaana letters (U+0780–U+07BF). */
export const isThaana = (word: string) => /[\u0780-\u07bf]/u.test(word);

/**
 * The typos a word of this many letters may hold and still be corrected (the anchors of issue #38: Meilisearch
 * allows none up to 4 letters, 1 up to 8, 2 from 9).
 */
export function typoBudget(length: number): number {
  return length <= 4 ? 0 : length <= 8 ? 1 : 2;
}

/**
 * Edits between two words: insertions, deletions, substitutions, and two neighbouring letters swapped counted
 * as one (Damerau–Levenshtein, optimal string alignment).
 */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  return damerauLevenshtein(a, b).steps;
}
