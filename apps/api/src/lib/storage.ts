/**
 * File storage for images (issue #11). Public media (listing photos, avatars) are served by the app under
 * `/media/<key>` — a listing's photos to everyone only while the listing is live (app.ts asks
 * `listingPhotoAccess`); private files (national ID photos) only through the owner/admin-checked ID photo routes.
 * Two implementations: local disk (`disk-storage.ts`, the default) and an S3-compatible bucket
 * (`s3-storage.ts`, when `S3_*` is set); bootstrap.ts picks one. Both keep the same layout: public keys under
 * `media/`, private keys under `private/` (docs/decisions/009-object-storage.md).
 */
import { getMimeType } from 'hono/utils/mime';

export type Visibility = 'public' | 'private';

/** Where each visibility lives: a folder under DATA_DIR on disk, a key prefix in the bucket. */
export const STORAGE_ROOTS: Record<Visibility, string> = { public: 'media', private: 'private' };

/** A stored file opened for reading. */
export interface StoredObject {
  /** The bytes, read from disk or the bucket as the response is sent. */
  body: ReadableStream<Uint8Array>;
  /** Length in bytes. */
  size: number;
  /** MIME type from the key's extension (`image/webp`). */
  contentType: string;
  lastModified: Date | null;
}

export interface Storage {
  /** Writes `bytes` under `key` (e.g. "listings/<id>/<image>-400.webp"). @throws Error for an unsafe key. */
  put(visibility: Visibility, key: string, bytes: Buffer): Promise<void>;
  /** Opens a stored file for streaming; null when it does not exist or the key is not a storage key. */
  open(visibility: Visibility, key: string): Promise<StoredObject | null>;
  /**
   * Removes a key and everything below it as a folder ("listings/<id>" removes "listings/<id>/…", never
   * "listings/<id>x/…"). Missing keys are ignored. @throws Error for an unsafe key.
   */
  remove(visibility: Visibility, keyOrPrefix: string): Promise<void>;
  /** URL path a browser uses for a public key. */
  publicUrl(key: string): string;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** Keys are relative paths of plain segments: no "..", no leading slash, no encoded characters. */
export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes('..') && !key.includes('//');
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
}

/** MIME type of a key from its extension, as a static file server would send it. */
export function contentTypeOf(key: string): string {
  return getMimeType(key) ?? 'application/octet-stream';
}

/** The public URL path of a key; the same for every implementation, since the app serves `/media`. */
export function mediaUrl(key: string): string {
  return `/media/${key}`;
}
