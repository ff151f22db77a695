import { z } from 'zod';

/**
 * Field schemas every request shares (issue #11 "Hardening"): text PostgreSQL can store, ids that fit its
 * `integer`, real calendar dates and strictly decimal amounts. A value outside these is refused here with a
 * 400 and a clear message, never passed on to the database to fail as a 500.
 */

import {
  AMOUNT_MESSAGE,
  CALENDAR_DATE_MESSAGE,
  CONTROL_CHARACTERS_MESSAGE,
  DIRECTION_CONTROLS_MESSAGE,
  ID_LIST_MESSAGE,
  ID_MESSAGE,
  INVISIBLE_TEXT_MESSAGE,
  NAME_LINK_MESSAGE,
} from './fields-messages';

export {
  AMOUNT_MESSAGE,
  CALENDAR_DATE_MESSAGE,
  CONTROL_CHARACTERS_MESSAGE,
  DIRECTION_CONTROLS_MESSAGE,
  ID_LIST_MESSAGE,
  ID_MESSAGE,
  INVISIBLE_TEXT_MESSAGE,
  NAME_LINK_MESSAGE,
} from './fields-messages';

/** PostgreSQL `integer` (int4): every serial id is at most this. */
export const INT4_MAX = 2_147_483_647;

/** Any control character: C0 (NUL included, which PostgreSQL cannot store in text), DEL and C1. */
const ANY_CONTROL = /\p{Cc}/u;
/** The same, but tab, line feed and carriage return are kept: the line breaks of multi-line text. */
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;

/**
 * Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): U+202E makes "gnp.exe"
 * read "exe.png". Right-to-left text (Thaana) needs none of them; the marks U+200E/U+200F stay allowed.
 */
const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
/**
 * What shows nothing: white space, format characters (zero-width space, joiners, word joiner, BOM, soft hyphen)
 * and the blank fillers (Hangul fillers, braille blank).
 */
const INVISIBLE = /[\s\p{Cf}\u115F\u1160\u2800\u3164\uFFA0]/gu;

/** True when `value` has characters but none that shows (a message of only U+200B); white space alone is not this. */
export function isInvisibleText(value: string): boolean {
  return value.trim() !== '' && value.replace(INVISIBLE, '') === '';
}

/**
 * The one base for every text field and query string: a string with no control characters (one-line text)
 * or none but tab, CR and LF (`multiline`, for descriptions and notes), no text-direction controls, and not
 * made only of invisible characters (issue #37 item 4e). Chain the field's own rules after it; each of these
 * aborts, so the field's other messages (the spec's) are not piled on top. White space alone passes here and
 * meets the field's own "required" rule.
 * @param options.error message for a missing value or a non-string (as `z.string({ error })`)
 */
export function text(options: { error?: string; multiline?: boolean } = {}) {
  const forbidden = options.multiline ? CONTROL_BUT_LINE_BREAKS : ANY_CONTROL;
  return z
    .string(options.error === undefined ? undefined : { error: options.error })
    .refine((value) => !forbidden.test(value), { message: CONTROL_CHARACTERS_MESSAGE, abort: true })
    .refine((value) => !DIRECTION_CONTROL.test(value), { message: DIRECTION_CONTROLS_MESSAGE, abort: true })
    .refine((value) => !isInvisibleText(value), { message: INVISIBLE_TEXT_MESSAGE, abort: true });
}

/**
 * What in a name reads as a link or an address: `://`, `www.`, `@`, or a word, a dot and letters ending there
 * ("evil.example", "bit.ly/x"). An initial ("A. Rasheed", "A.Rasheed") is not one: one letter before the dot.
 * Two letters before the dot are enough to tell (and keep the test linear: `{2,}` there is quadratic on a long
 * run of letters).
 */
const LINK_LIKE = /:\/\/|www\.|@|[\p{L}\p{N}-]{2}\.(?:[a-z]{2,}|xn--)(?=$|[\s/:?#])/iu;

/**
 * A person's name (sign-up, profile, the admin's edit, the mailing list): trimmed, at most 50 characters, and
 * no link, e-mail address or web address: genuine e-mails greet members by name, and "Your account is locked.
 * Restore at https://…" must not be one (issue #37 item 4b). `required` when empty, if given.
 */
export function personName(options: { required?: string } = {}) {
  const trimmed = text(options.required === undefined ? {} : { error: options.required }).trim();
  return (
    options.required === undefined ? trimmed : trimmed.min(1, { message: options.required, abort: true })
  )
    .max(50, { abort: true })
    .refine((name) => !LINK_LIKE.test(name), { message: NAME_LINK_MESSAGE });
}

/**
 * An e-mail address as better-auth accepts it (zod's `z.email()` pattern, which it checks again on sign-in,
 * sign-up and password reset: an address it refuses must be our 400, not its error as our 500): trimmed, at
 * most 254 characters, lower-cased. `required` when empty, `invalid` otherwise.
 */
export function emailAddress(messages: { required: string; invalid: string }) {
  return text({ error: messages.required })
    .trim()
    .min(1, { message: messages.required, abort: true })
    .max(254, { message: messages.invalid })
    .regex(z.regexes.email, { message: messages.invalid })
    .transform((email) => email.toLowerCase());
}

/** Parses `YYYY-MM-DD` (what `<input type="date">` yields) to a local date, or null if not a real day. */
export function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
}

/**
 * Spec 01 §2 "format hint DD-MM-YYYY": `DD-MM-YYYY` (day and month may have one digit; `/`, `.` or a space may
 * separate) to the ISO day `YYYY-MM-DD`, or null when it is not that shape or not a real day ("31-02-2000").
 */
export function dayMonthYearToIso(value: string): string | null {
  const match = /^(\d{1,2})[-/. ](\d{1,2})[-/. ](\d{4})$/.exec(value.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
  return parseIsoDate(iso) ? iso : null;
}

/** A real calendar day as `YYYY-MM-DD` (2026-02-29 and 2026-13-45 are refused), kept as the string. */
export function calendarDate(message = CALENDAR_DATE_MESSAGE) {
  return text({ error: message }).refine((value) => parseIsoDate(value) !== null, { message });
}

/** "12" and 12 are the number 12; any other string ("0x10", "1e3", "") is left for `z.number()` to refuse. */
function decimalInteger(value: unknown): unknown {
  return typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value;
}

/**
 * A database id (a serial `integer` column): a whole number from 1 to 2,147,483,647, as a number or a decimal
 * string (path, query and form values). Anything else, "0x10" included, is refused with `message`.
 */
export function id(message = ID_MESSAGE) {
  return z.preprocess(
    decimalInteger,
    z.number({ error: message }).int({ message }).min(1, { message }).max(INT4_MAX, { message }),
  );
}

/** `?categories=1,2,3`: ids as above, comma-separated, parsed to numbers. */
export function idList(message = ID_LIST_MESSAGE) {
  return text({ error: message })
    .regex(/^\d{1,10}(,\d{1,10})*$/, { message })
    .transform((list) => list.split(',').map(Number))
    .refine((ids) => ids.every((n) => n >= 1 && n <= INT4_MAX), { message });
}

/**
 * A decimal amount: digits with an optional fraction, commas only as thousands separators ("1,250.50"),
 * surrounding spaces ignored. Hex ("0x10"), exponents ("1e3"), signs and "Infinity" are not amounts.
 * @returns the number, or null when the string is not an amount.
 */
export function parseDecimalAmount(value: string): number | null {
  const trimmed = value.trim();
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d*)?$|^\.\d+$/.test(trimmed)) return null;
  const amount = Number(trimmed.replaceAll(',', ''));
  return Number.isFinite(amount) ? amount : null;
}

/**
 * Preprocessor for amounts from a form or query string or a JSON number: "" and null become undefined
 * (missing), an amount string becomes its number, any other string stays a string so `z.number()` refuses it.
 */
export function decimalAmountInput(value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return undefined;
  if (typeof value === 'string') return parseDecimalAmount(value) ?? value;
  return value;
}

/** An optional non-negative decimal amount (a price filter); see `parseDecimalAmount`. */
export function amountFilter(message = AMOUNT_MESSAGE) {
  return z.preprocess(decimalAmountInput, z.number({ error: message }).min(0, { message }).optional());
}
