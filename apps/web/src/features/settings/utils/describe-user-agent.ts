export type DeviceKind = 'phone' | 'tablet' | 'computer' | 'unknown';

export interface DeviceDescription {
  /** Plain words, e.g. "Chrome on Android", "Safari on iPhone", "Unknown device". */
  label: string;
  kind: DeviceKind;
}

const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|HeadlessChrome)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string, DeviceKind]> = [
  [/\biPhone\b/, 'iPhone', 'phone'],
  [/\biPad\b/, 'iPad', 'tablet'],
  [/\bAndroid\b.*\bMobile\b/, 'Android', 'phone'],
  [/\bAndroid\b/, 'Android tablet', 'tablet'],
  [/\bWindows\b/, 'Windows', 'computer'],
  [/\bCrOS\b/, 'ChromeOS', 'computer'],
  [/\b(Macintosh|Mac OS X)\b/, 'Mac', 'computer'],
  [/\bLinux\b/, 'Linux', 'computer'],
];

/**
 * A session's `User-Agent` in words a member recognises ("Chrome on Windows"), for the active-sessions
 * list. Only the common browsers and systems are named; anything else is "Unknown device".
 */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua));
  if (browser && system) return { label: `${browser} on ${system[1]}`, kind: system[2] };
  if (system) return { label: system[1], kind: system[2] };
  if (browser) return { label: browser, kind: 'unknown' };
  return { label: 'Unknown device', kind: 'unknown' };
}
