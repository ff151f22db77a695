import {
  ERROR_STATUS,
  GENERIC_ERROR_MESSAGE,
  INVALID_VALUE_MESSAGE,
  type ApiErrorBody,
  type ErrorCode,
  type FieldIssue,
} from '@marketplace/contract/errors';
import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './hono-env';
import type { Logger } from './logger';

/**
 * The one error type services throw. `onError` turns it into `{ code, message, issues? }` with the status
 * from the contract's ERROR_STATUS table.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly issues: FieldIssue[] | undefined;
  /** Extra response headers, e.g. Retry-After on a 429. */
  readonly headers: Record<string, string> | undefined;

  constructor(code: ErrorCode, message: string, issues?: FieldIssue[], headers?: Record<string, string>) {
    super(message);
    this.code = code;
    this.issues = issues;
    this.headers = headers;
  }

  get status(): (typeof ERROR_STATUS)[ErrorCode] {
    return ERROR_STATUS[this.code];
  }
}

/** A 400 with one field issue. */
export function fieldError(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, [{ path, message }]);
}

/** SQLSTATE class 22 "data exception": invalid text representation, NUL in text, numeric/date out of range… */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;

/**
 * Whether `error` (or an error it wraps as `cause`, as drizzle's DrizzleQueryError wraps the driver's) is a
 * PostgreSQL data exception (SQLSTATE 22xxx) from PGlite or `pg`. Such an error means a value reached the
 * database that the contract should have refused: the API answers 400, not 500 (issue #11, a backstop).
 */
export function isDataException(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && DATA_EXCEPTION.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The app's `onError`: every error becomes `{ code, message, issues? }` with the status from ERROR_STATUS.
 * AppError speaks for itself; Hono's own refusals (CSRF, malformed JSON) keep their status; a PostgreSQL data
 * exception (SQLSTATE 22xxx) is a 400 (issue #11); anything else is logged and answered 500.
 */
export function apiErrorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof AppError) {
      const body: ApiErrorBody = {
        code: error.code,
        message: error.message,
        ...(error.issues ? { issues: error.issues } : {}),
      };
      return c.json(body, error.status, error.headers);
    }
    if (error instanceof HTTPException && error.status < 500) {
      const code =
        (Object.keys(ERROR_STATUS) as ErrorCode[]).find((k) => ERROR_STATUS[k] === error.status) ??
        'VALIDATION_FAILED';
      const message =
        error.status === 403 ? 'Cross-site request refused.' : error.message || 'Invalid request.';
      return c.json({ code, message } satisfies ApiErrorBody, error.status);
    }
    if (isDataException(error)) {
      // The contract should have refused the value: log where it slipped through, and answer 400.
      (c.get('logger') ?? logger).warn(
        { err: error },
        'the database refused a value the contract let through',
      );
      return c.json(
        { code: 'VALIDATION_FAILED', message: INVALID_VALUE_MESSAGE } satisfies ApiErrorBody,
        ERROR_STATUS.VALIDATION_FAILED,
      );
    }
    (c.get('logger') ?? logger).error({ err: error }, 'unhandled error');
    return c.json(
      { code: 'INTERNAL', message: GENERIC_ERROR_MESSAGE } satisfies ApiErrorBody,
      ERROR_STATUS.INTERNAL,
    );
  };
}
