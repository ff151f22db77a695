export type DeviceKind = 'phone' | 'tablet' | 'computer' | 'unknown';

/** A device's parts: the browser's and the system's names (brand names, the same in every language). */
export interface DeviceParts {
  browser: string | null;
  /** The system's name; `Android tablet` is the one that has words of its own to translate. */
  system: string | null;
  kind: DeviceKind;
}

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
  const { browser, system, kind } = deviceParts(userAgent);
  if (browser && system) return { label: `${browser} on ${system}`, kind };
  if (system) return { label: system, kind };
  if (browser) return { label: browser, kind };
  return { label: 'Unknown device', kind };
}

/** The browser and system named in a `User-Agent` (either may be unknown), for labels in any language. */
export function deviceParts(userAgent: string | null | undefined): DeviceParts {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua));
  return { browser, system: system?.[1] ?? null, kind: system?.[2] ?? 'unknown' };
}
