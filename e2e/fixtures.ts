/**
 * Shared helpers for journeys: sign in through the API (fast, no UI), a screenshot helper that saves to
 * e2e/screenshots/<name>.png for people to look at, and the seeded admin's credentials.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './e2e-env';

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
