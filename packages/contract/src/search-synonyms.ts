/**
 * Admin-editable search synonyms (issue #38 item 1): `GET`/`POST /api/admin/search/synonyms`,
 * `DELETE /api/admin/search/synonyms/{id}`. The form and the API validate with the same schema.
 */
import { z } from 'zod';

import {
  SEARCH_SYNONYM_ENTRY_LENGTH_MAX,
  SEARCH_SYNONYM_GROUP_SIZE_MAX,
  SEARCH_SYNONYM_MESSAGES,
} from './search-synonyms-messages';

export {
  SEARCH_SYNONYM_ENTRY_LENGTH_MAX,
  SEARCH_SYNONYM_GROUP_SIZE_MAX,
  SEARCH_SYNONYM_GROUPS_MAX,
  SEARCH_SYNONYM_MESSAGES,
} from './search-synonyms-messages';

/** One to three words of letters (any script, with their marks) or digits, single-spaced, lower case. */
const ENTRY_PATTERN = /^[\p{L}\p{M}\p{N}]+(?: [\p{L}\p{M}\p{N}]+){0,2}$/u;

/** A word or phrase of a group: trimmed, inner spaces collapsed, lower-cased. */
const synonymEntry = z
  .string({ error: SEARCH_SYNONYM_MESSAGES.entryInvalid })
  .max(SEARCH_SYNONYM_ENTRY_LENGTH_MAX * 4, { error: SEARCH_SYNONYM_MESSAGES.entryInvalid })
  .transform((value) => value.normalize('NFC').trim().replace(/\s+/gu, ' ').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, { error: SEARCH_SYNONYM_MESSAGES.entryInvalid })
      .max(SEARCH_SYNONYM_ENTRY_LENGTH_MAX, { error: SEARCH_SYNONYM_MESSAGES.entryInvalid })
      .regex(ENTRY_PATTERN, { error: SEARCH_SYNONYM_MESSAGES.entryInvalid }),
  );

/** `POST /api/admin/search/synonyms` body: 2–12 distinct words or phrases. */
export const searchSynonymGroupInputSchema = z.strictObject({
  words: z
    .array(synonymEntry, { error: SEARCH_SYNONYM_MESSAGES.wordsTooFew })
    .min(2, { error: SEARCH_SYNONYM_MESSAGES.wordsTooFew })
    .max(SEARCH_SYNONYM_GROUP_SIZE_MAX, { error: SEARCH_SYNONYM_MESSAGES.wordsTooMany })
    .refine((words) => new Set(words).size === words.length, {
      error: SEARCH_SYNONYM_MESSAGES.entriesRepeated,
    }),
});
export type SearchSynonymGroupInput = z.input<typeof searchSynonymGroupInputSchema>;

/** The admin's comma-separated text as the body's `words` (empty pieces dropped). */
export function synonymWordsFromText(text: string): string[] {
  return text
    .split(/[,،\n]/u)
    .map((piece) => piece.trim())
    .filter(Boolean);
}

/** An admin group. */
export interface SearchSynonymGroup {
  id: number;
  /** Its words or phrases, lower case, as saved. */
  words: string[];
  createdAt: string;
}

export const searchSynonymGroupSchema = z.object({
  id: z.number(),
  words: z.array(z.string()),
  createdAt: z.string(),
});

/** `GET /api/admin/search/synonyms`: the admin's groups (oldest first) and the built-in list (read-only). */
export interface SearchSynonyms {
  groups: SearchSynonymGroup[];
  builtIn: string[][];
}

export const searchSynonymsSchema = z.object({
  groups: z.array(searchSynonymGroupSchema),
  builtIn: z.array(z.array(z.string())),
});
