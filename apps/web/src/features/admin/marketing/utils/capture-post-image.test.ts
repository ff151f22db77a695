import { MARKETING_MESSAGES } from '@marketplace/contract/marketing';
import { describe, expect, it } from 'vitest';
import { describeCaptureError } from './capture-post-image';

function imageErrorEvent(src: string): Event {
  const image = new Image();
  image.src = src;
  const event = new Event('error');
  Object.defineProperty(event, 'target', { value: image });
  return event;
}

describe('describeCaptureError', () => {
  it('explains network, security and foreignObject failures', () => {
    expect(describeCaptureError(new TypeError('Failed to fetch'))).toBe(MARKETING_MESSAGES.imageNetworkError);
    expect(describeCaptureError(imageErrorEvent('http://localhost/media/a-1600.webp'))).toBe(
      MARKETING_MESSAGES.imageNetworkError,
    );
    expect(describeCaptureError(new DOMException('The canvas has been tainted', 'SecurityError'))).toBe(
      MARKETING_MESSAGES.imageSecurityError,
    );
    expect(describeCaptureError(imageErrorEvent('data:image/svg+xml;charset=utf-8,%3Csvg'))).toBe(
      MARKETING_MESSAGES.imageForeignObjectError,
    );
    expect(describeCaptureError(new Error('boom'))).toBe(MARKETING_MESSAGES.imageUnknownError);
  });
});
