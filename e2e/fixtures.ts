/**
 * Shared helpers for journeys: sign in through the API (fast, no UI), a screenshot helper that saves to
 * e2e/screenshots/<name>.png for people to look at, and the seeded admin's credentials.
 */
import AxeBuilder from '@axe-core/playwright';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_BASE_URL, E2E_MAIL_DROP_DIR } from './e2e-env';

export const ADMIN = { email: 'admin@e2e.mv', password: 'E2e-Admin-Pass1!' };

/** Signs `request` (a page's or context's request) in; cookies land in the browser context. */
export async function signInThroughApi(
  request: APIRequestContext,
  credentials: { email: string; password: string },
) {
  const res = await request.post('/api/accounts/sign-in', {
    data: { ...credentials, rememberMe: true },
    headers: { Origin: E2E_BASE_URL },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * The brief's phone profile (issues #37 items 1 and 2): 360 × 740 px at 3×, touch; with `throttlePhone`, its CPU
 * slowed 4× and a 4G link (150 ms, 1.6 MB/s).
 */
export const THROTTLED_PHONE = {
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
} as const;

/**
 * Slows `page` to the phone profile through the DevTools protocol (per page; the network conditions reach the
 * page's own requests). Returns a function that turns the network off or on for the page (this session's
 * emulation) and its service worker (the context's).
 */
export async function throttlePhone(page: Page): Promise<(offline: boolean) => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  const link = { latency: 150, downloadThroughput: 1_600_000, uploadThroughput: 750_000 };
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...link });
  return async (offline: boolean) => {
    await page.context().setOffline(offline);
    await cdp.send('Network.emulateNetworkConditions', { offline, ...link });
  };
}

/**
 * Waits (at most 2 s) until no finite animation is running: a page entered within the app fades in over 0.45 s
 * (spec 01 §9) and links fade to their colours, so measuring contrast or taking a picture mid-way would
 * see colours no one reads. Endless animations (spinners) are not waited for.
 */
export async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.effect?.getTiming().iterations === Infinity || animation.playState !== 'running',
          ),
      undefined,
      { timeout: 2_000 },
    )
    .catch(() => undefined);
}

export async function screenshot(page: Page, name: string) {
  await settled(page);
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
}

let counter = 0;
/** A unique e-mail for a fresh member. */
export function uniqueEmail(prefix = 'member'): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@example.mv`;
}

/**
 * The text of the newest e-mail of `kind` sent to `to`, as the member would find it in their inbox: read from
 * the server's mail drop folder (see e2e-env.ts), waiting up to 10 s for it to be written.
 */
export async function readLatestMail(to: string, kind: string): Promise<string> {
  let text: string | undefined;
  await expect
    .poll(
      async () => {
        // Only whole messages: the server writes `<name>.json.partial` and renames it when complete.
        const names = (await readdir(E2E_MAIL_DROP_DIR).catch(() => [] as string[]))
          .filter((name) => name.endsWith('.json'))
          .sort()
          .reverse();
        for (const name of names) {
          const mail = JSON.parse(await readFile(path.join(E2E_MAIL_DROP_DIR, name), 'utf8')) as {
            to: string;
            kind: string;
            text: string;
          };
          if (mail.to === to && mail.kind === kind) {
            text = mail.text;
            return true;
          }
        }
        return false;
      },
      { message: `an e-mail (${kind}) to ${to}`, timeout: 10_000 },
    )
    .toBe(true);
  return text!;
}

/**
 * axe for `page`, run inside the page itself (`setLegacyMode`): the default mode runs each frame's part and
 * then opens a blank page of its own to merge them, which doubled every check's time (1.7 -> 0.9 s a page on
 * CI's two cores; issue #36). Our pages have no cross-origin frames, the one thing only that mode reaches.
 * Only violations are collected (`resultTypes`): axe then stops gathering every node that passed or was
 * inconclusive, which the journeys never read (1.08 -> 0.92 s a page).
 */
export function axeOn(page: Page): AxeBuilder {
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  // Measured on the settled page (`settled`), whatever the journey did just before.
  const analyze = builder.analyze.bind(builder);
  builder.analyze = async () => {
    await settled(page);
    return analyze();
  };
  return builder;
}

/**
 * Picks an island in the listing form's searchable picker (issue #37 item 4l) as a seller would: opens it,
 * types `search` as they would say it ("hulhumale", no accent), taps the island named `island`. `labels` are
 * the field's label and the search box's name in the page's language (English by default).
 */
export async function pickIsland(
  page: Page,
  search: string,
  island: string,
  labels: { field: string; search: string } = { field: 'Island', search: 'Search islands' },
) {
  const picker = page.getByRole('button', { name: new RegExp(`^${labels.field}`) });
  await picker.click();
  await page.getByRole('combobox', { name: labels.search }).fill(search);
  await page.getByRole('option', { name: island }).click();
  await expect(picker).toContainText(island);
}
