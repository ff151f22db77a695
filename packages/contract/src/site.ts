import type { SiteContact } from './site-contact-messages';

/** Site-wide configuration the API publishes to the browser (`GET /api/site`). */
export interface SiteConfig {
  /** The brand, e.g. "Dhiraagu Market" (env SITE_NAME). */
  siteName: string;
  /** The kind of goods, filling the specs' `{product}` placeholder (env PRODUCT_NOUN), e.g. "Pre-owned". */
  productNoun: string;
  /**
   * The same noun in Dhivehi (env PRODUCT_NOUN_DV), for pages shown in Dhivehi (issue #37 item 4o); absent
   * from an older server, when pages fall back to `productNoun`.
   */
  productNounDv?: string;
  /** Absolute origin the site is served from (env BASE_URL), without a trailing slash. */
  baseUrl: string;
  /** The maintenance notice is shown to everyone but the admin (spec 01 §1); set in the served page. */
  maintenance?: boolean;
  /**
   * The contact details and social links the admin set (issue #37 item 4q); absent from an older server,
   * when nothing is shown.
   */
  contact?: SiteContact;
}

/** Replaces every `{product}` in a spec text with the configured product noun. */
export function fillProduct(text: string, productNoun: string): string {
  return text.replaceAll('{product}', productNoun);
}

/** Currency label for every price (spec 02 §9). */
export const CURRENCY_LABEL = 'MVR';

/**
 * `value` as `new Intl.NumberFormat('en-US', { minimumFractionDigits: fractionDigits, maximumFractionDigits:
 * fractionDigits })` writes it — thousands separated by commas, Western digits, rounded half away from zero —
 * without asking `Intl` (issue #12 §3, Total Blocking Time): a page's first `Intl` number or date format loads
 * ICU's locale data, 20–35 ms of main thread on a fast machine and four times that on a phone, in one piece, and
 * the first screens format prices, counts and limits. `formatNumber(12500)` → "12,500";
 * `formatNumber(99.5, 2)` → "99.50". Like `Intl`, it rounds the shortest decimal that reads back as `value`
 * (`String(value)`), so 1.005 → "1.01"; what that string writes in exponent form (|value| ≥ 1e21 or < 1e-6),
 * NaN and ±Infinity fall back to `Intl`.
 */
export function formatNumber(value: number, fractionDigits = 0): string {
  const decimal = String(Math.abs(value));
  if (!Number.isFinite(value) || decimal.includes('e')) {
    return new Intl.NumberFormat('en-US', {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    }).format(value);
  }
  const [whole = '0', fraction = ''] = decimal.split('.');
  let digits = whole + fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0');
  // Half away from zero on the magnitude: the first dropped digit decides.
  if ((fraction[fractionDigits] ?? '0') >= '5') {
    digits = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
  }
  const wholeDigits = digits.slice(0, digits.length - fractionDigits) || '0';
  const grouped = wholeDigits.replace(/\B(?=(\d{3})+$)/g, ',');
  // Intl writes the sign of any negative value, -0 included, even when it rounds to zero.
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${fractionDigits > 0 ? `.${digits.slice(-fractionDigits)}` : ''}`;
}

/**
 * Formats an amount in MVR for display: thousands separators, no decimals when whole.
 * `formatPrice(12500)` → "MVR 12,500"; `formatPrice(99.5)` → "MVR 99.50".
 */
export function formatPrice(amountMvr: number): string {
  return `${CURRENCY_LABEL} ${formatNumber(amountMvr, Number.isInteger(amountMvr) ? 0 : 2)}`;
}
