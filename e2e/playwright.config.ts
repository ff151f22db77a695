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
/** Debian's Chromium with Playwright's desktop profile (its own Chrome channel is not installed here). */
const desktopChrome = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  // Two files at a time (each file's journeys in order). On CI's two cores one worker left the machine a quarter
  // idle while journeys wait on emulated slow links and the jobs' one-second pass: 673 s for the stage with one,
  // 439-580 s with two (issue #36). E2E_WORKERS=1 runs them one file at a time.
  workers: Number(process.env.E2E_WORKERS ?? 2),
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
  projects: [
    { name: 'journeys', testIgnore: 'global-switches/**', use: desktopChrome },
    // Journeys that flip a switch for the whole site (maintenance answers every visitor with 503; trusted sellers
    // let any verified seller's listing skip the queue) would break the journeys running beside them: they run
    // after all the others, one at a time (issue #36). To run one of them alone: `--no-deps`.
    {
      name: 'global-switches',
      testMatch: 'global-switches/**/*.spec.ts',
      dependencies: ['journeys'],
      workers: 1,
      use: desktopChrome,
    },
  ],
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
