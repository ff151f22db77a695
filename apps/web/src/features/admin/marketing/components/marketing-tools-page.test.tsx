import type { ListingCard, ListingDetail } from '@marketplace/contract/listings-messages';
import { MARKETING_MESSAGES } from '@marketplace/contract/marketing';
import type { MarketplacePage } from '@marketplace/contract/marketplace-messages';
import type { SiteConfig } from '@marketplace/contract/site';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toPng } from 'html-to-image';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showInDhivehi } from '@/test/language';
import { jsonResponse, renderPage, stubFetch, type FetchCall } from '@/test/render-page';
import { MarketingToolsPage } from './marketing-tools-page';

vi.mock('html-to-image', () => ({ toPng: vi.fn() }));

const SITE: SiteConfig = {
  siteName: 'Raajje Market',
  productNoun: 'Pre-loved',
  baseUrl: 'https://raajje.market',
};

function card(n: number): ListingCard {
  return {
    id: `l-${n}`,
    name: n === 1 ? 'iPhone 13 Pro' : `Phone case ${n}`,
    price: 12500,
    imageUrl: `/media/listings/l-${n}/a-400.webp`,
    condition: 'like new',
    location: 'HA. Dhidhdhoo',
    locationId: 1,
    category: 'Phones',
    categoryId: 2,
    datePosted: '2025-03-04T10:00:00.000Z',
    views: 3,
    item_display_id: `PD-00000${n}`,
    sellerName: 'Aishath Ali',
    sellerAvatar: null,
    reserved: false,
  };
}

function page(query: string): MarketplacePage {
  return {
    // The browse API answers 12 a page; the tool shows the first 10.
    items: Array.from({ length: 12 }, (_, i) => card(i + 1)).map((c) => ({
      ...c,
      name: `${c.name} ${query}`,
    })),
    total: 30,
    totalCapped: false,
    page: 1,
    pageSize: 12,
    sort: 'relevance',
    facets: {
      categories: [],
      islands: [],
      conditions: {},
      priceBounds: null,
      approximate: { categories: false, islands: false, conditions: false },
    },
  };
}

function detail(overrides: Partial<ListingDetail> = {}): ListingDetail {
  return {
    id: 'l-1',
    item_display_id: 'PD-000001',
    name: 'iPhone 13 Pro',
    price: 12500.75,
    condition: 'like new',
    category: { id: 2, name: 'Phones & Tablets' },
    location: { id: 1, name: 'HA. Dhidhdhoo', atoll: 'Haa Alif' },
    description: 'Barely used.',
    attributes: [],
    images: [
      {
        id: 'i1',
        thumbUrl: '/media/listings/l-1/a-400.webp',
        mediumUrl: '/media/listings/l-1/a-800.webp',
        largeUrl: '/media/listings/l-1/a-1600.webp',
        width: 1600,
        height: 1200,
      },
    ],
    status: 'Approved',
    rejectionReason: null,
    views: 3,
    createdAt: '2025-03-04T10:00:00.000Z',
    updatedAt: '2025-03-04T10:00:00.000Z',
    seller: {
      id: 'u1',
      name: 'Aishath Ali',
      avatarUrl: null,
      memberSince: '2024-01-01T00:00:00.000Z',
      mobile: null,
      instagramHandle: null,
      isVerifiedSeller: false,
    },
    isOwner: false,
    isSaved: false,
    boughtByYou: false,
    reserved: false,
    ...overrides,
  };
}

function serve(
  search: (call: FetchCall) => Response = ({ url }) =>
    jsonResponse(page(url.searchParams.get('query') ?? '')),
) {
  return stubFetch({
    'GET /api/site': () => jsonResponse(SITE),
    'GET /api/admin/listings': search,
    'GET /api/listings/l-1': () => jsonResponse(detail()),
  });
}

const searchQueries = (calls: FetchCall[]) =>
  calls.filter((c) => c.url.pathname === '/api/admin/listings').map((c) => c.url.searchParams.get('query'));

/** Searches "iphone" and picks the first result; resolves once the post preview is shown. */
async function pickFirstListing() {
  const rendered = renderPage(<MarketingToolsPage />);
  await rendered.user.type(screen.getByRole('searchbox', { name: 'Search approved listings' }), 'iphone');
  const results = await screen.findByRole('list', { name: 'Matching listings' }, { timeout: 2000 });
  await rendered.user.click(within(results).getByRole('button', { name: /iPhone 13 Pro/ }));
  await screen.findByRole('group', { name: 'Post preview' });
  return rendered;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(toPng).mockReset();
});

describe('MarketingToolsPage', () => {
  it('searches only from 2 characters, 500 ms after the last keystroke, and lists at most 10', async () => {
    vi.useFakeTimers();
    const { calls } = serve();
    renderPage(<MarketingToolsPage />);
    expect(screen.getByRole('heading', { name: 'Marketing Tools' })).toBeInTheDocument();
    const input = screen.getByRole('searchbox', { name: 'Search approved listings' });

    fireEvent.change(input, { target: { value: ' p ' } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(searchQueries(calls)).toEqual([]);

    fireEvent.change(input, { target: { value: 'ph' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(input, { target: { value: 'pho' } });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(searchQueries(calls)).toEqual([]);

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(searchQueries(calls)).toEqual(['pho']);
    // Approved listings by name or display id only (spec 02 §7 Marketing tools), not by description.
    const searchCall = calls.find((c) => c.url.pathname === '/api/admin/listings');
    expect(Object.fromEntries(searchCall!.url.searchParams)).toEqual({
      status: 'Approved',
      query: 'pho',
      match: 'name-or-id',
    });
    // Let the answer land (React Query batches its updates on timers).
    await act(() => vi.advanceTimersByTimeAsync(50));

    const results = screen.getByRole('list', { name: 'Matching listings' });
    expect(within(results).getAllByRole('button')).toHaveLength(10);
    const first = within(results).getAllByRole('button')[0];
    expect(first).toHaveTextContent('iPhone 13 Pro pho');
    expect(first).toHaveTextContent('PD-000001');
    expect(first).toHaveTextContent('MVR 12,500');
  });

  it('announces the count with the right plural: "1 listing found", "10 listings found"', async () => {
    serve(({ url }) => {
      const query = url.searchParams.get('query') ?? '';
      const answer = page(query);
      return jsonResponse(
        query === 'iphone' ? { ...answer, items: answer.items.slice(0, 1), total: 1 } : answer,
      );
    });
    const { user } = renderPage(<MarketingToolsPage />);
    const input = screen.getByRole('searchbox', { name: 'Search approved listings' });
    await user.type(input, 'iphone');
    expect(await screen.findByText('1 listing found', {}, { timeout: 2000 })).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'phone');
    expect(await screen.findByText('10 listings found', {}, { timeout: 2000 })).toBeInTheDocument();
  });

  it('toasts "Error fetching listings" with the message when the search fails', async () => {
    serve(() => jsonResponse({ code: 'INTERNAL', message: 'Database unavailable' }, 500));
    const { user } = renderPage(<MarketingToolsPage />);
    await user.type(screen.getByRole('searchbox', { name: 'Search approved listings' }), 'iphone');
    expect(await screen.findByText('Database unavailable', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(screen.getAllByText(MARKETING_MESSAGES.searchFailed).length).toBeGreaterThan(0);
  });

  it('previews the picked listing with the spec defaults and blocks the download until images load', async () => {
    serve();
    const { container } = await pickFirstListing();
    const preview = screen.getByRole('group', { name: 'Post preview' });
    expect(preview).toHaveStyle({ width: '360px', height: '480px' });
    expect(within(preview).getByText('MVR 12,501')).toBeInTheDocument();
    expect(within(preview).getByText('Like New')).toBeInTheDocument();
    expect(within(preview).getByText('Phones & Tablets')).toBeInTheDocument();
    expect(within(preview).getByText('Not Available')).toBeInTheDocument();
    expect(within(preview).getByText('raajje.market')).toBeInTheDocument();
    const photo = within(preview).getByAltText('iPhone 13 Pro');
    expect(photo).toHaveAttribute('src', '/media/listings/l-1/a-1600.webp');

    await screenClick('Download PNG');
    expect(await screen.findByText(MARKETING_MESSAGES.assetsLoading)).toBeInTheDocument();
    expect(screen.getByText(MARKETING_MESSAGES.assetsLoadingText)).toBeInTheDocument();
    expect(toPng).not.toHaveBeenCalled();

    // The product image alone is not enough: the logo must load too.
    fireEvent.load(photo);
    await screenClick('Download PNG');
    // Still blocked: no capture started (the button would read "Generating…").
    expect(screen.getByRole('button', { name: 'Download PNG' })).toBeEnabled();
    expect(toPng).not.toHaveBeenCalled();

    vi.mocked(toPng).mockResolvedValue('data:image/png;base64,AAAA');
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    fireEvent.load(container.querySelector('img[src="/favicon.svg"]')!);
    await screenClick('Download PNG');

    await waitFor(() => expect(clicked).toHaveLength(1), { timeout: 2000 });
    expect(toPng).toHaveBeenCalledWith(preview, {
      pixelRatio: 2.5,
      quality: 0.98,
      backgroundColor: '#ffffff',
      cacheBust: true,
    });
    expect(clicked[0]).toHaveAttribute('download', 'iphone-13-pro-3x4.png');
    expect(clicked[0]).toHaveAttribute('href', 'data:image/png;base64,AAAA');
  });

  it('switches to the fallback picture when the photo fails, and explains a failed capture', async () => {
    serve();
    const { container } = await pickFirstListing();
    const photo = screen.getByAltText('iPhone 13 Pro');
    fireEvent.error(photo);
    expect(photo.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    fireEvent.load(photo);
    fireEvent.load(container.querySelector('img[src="/favicon.svg"]')!);

    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.mocked(toPng).mockRejectedValue(new TypeError('Failed to fetch'));
    await screenClick('Download PNG');
    expect(
      await screen.findByText(MARKETING_MESSAGES.imageFailed, {}, { timeout: 2000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(MARKETING_MESSAGES.imageNetworkError)).toBeInTheDocument();
  });

  it('copies the caption and shows "Copied!"', async () => {
    serve();
    await pickFirstListing();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');

    await screenClick('Copy caption');
    expect(await screen.findByText(MARKETING_MESSAGES.copied)).toBeInTheDocument();
    expect(screen.getByText(MARKETING_MESSAGES.copiedText)).toBeInTheDocument();
    const caption = writeText.mock.calls[0]?.[0] ?? '';
    expect(caption).toContain('Contact: Not Available');
    expect(caption).toContain('https://raajje.market/item/l-1');
    expect(caption).toContain(
      '#RaajjeMarket #Preloved #PhonesTablets #iPhone13Pro #HADhidhdhoo #LikeNew #Maldives',
    );
    expect(screen.getByLabelText('Caption')).toHaveValue(caption);
  });

  it('shows "Copy Failed" with the message when the clipboard refuses', async () => {
    serve();
    await pickFirstListing();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Document is not focused.'));

    await screenClick('Copy caption');
    expect(await screen.findByText(MARKETING_MESSAGES.copyFailed)).toBeInTheDocument();
    expect(screen.getByText('Document is not focused.')).toBeInTheDocument();
  });
});

async function screenClick(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('MarketingToolsPage in Dhivehi (issue #15)', () => {
  it("shows the tool and writes the caption's fixed words in Dhivehi", async () => {
    serve();
    await showInDhivehi();
    const { user } = renderPage(<MarketingToolsPage />);
    expect(screen.getByRole('heading', { name: 'އިޢުލާނެއް ހޯދާ' })).toBeInTheDocument();
    expect(screen.queryByText('Pick a listing to preview its post and caption.')).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'ހުއްދަ ލިބިފައިވާ އިޢުލާން ހޯދާ' }), 'iphone');
    const results = await screen.findByRole('list', { name: 'ގުޅޭ އިޢުލާންތައް' }, { timeout: 2000 });
    await user.click(within(results).getByRole('button', { name: /iPhone 13 Pro/ }));
    await screen.findByRole('group', { name: 'ޕޯސްޓުގެ ޕްރިވިއު' });

    const caption = (screen.getByLabelText('ކެޕްޝަން') as HTMLTextAreaElement).value;
    expect(caption).toContain('💰 އަގު: MVR 12,501');
    expect(caption).toContain('✨ ހާލަތު: އައު ފަދަ');
    expect(caption).toContain('🔗 Raajje Market ގައި ބައްލަވާ: https://raajje.market/item/l-1');
    expect(caption).not.toMatch(/Price:|Condition:|Location:|Category:|Contact:|View it on/);
    expect(screen.getByRole('button', { name: 'ކެޕްޝަން ކޮޕީކުރޭ' })).toBeInTheDocument();
  });
});
