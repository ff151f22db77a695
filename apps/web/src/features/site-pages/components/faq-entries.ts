/** One FAQ entry (spec 01 §3: id, question, answer). `{product}` is filled with the site's product noun. */
export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

/** Spec 01 §2, §4, §9: the six fixed entries (review 24-48 hours, support replies within 24-48 hours). */
export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    id: 'review',
    question: 'How long does it take for my listing to be approved?',
    answer:
      'Our team reviews every listing by hand. Review usually takes 24-48 hours; you get a notification as soon as your listing is approved or rejected.',
  },
  {
    id: 'rejected',
    question: 'My listing was rejected. What can I do?',
    answer:
      'The reason is shown with the listing in your dashboard. A rejected listing can be edited and resubmitted for review. Edits to an approved listing may need re-approval too.',
  },
  {
    id: 'payments',
    question: 'How do payment and delivery work?',
    answer:
      'We handle no payments, shipping or returns. Buyers and sellers arrange payment, delivery and pickup between themselves — meet somewhere public or agree on a ferry or courier you both trust.',
  },
  {
    id: 'what-to-sell',
    question: 'What can I sell?',
    answer:
      'Tangible {product} goods that you own. Illegal items, counterfeit goods, hazardous materials and services are not allowed.',
  },
  {
    id: 'verification',
    question: 'How do I become a verified seller?',
    answer:
      'Upload a photo of your national ID in Account Settings. Once our team has checked it, a verified badge appears on your seller card.',
  },
  {
    id: 'support',
    question: 'How can I contact support?',
    answer:
      'E-mail us, call us or send us a direct message on social media (details below). Our support team replies within 24-48 hours.',
  },
];

/** Entries whose question or answer contains `term` (case-insensitive, trimmed); all of them for an empty term. */
export function filterFaqs(entries: readonly FaqEntry[], term: string): FaqEntry[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return [...entries];
  return entries.filter(
    (entry) => entry.question.toLowerCase().includes(needle) || entry.answer.toLowerCase().includes(needle),
  );
}
