import type { ApiErrorBody } from '@marketplace/contract/errors';
import { GENERIC_ERROR_MESSAGE } from '@marketplace/contract/errors';
import type { PendingUpload } from '@marketplace/contract/listings-messages';
import { ApiError } from '@/lib/api-client';

/** What the browser says when the connection drops mid-upload. */
export const OFFLINE_MESSAGE = 'You appear to be offline. Please check your connection and try again.';

/**
 * An upload that sends nothing for this long has lost its connection, even when the browser has not noticed
 * (a dead link on island data can hang a request for minutes): it is stopped and reported offline (ms).
 */
export const UPLOAD_STALL_TIMEOUT_MS = 30_000;

export interface UploadPhotoOptions {
  /** Called as bytes leave the browser, with the sent fraction 0–1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * `POST /api/uploads` (multipart: one `image`) → 201 PendingUpload (issue #12). Sent with XMLHttpRequest,
 * whose upload progress events fetch does not have; stopped as offline after UPLOAD_STALL_TIMEOUT_MS without
 * progress. Never retried here: the member sees the failure and
 * retries (or the form does when the connection returns).
 * @throws ApiError with the server's code/message/issues (400 not a photo, 401, 409 too many waiting, 413),
 *   or code 'NETWORK' when the connection failed; the abort reason when `signal` aborts
 */
export function uploadPhoto(photo: File, options: UploadPhotoOptions = {}): Promise<PendingUpload> {
  const { onProgress, signal } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort);
    let stalled = false;
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => {
        stalled = true;
        xhr.abort();
      }, UPLOAD_STALL_TIMEOUT_MS);
    };
    const settle = () => {
      clearTimeout(watchdog);
      signal?.removeEventListener('abort', onAbort);
    };
    xhr.open('POST', '/api/uploads');
    xhr.responseType = 'text';
    xhr.upload.addEventListener('progress', (event) => {
      watch();
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    // Every byte is sent: the server is checking the photo, which no longer depends on the uplink.
    xhr.upload.addEventListener('load', () => clearTimeout(watchdog));
    xhr.addEventListener('load', () => {
      settle();
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status === 201) {
        onProgress?.(1);
        resolve(body as PendingUpload);
        return;
      }
      const error = (body ?? {}) as Partial<ApiErrorBody>;
      reject(
        new ApiError(
          xhr.status,
          error.code ?? (xhr.status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED'),
          error.message ?? GENERIC_ERROR_MESSAGE,
          error.issues ?? [],
        ),
      );
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new ApiError(0, 'NETWORK', OFFLINE_MESSAGE));
    });
    xhr.addEventListener('abort', () => {
      settle();
      if (stalled) reject(new ApiError(0, 'NETWORK', OFFLINE_MESSAGE));
      else reject(signal?.reason ?? new DOMException('The upload was cancelled.', 'AbortError'));
    });
    const body = new FormData();
    body.append('image', photo, photo.name);
    watch();
    xhr.send(body);
  });
}
