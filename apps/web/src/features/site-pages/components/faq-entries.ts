/** The six fixed FAQ entries (spec 01 §2, §4, §9: review 24-48 hours, support replies within 24-48 hours). */
export const FAQ_ENTRY_IDS = ['review', 'rejected', 'payments', 'whatToSell', 'verification', 'support'] as const;
export type FaqEntryId = (typeof FAQ_ENTRY_IDS)[number];

/**
 * One FAQ entry (spec 01 §3: id, question, answer), in the page's language: the texts are the `sitePages`
 * namespace's `faq.entries.<id>`, with `{{product}}` filled with the site's product noun.
 */
export interface FaqEntry {
  id: FaqEntryId;
  question: string;
  answer: string;
}

/** Entries whose question or answer contains `term` (case-insensitive, trimmed); all of them for an empty term. */
export function filterFaqs(entries: readonly FaqEntry[], term: string): FaqEntry[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return [...entries];
  return entries.filter(
    (entry) => entry.question.toLowerCase().includes(needle) || entry.answer.toLowerCase().includes(needle),
  );
}
