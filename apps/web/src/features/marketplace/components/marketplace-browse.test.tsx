import type { ListingCard } from '@marketplace/contract/listings-messages';
import type { MarketplaceFacets, MarketplacePage } from '@marketplace/contract/marketplace-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCOOTER_MAKE, SCOOTER_MODEL, SCOOTER_YEAR } from '@/test/category-fields';
import { jsonResponse, renderPage, stubFetch } from '@/test/render-page';
import { stubScreenWidth } from '@/test/screen-width';
import { MarketplaceBrowse } from './marketplace-browse';

function cards(count: number): ListingCard[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `l${i + 1}`,
    name: `Item ${i + 1}`,
    price: 100 + i,
    imageUrl: null,
    condition: 'good',
    location: 'K. Malé',
    locationId: 7,
    category: 'Furniture',
    categoryId: 1,
    datePosted: new Date().toISOString(),
    views: 0,
    item_display_id: `PD-00000${i + 1}`,
    sellerName: 'Seller',
    sellerAvatar: null,
    reserved: false,
  }));
}

const FACETS: MarketplaceFacets = {
  categories: [
    [1, 5],
    [2, 7],
  ],
  islands: [
    [7, 8],
    [8, 1],
    [9, 3],
  ],
  conditions: { new: 4, good: 8 },
  priceBounds: { min: 100, max: 5100 },
  approximate: { categories: false, islands: false, conditions: false },
};

function pageOf(items: ListingCard[], total: number, page = 1, totalCapped = false): MarketplacePage {
  return { items, total, totalCapped, page, pageSize: 12, sort: 'newest', facets: FACETS };
}

/** Reference lists the page fetches for names of filters without matches. */
const REFERENCE = {
  'GET /api/categories': () =>
    jsonResponse([
      { id: 1, name: 'Furniture', slug: 'furniture', fields: [] },
      { id: 2, name: 'Electronics', slug: 'electronics', fields: [] },
      { id: 3, name: 'Books', slug: 'books', fields: [] },
    ]),
  'GET /api/locations': () =>
    jsonResponse([
      {
        code: 'K',
        name: 'Kaafu',
        label: 'Kaafu (K)',
        islands: [
          { id: 7, name: 'K. Malé', value: 'K. Malé, Kaafu' },
          { id: 8, name: 'K. Maafushi', value: 'K. Maafushi, Kaafu' },
          { id: 10, name: 'K. Thulusdhoo', value: 'K. Thulusdhoo, Kaafu' },
        ],
      },
      {
        code: 'S',
        name: 'Addu',
        label: 'Addu (S)',
        islands: [{ id: 9, name: 'S. Hithadhoo', value: 'S. Hithadhoo, Addu' }],
      },
    ]),
};

function listingCalls(calls: ReturnType<typeof stubFetch>['calls']) {
  return calls.filter((c) => c.url.pathname === '/api/marketplace/listings');
}

// A desktop screen: the filters show as a sidebar (phones get the drawer, covered by the journeys).
beforeEach(() => {
  stubScreenWidth(1280);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MarketplaceBrowse', () => {
  // Issue #38: page 1 of a search few listings match goes on with those holding some of its words, apart.
  it('shows the listings holding some of the words under their own heading, not counted with the matches', async () => {
    const [first, second, partial] = cards(3);
    stubFetch({
      ...REFERENCE,
      'GET /api/marketplace/listings': () =>
        jsonResponse({
          ...pageOf([first!, second!], 2),
          sort: 'relevance',
          related: [{ ...partial!, name: 'Teak table' }],
        }),
      'GET /api/site': () =>
        jsonResponse({ siteName: 'Raajje Market', productNoun: 'Pre-loved', baseUrl: '' }),
    });
    renderPage(<MarketplaceBrowse />, { path: '/marketplace', url: '/marketplace?query=oak+dining+table' });

    expect(await screen.findByText('Showing 2 of 2 items')).toBeInTheDocument();
    const related = screen.getByRole('region', { name: 'Also matching some of your words' });
    expect(within(related).getByRole('link', { name: /Teak table/ })).toBeInTheDocument();
    expect(within(related).queryByRole('link', { name: /Item 1/ })).toBeNull();
    expect(screen.getAllByRole('link', { name: /Item [12]/ }).length).toBeGreaterThanOrEqual(2);
  });

  it('reads query and page from the URL and shows the results line and pager', async () => {
    const { calls } = stubFetch({
      ...REFERENCE,
      'GET /api/marketplace/listings': () => jsonResponse(pageOf(cards(12), 1000, 3, true)),
      'GET /api/site': () =>
        jsonResponse({ siteName: 'Raajje Market', productNoun: 'Pre-loved', baseUrl: '' }),
    });
    renderPage(<MarketplaceBrowse />, { path: '/marketplace', url: '/marketplace?query=chair&page=3' });

    expect(await screen.findByText('Showing 12 of 1,000+ items')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Browse Pre-loved Items' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Item \d+/ })).toHaveLength(12);
    const listingCall = calls.find((c) => c.url.pathname === '/api/marketplace/listings');
    expect(listingCall?.url.searchParams.get('query')).toBe('chair');
    expect(listingCall?.url.searchParams.get('page')).toBe('3');

    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('link', { current: 'page' })).toHaveTextContent('3');
    expect(within(pager).getByRole('link', { name: 'Page 84' })).toHaveAttribute(
      'href',
      '/marketplace?query=chair&page=84',
    );
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/marketplace?query=chair',
    );
  });

  it('shows the empty state with the search term and a way back', async () => {
    stubFetch({ ...REFERENCE, 'GET /api/marketplace/listings': () => jsonResponse(pageOf([], 0)) });
    renderPage(<MarketplaceBrowse />, { path: '/marketplace', url: '/marketplace?query=xyz' });

    expect(await screen.findByRole('heading', { name: 'No items found for "xyz"' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear All Filters' })).toHaveAttribute('href', '/marketplace');
  });

  it('says which words it read and links to the term as typed with the filters kept (issue #38 item 3)', async () => {
    const { calls } = stubFetch({
      ...REFERENCE,
      'GET /api/marketplace/listings': ({ url }) =>
        jsonResponse(
          url.searchParams.get('spelling') === 'as-typed'
            ? pageOf([], 0)
            : { ...pageOf(cards(2), 2), correctedQuery: 'yamaha 40hp' },
        ),
    });
    const { router, user } = renderPage(<MarketplaceBrowse />, {
      path: '/marketplace',
      url: '/marketplace?query=yamaaha+40hp&location=7&page=2',
    });

    const said = await screen.findByTestId('corrected-query');
    expect(said).toHaveTextContent('Showing results for “yamaha 40hp”');
    // The quotes belong to the sentence, outside the term's own direction: a Thaana term in an English line
    // (or a Latin one in Dhivehi) does not turn them round (issue #37 item 4t).
    const term = within(said).getByText('yamaha 40hp');
    expect(term).toHaveAttribute('dir', 'auto');
    expect(term.textContent).toBe('yamaha 40hp');
    const asTyped = within(said).getByRole('link', { name: 'yamaaha 40hp' });
    expect(asTyped).toHaveAttribute('href', '/marketplace?query=yamaaha+40hp&location=7&spelling=as-typed');
    expect(screen.queryByText(/Results for/)).not.toBeInTheDocument();

    await user.click(asTyped);
    expect(
      await screen.findByRole('heading', { name: 'No items found for "yamaaha 40hp"' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?query=yamaaha+40hp&location=7&spelling=as-typed');
    const last = listingCalls(calls).at(-1)!;
    expect(last.url.searchParams.get('spelling')).toBe('as-typed');
    expect(last.url.searchParams.get('location')).toBe('7');
    expect(screen.queryByTestId('corrected-query')).not.toBeInTheDocument();
  });

  it('toasts when the listings cannot be fetched', async () => {
    stubFetch({
      ...REFERENCE,
      'GET /api/marketplace/listings': () =>
        jsonResponse({ code: 'VALIDATION_FAILED', message: 'Bad page' }, 400),
    });
    renderPage(<MarketplaceBrowse />, { path: '/marketplace' });

    expect(await screen.findAllByText('Could not fetch listings')).not.toHaveLength(0);
  });

  it('says "Could not fetch categories" in the filter when the categories fail, and retries (spec 02 §8)', async () => {
    let categoriesUp = false;
    stubFetch({
      ...REFERENCE,
      'GET /api/categories': () =>
        categoriesUp
          ? REFERENCE['GET /api/categories']()
          : jsonResponse({ code: 'INTERNAL', message: 'down' }, 500),
      'GET /api/marketplace/listings': () => jsonResponse(pageOf(cards(3), 12)),
    });
    const { user } = renderPage(<MarketplaceBrowse />, { path: '/marketplace' });

    const sidebar = await screen.findByRole('complementary', { name: 'Filters' });
    const categories = within(sidebar).getByRole('group', { name: 'Categories' });
    expect(await within(categories).findByText('Could not fetch categories')).toBeInTheDocument();
    expect(within(categories).queryByText('No categories match this search.')).not.toBeInTheDocument();
    expect(within(categories).queryByRole('checkbox')).not.toBeInTheDocument();

    categoriesUp = true;
    await user.click(within(categories).getByRole('button', { name: 'Try again' }));
    expect(await within(categories).findByRole('checkbox', { name: 'Furniture (5)' })).toBeInTheDocument();
    expect(within(categories).queryByText('Could not fetch categories')).not.toBeInTheDocument();
  });

  it('renders the facet counts: categories, islands grouped by atoll, conditions and the price range', async () => {
    stubFetch({ ...REFERENCE, 'GET /api/marketplace/listings': () => jsonResponse(pageOf(cards(3), 12)) });
    renderPage(<MarketplaceBrowse />, { path: '/marketplace' });

    const sidebar = await screen.findByRole('complementary', { name: 'Filters' });
    expect(within(sidebar).getByRole('checkbox', { name: 'Electronics (7)' })).not.toBeChecked();
    expect(within(sidebar).getByRole('checkbox', { name: 'Furniture (5)' })).toBeInTheDocument();

    const location = within(sidebar).getByRole('combobox', { name: 'Location' });
    const kaafu = within(location).getByRole('group', { name: 'Kaafu (9)' });
    // The whole atoll comes first in its group (issue #39 item 5); an atoll of one island needs none.
    expect(
      within(kaafu)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All of Kaafu (9)', 'K. Maafushi (1)', 'K. Malé (8)']);
    expect(within(location).getByRole('option', { name: 'K. Malé (8)' })).toBeInTheDocument();
    expect(within(location).getByRole('option', { name: 'S. Hithadhoo (3)' })).toBeInTheDocument();
    expect(within(location).queryByRole('option', { name: /All of Addu/ })).toBeNull();
    // Greater Malé needs Hulhumalé and Villimalé in the reference list, which this one lacks.
    expect(within(location).queryByRole('option', { name: /Greater Malé/ })).toBeNull();

    expect(within(sidebar).getByRole('radio', { name: 'Any' })).toBeChecked();
    expect(within(sidebar).getByRole('radio', { name: 'Good (8)' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('radio', { name: 'Fair (0)' })).toBeInTheDocument();

    const [min, max] = within(sidebar).getAllByRole('slider');
    expect(min).toHaveAccessibleName('Minimum price');
    expect(min).toHaveAttribute('aria-valuemin', '100');
    expect(max).toHaveAttribute('aria-valuemax', '5100');
    expect(max).toHaveAttribute('aria-valuetext', 'MVR 5,100');
  });

  // Issue #39 item 5: where, as islanders say it: a whole atoll, Greater Malé, or several islands from a link.
  it('applies a whole atoll as every island of it in the reference list, in the URL and the API call', async () => {
    const { calls } = stubFetch({
      ...REFERENCE,
      'GET /api/marketplace/listings': () => jsonResponse(pageOf(cards(2), 2)),
    });
    const { user, router } = renderPage(<MarketplaceBrowse />, {
      path: '/marketplace',
      url: '/marketplace?query=lamp',
    });
    const sidebar = await screen.findByRole('complementary', { name: 'Filters' });
    const location = within(sidebar).getByRole('combobox', { name: 'Location' });

    await user.selectOptions(location, 'All of Kaafu (9)');
    await user.click(within(sidebar).getByRole('button', { name: 'Apply Filters' }));

    // Thulusdhoo (10) too, though nothing there matches yet: a new listing there is in Kaafu as well.
    expect(new URLSearchParams(router.state.location.search).get('location')).toBe('7,8,10');
    await waitFor(() => expect(listingCalls(calls).at(-1)!.url.searchParams.get('location')).toBe('7,8,10'));
    expect(
      within(sidebar).getByRole('option', { name: 'All of Kaafu (9)', selected: true }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters, 1 active' })).toBeInTheDocument();
  });

  it('offers Greater Malé with the sum of its islands and applies its three islands', async () => {
    const { calls } = stubFetch({
      ...REFERENCE,
      'GET /api/locations': () =>
        jsonResponse([
          {
            code: 'K',
            name: 'Kaafu',
            label: 'Kaafu (K)',
            islands: [
              { id: 7, name: 'K. Malé', value: 'K. Malé, Kaafu' },
              { id: 8, name: 'K. Maafushi', value: 'K. Maafushi, Kaafu' },
              { id: 10, name: 'K. Thulusdhoo', value: 'K. Thulusdhoo, Kaafu' },
              { id: 12, name: 'K. Hulhumalé', value: 'K. Hulhumalé, Kaafu' },
              { id: 13, name: 'K. Villimalé', value: 'K. Villimalé, Kaafu' },
            ],
          },
        ]),
      'GET /api/marketplace/listings': () =>
        jsonResponse({
          ...pageOf(cards(2), 2),
          facets: {
            ...FACETS,
            islands: [
              [7, 8],
              [8, 1],
              [12, 4],
            ],
          },
        }),
    });
    const { user, router } = renderPage(<MarketplaceBrowse />, { path: '/marketplace' });
    const sidebar = await screen.findByRole('complementary', { name: 'Filters' });
    const location = within(sidebar).getByRole('combobox', { name: 'Location' });
    const greaterMale = await within(location).findByRole('option', {
      name: 'Greater Malé (Malé, Hulhumalé, Villimalé) (12)',
    });
    // Near the top: right after "All locations".
    expect(within(location).getAllByRole('option')[1]).toBe(greaterMale);

    await user.selectOptions(location, greaterMale);
    await user.click(within(sidebar).getByRole('button', { name: 'Apply Filters' }));

    expect(new URLSearchParams(router.state.location.search).get('location')).toBe('7,12,13');
    await waitFor(() => expect(listingCalls(calls).at(-1)!.url.searchParams.get('location')).toBe('7,12,13'));
    expect(
      within(location).getByRole('option', { name: /^Greater Malé/, selected: true }),
    ).toBeInTheDocument();
  });

  it('shows islands from a hand-edited link as "2 islands" selected, and one island as that island', async () => {
    const { calls } = stubFetch({
      ...REFERENCE,
      'GET /api/marketplace/listings': () => jsonResponse(pageOf(cards(2), 2)),
    });
    const { user, router } = renderPage(<MarketplaceBrowse />, {
      path: '/marketplace',
      url: '/marketplace?location=7,9',
    });
    const sidebar = await screen.findByRole('complementary', { name: 'Filters' });
    const location = within(sidebar).getByRole('combobox', { name: 'Location' });
    expect(
      await within(location).findByRole('option', { name: '2 islands (11)', selected: true }),
    ).toHaveValue('custom');
    expect(listingCalls(calls).at(-1)!.url.searchParams.get('location')).toBe('7,9');

    // Another choice replaces the link's islands.
    await user.selectOptions(location, 'K. Malé (8)');
    expect(within(location).queryByRole('option', { name: '2 islands (11)' })).toBeNull();
    expect(within(sidebar).getByText('Changes not applied yet.')).toBeInTheDocument();

    await router.navigate('/marketplace?location=7');
    expect(
      await within(location).findByRole('option', { name: 'K. Malé (8)', selected: true }),
    ).toBeInTheDocument();
    expect(within(location).queryByRole('option', { name: /islands/ })).toBeNull();
  });

  it('marks estimated facet counts with "~" above the count cap (issue #10) and keeps exact ones plain', async () => {
    const estimated: MarketplacePage = {
      ...pageOf(cards(12), 1000, 1, true),
      facets: {
        ...FACETS,
        categories: [
          [1, 1200],
          [2, 3],
        ],
        approximate: { categories: true, islands: false, conditions: false },
      },
    };
    stubFetch({ ...REFERENCE, 'GET /api/marketplace/listings': () => jsonResponse(estimated) });
    renderPage(<MarketplaceBrowse />, { path: '/marketplace' });

    const sidebar = await screen.findByRole('complementary', { name: 'Filters' });
    expect(await within(sidebar).findByRole('checkbox', { name: 'Furniture (~1,200)' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('checkbox', { name: 'Electronics (~3)' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('option', { name: 'K. Malé (8)' })).toBeInTheDocument();
    expect(screen.getByText(/of 1,000\+ items/)).toBeInTheDocument();
  });

  // Issue #39: once a single category is chosen, its fields filter too: ranges and checkboxes with counts.
  it("shows a single category's fields, applies a range and a make as fields=, and a chip takes one off", async () => {
    const scooterFields = [
      { ...SCOOTER_MAKE, options: [...SCOOTER_MAKE.options, { value: 'vespa', en: 'Vespa', dv: 'ވެސްޕާ' }] },
      SCOOTER_MODEL,
      SCOOTER_YEAR,
    ];
    const { calls } = stubFetch({
      ...REFERENCE,
      'GET /api/categories': () =>
        jsonResponse([
          { id: 1, name: 'Furniture', slug: 'furniture', fields: [] },
          { id: 4, name: 'Motorbikes & Scooters', slug: 'motorbikes-scooters', fields: scooterFields },
        ]),
      'GET /api/marketplace/listings': ({ url }) => {
        const fields = url.searchParams.get('fields');
        return jsonResponse({
          ...pageOf(cards(2), 2),
          facets: {
            ...FACETS,
            categories: [
              [1, 5],
              [4, 9],
            ],
            fields: [
              {
                key: 'make',
                values: [
                  ['honda', 6],
                  ['yamaha', 3],
                ],
                approximate: false,
              },
              { key: 'year', range: { min: 2008, max: 2024 }, approximate: false },
            ],
          },
          ...(fields
            ? {
                fieldFilters: [
                  { key: 'make', text: { en: 'Make: Honda', dv: 'ބްރޭންޑް: ހޮންޑާ' } },
                  { key: 'year', text: { en: 'Year ≥ 2018', dv: 'އަހަރު ≥ 2018' } },
                ],
              }
            : {}),
        });
      },
    });
    const { user, router } = renderPage(<MarketplaceBrowse />, {
      path: '/marketplace',
      url: '/marketplace?categories=4',
    });
    const sidebar = await screen.findByRole('complementary', { name: 'Filters' });
    // The text field is not a filter; Vespa, which no listing holds, is not offered.
    const make = await within(sidebar).findByRole('group', { name: 'Make' });
    expect(within(make).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(sidebar).queryByRole('group', { name: 'Model' })).toBeNull();
    await user.click(within(make).getByRole('checkbox', { name: 'Honda (6)' }));
    const from = within(sidebar).getByRole('textbox', { name: 'Year from' });
    expect(from).toHaveAttribute('placeholder', '2008');
    await user.type(from, '2018');
    await user.click(within(sidebar).getByRole('button', { name: 'Apply Filters' }));

    expect(new URLSearchParams(router.state.location.search).get('fields')).toBe('make:honda,year:2018..');
    await waitFor(() =>
      expect(listingCalls(calls).at(-1)!.url.searchParams.get('fields')).toBe('make:honda,year:2018..'),
    );
    expect(screen.getByRole('button', { name: 'Filters, 3 active' })).toBeInTheDocument();
    // The results line says what applies; a chip is a link to the search without it.
    const chips = await screen.findByRole('list', { name: 'Detail filters in effect' });
    await user.click(within(chips).getByRole('link', { name: 'Remove filter: Year ≥ 2018' }));
    expect(new URLSearchParams(router.state.location.search).get('fields')).toBe('make:honda');

    // Another category as well: the fields belong to one category, so they go.
    await user.click(within(sidebar).getByRole('checkbox', { name: /Furniture/ }));
    await user.click(within(sidebar).getByRole('button', { name: 'Apply Filters' }));
    expect(new URLSearchParams(router.state.location.search).has('fields')).toBe(false);
  });

  it('stages filter changes and applies them only with Apply Filters, writing the URL and resetting the page', async () => {
    const { calls } = stubFetch({
      ...REFERENCE,
      'GET /api/marketplace/listings': ({ url }) =>
        jsonResponse(pageOf(cards(2), 30, Number(url.searchParams.get('page') ?? 1))),
    });
    const { user, router } = renderPage(<MarketplaceBrowse />, {
      path: '/marketplace',
      url: '/marketplace?query=lamp&page=2',
    });
    const sidebar = await screen.findByRole('complementary', { name: 'Filters' });
    const before = listingCalls(calls).length;

    await user.click(within(sidebar).getByRole('checkbox', { name: 'Furniture (5)' }));
    await user.click(within(sidebar).getByRole('checkbox', { name: 'Electronics (7)' }));
    await user.selectOptions(within(sidebar).getByRole('combobox', { name: 'Location' }), 'S. Hithadhoo (3)');
    await user.click(within(sidebar).getByRole('radio', { name: 'Good (8)' }));
    const [min] = within(sidebar).getAllByRole('slider');
    min!.focus();
    await user.keyboard('{ArrowRight}');

    // Nothing has reached the results or the URL yet.
    expect(within(sidebar).getByText('Changes not applied yet.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?query=lamp&page=2');
    expect(listingCalls(calls)).toHaveLength(before);

    await user.click(within(sidebar).getByRole('button', { name: 'Apply Filters' }));

    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('query')).toBe('lamp');
    expect(params.get('categories')).toBe('1,2');
    expect(params.get('location')).toBe('9');
    expect(params.get('condition')).toBe('good');
    expect(params.get('minPrice')).toBe('150');
    expect(params.has('maxPrice')).toBe(false);
    expect(params.has('page')).toBe(false);
    await waitFor(() => {
      const last = listingCalls(calls).at(-1)!.url.searchParams;
      expect(last.get('categories')).toBe('1,2');
      expect(last.get('location')).toBe('9');
      expect(last.get('condition')).toBe('good');
      expect(last.get('minPrice')).toBe('150');
      expect(last.get('page')).toBe('1');
    });
    expect(screen.getByRole('button', { name: 'Filters, 5 active' })).toBeInTheDocument();

    // Back returns to the search before the filters.
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?query=lamp&page=2'));
    await waitFor(() =>
      expect(within(sidebar).getByRole('checkbox', { name: 'Furniture (5)' })).not.toBeChecked(),
    );
  });

  it('applies filters from the drawer on small screens and closes it', async () => {
    stubFetch({ ...REFERENCE, 'GET /api/marketplace/listings': () => jsonResponse(pageOf(cards(2), 2)) });
    const { user, router } = renderPage(<MarketplaceBrowse />, { path: '/marketplace' });

    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(drawer).getByRole('radio', { name: 'New (4)' }));
    await user.click(within(drawer).getByRole('button', { name: 'Apply Filters' }));

    expect(router.state.location.search).toBe('?condition=new');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Filters, 1 active' })).toBeInTheDocument();
  });

  it('Reset removes every filter but keeps the search term', async () => {
    stubFetch({ ...REFERENCE, 'GET /api/marketplace/listings': () => jsonResponse(pageOf(cards(2), 2)) });
    const { user, router } = renderPage(<MarketplaceBrowse />, {
      path: '/marketplace',
      url: '/marketplace?query=lamp&categories=1&condition=good&maxPrice=900',
    });
    const sidebar = await screen.findByRole('complementary', { name: 'Filters' });
    expect(within(sidebar).getByRole('checkbox', { name: 'Furniture (5)' })).toBeChecked();

    await user.click(within(sidebar).getByRole('button', { name: 'Reset' }));
    expect(router.state.location.search).toBe('?query=lamp');
  });

  it('keeps a chosen category without matches in the list, named from the reference data', async () => {
    stubFetch({ ...REFERENCE, 'GET /api/marketplace/listings': () => jsonResponse(pageOf([], 0)) });
    renderPage(<MarketplaceBrowse />, { path: '/marketplace', url: '/marketplace?categories=3' });

    const sidebar = await screen.findByRole('complementary', { name: 'Filters' });
    expect(await within(sidebar).findByRole('checkbox', { name: 'Books (0)' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'No items found' })).toBeInTheDocument();
  });

  it('sorts by relevance while there is a search term and by newest without one', async () => {
    const { calls } = stubFetch({
      ...REFERENCE,
      'GET /api/marketplace/listings': () => jsonResponse(pageOf(cards(2), 2)),
    });
    const { user, router } = renderPage(<MarketplaceBrowse />, {
      path: '/marketplace',
      url: '/marketplace?query=lamp',
    });

    const sortBy = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(sortBy).toHaveValue('relevance');
    expect(
      within(sortBy)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Newest', 'Lowest price', 'Highest price', 'Relevance']);
    expect(listingCalls(calls).at(-1)!.url.searchParams.get('sort')).toBe('relevance');

    await user.selectOptions(sortBy, 'Lowest price');
    expect(router.state.location.search).toBe('?query=lamp&sort=price_asc');

    // The term is cleared (the header's clear button goes to the bare marketplace): back to newest.
    await router.navigate('/marketplace');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest'));
    expect(
      within(screen.getByRole('combobox', { name: 'Sort by' })).queryByRole('option', { name: 'Relevance' }),
    ).toBeNull();
    await waitFor(() => expect(listingCalls(calls).at(-1)!.url.searchParams.get('sort')).toBe('newest'));

    // A new term switches to relevance again.
    await router.navigate('/marketplace?query=desk');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance'));
  });

  it('shows the pager window of five with first, last and ellipses', async () => {
    stubFetch({
      ...REFERENCE,
      'GET /api/marketplace/listings': () => jsonResponse(pageOf(cards(12), 240, 10)),
    });
    renderPage(<MarketplaceBrowse />, { path: '/marketplace', url: '/marketplace?page=10&categories=1' });

    const pager = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(
      within(pager)
        .getAllByRole('link', { name: /^Page \d+$/ })
        .map((l) => l.textContent),
    ).toEqual(['1', '8', '9', '10', '11', '12', '20']);
    expect(within(pager).getAllByText('…')).toHaveLength(2);
    expect(within(pager).getByRole('link', { name: 'Page 11' })).toHaveAttribute(
      'href',
      '/marketplace?page=11&categories=1',
    );
  });

  it('gives phones a compact pager by CSS (3 pages with first/last) and keeps "Sort by" labelled (issue #16 item 12)', async () => {
    stubFetch({
      ...REFERENCE,
      'GET /api/marketplace/listings': () => jsonResponse(pageOf(cards(12), 240, 10)),
    });
    renderPage(<MarketplaceBrowse />, { path: '/marketplace', url: '/marketplace?page=10&query=lamp' });

    const pager = await screen.findByRole('navigation', { name: 'Pagination' });
    // Pages 8 and 12 are the wide pager's only: hidden below `sm` (jsdom applies no CSS, so both are here).
    for (const page of ['Page 8', 'Page 12']) {
      expect(within(pager).getByRole('link', { name: page }).closest('li')).toHaveClass(
        'hidden',
        'sm:list-item',
      );
    }
    for (const page of ['Page 1', 'Page 9', 'Page 10', 'Page 11', 'Page 20']) {
      expect(within(pager).getByRole('link', { name: page }).closest('li')).not.toHaveClass('hidden');
    }

    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    expect(screen.getByText('Sort by')).not.toHaveClass('sr-only');
    expect(
      within(sortBy)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Newest', 'Lowest price', 'Highest price', 'Relevance']);
  });
});
