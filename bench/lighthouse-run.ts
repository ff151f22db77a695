/**
 * Front-end figures for /marketplace from Lighthouse (mobile, simulated throttling) in Debian's Chromium:
 * performance score, LCP, first-load JavaScript and thumbnail sizes.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface FrontEndFigures {
  score: number;
  lcpMs: number;
  firstLoadJsGzipBytes: number;
  scripts: number;
  thumbnails: { count: number; maxBytes: number };
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

export async function measureFrontEnd(url: string): Promise<FrontEndFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)
      ?.items ?? []) as NetworkItem[];
    const scripts = items.filter((item) => item.resourceType === 'Script');
    const thumbs = items.filter((item) => item.resourceType === 'Image' && item.url.includes('-400.webp'));
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      firstLoadJsGzipBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      scripts: scripts.length,
      thumbnails: { count: thumbs.length, maxBytes: Math.max(0, ...thumbs.map((t) => t.transferSize ?? 0)) },
    };
  } finally {
    await chrome.kill();
  }
}
