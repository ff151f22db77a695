import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2]!;
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
try {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', onlyCategories: ['performance'], logLevel: 'error' });
  const lhr = result!.lhr;
  console.log('score', Math.round((lhr.categories.performance!.score ?? 0) * 100));
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index', 'interactive']) {
    console.log(id, lhr.audits[id]?.displayValue, lhr.audits[id]?.score);
  }
  const boot = lhr.audits['bootup-time']?.details as { items?: Array<{ url: string; total: number; scripting: number; scriptParseCompile: number }> };
  for (const item of boot?.items ?? []) console.log('bootup', item.url.slice(-60), Math.round(item.total), Math.round(item.scripting), Math.round(item.scriptParseCompile));
  const lt = lhr.audits['long-tasks']?.details as { items?: Array<{ url: string; duration: number; startTime: number }> };
  for (const item of lt?.items ?? []) console.log('longtask', item.url.slice(-60), Math.round(item.startTime), Math.round(item.duration));
  const mw = lhr.audits['mainthread-work-breakdown']?.details as { items?: Array<{ groupLabel: string; duration: number }> };
  for (const item of mw?.items ?? []) console.log('main', item.groupLabel, Math.round(item.duration));
} finally { await chrome.kill(); }
