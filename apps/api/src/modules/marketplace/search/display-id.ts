/**
 * Display ids in a search term (spec 02 §5, issue #16): "PD-123", "pd123" and "pd 123" name listing PD-000123,
 * which comes first; the listings whose text mentions an id come after it. Browse and saved-search alerts read
 * ids here.
 */
const DISPLAY_ID_QUERY = /^\s*pd[\s-]?0*(\d{1,9})\s*$/i;

/** "PD-123", "pd123", "pd 123" → "PD-000123"; anything else → null. */
export function displayIdFromQuery(query: string): string | null {
  const match = DISPLAY_ID_QUERY.exec(query);
  return match ? `PD-${match[1]!.padStart(6, '0')}` : null;
}

/**
 * The listings whose text mentions display id `displayId` ("PD-000123"), as a tsquery text: the parser splits
 * it into "pd" and "-000123" (spec 02 §5; browse and saved-search alerts).
 */
export const displayIdMatch = (displayId: string) => `'pd' <-> '-${displayId.slice(3)}'`;

/** A term that is one bare number ("123" reads as `'123'`): display number PD-000123 ranks first. */
export const bareNumberOf = (match: string) => {
  const digits = /^'(\d{1,9})'$/.exec(match)?.[1];
  return digits ? `PD-${digits.padStart(6, '0')}` : null;
};
