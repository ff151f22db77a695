/**
 * Issue #15: the app's chrome in Dhivehi — header, mobile menu, avatar menu, footer, 404 — with no English
 * left, right to left (Radix menus mirror), and the language switch changing `<html lang dir>` and the texts
 * in place, without a reload.
 */
import type { CurrentUser } from '@marketplace/contract/accounts-messages';
import type { MarketplacePage } from '@marketplace/contract/marketplace-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showInDhivehi } from '@/test/language';
import { englishLeftIn } from '@/test/english-left';
import { renderApp, renderWithProviders, TEST_SITE, testUser } from '@/test/render-app';
import { jsonResponse, stubFetch } from '@/test/render-page';
import { MobileMenu } from './mobile-menu';
import { SiteFooter } from './site-footer';

const EMPTY_PAGE: MarketplacePage = {
  items: [],
  total: 0,
  totalCapped: false,
  page: 1,
  pageSize: 12,
  sort: 'newest',
  facets: {
    categories: [],
    islands: [],
    conditions: {},
    priceBounds: null,
    approximate: { categories: false, islands: false, conditions: false },
  },
};

function serve(user: CurrentUser | null) {
  return stubFetch({
    'GET /api/me': () => jsonResponse({ user }),
    'GET /api/site': () => jsonResponse(TEST_SITE),
    'GET /api/marketplace/listings': () => jsonResponse(EMPTY_PAGE),
    'PUT /api/me/language': () => jsonResponse({ ok: true }),
  });
}

/**
 * Same in both languages: the site's name, the other language's own name, the member. The product noun has
 * its Dhivehi form (issue #37 item 4o), so an English "Pre-loved" left on a Dhivehi page is caught.
 */
const SAME_IN_BOTH = [TEST_SITE.siteName, 'English', 'Instagram', 'Facebook', 'Viber', 'MVR', 'PD-'];
/** The member's name, e-mail and initials (testUser). */
const MEMBER = ['Aishath Ibrahim', 'aishath@example.mv', 'AI'];

const siteHeader = () => screen.getByRole('banner');

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'lang=; path=/; max-age=0';
});

describe('the language switch', () => {
  it('shows the page in Dhivehi, right to left, without a reload, and back in English', async () => {
    serve(null);
    const { user } = renderApp('/no-such-page');
    await screen.findByRole('heading', { name: "We couldn't find that page" });
    const header = siteHeader();

    const switchGroup = within(header).getByRole('group', { name: 'Language' });
    const toDhivehi = within(switchGroup).getByRole('link', { name: 'ދިވެހި (Dhivehi)' });
    expect(toDhivehi).toHaveAttribute('href', '/no-such-page?lang=dv');
    expect(toDhivehi).toHaveAttribute('hreflang', 'dv');
    await user.click(toDhivehi);

    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'dv'));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.cookie).toContain('lang=dv');
    // The same header, now in Dhivehi: switched in place.
    expect(siteHeader()).toBe(header);
    expect(header).toHaveAccessibleName('ސައިޓު');
    expect(within(header).getByRole('link', { name: 'ބާޒާރު' })).toHaveAttribute('href', '/marketplace');
    expect(within(header).getByRole('link', { name: 'ލޮގިން ކުރޭ' })).toHaveAttribute('href', '/signin');
    expect(within(header).queryByRole('link', { name: 'Marketplace' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'އެ ޞަފްޙާއެއް ނުފެނުނު' })).toBeInTheDocument();
    expect(englishLeftIn(header, SAME_IN_BOTH)).toEqual([]);

    await user.click(
      within(within(header).getByRole('group', { name: 'ބަސް' })).getByRole('link', {
        name: 'English (އިނގިރޭސި)',
      }),
    );
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'en'));
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(within(header).getByRole('link', { name: 'Marketplace' })).toBeInTheDocument();
  });
});

describe('the shell in Dhivehi', () => {
  it('has no English in the header and the 404 page, and titles the document in Dhivehi', async () => {
    serve(null);
    await showInDhivehi();
    renderApp('/no-such-page');
    const heading = await screen.findByRole('heading', { name: 'އެ ޞަފްޙާއެއް ނުފެނުނު' });
    expect(englishLeftIn(siteHeader(), SAME_IN_BOTH)).toEqual([]);
    expect(englishLeftIn(heading.closest('section')!, SAME_IN_BOTH)).toEqual([]);
    await waitFor(() => expect(document.title).toBe(`ޞަފްޙާ ނުފެނުނު | ${TEST_SITE.siteName}`));
  });

  it('has no English in the mobile menu of a member', async () => {
    serve(testUser());
    await showInDhivehi();
    renderWithProviders(<MobileMenu id="menu" />);
    const menu = await screen.findByRole('navigation', { name: 'މޯބައިލް މެނޫ' });
    await within(menu).findByRole('link', { name: 'ޑޭޝްބޯޑު' });
    expect(within(menu).getByRole('button', { name: 'ލޮގްއައުޓް ކުރޭ' })).toBeInTheDocument();
    expect(englishLeftIn(menu, [...SAME_IN_BOTH, ...MEMBER])).toEqual([]);
    // Issue #37 item 4i: an e-mail inside a right-to-left page keeps its own direction, so it is cut at its
    // end ("aishath@exa…"), not at its start.
    expect(within(menu).getByText(testUser().email)).toHaveAttribute('dir', 'ltr');
  });

  it('has no English in the footer, and its switch reads well on the dark background', async () => {
    serve(null);
    await showInDhivehi();
    renderWithProviders(<SiteFooter subscribeForm={null} />);
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'އަވަސް ލިންކުތައް' })).toBeInTheDocument();
    expect(within(footer).getByText(/އަގުތައް ހުންނަނީ MVR އިން/)).toBeInTheDocument();
    const toEnglish = within(footer).getByRole('link', { name: 'English (އިނގިރޭސި)' });
    expect(toEnglish).toHaveClass('text-slate-100', 'hover:bg-slate-800');
    expect(toEnglish).not.toHaveClass('hover:bg-accent');
    // Once the site's name has arrived (the fallback name shows until then).
    await waitFor(() => expect(englishLeftIn(footer, SAME_IN_BOTH)).toEqual([]));
  });

  it('opens the avatar menu right to left, in Dhivehi', async () => {
    serve(testUser());
    await showInDhivehi();
    const { user } = renderApp('/no-such-page');
    const trigger = await within(await screen.findByRole('banner')).findByRole('button', {
      name: 'Aishath Ibrahim ގެ އެކައުންޓް މެނޫ',
    });
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveAttribute('dir', 'rtl');
    expect(within(menu).getByRole('menuitem', { name: 'ރައްކާކުރި އިޢުލާންތައް' })).toBeInTheDocument();
    expect(englishLeftIn(menu, [...SAME_IN_BOTH, ...MEMBER])).toEqual([]);
    expect(within(menu).getByText(testUser().email)).toHaveAttribute('dir', 'ltr');
  });
});
