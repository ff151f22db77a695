import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_MAIL_DROP_DIR, E2E_PORT } from './e2e-env';

/**
 * Browser journeys against the real app: the built SPA served by the API on its embedded database, seeded
 * with the demo catalogue, on a port of its own. Debian's Chromium (its headless shell when installed) or
 * CHROME_PATH; Playwright never downloads a browser here.
 */
const PORT = E2E_PORT;
const BASE_URL = E2E_BASE_URL;
/**
 * CHROME_PATH, else Debian's headless shell (`chromium-headless-shell`: the same engine without the browser's
 * own window machinery, about 14% less CPU per journey on CI's two cores, issue #36), else Debian's Chromium.
 */
const chromium =
  process.env.CHROME_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)) ??
  '/usr/bin/chromium';
/** Separate ports and data folders let two runs of the journeys share a machine. */
const DATA_DIR = E2E_DATA_DIR;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  // One file at a time. Two (E2E_WORKERS=2) took the stage from 673 to 536-580 s on CI's two cores, but the
  // journeys share one server and catalogue: the maintenance journey's switch answered another file's sign-up
  // with 503, and a listing made by one file showed up in another's filtered page (issue #36). Two workers need
  // those journeys isolated first (the maintenance one in a project that runs after the rest).
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: BASE_URL,
    // A trace records every action's DOM snapshot and screencast frames: kept for every journey, on CI's two
    // cores it cost about a quarter of the stage's CPU (issue #36: 891 → 673 s wall). Recorded on the retry
    // of a journey that failed once, where it explains the failure.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `rm -rf ${DATA_DIR} && npx tsx ../apps/api/src/main.ts`,
    url: `${BASE_URL}/api/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(PORT),
      BASE_URL,
      DATA_DIR,
      DATABASE_URL: '',
      MAIL_DROP_DIR: E2E_MAIL_DROP_DIR,
      ADMIN_EMAIL: 'admin@e2e.mv',
      ADMIN_PASSWORD: 'E2e-Admin-Pass1!',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'on',
      // Every journey signs up and in from 127.0.0.1; the limits themselves are tested by the API suite.
      RATE_LIMIT: 'off',
      // The background jobs (listing expiry, saved-search alerts, e-mails) pass every second instead of every
      // minute, so a journey sees a job's work (a demo listing whose term ran out expires, an alert) within seconds.
      JOBS_INTERVAL_MS: '1000',
    },
  },
});
