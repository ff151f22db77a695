/**
 * The API's error codes and the one table that maps each to its HTTP status.
 * Every error response has the shape `{ code, message, issues? }` (ARCHITECTURE.md "Rules that hold everywhere").
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** One field-level problem: `path` is the field name (dotted for nested fields), `message` the spec's text. */
export interface FieldIssue {
  path: string;
  message: string;
}

/** The body of every non-2xx JSON response from `/api/*`. */
export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  issues?: FieldIssue[];
}

/** Generic texts used when the server has nothing more specific to say (spec 01 §8). */
export const GENERIC_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.';

/** A 400's message when the database refused a value (out of range, not valid text) the schemas let through. */
export const INVALID_VALUE_MESSAGE = 'The request holds a value that is out of range or not valid text.';

/** A 400's message when a multipart or URL-encoded body cannot be read as a form. */
export const INVALID_FORM_MESSAGE = 'The form could not be read. Send it as multipart/form-data.';

/** The texts above as one object, for the `contract` namespace (issue #15). */
export const ERROR_MESSAGES = {
  generic: GENERIC_ERROR_MESSAGE,
  invalidValue: INVALID_VALUE_MESSAGE,
  invalidForm: INVALID_FORM_MESSAGE,
} as const;
