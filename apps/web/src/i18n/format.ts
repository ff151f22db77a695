/**
 * Issue #15 item 2: dates and durations in the page's language. English keeps the exact date-fns output the
 * specs' screens show (`format(date, 'MMM d, yyyy')`, "3 hours ago"). Dhivehi writes the day, the Dhivehi
 * month name and the year, and durations from the `common` namespace's plural texts. Not `Intl` with `dv`:
 * Node and Chromium ship no `dv` data today, a runtime that gained it would write other text than the server
 * did (a hydration mismatch), and merely asking (`supportedLocalesOf`) loads ICU's data, 20–35 ms of main
 * thread in one piece (issue #12 §3, Total Blocking Time). Prices are not here: they stay "MVR 1,234" with
 * Western digits in both languages (`formatPrice`).
 */
import { format, formatDistanceStrict, formatDistanceToNow } from 'date-fns';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

const DHIVEHI_MONTHS = [
  'ޖަނަވަރީ',
  'ފެބްރުއަރީ',
  'މާރިޗު',
  'އޭޕްރީލް',
  'މެއި',
  'ޖޫން',
  'ޖުލައި',
  'އޯގަސްޓު',
  'ސެޕްޓެމްބަރު',
  'އޮކްޓޫބަރު',
  'ނޮވެމްބަރު',
  'ޑިސެމްބަރު',
];

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** A date (and, when the English pattern shows a time, the time) in Dhivehi. */
export function formatDhivehiDate(value: Date | string | number, englishPattern: string): string {
  const date = toDate(value);
  const withTime = /[hHm]/.test(englishPattern.replace(/MMM?M?/g, ''));
  // The same parts as the English pattern: "MMMM yyyy" (member since) has no day.
  const monthYear = `${DHIVEHI_MONTHS[date.getMonth()]} ${date.getFullYear()}`;
  const day = /d/.test(englishPattern) ? `${date.getDate()} ${monthYear}` : monthYear;
  if (!withTime) return day;
  const time = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
  return `${day}، ${time}`;
}

type Unit = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';
const UNITS: readonly (readonly [Unit, number])[] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** How long from `from` to `to` in Dhivehi ("3 ގަޑިއިރު"), with "ކުރިން"/"ފަހުން" when `addSuffix`. */
export function formatDhivehiDistance(
  t: TFunction,
  from: Date | number,
  to: Date | number,
  addSuffix: boolean,
): string {
  const seconds = Math.round((toDate(to).getTime() - toDate(from).getTime()) / 1000);
  const magnitude = Math.abs(seconds);
  const [unit, size] = UNITS.find(([, unitSeconds]) => magnitude >= unitSeconds) ?? ['second', 1];
  const count = Math.floor(magnitude / size);
  const amount = t(`time.${unit}` as const, { count });
  if (!addSuffix) return amount;
  return seconds >= 0 ? t('time.ago', { amount }) : t('time.in', { amount });
}

export interface Formatters {
  /** `value` as date-fns's `englishPattern` in English, the same information in Dhivehi. */
  date: (value: Date | string | number, englishPattern: string) => string;
  /** date-fns `formatDistanceToNow` in English ("3 hours ago" with `addSuffix`). */
  distanceToNow: (value: Date | string | number, options?: { addSuffix?: boolean; now?: number }) => string;
  /** date-fns `formatDistanceStrict` in English ("3 hours"), the same in Dhivehi. */
  distanceStrict: (
    from: Date | number,
    to: Date | number,
    options?: { addSuffix?: boolean; roundingMethod?: 'floor' | 'round' | 'ceil' },
  ) => string;
}

/** The page language's date and duration formatters; they change when the reader switches language. */
export function useFormatters(): Formatters {
  const { t, i18n } = useTranslation();
  const dhivehi = i18n.language === 'dv';
  return useMemo<Formatters>(
    () =>
      dhivehi
        ? {
            date: formatDhivehiDate,
            distanceToNow: (value, options) =>
              formatDhivehiDistance(
                t,
                toDate(value),
                options?.now ?? Date.now(),
                options?.addSuffix ?? false,
              ),
            distanceStrict: (from, to, options) =>
              formatDhivehiDistance(t, from, to, options?.addSuffix ?? false),
          }
        : {
            date: (value, pattern) => format(toDate(value), pattern),
            distanceToNow: (value, options) =>
              options?.now === undefined
                ? formatDistanceToNow(toDate(value), { addSuffix: options?.addSuffix })
                : formatDistanceStrict(toDate(value), options.now, { addSuffix: options.addSuffix }),
            distanceStrict: (from, to, options) => formatDistanceStrict(from, to, options),
          },
    [dhivehi, t],
  );
}
