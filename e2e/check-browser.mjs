// Fails early, with a clear message, when there is no Chromium to drive.
import { existsSync } from 'node:fs';

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `\nBrowser tests need Chromium at ${chromium}.\n` +
      `  Debian/Ubuntu: sudo apt-get install -y chromium\n` +
      `  Elsewhere: set CHROME_PATH to a Chromium or Chrome binary.\n`,
  );
  process.exit(1);
}
