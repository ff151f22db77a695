import { POST_IMAGE_FILE_SUFFIX } from '@marketplace/contract/marketing';

/**
 * A name safe for any file system: lower case, every run of characters other than a–z and 0–9 turned into
 * one "-", no "-" at either end. `sanitizeFileName('  iPhone 13 Pro (128GB)!! ')` → "iphone-13-pro-128gb".
 */
export function sanitizeFileName(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The post image's file name (spec 02 §9 Image export): the sanitised listing name plus "-3x4.png". A name
 * with no Latin letters or digits left (e.g. only Thaana) falls back to the sanitised `fallback` (the display
 * id), then to "listing".
 */
export function postImageFileName(name: string, fallback = ''): string {
  const base = sanitizeFileName(name) || sanitizeFileName(fallback) || 'listing';
  return `${base}${POST_IMAGE_FILE_SUFFIX}`;
}
