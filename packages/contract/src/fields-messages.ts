/**
 * The shared fields' messages (issue #11 "Hardening") — no zod, so the `contract` namespace (issue #15) can
 * show them in the reader's language (the schemas are in `fields.ts`, `locations.ts` and `accounts.ts`).
 */

/** Shown for a text field or query string holding NUL or another control character. */
export const CONTROL_CHARACTERS_MESSAGE = 'Must not contain control characters (such as NUL).';
/** Shown for text holding a bidirectional embedding, override or isolate (U+202A–U+202E, U+2066–U+2069). */
export const DIRECTION_CONTROLS_MESSAGE = 'Must not contain text-direction control characters.';
/** Shown for text made only of invisible characters (zero-width spaces, joiners, fillers). */
export const INVISIBLE_TEXT_MESSAGE = 'Must contain a visible character.';
/** Shown for a person's name holding a link, an e-mail address or a web address (issue #37 item 4b). */
export const NAME_LINK_MESSAGE = 'A name cannot contain links or e-mail addresses.';
export const CALENDAR_DATE_MESSAGE = 'Must be a real calendar date (YYYY-MM-DD).';
export const ID_MESSAGE = 'Must be a whole number from 1 to 2147483647.';
export const ID_LIST_MESSAGE = 'Must be a comma-separated list of ids.';
export const AMOUNT_MESSAGE = 'Must be a decimal number such as 1250 or 99.50.';

export const LOCATION_REQUIRED_MESSAGE = 'Location is required.';

/** Every message above, and the shared schemas' other texts, as one object for the `contract` namespace. */
export const FIELD_MESSAGES = {
  controlCharacters: CONTROL_CHARACTERS_MESSAGE,
  directionControls: DIRECTION_CONTROLS_MESSAGE,
  invisibleText: INVISIBLE_TEXT_MESSAGE,
  nameLink: NAME_LINK_MESSAGE,
  calendarDate: CALENDAR_DATE_MESSAGE,
  id: ID_MESSAGE,
  idList: ID_LIST_MESSAGE,
  amount: AMOUNT_MESSAGE,
  locationRequired: LOCATION_REQUIRED_MESSAGE,
  instagramHandleTooLong: 'Instagram handle is too long.',
} as const;
