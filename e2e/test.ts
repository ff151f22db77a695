/**
 * The journeys' `test` and `expect`: Playwright's, with every full page load (`goto`, `reload`) waiting until
 * the app has taken the page over (`<html data-hydrated>`, set by the app once it has hydrated the server's
 * HTML or rendered the shell). Server-rendered pages show their buttons before their code has run; a journey
 * that typed or tapped in that moment would race hydration (decision 015). Pages of contexts made with
 * `javaScriptEnabled: false` are left as they are: they never hydrate.
 */
import { test as base, type BrowserContext, type Page, type Response } from '@playwright/test';

export { expect } from '@playwright/test';

/** Waits for the app after a load that answered with one of its HTML pages. */
async function waitForApp(page: Page, response: Response | null): Promise<void> {
  if (!response || !(response.headers()['content-type'] ?? '').includes('text/html')) return;
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

function waitForAppOnLoads(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitForApp(page, response);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await waitForApp(page, response);
    return response;
  };
  return page;
}

function waitForAppInContext(context: BrowserContext): BrowserContext {
  const newPage = context.newPage.bind(context);
  context.newPage = async () => waitForAppOnLoads(await newPage());
  return context;
}

export const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitForAppOnLoads(page));
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        return options?.javaScriptEnabled === false ? context : waitForAppInContext(context);
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
