import type { ListingDetail } from '@marketplace/contract/listings-messages';
import { BROWSE_MESSAGES } from '@marketplace/contract/listings-messages';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubFetch } from '@/test/render-page';
import { ItemDetailPage } from './item-detail-page';

function detail(overrides: Partial<ListingDetail> = {}): ListingDetail {
  return {
    id: 'l1',
    item_display_id: 'PD-000001',
    name: 'Vintage chair',
    price: 1500,
    condition: 'fair',
    category: { id: 1, name: 'Furniture' },
    location: { id: 7, name: 'K. Malé', atoll: 'Kaafu' },
    description: `${'Solid rattan. '.repeat(10)}\nPick up in Malé.`,
    attributes: [],
    images: [],
    status: 'Approved',
    rejectionReason: null,
    views: 12,
    createdAt: '2025-03-04T10:00:00.000Z',
    updatedAt: '2025-03-04T10:00:00.000Z',
    seller: {
      id: 'u1',
      name: 'Aishath Ibrahim',
      avatarUrl: null,
      memberSince: '2024-06-10T00:00:00.000Z',
      mobile: '7771234',
      instagramHandle: 'aishath.sells',
      isVerifiedSeller: true,
    },
    isOwner: false,
    isSaved: false,
    boughtByYou: false,
    reserved: false,
    ...overrides,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ItemDetailPage', () => {
  it('counts the view before it reads the listing, so the first reader of a new listing sees Views 1 (spec 02 §4)', async () => {
    let views = 0;
    const { calls } = stubFetch({
      'GET /api/listings/new-1': () => jsonResponse(detail({ id: 'new-1', views })),
      'POST /api/listings/new-1/views': () => {
        views += 1;
        return new Response(null, { status: 204 });
      },
    });
    renderPage(<ItemDetailPage itemId="new-1" />, { path: '/item/:itemId', url: '/item/new-1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vintage chair' })).toBeInTheDocument();
    const viewsFact = screen.getByText('Views').closest('div')!;
    expect(viewsFact).toHaveTextContent('1');
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'POST /api/listings/new-1/views',
      'GET /api/listings/new-1',
    ]);
  });

  it('shows the item and seller, counts one view, and expands the description', async () => {
    const { calls } = stubFetch({
      'GET /api/listings/l1': () => jsonResponse(detail()),
      'POST /api/listings/l1/views': () => new Response(null, { status: 204 }),
    });
    const { user } = renderPage(<ItemDetailPage itemId="l1" />, { path: '/item/:itemId', url: '/item/l1' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Vintage chair' })).toBeInTheDocument();
    expect(screen.getByText('MVR 1,500')).toBeInTheDocument();
    expect(screen.getByText('PD-000001')).toBeInTheDocument();
    expect(screen.getByText('Member since June 2024')).toBeInTheDocument();
    expect(screen.getByText('Verified Seller')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '7771234' })).toHaveAttribute('href', 'tel:7771234');
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/9607771234',
    );
    expect(
      calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/listings/l1/views'),
    ).toHaveLength(1);

    expect(screen.queryByText(/Pick up in Malé/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Read More' }));
    expect(screen.getByText(/Pick up in Malé/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read Less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the not-found view for a 404', async () => {
    stubFetch({
      'GET /api/listings/gone': () => jsonResponse({ code: 'NOT_FOUND', message: 'Not found' }, 404),
      'POST /api/listings/gone/views': () => new Response(null, { status: 204 }),
    });
    renderPage(<ItemDetailPage itemId="gone" />, { path: '/item/:itemId', url: '/item/gone' });

    expect(
      await screen.findByRole('heading', { name: BROWSE_MESSAGES.itemNotFoundTitle }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: BROWSE_MESSAGES.exploreOtherListings })).toHaveAttribute(
      'href',
      '/marketplace',
    );
    // The document keeps a title in every state (axe's document-title once caught a page without one).
    await waitFor(() => expect(document.title).toBe(BROWSE_MESSAGES.itemNotFoundTitle));
  });

  it('names the page while the listing loads', async () => {
    stubFetch({
      'GET /api/listings/slow': () => new Promise<Response>(() => {}),
      'POST /api/listings/slow/views': () => new Response(null, { status: 204 }),
    });
    renderPage(<ItemDetailPage itemId="slow" />, { path: '/item/:itemId', url: '/item/slow' });
    await waitFor(() => expect(document.title).toBe('Item details'));
  });

  // Issue #37 item 4u: `/item/not-a-uuid` offered a Try Again that could never work (the API answers 400).
  it('shows the not-found view, not Try Again, for an address that holds no listing id', async () => {
    stubFetch({
      'GET /api/listings/not-a-uuid': () =>
        jsonResponse({ code: 'VALIDATION_FAILED', message: 'Invalid listing ID.' }, 400),
      'POST /api/listings/not-a-uuid/views': () =>
        jsonResponse({ code: 'VALIDATION_FAILED', message: 'Invalid listing ID.' }, 400),
    });
    renderPage(<ItemDetailPage itemId="not-a-uuid" />, { path: '/item/:itemId', url: '/item/not-a-uuid' });

    expect(
      await screen.findByRole('heading', { name: BROWSE_MESSAGES.itemNotFoundTitle }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(screen.queryByText(BROWSE_MESSAGES.errorLoadingItem)).toBeNull();
  });

  it('tells the owner a pending listing is only visible to them', async () => {
    stubFetch({
      'GET /api/listings/l1': () => jsonResponse(detail({ status: 'Pending', isOwner: true })),
      'POST /api/listings/l1/views': () => new Response(null, { status: 204 }),
    });
    renderPage(<ItemDetailPage itemId="l1" />, { path: '/item/:itemId', url: '/item/l1' });

    expect(await screen.findByText(BROWSE_MESSAGES.pendingPreviewBanner)).toBeInTheDocument();
  });

  it('tells the owner a sold listing is no longer public', async () => {
    stubFetch({
      'GET /api/listings/l1': () => jsonResponse(detail({ status: 'Sold', isOwner: true })),
      'POST /api/listings/l1/views': () => new Response(null, { status: 204 }),
    });
    renderPage(<ItemDetailPage itemId="l1" />, { path: '/item/:itemId', url: '/item/l1' });

    expect(await screen.findByText('This listing is sold — only you can see it.')).toBeInTheDocument();
  });

  it('marks a sold listing Sold for its buyer, with a way to review the seller, and for a member who saved it (issue #37 item 4n)', async () => {
    stubFetch({
      'GET /api/listings/l1': () => jsonResponse(detail({ status: 'Sold', boughtByYou: true })),
      'POST /api/listings/l1/views': () => new Response(null, { status: 204 }),
    });
    const { unmount } = renderPage(<ItemDetailPage itemId="l1" />, {
      path: '/item/:itemId',
      url: '/item/l1',
    });
    expect(await screen.findByText('This item is sold to you.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review the seller' })).toHaveAttribute(
      'href',
      '/dashboard?tab=reviews',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Vintage chair' })).toBeInTheDocument();
    unmount();

    stubFetch({
      'GET /api/listings/l1': () => jsonResponse(detail({ status: 'Sold', isSaved: true })),
      'POST /api/listings/l1/views': () => new Response(null, { status: 204 }),
    });
    renderPage(<ItemDetailPage itemId="l1" />, { path: '/item/:itemId', url: '/item/l1' });
    expect(
      await screen.findByText('This item has been sold — it is no longer available.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Review the seller' })).toBeNull();
    expect(screen.queryByText('This listing is sold — only you can see it.')).toBeNull();
  });

  it('shows markup in the name and description as plain text, keeping line breaks', async () => {
    const name = '<img src=x onerror=alert(1)>';
    const description = 'javascript:alert(1)\n<script>alert(2)</script>';
    stubFetch({
      'GET /api/listings/l1': () => jsonResponse(detail({ name, description })),
      'POST /api/listings/l1/views': () => new Response(null, { status: 204 }),
    });
    const { container } = renderPage(<ItemDetailPage itemId="l1" />, {
      path: '/item/:itemId',
      url: '/item/l1',
    });

    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    const text = screen.getByText(/javascript:alert\(1\)/);
    expect(text).toHaveClass('whitespace-pre-line');
    expect(text.textContent).toBe(description);
    expect(container.querySelector('img[src="x"], script, a[href^="javascript"]')).toBeNull();
  });

  it('refetches the listing when a save elsewhere fires savedListingsUpdated', async () => {
    let saved = false;
    const { calls } = stubFetch({
      'GET /api/listings/l1': () => jsonResponse(detail({ isSaved: saved })),
      'POST /api/listings/l1/views': () => new Response(null, { status: 204 }),
    });
    renderPage(
      <ItemDetailPage itemId="l1" renderActions={(l) => <p>{l.isSaved ? 'is saved' : 'not saved'}</p>} />,
      {
        path: '/item/:itemId',
        url: '/item/l1',
      },
    );
    expect(await screen.findByText('not saved')).toBeInTheDocument();

    saved = true;
    window.dispatchEvent(new Event('savedListingsUpdated'));
    expect(await screen.findByText('is saved')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/listings/l1')).toHaveLength(2);
  });
});
