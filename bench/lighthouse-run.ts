/**
 * Front-end figures for /marketplace from Lighthouse (mobile, simulated throttling) in Debian's Chromium:
 * performance score, LCP, first-load JavaScript and thumbnail sizes.
 *
 * First-load JavaScript counts the scripts the page itself requested (entry, route and locale chunks), in bytes
 * on the wire (compressed, headers included). The service worker's precache of the whole app, fetched by the
 * worker after load for offline reading (decision 017), is reported apart as `workerBytes`: counted together,
 * the figure grew from 142 to ~203 KB without a byte more reaching the first screen.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface FrontEndFigures {
  score: number;
  lcpMs: number;
  /** Scripts requested by the page, bytes on the wire (compressed). */
  firstLoadJsBytes: number;
  scripts: number;
  /** Every request the service worker made (its precache), bytes on the wire. */
  workerBytes: number;
  thumbnails: { count: number; maxBytes: number };
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  /** `page` for the page's own requests, `worker` for the service worker's (Lighthouse ≥ 11). */
  sessionTargetType?: string;
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
    const fromPage = items.filter((item) => (item.sessionTargetType ?? 'page') === 'page');
    const fromWorker = items.filter((item) => (item.sessionTargetType ?? 'page') !== 'page');
    const scripts = fromPage.filter((item) => item.resourceType === 'Script');
    const thumbs = items.filter((item) => item.resourceType === 'Image' && item.url.includes('-400.webp'));
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      firstLoadJsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      scripts: scripts.length,
      workerBytes: fromWorker.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      thumbnails: { count: thumbs.length, maxBytes: Math.max(0, ...thumbs.map((t) => t.transferSize ?? 0)) },
    };
  } finally {
    await chrome.kill();
  }
}
