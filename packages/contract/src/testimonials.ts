import { z } from 'zod';
import { text } from './fields';

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

/** `POST /api/testimonials` body. */
export const testimonialInputSchema = z.object({
  rating: z
    .number({ error: TESTIMONIAL_MESSAGES.missingRating })
    .int({ message: TESTIMONIAL_MESSAGES.missingRating })
    .min(1, { message: TESTIMONIAL_MESSAGES.missingRating })
    .max(5, { message: TESTIMONIAL_MESSAGES.missingRating }),
  content: text({ multiline: true })
    .trim()
    .min(TESTIMONIAL_MIN_LENGTH, { message: TESTIMONIAL_MESSAGES.tooShort })
    .max(TESTIMONIAL_MAX_LENGTH, { message: TESTIMONIAL_MESSAGES.tooLong }),
  itemFocus: text()
    .trim()
    .max(TESTIMONIAL_ITEM_FOCUS_MAX_LENGTH, { message: TESTIMONIAL_MESSAGES.itemFocusTooLong })
    .optional()
    .nullable()
    .transform((value) => value || null),
  isAnonymous: z.boolean().default(false),
});
export type TestimonialInput = z.input<typeof testimonialInputSchema>;

/** A public testimonial (approved); anonymous ones carry no name or avatar. */
export interface Testimonial {
  id: string;
  rating: number;
  content: string;
  item_focus: string | null;
  is_anonymous: boolean;
  /** The name at submission; null when anonymous; `TESTIMONIAL_FORMER_MEMBER` once the author deleted their account. */
  name: string | null;
  /** The avatar at submission; null when anonymous or once the author deleted their account. */
  avatar_url: string | null;
  created_at: string;
}

/** The admin's queue row. */
export interface PendingTestimonial extends Testimonial {
  status: 'pending' | 'approved';
  author_email: string | null;
}
