/**
 * The web app manifest (issue #12 item 4), served at `/manifest.webmanifest` by the API rather than written
 * at build time, so an installed app carries the configured SITE_NAME. The icons are the PNGs committed in
 * apps/web/public/icons (apps/web/scripts/make-icons.mjs): 192 and 512 px, each as "any" and "maskable".
 */
import { fillProduct, type SiteConfig } from '@marketplace/contract/site';

/** The brand colour (apps/web/src/index.css `--color-primary`), also the HTML's theme-color. */
export const THEME_COLOR = '#0e7490';

export interface WebManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose: 'any' | 'maskable';
}

/** The manifest's members (W3C Web Application Manifest); what Chromium checks to offer installing. */
export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  orientation: 'portrait';
  background_color: string;
  theme_color: string;
  lang: string;
  dir: 'ltr';
  categories: string[];
  icons: WebManifestIcon[];
}

/** The manifest for `site`: names from SITE_NAME and PRODUCT_NOUN, opening on the marketplace. */
export function webManifest(site: Pick<SiteConfig, 'siteName' | 'productNoun'>): WebManifest {
  const icon = (size: number, purpose: WebManifestIcon['purpose']): WebManifestIcon => ({
    src: `/icons/${purpose === 'any' ? 'icon' : 'maskable'}-${size}.png`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return {
    id: '/',
    name: site.siteName,
    // Home screens cut names longer than about 12 characters.
    short_name: site.siteName.length <= 12 ? site.siteName : site.siteName.split(/\s+/)[0]!.slice(0, 12),
    // The footer's words (apps/web/src/components/layout/site-footer.tsx).
    description: fillProduct('Buy and sell {product} goods across the Maldives.', site.productNoun),
    start_url: '/marketplace',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    lang: 'en',
    dir: 'ltr',
    categories: ['shopping'],
    icons: [icon(192, 'any'), icon(512, 'any'), icon(192, 'maskable'), icon(512, 'maskable')],
  };
}
