/**
 * Response schemas of `/api/testimonials` and `/api/admin/testimonials*` (issue #11), matching the
 * TypeScript types in testimonials.ts (responses.test.ts checks they agree).
 */
import { z } from 'zod';

export const testimonialSchema = z.object({
  id: z.string(),
  /** 1-5 stars */
  rating: z.number(),
  content: z.string(),
  item_focus: z.string().nullable(),
  is_anonymous: z.boolean(),
  name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  created_at: z.string(),
});

export const pendingTestimonialSchema = testimonialSchema.extend({
  status: z.enum(['pending', 'approved']),
  author_email: z.string().nullable(),
});

/** A submitted testimonial's id. */
export const testimonialCreatedSchema = z.object({ id: z.string() });
