import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../test';
import { ADMIN, axeOn, screenshot, signInThroughApi } from '../fixtures';
import { E2E_BASE_URL } from '../e2e-env';

/**
 * Issue #11 "Accessibility on every route": axe (WCAG 2.0/2.1 A and AA) on every page of the route map
 * (apps/web/src/app/router.tsx), for each kind of person it is meant for, on a phone (360 px) and a desktop
 * (1280 px). A serious or critical violation fails the journey, listed as rule, impact and element.
 */

/** A seeded demo seller (SEED_DEMO=on) with listings of her own. */
const MEMBER = { email: 'aishath.shifa@example.mv', password: 'Demo-Seller-2026!' };
const WIDTHS = [
  { name: 'phone', viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false },
] as const;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Role = 'visitor' | 'member' | 'admin';
/**
 * A path, or one found on the page of another (an item, an own listing, a listing under review); `link` may be
 * a chain followed in turn (the marketplace → an item → its seller's page).
 */
type Route = string | { from: string; link: string | string[] };

const PUBLIC_ROUTES: Route[] = [
  '/',
  '/marketplace',
  { from: '/marketplace', link: 'a[href^="/item/"]' },
  { from: '/marketplace', link: ['a[href^="/item/"]', 'a[href^="/seller/"]'] },
  '/testimonials',
  '/early-access',
  '/early-access-success',
  '/about',
  '/support',
  '/faq',
  '/terms',
  '/privacy',
  '/no-such-page',
];
const AUTH_ROUTES: Route[] = [
  '/signup',
  '/signin',
  '/forgot-password',
  '/reset-password?token=not-a-real-token',
];
const MEMBER_ROUTES: Route[] = [
  '/notifications',
  '/dashboard',
  '/dashboard?tab=my-listings',
  '/dashboard?tab=submit-listing',
  '/dashboard?tab=saved-listings',
  '/dashboard?tab=saved-searches',
  '/dashboard?tab=messages',
  '/dashboard?tab=reviews',
  '/dashboard?tab=settings',
  { from: '/dashboard?tab=my-listings', link: 'a[href^="/dashboard/my-listings/"]' },
];
const ADMIN_ROUTES: Route[] = [
  '/admin',
  '/admin/listings',
  { from: '/admin/listings', link: 'a[href^="/admin/listings/"]' },
  '/admin/users',
  '/admin/reports',
  '/admin/moderation',
  '/admin/activity-log',
  '/admin/marketing-tools',
  '/admin/management/roles',
  '/admin/management/content',
  '/admin/management/system',
  '/admin/management/search',
  '/admin/management/categories',
];
const ROUTES: Record<Role, Route[]> = {
  visitor: [...PUBLIC_ROUTES, ...AUTH_ROUTES],
  member: [...PUBLIC_ROUTES, ...MEMBER_ROUTES],
  admin: ADMIN_ROUTES,
};

/**
 * Opens `path` as a reader moving through the site does: the first page of a run is loaded from the server
 * (server-rendered, then hydrated); every later one is reached inside the app, by the router's own history
 * handling (a history entry, then `popstate`), as a tap on a link would. The page each ends on is the same one
 * a full load shows, and axe checks it the same way; the app's code is not parsed again for every page, which
 * made up most of this journey's time on CI's two cores (issue #36).
 */
async function open(page: Page, path: string): Promise<void> {
  if (!page.url().startsWith(E2E_BASE_URL)) {
    await page.goto(path);
    return;
  }
  await page.evaluate((next) => {
    window.history.pushState(null, '', next);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await page.waitForURL(`${E2E_BASE_URL}${path}`);
}

/** Goes to `route`, and waits until the page shows its heading and has stopped loading. */
async function visit(page: Page, route: Route): Promise<string> {
  let path: string;
  if (typeof route === 'string') {
    path = route;
  } else {
    path = route.from;
    for (const selector of typeof route.link === 'string' ? [route.link] : route.link) {
      await open(page, path);
      const link = page.locator(selector).first();
      await expect(link, `a link ${selector} on ${path}`).toBeVisible();
      path = (await link.getAttribute('href'))!;
    }
  }
  await open(page, path);
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
  // Skeletons and spinners mark content still on its way; axe should see the page as a person reads it.
  await expect(page.locator('[aria-busy="true"], .animate-pulse')).toHaveCount(0);
  // The page has entered (the shell names its path once its 0.45 s entrance, spec 01 §9, has finished)…
  await expect(page.locator('#main-content')).toHaveAttribute(
    'data-entered',
    new URL(path, E2E_BASE_URL).pathname,
  );
  // …and settled: a page entered within the app fades in (0.45 s, spec 01 §9) and a nav link that has just
  // become the current page fades to its colours; axe measuring mid-fade finds "too little contrast" in
  // colours no one reads. Endless animations (spinners) are not waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.effect?.getTiming().iterations === Infinity || animation.playState !== 'running',
      ),
  );
  return path;
}

type Language = 'en' | 'dv';

async function newContext(browser: Browser, role: Role, width: (typeof WIDTHS)[number], language: Language) {
  const { name: _name, ...options } = width;
  const context = await browser.newContext(options);
  // Issue #15: the remembered choice, as the language switch leaves it.
  if (language === 'dv') await context.addCookies([{ name: 'lang', value: 'dv', url: E2E_BASE_URL }]);
  if (role === 'member') await signInThroughApi(context.request, MEMBER);
  if (role === 'admin') await signInThroughApi(context.request, ADMIN);
  return context;
}

/**
 * Every role at both widths in English; in Dhivehi (issue #15 item 6: right to left, Thaana) each role once,
 * the visitor and the member on a phone, the admin on a desktop, as they mostly work.
 */
const RUNS: { role: Role; width: (typeof WIDTHS)[number]; language: Language }[] = [
  ...(['visitor', 'member', 'admin'] as const).flatMap((role) =>
    WIDTHS.map((width) => ({ role, width, language: 'en' as const })),
  ),
  { role: 'visitor', width: WIDTHS[0], language: 'dv' },
  { role: 'member', width: WIDTHS[0], language: 'dv' },
  { role: 'admin', width: WIDTHS[1], language: 'dv' },
];

for (const { role, width, language } of RUNS) {
  const inLanguage = language === 'dv' ? ' in Dhivehi' : '';
  test(`a ${role} on a ${width.name} (${width.viewport.width} px)${inLanguage} meets no serious axe violation on any page`, async ({
    browser,
  }) => {
    test.setTimeout(ROUTES[role].length * 20_000);
    const context = await newContext(browser, role, width, language);
    const page = await context.newPage();
    const failures: string[] = [];
    for (const route of ROUTES[role]) {
      const path = await visit(page, route);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'dv' ? 'rtl' : 'ltr');
      const { violations } = await axeOn(page).withTags(AXE_TAGS).analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      for (const violation of serious) {
        for (const node of violation.nodes) {
          failures.push(
            `${path}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${violation.help}`,
          );
        }
      }
      await screenshot(
        page,
        `a11y-${role}-${width.viewport.width}${language === 'dv' ? '-dv' : ''}${path.replace(/[^a-z0-9]+/gi, '-')}`,
      );
    }
    await context.close();
    expect(failures, `serious or critical axe violations:\n${failures.join('\n')}`).toEqual([]);
  });
}
