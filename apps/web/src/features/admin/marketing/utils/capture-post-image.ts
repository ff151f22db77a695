import {
  MARKETING_MESSAGES,
  POST_IMAGE_BACKGROUND,
  POST_IMAGE_CAPTURE_DELAY_MS,
  POST_IMAGE_PIXEL_RATIO,
  POST_IMAGE_QUALITY,
} from '@marketplace/contract/marketing';
import { toPng } from 'html-to-image';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Draws the 360×480 post card as a PNG data URL of 900×1200 px (spec 02 §9 Image export): waits 500 ms so
 * layout and fonts settle, then html-to-image inlines the card's images (same origin, so the canvas is never
 * tainted) and renders it through an SVG foreignObject at pixel ratio 2.5 on white.
 * @throws whatever html-to-image rejects with: an Error, a DOMException or an image `error` Event.
 */
export async function capturePostImage(node: HTMLElement): Promise<string> {
  await wait(POST_IMAGE_CAPTURE_DELAY_MS);
  return toPng(node, {
    pixelRatio: POST_IMAGE_PIXEL_RATIO,
    quality: POST_IMAGE_QUALITY,
    backgroundColor: POST_IMAGE_BACKGROUND,
    cacheBust: true,
  });
}

/** Hands a data URL to the browser as a download named `fileName`. */
export function downloadDataUrl(dataUrl: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Name and message of an Error or a DOMException (not an Error subclass everywhere), or the string itself. */
function messageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  if (typeof error !== 'object' || error === null) return '';
  const { name, message } = error as { name?: unknown; message?: unknown };
  return [name, message].filter((part) => typeof part === 'string').join(' ');
}

/**
 * A friendlier description of a failed capture (spec 02 §8 Marketing):
 * - the SVG snapshot itself would not load (an `error` Event from an image whose source is the SVG data URL,
 *   or a message naming foreignObject) → the foreignObject rendering text;
 * - a cross-origin / tainted-canvas refusal (SecurityError) → the security text;
 * - any other image that would not load, or a failed fetch → the network text.
 */
export function describeCaptureError(error: unknown): string {
  if (typeof Event !== 'undefined' && error instanceof Event) {
    const target = error.target;
    const source = target instanceof HTMLImageElement ? target.src : '';
    return source.startsWith('data:image/svg+xml')
      ? MARKETING_MESSAGES.imageForeignObjectError
      : MARKETING_MESSAGES.imageNetworkError;
  }
  const text = messageOf(error);
  if (/foreignobject/i.test(text)) return MARKETING_MESSAGES.imageForeignObjectError;
  if (/security|tainted|cross-origin|cors/i.test(text)) return MARKETING_MESSAGES.imageSecurityError;
  if (/network|failed to fetch|load failed|not found|fetch/i.test(text))
    return MARKETING_MESSAGES.imageNetworkError;
  return MARKETING_MESSAGES.imageUnknownError;
}
