import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const base = 'http://localhost:3108';
const parts = readFileSync('/tmp/w7-cj', 'utf8').split('\n').find((l) => l.includes('session_token')).split('\t');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [360, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: 800 } });
  await ctx.addCookies([{ name: parts[5], value: parts[6], url: base }]);
  const page = await ctx.newPage();
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  for (const path of ['/admin', '/admin/listings?view=queue', '/admin/listings/7075e920-3379-467a-b15a-c7c5c3272771', '/admin/users', '/admin/reports', '/admin/activity-log', '/admin/management/roles']) {
    await page.goto(base + path);
    await page.waitForTimeout(1500);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const name = path.replace(/[^a-z0-9]+/gi, '_');
    await page.screenshot({ path: `/tmp/w7-shots/${width}${name}.png`, fullPage: true });
    console.log(width, path, 'overflow', overflow);
    if (overflow > 0) console.log(await page.evaluate(() => [...document.querySelectorAll('main *')].filter(e => e.scrollWidth > e.clientWidth + 1).slice(-6).map(e => `${e.tagName}.${e.className.slice(0,80)} sw=${e.scrollWidth} cw=${e.clientWidth}`)));
  }
  if (width === 360) {
    await page.goto(base + '/admin/users');
    await page.waitForTimeout(1000);
    await page.getByRole('button', { name: 'Open admin menu' }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/w7-shots/360_drawer.png` });
  }
  console.log('errors', errors);
  await ctx.close();
}
await browser.close();
