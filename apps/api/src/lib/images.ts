/**
 * Photo intake with sharp (ARCHITECTURE.md "Stack": images). Format is read from the bytes, never the
 * file name; decoding is bounded by a pixel limit; output is re-encoded WebP, which drops EXIF/GPS.
 */
import sharp, { type Sharp } from 'sharp';
import {
  LISTING_IMAGE_MAX_BYTES,
  LISTING_IMAGE_MAX_PIXELS,
  LISTING_MESSAGES,
} from '@marketplace/contract/listings-messages';
import { AppError } from './app-error';

/** Widths in px of the three variants kept for each listing photo. */
export const THUMB_WIDTH_PX = 400;
/** The item page's main photo on a phone (360 px at 2–3x); issue #12 item 5, decision 017. */
export const MEDIUM_WIDTH_PX = 800;
export const LARGE_WIDTH_PX = 1600;

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export interface ProcessedImage {
  /** 400 px square WebP (a centred crop), for cards and the gallery's thumbnails. */
  thumb: Buffer;
  /** ≤ 800 px wide WebP, the whole photo: the item page's main photo on a phone. */
  medium: Buffer;
  /** ≤ 1600 px wide WebP, the whole photo: wide screens and the zoom. */
  large: Buffer;
  /** Size in px of the large variant. */
  width: number;
  height: number;
}

/** The 400 for a file that is not a photo we can read, with the form field as its issue path. */
function unsupported(field: string): AppError {
  return new AppError('VALIDATION_FAILED', LISTING_MESSAGES.imageUnsupported, [
    { path: field, message: LISTING_MESSAGES.imageUnsupported },
  ]);
}

/**
 * Checks an upload's size and format, then runs `encode` on a decoder for it (EXIF orientation applied,
 * tolerant of the small defects phone cameras leave). Any failure of the decoder or the encoder is the
 * field's 400, never a 500: a slightly corrupt JPEG can pass the header check and fail only when decoded.
 */
async function encodeUpload<T>(
  bytes: Buffer,
  field: string,
  encode: (decoder: Sharp) => Promise<T>,
): Promise<T> {
  if (bytes.byteLength > LISTING_IMAGE_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', LISTING_MESSAGES.imageTooLarge, [
      { path: field, message: LISTING_MESSAGES.imageTooLarge },
    ]);
  }
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: LISTING_IMAGE_MAX_PIXELS }).metadata()).format;
  } catch {
    throw unsupported(field);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw unsupported(field);
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped by the WebP re-encode.
    return await encode(
      sharp(bytes, { limitInputPixels: LISTING_IMAGE_MAX_PIXELS, failOn: 'error' }).rotate(),
    );
  } catch {
    throw unsupported(field);
  }
}

/**
 * Validates and re-encodes one uploaded photo.
 * @param bytes the uploaded file, at most LISTING_IMAGE_MAX_BYTES
 * @param field the form field name used in the error's issue path (e.g. "images")
 * @throws AppError PAYLOAD_TOO_LARGE when over the byte limit; VALIDATION_FAILED when the content is not a
 *   decodable JPEG, PNG or WebP within LISTING_IMAGE_MAX_PIXELS.
 */
export function processPhoto(bytes: Buffer, field = 'images'): Promise<ProcessedImage> {
  return encodeUpload(bytes, field, async (base) => {
    const large = await base
      .clone()
      .resize({ width: LARGE_WIDTH_PX, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    const medium = await toMedium(base.clone());
    const thumb = await base
      .clone()
      .resize({ width: THUMB_WIDTH_PX, height: THUMB_WIDTH_PX, fit: 'cover', withoutEnlargement: true })
      .webp({ quality: 70 })
      .toBuffer();
    return { thumb, medium, large: large.data, width: large.info.width, height: large.info.height };
  });
}

/**
 * The ≤ 800 px variant made from a stored ≤ 1600 px one, for photos uploaded before there was a middle size
 * (the original is never kept). Same settings as `processPhoto`'s.
 * @param large the stored large WebP
 * @throws whatever sharp throws for bytes it cannot decode (the caller logs and skips the photo)
 */
export function mediumFromLarge(large: Buffer): Promise<Buffer> {
  return toMedium(sharp(large, { limitInputPixels: LISTING_IMAGE_MAX_PIXELS }));
}

/** The middle size's one recipe, for new uploads and for the backfill alike. */
function toMedium(image: Sharp): Promise<Buffer> {
  return image.resize({ width: MEDIUM_WIDTH_PX, withoutEnlargement: true }).webp({ quality: 75 }).toBuffer();
}

/**
 * Avatar: a centred square crop, 256 px WebP (`avatar` is the issue path).
 * @throws AppError as `processPhoto`; a file that decodes badly is a 400, never a 500 (issue #11).
 */
export function processAvatar(bytes: Buffer): Promise<Buffer> {
  return encodeUpload(bytes, 'avatar', (decoder) =>
    decoder.resize({ width: 256, height: 256, fit: 'cover' }).webp({ quality: 80 }).toBuffer(),
  );
}
