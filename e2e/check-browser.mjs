// Fails early, with a clear message, when there is no Chromium to drive.
import { existsSync } from 'node:fs';

// The same choice as playwright.config.ts: CHROME_PATH, else the headless shell, else Debian's Chromium.
const chromium =
  process.env.CHROME_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)) ??
  '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `\nBrowser tests need Chromium at ${chromium}.\n` +
      `  Debian/Ubuntu: sudo apt-get install -y chromium-headless-shell (or chromium)\n` +
      `  Elsewhere: set CHROME_PATH to a Chromium or Chrome binary.\n`,
  );
  process.exit(1);
}
