/**
 * The SPA's index.html as the server sends it: the built file with the site's configuration in a
 * `<meta name="site-config">` tag (read by the app at start: no extra request, no inline script under our
 * CSP), the page's title and description, and Open Graph / Twitter tags for shared item links.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { textDirection, type Language } from '@marketplace/contract/language';
import type { SiteConfig } from '@marketplace/contract/site';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for an HTML attribute or text node. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);
}

/** What a page says about itself in the head; every value is escaped when rendered. */
export interface PageMeta {
  title: string;
  description?: string;
  /** Absolute URL of the page. */
  url?: string;
  /** Absolute URL of the preview image. */
  image?: string;
  type?: 'website' | 'product';
}

/** What the page will need first, for the browser to fetch before the app asks. */
export interface PageHints {
  /** Same-origin path of the page's largest image (its LCP), fetched at high priority. */
  preloadImage?: string;
}

/** A page rendered on the server (lib/server-render.ts): its markup and the query cache to hydrate with. */
export interface ServerRenderedBody {
  html: string;
  state: unknown;
}

export interface SpaShell {
  /**
   * The shell HTML for one page: the site configuration, the page's title/description/preview tags when
   * `meta` is given, a preload of its largest image when `hints.preloadImage` is given, and the server-rendered
   * page inside `#root` with its query cache as a JSON data block when `body` is given, and `<html lang dir>`
   * for `language` (issue #15; English when not given). Values escaped.
   */
  render(
    site: SiteConfig,
    meta?: PageMeta,
    hints?: PageHints,
    body?: ServerRenderedBody,
    language?: Language,
  ): string;
}

/** JSON safe inside `<script type="application/json">`: no `</script>`, no HTML comment, no line separators. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function headTags(site: SiteConfig, meta: PageMeta | undefined, hints: PageHints | undefined): string {
  const tags = [`<meta name="site-config" content="${escapeHtml(JSON.stringify(site))}">`];
  if (hints?.preloadImage?.startsWith('/')) {
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(hints.preloadImage)}" fetchpriority="high">`,
    );
  }
  if (meta?.description) tags.push(`<meta name="description" content="${escapeHtml(meta.description)}">`);
  if (meta) {
    tags.push(
      `<meta property="og:site_name" content="${escapeHtml(site.siteName)}">`,
      `<meta property="og:type" content="${meta.type ?? 'website'}">`,
      `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
      `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
      `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
    );
    if (meta.description) {
      tags.push(
        `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
        `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
      );
    }
    if (meta.url) tags.push(`<meta property="og:url" content="${escapeHtml(meta.url)}">`);
    if (meta.image) {
      tags.push(
        `<meta property="og:image" content="${escapeHtml(meta.image)}">`,
        `<meta name="twitter:image" content="${escapeHtml(meta.image)}">`,
      );
    }
  }
  return tags.join('\n    ');
}

/** The app's entry script in the built index.html (the boot script is `boot-…`). */
const APP_ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/index-[\w-]+\.js)"><\/script>/;

/** The run of `<title>`, `<meta>` and `<link>` elements React hoists to the start of rendered markup. */
const HOISTED_PREFIX = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

/** The Thaana font files the build made (apps/web index.css), for a Dhivehi page to preload. */
const THAANA_FONT_FILE = /^noto-sans-thaana-thaana-\d00-normal-[\w-]+\.woff2$/;

/**
 * Issue #15 item 3: a page in Dhivehi names its Thaana font files in the head, so they arrive with the
 * stylesheet and the first paint is already in Noto Sans Thaana (no text shifting when the font comes late).
 * English pages never name them, and never download them.
 */
function thaanaFontPreloads(distDir: string): string {
  const assets = path.join(distDir, 'assets');
  if (!existsSync(assets)) return '';
  return readdirSync(assets)
    .filter((file) => THAANA_FONT_FILE.test(file))
    .sort()
    .map((file) => `<link rel="preload" as="font" type="font/woff2" href="/assets/${file}" crossorigin>`)
    .join('\n    ');
}

export function loadSpaShell(distDir: string): SpaShell {
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const dhivehiFonts = thaanaFontPreloads(distDir);
  return {
    render(site, meta, hints, body, language = 'en') {
      const title = meta ? `${meta.title} | ${site.siteName}` : site.siteName;
      // Every value goes in through a function: with a string, `$&`, `$\``, `$'` or `$1` in a member's name or
      // a listing's text would paste pieces of the template into the page (issue #37 item 4a).
      let html = template
        .replace(/<html lang="[^"]*">/, () => `<html lang="${language}" dir="${textDirection(language)}">`)
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
      // The page's own description replaces the generic one of the template.
      if (meta?.description) html = html.replace(/\s*<meta name="description"[^>]*>/, '');
      html = html.replace('</head>', () => `    ${headTags(site, meta, hints)}\n  </head>`);
      if (language === 'dv' && dhivehiFonts)
        html = html.replace('</head>', () => `    ${dhivehiFonts}\n  </head>`);
      if (!body) return html;
      // React puts what the page hoists (its <title>, description, image preloads) at the start of the
      // rendered markup; they belong in the head, where a browser without JavaScript reads the title too.
      const hoisted = HOISTED_PREFIX.exec(body.html)?.[0] ?? '';
      if (hoisted.includes('<title>')) html = html.replace(/\s*<title>[^<]*<\/title>/, '');
      if (/<meta name="description"/.test(hoisted))
        html = html.replace(/\s*<meta name="description"[^>]*>/, '');
      if (hoisted) html = html.replace('</head>', () => `    ${hoisted}\n  </head>`);
      const rest = body.html.slice(hoisted.length);
      // The page is readable as it is: its code is named, not loaded, and boot.ts starts it after the first
      // paint, so the stylesheet and the largest photo are not slowed by it on a phone's connection.
      html = html.replace(
        APP_ENTRY_SCRIPT,
        (_tag, src: string) => `<meta name="app-entry" content="${src}">`,
      );
      return html.replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${rest}</div>\n    <script type="application/json" id="server-state">${jsonForHtml(body.state)}</script>`,
      );
    },
  };
}
