import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '@/hooks/use-live-events';
import { testimonialsQueryKey } from '../api/get-testimonials';

/** Refetches the public testimonials whenever the server says they changed, or after a reconnection (spec 01 §4). */
export function useLiveTestimonials(): void {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: testimonialsQueryKey });
  useLiveEvent('testimonials', refetch);
  useLiveEvent('reconnected', refetch);
}
