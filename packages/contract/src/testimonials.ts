import { z } from 'zod';
import { text } from './fields';

import {
  TESTIMONIAL_ITEM_FOCUS_MAX_LENGTH,
  TESTIMONIAL_MAX_LENGTH,
  TESTIMONIAL_MESSAGES,
  TESTIMONIAL_MIN_LENGTH,
} from './testimonials-messages';

export {
  TESTIMONIAL_FORMER_MEMBER,
  TESTIMONIAL_ITEM_FOCUS_MAX_LENGTH,
  TESTIMONIAL_MAX_LENGTH,
  TESTIMONIAL_MESSAGES,
  TESTIMONIAL_MIN_LENGTH,
} from './testimonials-messages';

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
