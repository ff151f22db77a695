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

export async function screenshot(page: Page, name: string) {
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
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}
