/** Spec 02 §9: the description preview is cut at 100 characters. */
export const DESCRIPTION_PREVIEW_LENGTH = 100;

/** How far back a cut may move to land between words instead of inside one. */
const WORD_BOUNDARY_REACH = 20;

/**
 * The description's preview (spec 02 §2: cut at 100 characters with Read More), or null when the whole text
 * fits. The cut never splits a word (it moves back to the last space within 20 characters) and the ellipsis
 * follows the last word, not a full stop or comma ("…fits exactly…", never "…exactly.…"; issue #16 item 16).
 * Counts code points, so an emoji is never cut in half.
 */
export function descriptionPreview(text: string, limit = DESCRIPTION_PREVIEW_LENGTH): string | null {
  const chars = Array.from(text);
  if (chars.length <= limit) return null;
  let cut = chars.slice(0, limit).join('');
  const nextChar = chars[limit]!;
  if (!/\s/.test(nextChar)) {
    const lastSpace = cut.search(/\s\S*$/);
    if (lastSpace > 0 && cut.length - lastSpace <= WORD_BOUNDARY_REACH) cut = cut.slice(0, lastSpace);
  }
  return `${cut.replace(/[\s.,;:!?…\-–—]+$/u, '')}…`;
}
