/**
 * Admin-editable search synonyms (issue #38 item 1): groups of words or phrases that search treats as one
 * ("ice box", "cooler box", "esky"), beside the maintained list built into search. Applied when a query is
 * read, so a change needs no reindex. Bounds and the admin's texts; no zod (the schemas are in
 * `search-synonyms.ts`, which re-exports these).
 */

/** A group has 2 to this many entries. */
export const SEARCH_SYNONYM_GROUP_SIZE_MAX = 12;
/** Each entry: 1 to 3 words of letters (Latin or Thaana) or digits, at most this many characters. */
export const SEARCH_SYNONYM_ENTRY_LENGTH_MAX = 40;
/** At most this many admin groups. */
export const SEARCH_SYNONYM_GROUPS_MAX = 500;

export const SEARCH_SYNONYM_MESSAGES = {
  title: 'Search synonyms',
  description:
    'Words and phrases that buyers use for the same thing. A search for any of them finds listings that use the others, at once, with no reindex.',
  wordsLabel: 'Words or phrases, separated by commas',
  wordsPlaceholder: 'ice box, cooler box, esky',
  add: 'Add group',
  added: 'Synonym group added',
  remove: 'Remove',
  removeLabel: (words: string) => `Remove the group ${words}`,
  removed: 'Synonym group removed',
  builtInTitle: 'Built into search',
  builtInHint: 'Maintained with the code; shown so that you do not add them again.',
  none: 'No groups added yet.',
  loadFailed: 'The search synonyms could not be loaded.',
  wordsTooFew: 'Give at least two words or phrases, separated by commas.',
  wordsTooMany: `A group has at most ${SEARCH_SYNONYM_GROUP_SIZE_MAX} words or phrases.`,
  entryInvalid: `Each word or phrase is one to three words of letters or digits, at most ${SEARCH_SYNONYM_ENTRY_LENGTH_MAX} characters.`,
  entriesRepeated: 'Each word or phrase appears once in a group.',
  groupExists: 'A group with these words already exists.',
  groupsFull: `There are already ${SEARCH_SYNONYM_GROUPS_MAX} groups. Remove one first.`,
  invalidGroupId: 'Synonym group not found.',
  groupNotFound: 'Synonym group not found.',
} as const;
