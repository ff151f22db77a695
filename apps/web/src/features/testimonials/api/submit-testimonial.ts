import type { TestimonialInput } from '@marketplace/contract/testimonials';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/testimonials` → 201 `{ id }`; it waits for review (pending), so no public list changes yet. */
export function submitTestimonial(input: TestimonialInput): Promise<{ id: string }> {
  return apiRequest<{ id: string }>('/api/testimonials', { method: 'POST', body: input });
}

export function useSubmitTestimonial() {
  return useMutation({ mutationFn: submitTestimonial });
}
