import { ERROR_STATUS, type ErrorCode, type FieldIssue } from '@marketplace/contract/errors';

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
