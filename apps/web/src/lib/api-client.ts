/**
 * The browser's one way to call `/api/*`. Same origin, cookies included. Errors come back as `ApiError`
 * carrying the server's `{ code, message, issues? }`.
 *
 * Retries (spec 01 §8: 502/503/504 are retryable): reads (GET/HEAD) are retried on those statuses and on
 * network failure with backoff 300, 900, 2700 ms — islanders are often on patchy mobile data. Writes are
 * never retried: a write that timed out or hit a gateway error may already have landed.
 *
 * Offline (issue #12 item 4): a write is not attempted while the browser knows it is offline, and fails at
 * once with code 'OFFLINE' and `OFFLINE_WRITE_MESSAGE`, so the member is told it was not sent. Nothing is
 * queued to be sent later, by this client or by the service worker.
 */
import type { ApiErrorBody, ErrorCode, FieldIssue } from '@marketplace/contract/errors';
import { GENERIC_ERROR_MESSAGE } from '@marketplace/contract/errors';
import { APP_MESSAGES } from '@/lib/app-messages';
import { takeEarlyGet } from '@/lib/early-requests';
import { SAVED_AT_HEADER } from '@/lib/offline-caches';
import { addressOf, recordSavedCopy } from '@/lib/saved-copy';

/**
 * The server's codes, plus two of the browser's own: 'NETWORK' (the request failed in transit) and
 * 'OFFLINE' (a write not sent because the browser is offline).
 */
export type ApiErrorCode = ErrorCode | 'NETWORK' | 'OFFLINE';

/** What an offline write says (issue #12 item 4): plainly that nothing was sent, and what to do. */
export const OFFLINE_WRITE_MESSAGE = APP_MESSAGES.offlineWrite;

/** The browser says it has no network at all (never true in environments without `navigator`). */
export function isBrowserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly issues: FieldIssue[];
  /**
   * Whether `message` is the server's own. When the answer carried none (a proxy's HTML page, an empty body),
   * `message` is the generic text and a page's own fallback should be shown instead (`errorText`; spec 02's
   * "An error occurred while updating the listing", issue #37 item 4s).
   */
  readonly fromServer: boolean;

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    issues: FieldIssue[] = [],
    fromServer = true,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.issues = issues;
    this.fromServer = fromServer;
  }
}

const RETRYABLE_STATUSES = new Set([502, 503, 504]);
export const READ_RETRY_DELAYS_MS = [300, 900, 2700];

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-serialised unless it is FormData. */
  body?: unknown;
  signal?: AbortSignal;
  /** Query parameters; undefined, null and '' values are left out. */
  query?: Record<string, string | number | boolean | null | undefined>;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** `path` with the query string `apiRequest` sends for `query` (same order, empty values left out). */
export function buildUrl(path: string, query?: ApiRequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: Partial<ApiErrorBody> = {};
  try {
    body = (await response.json()) as Partial<ApiErrorBody>;
  } catch {
    // A proxy's HTML error page: keep the generic message.
  }
  const serverMessage = typeof body.message === 'string' && body.message ? body.message : undefined;
  return new ApiError(
    response.status,
    body.code ?? (response.status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED'),
    serverMessage ?? GENERIC_ERROR_MESSAGE,
    body.issues ?? [],
    serverMessage !== undefined,
  );
}

/** How a request reaches the API: the browser's `fetch`, or the API in process while rendering on the server. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);

/**
 * Sends every later `apiRequest` through `next` (server rendering answers them in process, entry-server.tsx).
 * The browser never calls it.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/**
 * Calls the API and returns the parsed JSON body (undefined for 204).
 * @throws ApiError with the server's code/message/issues; code 'OFFLINE' for a write while the browser is
 *   offline (not sent); code 'NETWORK' when the request failed in transit.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const isRead = method === 'GET';
  if (!isRead && isBrowserOffline()) throw new ApiError(0, 'OFFLINE', OFFLINE_WRITE_MESSAGE);
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: options.body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : undefined,
    body:
      options.body === undefined
        ? undefined
        : isForm
          ? (options.body as FormData)
          : JSON.stringify(options.body),
    signal: options.signal,
  };
  const url = buildUrl(path, options.query);
  const delays = isRead ? READ_RETRY_DELAYS_MS : [];
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      // A read the page's first script already started (boot.ts) is answered by that request.
      const early = attempt === 0 && isRead ? takeEarlyGet(url) : undefined;
      response = await (early ?? transport(url, init));
    } catch (error) {
      if (options.signal?.aborted) throw error;
      // Offline, waiting cannot help: the page shows at once what this device has (issue #37 item 1).
      if (attempt < delays.length && !isBrowserOffline()) {
        await sleep(delays[attempt]!, options.signal);
        continue;
      }
      throw new ApiError(0, 'NETWORK', APP_MESSAGES.network);
    }
    if (RETRYABLE_STATUSES.has(response.status) && attempt < delays.length) {
      await sleep(delays[attempt]!, options.signal);
      continue;
    }
    // Read from this device's caches by the service worker: the page says how old it is.
    if (typeof window !== 'undefined') {
      recordSavedCopy(response.headers.get(SAVED_AT_HEADER), addressOf(window.location));
    }
    if (!response.ok) throw await toApiError(response);
    if (response.status === 204) return undefined as T;
    return (await response.json()) as T;
  }
}
