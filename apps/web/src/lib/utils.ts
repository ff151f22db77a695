import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names, letting later Tailwind utilities override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Builds tailwind-merge's class map now, in a task of its own, instead of in the first `cn` call (issue #12 §3,
 * Total Blocking Time). tailwind-merge builds it lazily on first use, 5–13 ms on a fast machine (four times that
 * on a throttled phone) in one piece; during hydration that first use is the header's logo, so one of React's
 * render slices, which otherwise yield every 5 ms, became a long task. `main.tsx` calls this before hydrating.
 */
export function prepareClassMerging(): void {
  twMerge('p-0 p-1');
}
