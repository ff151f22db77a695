import { useMediaQuery } from './use-media-query';

/** Below Tailwind's `sm` (40rem = 640 px): a phone held upright. */
export const SMALL_SCREEN_QUERY = '(max-width: 39.99rem)';

/** Below Tailwind's `md` (48rem = 768 px): where the header shows its mobile controls. */
export const BELOW_MD_QUERY = '(max-width: 47.99rem)';

/** Below Tailwind's `lg` (64rem = 1024 px). */
export const BELOW_LG_QUERY = '(max-width: 63.99rem)';

/**
 * A text box's placeholder that fits its width (issue #16 item 11): the full hint where there is room, a
 * short one on small screens, so nothing is cut mid-word. Give the full hint to the box elsewhere too
 * (`aria-describedby`), so no one loses it.
 */
export function useFittingPlaceholder(full: string, short: string, query = SMALL_SCREEN_QUERY): string {
  return useMediaQuery(query) ? short : full;
}
