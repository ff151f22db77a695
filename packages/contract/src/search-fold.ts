/**
 * The folded key of a word for Latin letters and Thaana alike (issue #38 item 1), the TypeScript twin of the
 * database's `search_fold` (migration 0029; a test holds them equal): how Dhivehi is typed in Latin letters
 * varies ("dhoani", "dhoni", ދޯނި), so the key drops what those spellings disagree on. Used where a list is
 * searched in the browser — the island picker finds "Hulhumalé" from "hulhumale", "hulumale" or ހުޅުމާލެ.
 *
 * Thaana is transliterated letter by letter (ދ and ޑ both "d", ށ "s", long and short vowel signs one vowel,
 * alifu and sukun nothing) after dropping the indefinite suffix ެއް; Latin loses its accents, w → v, q and
 * x → k, ph → f; the digraphs dh, th, lh, sh, ch, gh, kh, zh lose their h; "oa" → o, "ey" → e, "ee" → i,
 * "oo" → u; doubled letters collapse.
 */

/**
 * `search_fold`'s `translate`: each letter of FROM becomes the letter of TO at its place (Thaana consonants and
 * vowel signs, then w, q, x); alifu, ޢ and sukun (DROPPED) become nothing.
 */
const FROM = 'ހށނރބޅކވމފދތލގޏސޑޒޓޔޕޖޗޘޙޚޛޜޝޞޟޠޡޣޤޥަާިީުޫެޭޮޯޱwqx';
const TO = 'hsnrblkvmfdtlgnsdztypjcthkdzssdtzgkvaaiiuueeoonvkk';
const DROPPED = new Set(['\u0787', '\u07A2', '\u07B0']);
const LETTERS = new Map([...FROM].map((ch, i) => [ch, TO[i]!]));

/** Thaana's indefinite suffix ("a phone": ފޯނެއް). */
const INDEFINITE = /\u07AC\u0787\u07B0$/u;

/**
 * A word's folded key (no final-vowel rule: that is `search_key`'s), lower-case ASCII letters and digits.
 * @param word one word (no spaces)
 */
export function searchFold(word: string): string {
  const lower = word.toLowerCase().replace(INDEFINITE, '');
  let out = '';
  for (const ch of lower) {
    if (DROPPED.has(ch)) continue;
    const mapped = LETTERS.get(ch);
    if (mapped !== undefined) out += mapped;
    // Latin with an accent: its base letter (é → e); anything else as it is.
    else out += ch.normalize('NFD').replace(/\p{M}+/gu, '');
  }
  return out
    .replaceAll('ph', 'f')
    .replace(/([dtlscgkz])h/g, '$1')
    .replaceAll('oa', 'o')
    .replaceAll('ey', 'e')
    .replace(/ee|ii/g, 'i')
    .replace(/oo|uu/g, 'u')
    .replace(/(.)\1+/gu, '$1');
}

/** The words of a text (letters with their marks, and digits), each folded. */
export function foldedWords(text: string): string[] {
  return (text.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).map(searchFold).filter(Boolean);
}
