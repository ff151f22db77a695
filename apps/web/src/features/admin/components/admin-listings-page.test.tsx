import type {
  AdminListingRow,
  AdminListingsPage as AdminListingsPageData,
} from '@marketplace/contract/listings-messages';
import { MODERATION_MESSAGES } from '@marketplace/contract/listings-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubFetch } from '@/test/render-page';
import { stubScreenWidth } from '@/test/screen-width';
import { AdminListingsPage } from './admin-listings-page';

function row(overrides: Partial<AdminListingRow> = {}): AdminListingRow {
  return {
    id: 'l1',
    item_display_id: 'PD-000001',
    name: 'Vintage chair',
    price: 1500,
    imageUrl: null,
    category: 'Furniture',
    status: 'Pending',
    rejectionReason: null,
    seller: { id: 'u1', name: 'Aishath Ibrahim', avatarUrl: null, email: 'aishath@example.mv' },
    autoApproved: false,
    createdAt: '2025-03-04T10:00:00.000Z',
    updatedAt: '2025-03-04T10:00:00.000Z',
    ...overrides,
  };
}

function page(items: AdminListingRow[]): AdminListingsPageData {
  return { items, total: items.length, page: 1, pageSize: 20 };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AdminListingsPage', () => {
  it('keeps Confirm Rejection disabled until a reason is typed, then rejects with it', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/listings': () => jsonResponse(page([row()])),
      'POST /api/admin/listings/l1/status': () =>
        jsonResponse(row({ status: 'Rejected', rejectionReason: 'Blurry photos' })),
    });
    const { user } = renderPage(<AdminListingsPage />);

    await user.click(await screen.findByRole('button', { name: 'Reject Vintage chair' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm Rejection' });
    expect(confirm).toBeDisabled();

    const reason = within(dialog).getByLabelText('Reason for rejection');
    await user.type(reason, '   ');
    expect(confirm).toBeDisabled();

    await user.type(reason, 'Blurry photos');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    expect(await screen.findByText(MODERATION_MESSAGES.rejected)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.find((c) => c.method === 'POST');
    expect(JSON.parse(String(post?.init?.body))).toEqual({
      status: 'Rejected',
      rejectionReason: 'Blurry photos',
    });
  });

  it('shows the table columns and the actions each status allows, named after the listing', async () => {
    stubFetch({
      'GET /api/admin/listings': () =>
        jsonResponse(
          page([
            row(),
            row({ id: 'l2', name: 'Old bicycle', status: 'Approved', item_display_id: 'PD-000002' }),
          ]),
        ),
    });
    renderPage(<AdminListingsPage />);

    await screen.findByRole('button', { name: 'Approve Vintage chair' });
    for (const column of ['Listing', 'Category', 'Seller', 'Submitted', 'Status', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    expect(screen.getAllByText('Mar 4, 2025')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Reject Vintage chair' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Vintage chair' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Old bicycle' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve Old bicycle' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View details of Old bicycle' })).toHaveAttribute(
      'href',
      '/admin/listings/l2',
    );
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('toasts the server message when approving fails', async () => {
    stubFetch({
      'GET /api/admin/listings': () => jsonResponse(page([row()])),
      'POST /api/admin/listings/l1/status': () =>
        jsonResponse({ code: 'CONFLICT', message: MODERATION_MESSAGES.onlyPendingCanBeDecided }, 409),
    });
    const { user } = renderPage(<AdminListingsPage />);

    await user.click(await screen.findByRole('button', { name: 'Approve Vintage chair' }));

    expect(await screen.findByText(MODERATION_MESSAGES.approveFailed)).toBeInTheDocument();
    expect(screen.getByText(MODERATION_MESSAGES.onlyPendingCanBeDecided)).toBeInTheDocument();
  });

  it('asks before removing and confirms the removal', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/listings': () => jsonResponse(page([row({ status: 'Sold' })])),
      'DELETE /api/admin/listings/l1': () => jsonResponse({ ok: true }),
    });
    const { user } = renderPage(<AdminListingsPage />);

    await user.click(await screen.findByRole('button', { name: 'Remove Vintage chair' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(MODERATION_MESSAGES.removeConfirm)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText(MODERATION_MESSAGES.removed)).toBeInTheDocument();
    expect(screen.getByText(MODERATION_MESSAGES.removedText)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('empties the list and toasts when fetching fails', async () => {
    stubFetch({
      'GET /api/admin/listings': () => jsonResponse({ code: 'FORBIDDEN', message: 'Admins only.' }, 403),
    });
    renderPage(<AdminListingsPage />);

    expect(await screen.findAllByText(MODERATION_MESSAGES.fetchFailed)).not.toHaveLength(0);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('bulk-rejects the ticked Pending listings with one reason, Confirm Rejection disabled until it is typed', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/listings': () =>
        jsonResponse(
          page([
            row(),
            row({ id: 'l2', name: 'Old bicycle', item_display_id: 'PD-000002' }),
            row({ id: 'l3', name: 'Sold kayak', status: 'Sold', item_display_id: 'PD-000003' }),
          ]),
        ),
      'POST /api/admin/listings/l1/status': () => jsonResponse(row({ status: 'Rejected' })),
      'POST /api/admin/listings/l2/status': () =>
        jsonResponse({ code: 'CONFLICT', message: MODERATION_MESSAGES.onlyPendingCanBeDecided }, 409),
    });
    const { user } = renderPage(<AdminListingsPage />);

    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    // The Sold listing cannot be rejected; only the two Pending ones count.
    await user.click(screen.getByRole('button', { name: 'Reject selected (2)' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Reject 2 listings' })).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm Rejection' });
    expect(confirm).toBeDisabled();
    const reason = within(dialog).getByLabelText('Reason for rejection');
    await user.type(reason, '  ');
    expect(confirm).toBeDisabled();
    await user.type(reason, 'Duplicate listing');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    expect(await screen.findByText(MODERATION_MESSAGES.rejectFailed)).toBeInTheDocument();
    expect(
      screen.getByText(`1 of 2 listings rejected. ${MODERATION_MESSAGES.onlyPendingCanBeDecided}`),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.url.pathname)).toEqual([
      '/api/admin/listings/l1/status',
      '/api/admin/listings/l2/status',
    ]);
    for (const post of posts) {
      expect(JSON.parse(String(post.init?.body))).toEqual({
        status: 'Rejected',
        rejectionReason: 'Duplicate listing',
      });
    }
    // The failure stays ticked for another try.
    expect(screen.getByRole('checkbox', { name: 'Select Old bicycle' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('checkbox', { name: 'Select Vintage chair' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('bulk-approves in sequence and reports how many succeeded', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/listings': () =>
        jsonResponse(page([row(), row({ id: 'l2', name: 'Old bicycle', item_display_id: 'PD-000002' })])),
      'POST /api/admin/listings/l1/status': () => jsonResponse(row({ status: 'Approved' })),
      'POST /api/admin/listings/l2/status': () => jsonResponse(row({ id: 'l2', status: 'Approved' })),
    });
    const { user } = renderPage(<AdminListingsPage />);

    await user.click(await screen.findByRole('checkbox', { name: 'Select Vintage chair' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Old bicycle' }));
    await user.click(screen.getByRole('button', { name: 'Approve selected (2)' }));

    expect(await screen.findByText('Listings Approved')).toBeInTheDocument();
    expect(screen.getByText('2 of 2 listings approved.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);
  });

  it('asks before a bulk removal', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/listings': () =>
        jsonResponse(
          page([row({ status: 'Approved' }), row({ id: 'l2', name: 'Old bicycle', status: 'Sold' })]),
        ),
      'DELETE /api/admin/listings/l1': () => jsonResponse({ ok: true }),
      'DELETE /api/admin/listings/l2': () => jsonResponse({ ok: true }),
    });
    const { user } = renderPage(<AdminListingsPage />);

    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(screen.getByRole('button', { name: 'Remove selected (2)' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Remove 2 listings?')).toBeInTheDocument();
    expect(within(dialog).getByText(MODERATION_MESSAGES.removeConfirm)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('2 of 2 listings removed.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(2);
  });

  it('shows the pending queue oldest first and flags listings waiting over 24 hours', async () => {
    const hour = 60 * 60 * 1000;
    const recent = new Date(Date.now() - 2 * hour).toISOString();
    const old = new Date(Date.now() - 3 * 24 * hour).toISOString();
    const { calls } = stubFetch({
      // Asked for oldest first, the API answers in that order.
      'GET /api/admin/listings': () =>
        jsonResponse(
          page([
            row({ id: 'l1', name: 'Old rug', createdAt: old }),
            row({ id: 'l2', name: 'New lamp', createdAt: recent, item_display_id: 'PD-000002' }),
          ]),
        ),
    });
    renderPage(<AdminListingsPage />, { url: '/?view=queue' });

    const oldRow = (await screen.findByText('Old rug')).closest('tr')!;
    const newRow = screen.getByText('New lamp').closest('tr')!;
    expect(screen.getByRole('button', { name: 'Pending queue' })).toHaveAttribute('aria-pressed', 'true');
    // Oldest first.
    expect(oldRow.compareDocumentPosition(newRow) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(oldRow).getByText('waiting 3 days')).toBeInTheDocument();
    expect(within(oldRow).getByText('Waiting over 24 hours')).toBeInTheDocument();
    expect(within(newRow).getByText('waiting 2 hours')).toBeInTheDocument();
    expect(within(newRow).queryByText('Waiting over 24 hours')).toBeNull();
    expect(calls[0]?.url.searchParams.get('status')).toBe('Pending');
    expect(calls[0]?.url.searchParams.get('sort')).toBe('oldest');
    expect(screen.queryByLabelText('Status')).toBeNull();
  });

  it('fits its search placeholder to a 360 px phone and keeps the full hint below the box (issue #16 item 11)', async () => {
    stubFetch({ 'GET /api/admin/listings': () => jsonResponse(page([row()])) });
    stubScreenWidth(360);
    renderPage(<AdminListingsPage />);
    const box = await screen.findByRole('searchbox', { name: 'Search' });
    expect(box).toHaveAttribute('placeholder', 'Search listings…');
    expect(box).toHaveAccessibleDescription('Name, ID (e.g. PD-000123) or description');
  });

  it('shows the spec placeholder on a wide screen (spec 02 §2)', async () => {
    stubFetch({ 'GET /api/admin/listings': () => jsonResponse(page([row()])) });
    stubScreenWidth(1280);
    renderPage(<AdminListingsPage />);
    expect(await screen.findByRole('searchbox', { name: 'Search' })).toHaveAttribute(
      'placeholder',
      'Search listings (name, ID, description)...',
    );
  });
});
