/** Site-wide configuration the API publishes to the browser (`GET /api/site`). */
export interface SiteConfig {
  /** The brand, e.g. "Dhiraagu Market" (env SITE_NAME). */
  siteName: string;
  /** The kind of goods, filling the specs' `{product}` placeholder (env PRODUCT_NOUN), e.g. "Pre-owned". */
  productNoun: string;
  /** Absolute origin the site is served from (env BASE_URL), without a trailing slash. */
  baseUrl: string;
  /** The maintenance notice is shown to everyone but the admin (spec 01 §1); set in the served page. */
  maintenance?: boolean;
}

/** Replaces every `{product}` in a spec text with the configured product noun. */
export function fillProduct(text: string, productNoun: string): string {
  return text.replaceAll('{product}', productNoun);
}

/** Currency label for every price (spec 02 §9). */
export const CURRENCY_LABEL = 'MVR';

// Made once: `toLocaleString` with options builds a new formatter on every call, and a browse page formats a
// price per card (a twentieth of the server's render time, issue #12 §3).
const WHOLE_AMOUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const FRACTIONAL_AMOUNT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Formats an amount in MVR for display: thousands separators, no decimals when whole.
 * `formatPrice(12500)` → "MVR 12,500"; `formatPrice(99.5)` → "MVR 99.50".
 */
export function formatPrice(amountMvr: number): string {
  const format = Number.isInteger(amountMvr) ? WHOLE_AMOUNT : FRACTIONAL_AMOUNT;
  return `${CURRENCY_LABEL} ${format.format(amountMvr)}`;
}
