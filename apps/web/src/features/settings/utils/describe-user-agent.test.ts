import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './describe-user-agent';
import { maskNationalId } from './mask-national-id';

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
      'Chrome on Windows',
      'computer',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.80',
      'Edge on Windows',
      'computer',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
      'phone',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
      'Samsung Internet on Android',
      'phone',
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; Pixel Tablet) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
      'Chrome on Android tablet',
      'tablet',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0',
      'Firefox on Mac',
      'computer',
    ],
    ['curl/8.5.0', 'Unknown device', 'unknown'],
    [null, 'Unknown device', 'unknown'],
  ])('%s → %s', (ua, label, kind) => {
    expect(describeUserAgent(ua)).toEqual({ label, kind });
  });
});

describe('maskNationalId', () => {
  it('hides all but the last three characters', () => {
    expect(maskNationalId('A123456')).toBe('••••456');
    expect(maskNationalId('AB1')).toBe('AB1');
  });
});
