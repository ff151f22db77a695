/** How many trailing characters of the national ID stay visible while it is masked. */
export const NATIONAL_ID_VISIBLE_CHARS = 3;

/** "A123456" → "••••456": masked except the last 3 characters (shoulder-surfing on a shared screen). */
export function maskNationalId(id: string): string {
  if (id.length <= NATIONAL_ID_VISIBLE_CHARS) return id;
  return '•'.repeat(id.length - NATIONAL_ID_VISIBLE_CHARS) + id.slice(-NATIONAL_ID_VISIBLE_CHARS);
}
