import type { SiteConfig } from '@marketplace/contract/site';
import { fillProduct } from '@marketplace/contract/site';
import { EMPTY_SITE_CONTACT, type SiteContact } from '@marketplace/contract/site-contact-messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api-client';

const FALLBACK: SiteConfig = { siteName: 'Raajje Market', productNoun: 'Pre-loved', baseUrl: '' };

function isSiteConfig(value: unknown): value is SiteConfig {
  if (typeof value !== 'object' || value === null) return false;
  const config = value as Record<string, unknown>;
  return (
    typeof config.siteName === 'string' &&
    typeof config.productNoun === 'string' &&
    typeof config.baseUrl === 'string'
  );
}

/**
 * The site config the server writes into index.html as `<meta name="site-config" content="{…JSON…}">`
 * (apps/api/src/lib/spa-shell.ts), or undefined when the tag is missing or unreadable (e.g. under `vite dev`).
 */
export function readSiteConfigMeta(): SiteConfig | undefined {
  if (typeof document === 'undefined') return undefined;
  const content = document.querySelector<HTMLMetaElement>('meta[name="site-config"]')?.content;
  if (!content) return undefined;
  try {
    const parsed: unknown = JSON.parse(content);
    return isSiteConfig(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** From the page's meta tag when the server sent one (no request); otherwise `GET /api/site`. */
export function getSiteConfigQueryOptions() {
  return queryOptions({
    queryKey: ['site-config'],
    queryFn: ({ signal }) => apiRequest<SiteConfig>('/api/site', { signal }),
    initialData: readSiteConfigMeta,
    staleTime: Infinity,
  });
}

/**
 * Site name and product noun — in Dhivehi on a page shown in Dhivehi, when the server names one (issue #37
 * item 4o); `product(text)` fills the specs' `{product}` placeholder with it.
 */
export function useSiteConfig(): SiteConfig & { contact: SiteContact; product: (text: string) => string } {
  const { data = FALLBACK } = useQuery(getSiteConfigQueryOptions());
  const { i18n } = useTranslation();
  const productNoun = i18n.language === 'dv' && data.productNounDv ? data.productNounDv : data.productNoun;
  // Issue #37 item 4q: what the admin set, or nothing (an older server, the page before the config is read).
  const contact = data.contact ?? EMPTY_SITE_CONTACT;
  return { ...data, productNoun, contact, product: (text) => fillProduct(text, productNoun) };
}
