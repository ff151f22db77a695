import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminTestimonialsQueryKey } from './get-admin-testimonials';
import { testimonialsQueryKey } from './get-testimonials';

/** `DELETE /api/admin/testimonials/{id}`: removes a testimonial that should not be shown. */
export function deleteTestimonial(id: string): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>(`/api/admin/testimonials/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTestimonial,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminTestimonialsQueryKey }),
        queryClient.invalidateQueries({ queryKey: testimonialsQueryKey }),
      ]);
    },
  });
}
