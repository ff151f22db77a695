import { LISTING_IMAGE_MAX_BYTES, UPLOAD_MAX_EDGE_PX } from '@marketplace/contract/listings-messages';
import imageCompression from 'browser-image-compression';

/**
 * Largest size we aim for per photo (MB): eight photos then fit in 4 MB (issue #12). The library lowers the
 * quality step by step until the photo fits, keeping its 1600 px.
 */
const TARGET_SIZE_MB = 0.45;

const baseOptions = {
  maxWidthOrHeight: UPLOAD_MAX_EDGE_PX,
  maxSizeMB: TARGET_SIZE_MB,
  initialQuality: 0.8,
  alwaysKeepResolution: true,
  // This runs inside our own worker (compress-photo.worker.ts) or, where workers cannot draw, on the page.
  // The library's own worker loads a copy of itself from a CDN, which the CSP (script-src 'self') forbids.
  useWebWorker: false,
} as const;

function renamed(blob: Blob, original: File, extension: string): File {
  const base = original.name.replace(/\.[^.]*$/, '') || 'photo';
  return new File([blob], `${base}.${extension}`, { type: blob.type, lastModified: original.lastModified });
}

/**
 * Decodes a photo, turns it upright by its EXIF orientation, scales it to at most UPLOAD_MAX_EDGE_PX on the
 * long edge and re-encodes it as WebP, or as JPEG where the browser cannot encode WebP (it then hands back
 * PNG). With `browser-image-compression`. Issue #12 item 1.
 * @returns the smaller file (named `<name>.webp` / `.jpg`), or the original when re-encoding would not make
 *   it smaller and it is already within the server's limit
 * @throws Error when the browser cannot decode the file
 */
export async function shrinkPhoto(file: File): Promise<File> {
  const webp = await imageCompression(file, { ...baseOptions, fileType: 'image/webp' });
  const shrunk =
    webp.type === 'image/webp'
      ? renamed(webp, file, 'webp')
      : renamed(await imageCompression(file, { ...baseOptions, fileType: 'image/jpeg' }), file, 'jpg');
  return shrunk.size < file.size || file.size > LISTING_IMAGE_MAX_BYTES ? shrunk : file;
}
