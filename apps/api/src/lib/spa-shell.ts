/**
 * The SPA's index.html as the server sends it: the built file with the site's configuration in a
 * `<meta name="site-config">` tag (read by the app at start: no extra request, no inline script under our
 * CSP), the brand in the title, and room for per-page tags (Open Graph for shared item links).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '@marketplace/contract/site';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for an HTML attribute or text node. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);
}

export interface SpaShell {
  /** index.html with the site config and any extra head tags. */
  render(extraHead?: string): string;
}

export function loadSpaShell(distDir: string, site: SiteConfig): SpaShell {
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const configTag = `<meta name="site-config" content="${escapeHtml(JSON.stringify(site))}">`;
  const base = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(site.siteName)}</title>`)
    .replace('</head>', `    ${configTag}\n  </head>`);
  return {
    render: (extraHead = '') => (extraHead ? base.replace('</head>', `    ${extraHead}\n  </head>`) : base),
  };
}
