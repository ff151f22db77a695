/** Testimonials: limits and texts — no zod (the schema is in `testimonials.ts`, which re-exports these). */

/** Spec 01 §5, §9 testimonial limits. */
export const TESTIMONIAL_MIN_LENGTH = 20;
export const TESTIMONIAL_MAX_LENGTH = 1000;
export const TESTIMONIAL_ITEM_FOCUS_MAX_LENGTH = 100;

/** Spec 01 §5, §8 texts (title / description pairs). */
export const TESTIMONIAL_MESSAGES = {
  missingRatingTitle: 'Missing Rating',
  missingRating: 'Please select a star rating.',
  tooShortTitle: 'Testimonial Too Short',
  tooShort: 'Please write at least 20 characters.',
  tooLongTitle: 'Testimonial Too Long',
  tooLong: 'Please keep your testimonial under 1000 characters.',
  itemFocusTooLong: 'Item focus must be at most 100 characters.',
  notAuthenticatedTitle: 'Not Authenticated',
  notAuthenticated: 'You must be logged in to submit a testimonial.',
  submittedTitle: 'Testimonial Submitted!',
  submitted: "Thank you for sharing your experience. It's awaiting review.",
  submitFailedTitle: 'Submission Failed',
  submitFailed: 'Could not submit your testimonial. Please try again.',
  loadFailed: 'Could not load testimonials.',
  approvedTitle: 'Testimonial Approved',
  deletedTitle: 'Testimonial Deleted',
} as const;

/**
 * Shown as the author of a testimonial whose author deleted their account (issue #11): their name and avatar
 * are erased with the account, the words they wrote stay.
 */
export const TESTIMONIAL_FORMER_MEMBER = 'Former member';
