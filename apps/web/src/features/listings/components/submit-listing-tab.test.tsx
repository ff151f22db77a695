import {
  LISTING_MESSAGES,
  OWNER_LISTING_MESSAGES,
  UPLOAD_MESSAGES,
  type ListingDetail,
  type ListingImage,
} from '@marketplace/contract/listings-messages';
import type { CurrentUser } from '@marketplace/contract/accounts-messages';
import type { Atoll } from '@marketplace/contract/locations';
import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { jsonResponse, renderPage, stubFetch } from '@/test/render-page';
import { clearDraft, loadDraft } from '../utils/listing-draft';
import { SubmitListingTab } from './submit-listing-tab';

/**
 * The upload transport (XMLHttpRequest) and the photo shrinker (a Web Worker drawing on OffscreenCanvas) do
 * not exist in jsdom; the browser journey e2e/listings/upload-on-island-data.spec.ts runs the real ones.
 * Here each upload is a job the test can advance, finish or fail; by default it finishes at once.
 */
const uploads = vi.hoisted(() => {
  interface Job {
    name: string;
    id: string;
    progress: (fraction: number) => void;
    finish: () => void;
    fail: (error: unknown) => void;
    signal: AbortSignal | undefined;
  }
  return { manual: false, jobs: [] as Job[], count: 0 };
});
vi.mock('../utils/compress-photo', () => ({
  compressPhoto: (file: File) => Promise.resolve(new File([file], file.name.replace(/\.\w+$/, '.webp'), { type: 'image/webp' })),
}));
vi.mock('../api/upload-photo', () => ({
  uploadPhoto: (file: File, options: { onProgress?: (f: number) => void; signal?: AbortSignal } = {}) =>
    new Promise((resolve, reject) => {
      uploads.count += 1;
      const id = `00000000-0000-4000-8000-${String(uploads.count).padStart(12, '0')}`;
      const job = {
        name: file.name,
        id,
        progress: (fraction: number) => options.onProgress?.(fraction),
        finish: () => resolve({ id, width: 1600, height: 1200, expiresAt: new Date(Date.now() + 86_400_000).toISOString() }),
        fail: reject,
        signal: options.signal,
      };
      options.signal?.addEventListener('abort', () => reject(new DOMException('Cancelled', 'AbortError')));
      uploads.jobs.push(job);
      if (!uploads.manual) job.finish();
    }),
}));
const uploadId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const categories = [
  { id: 1, name: 'Furniture', slug: 'furniture', fields: [] },
  { id: 2, name: 'Electronics', slug: 'electronics', fields: [] },
];
const atolls: Atoll[] = [
  {
    code: 'K',
    name: 'Kaafu',
    label: 'Kaafu (K)',
    islands: [{ id: 7, name: 'K. Malé', value: 'K. Malé, Kaafu' }],
  },
  {
    code: 'S',
    name: 'Addu',
    label: 'Addu (S)',
    islands: [{ id: 9, name: 'S. Hithadhoo', value: 'S. Hithadhoo, Addu' }],
  },
];

/** The island picker (issue #37 item 4l): a button named by its label and the island it holds. */
const islandPicker = () => screen.getByRole('button', { name: /^Island/ });

/** Waits for the island list: the picker is disabled until it has loaded. */
async function islandPickerReady() {
  await waitFor(() => expect(islandPicker()).toBeEnabled());
}

/** Picks an island as a seller would: opens the picker, types part of its name, taps it. */
async function pickIsland(user: ReturnType<typeof renderPage>['user'], name: string) {
  await user.click(islandPicker());
  await user.type(screen.getByRole('combobox', { name: 'Search islands' }), name.split('. ')[1]!.slice(0, 5));
  await user.click(screen.getByRole('option', { name: new RegExp(name.replace('.', '\\.')) }));
}

function referenceData() {
  return {
    'GET /api/categories': () => jsonResponse(categories),
    'GET /api/locations': () => jsonResponse(atolls),
  };
}

beforeEach(() => {
  let n = 0;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: vi.fn(() => `blob:preview-${++n}`),
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  uploads.manual = false;
  uploads.jobs = [];
  uploads.count = 0;
  await clearDraft(MEMBER.id);
});

const MEMBER: CurrentUser = {
  id: 'member-1',
  email: 'aishath@example.mv',
  firstName: 'Aishath',
  lastName: 'Ibrahim',
  avatarUrl: null,
  instagramHandle: null,
  mobile: null,
  joinDate: '2024-06-10T00:00:00.000Z',
  role: 'user',
  emailVerified: true,
};

describe('SubmitListingTab', () => {
  it('shows the contract messages for every field and the photos when submitted empty', async () => {
    const { calls } = stubFetch(referenceData());
    const onSubmitted = vi.fn();
    const { user } = renderPage(<SubmitListingTab onSubmitted={onSubmitted} />);
    await screen.findByRole('option', { name: 'Furniture' });

    await user.click(screen.getByRole('button', { name: 'Submit Listing' }));

    for (const message of [
      LISTING_MESSAGES.nameRequired,
      LISTING_MESSAGES.categoryRequired,
      LISTING_MESSAGES.conditionRequired,
      LISTING_MESSAGES.priceRequired,
      LISTING_MESSAGES.locationRequired,
      LISTING_MESSAGES.descriptionTooShort,
      LISTING_MESSAGES.imagesRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    const name = screen.getByLabelText('Listing name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(LISTING_MESSAGES.nameRequired);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('rejects a photo of the wrong type on the client', async () => {
    stubFetch(referenceData());
    renderPage(<SubmitListingTab onSubmitted={vi.fn()} />);

    // A drop (or a picker ignoring `accept`) can still deliver other types.
    fireEvent.change(screen.getByLabelText('Photos'), {
      target: { files: [new File(['gif'], 'anim.gif', { type: 'image/gif' })] },
    });

    expect(await screen.findByText(LISTING_MESSAGES.imageUnsupported)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Selected photos' })).toBeNull();
  });

  it('keeps everything entered after a 400 and shows the server issues under their fields', async () => {
    const { calls } = stubFetch({
      ...referenceData(),
      'POST /api/listings': () =>
        jsonResponse(
          {
            code: 'VALIDATION_FAILED',
            message: 'Please correct the errors in the form.',
            issues: [
              { path: 'price', message: LISTING_MESSAGES.priceTooHigh },
              { path: 'images', message: LISTING_MESSAGES.imageUnsupported },
            ],
          },
          400,
        ),
    });
    const onSubmitted = vi.fn();
    const { user } = renderPage(<SubmitListingTab onSubmitted={onSubmitted} />);
    await screen.findByRole('option', { name: 'Furniture' });
    await islandPickerReady();

    await user.type(screen.getByLabelText('Listing name'), 'Vintage rattan chair');
    await user.selectOptions(screen.getByLabelText('Category'), 'Furniture');
    await user.selectOptions(screen.getByLabelText('Condition'), 'Good');
    await user.type(screen.getByLabelText('Price (MVR)'), '1500');
    await pickIsland(user, 'S. Hithadhoo');
    await user.type(screen.getByLabelText('Description'), 'Solid rattan, a few scuffs on one leg.');
    await user.upload(screen.getByLabelText('Photos'), [
      new File(['a'], 'front.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'back.png', { type: 'image/png' }),
    ]);
    const photos = screen.getByRole('list', { name: 'Selected photos' });
    expect(within(photos).getAllByRole('listitem')).toHaveLength(2);
    expect(within(photos).getByText('Cover')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move photo 1 right' }));
    await user.click(screen.getByRole('button', { name: 'Submit Listing' }));

    expect(await screen.findByText(LISTING_MESSAGES.priceTooHigh)).toBeInTheDocument();
    expect(screen.getByText(LISTING_MESSAGES.imageUnsupported)).toBeInTheDocument();
    expect(await screen.findByText(LISTING_MESSAGES.submitFailed)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit Listing' })).toBeEnabled());

    expect(screen.getByLabelText('Listing name')).toHaveValue('Vintage rattan chair');
    expect(screen.getByLabelText('Category')).toHaveValue('1');
    expect(screen.getByLabelText('Condition')).toHaveValue('good');
    expect(screen.getByLabelText('Price (MVR)')).toHaveValue(1500);
    expect(islandPicker()).toHaveTextContent('S. Hithadhoo, Addu');
    expect(screen.getByLabelText('Description')).toHaveValue('Solid rattan, a few scuffs on one leg.');
    expect(
      within(screen.getByRole('list', { name: 'Selected photos' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(onSubmitted).not.toHaveBeenCalled();

    const post = calls.find((c) => c.method === 'POST');
    const body = post?.init?.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('name')).toBe('Vintage rattan chair');
    expect(form.get('categoryId')).toBe('1');
    expect(form.get('condition')).toBe('good');
    expect(form.get('price')).toBe('1500');
    expect(form.get('locationId')).toBe('9');
    // Reordered: the PNG (uploaded second) moved to the front and is the cover. The photos went before, one
    // request each; the submission names their uploads.
    expect(JSON.parse(String(form.get('photoOrder')))).toEqual([`upload:${uploadId(2)}`, `upload:${uploadId(1)}`]);
    expect(form.getAll('images')).toEqual([]);
    expect(uploads.jobs.map((job) => job.name)).toEqual(['front.webp', 'back.webp']);
  });

  it('toasts, refreshes my listings and hands over after a successful submission', async () => {
    stubFetch({
      ...referenceData(),
      'POST /api/listings': () => jsonResponse({ id: 'new' }, 201),
    });
    const onSubmitted = vi.fn();
    const { user, queryClient } = renderPage(<SubmitListingTab onSubmitted={onSubmitted} />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await screen.findByRole('option', { name: 'Furniture' });
    await islandPickerReady();

    await user.type(screen.getByLabelText('Listing name'), 'Desk lamp');
    await user.selectOptions(screen.getByLabelText('Category'), 'Electronics');
    await user.selectOptions(screen.getByLabelText('Condition'), 'New');
    await user.type(screen.getByLabelText('Price (MVR)'), '250.5');
    await pickIsland(user, 'K. Malé');
    await user.type(screen.getByLabelText('Description'), 'Warm light, barely used.');
    await user.upload(screen.getByLabelText('Photos'), new File(['a'], 'lamp.webp', { type: 'image/webp' }));
    await user.click(screen.getByRole('button', { name: 'Submit Listing' }));

    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(screen.getByText(LISTING_MESSAGES.submitted)).toBeInTheDocument();
    expect(screen.getByText(LISTING_MESSAGES.submittedText)).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['my-listings'] });
  });

  it("starts a new listing at the seller's own island, and a form holding only that keeps no draft (issue #37 item 4l)", async () => {
    const seller: CurrentUser = { ...MEMBER, location: 'S. Hithadhoo, Addu' };
    const { calls } = stubFetch({
      ...referenceData(),
      'GET /api/me': () => jsonResponse({ user: seller }),
      'POST /api/listings': () => jsonResponse({ id: 'new' }, 201),
    });
    const first = renderPage(<SubmitListingTab onSubmitted={vi.fn()} />);
    await waitFor(() => expect(islandPicker()).toHaveTextContent('S. Hithadhoo, Addu'));
    // Nothing typed: after the draft's pause there is still no draft, so reopening says nothing was restored.
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(await loadDraft(MEMBER.id)).toBeNull();
    first.unmount();

    const onSubmitted = vi.fn();
    const { user } = renderPage(<SubmitListingTab onSubmitted={onSubmitted} />);
    await waitFor(() => expect(islandPicker()).toHaveTextContent('S. Hithadhoo, Addu'));
    expect(screen.queryByText(UPLOAD_MESSAGES.draftRestored)).toBeNull();
    await screen.findByRole('option', { name: 'Furniture' });
    await user.type(screen.getByLabelText('Listing name'), 'Reef hook set');
    await user.selectOptions(screen.getByLabelText('Category'), 'Furniture');
    await user.selectOptions(screen.getByLabelText('Condition'), 'Good');
    await user.type(screen.getByLabelText('Price (MVR)'), '300');
    await user.type(screen.getByLabelText('Description'), 'Twenty hooks, never used.');
    await user.upload(screen.getByLabelText('Photos'), new File(['a'], 'hooks.webp', { type: 'image/webp' }));
    await user.click(screen.getByRole('button', { name: 'Submit Listing' }));

    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    const form = calls.find((c) => c.method === 'POST')?.init?.body as FormData;
    expect(form.get('locationId')).toBe('9');
  });

  it('finds an island by how it is said, not spelt ("hithadu" for S. Hithadhoo), in the searchable picker', async () => {
    stubFetch(referenceData());
    const { user } = renderPage(<SubmitListingTab onSubmitted={vi.fn()} />);
    await islandPickerReady();
    await user.click(islandPicker());
    await user.type(screen.getByRole('combobox', { name: 'Search islands' }), 'hithadu');
    const islands = screen.getByRole('listbox', { name: 'Islands' });
    expect(within(islands).getAllByRole('option').map((option) => option.textContent)).toEqual([
      expect.stringContaining('S. Hithadhoo'),
    ]);
    await user.keyboard('{Enter}');
    expect(islandPicker()).toHaveTextContent('S. Hithadhoo, Addu');
  });

  describe('photo uploads (issue #12)', () => {
    const photo = (name: string) => new File([name], name, { type: 'image/jpeg' });

    async function fillText(user: ReturnType<typeof renderPage>['user']) {
      await screen.findByRole('option', { name: 'Furniture' });
      await islandPickerReady();
      await user.type(screen.getByLabelText('Listing name'), 'Teak bench');
      await user.selectOptions(screen.getByLabelText('Category'), 'Furniture');
      await user.selectOptions(screen.getByLabelText('Condition'), 'Good');
      await user.type(screen.getByLabelText('Price (MVR)'), '900');
      await pickIsland(user, 'K. Malé');
      await user.type(screen.getByLabelText('Description'), 'Solid teak, seats three.');
    }

    it('shows each photo’s progress, will not submit until all are uploaded, then sends their ids', async () => {
      uploads.manual = true;
      const { calls } = stubFetch({ ...referenceData(), 'POST /api/listings': () => jsonResponse({ id: 'new' }, 201) });
      const onSubmitted = vi.fn();
      const { user } = renderPage(<SubmitListingTab onSubmitted={onSubmitted} />);
      await fillText(user);
      await user.upload(screen.getByLabelText('Photos'), [photo('one.jpg'), photo('two.jpg')]);

      await waitFor(() => expect(uploads.jobs).toHaveLength(2));
      act(() => uploads.jobs[0]!.progress(0.42));
      const first = screen.getByRole('progressbar', { name: 'Upload of photo 1' });
      expect(first).toHaveAttribute('aria-valuenow', '42');
      expect(screen.getByText('42% sent')).toBeInTheDocument();
      expect(screen.getByText(/Uploading 2 of 2 photos/)).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Submit Listing' }));
      expect(await screen.findByText(UPLOAD_MESSAGES.stillUploading)).toBeInTheDocument();
      expect(calls.some((c) => c.method === 'POST')).toBe(false);

      act(() => uploads.jobs[0]!.finish());
      expect(await screen.findByText(/Uploading 1 of 2 photos/)).toBeInTheDocument();
      act(() => uploads.jobs[1]!.finish());
      expect(await screen.findByText('All 2 new photos are uploaded.')).toBeInTheDocument();
      expect(screen.getAllByText('Uploaded')).toHaveLength(2);
      expect(screen.queryByText(UPLOAD_MESSAGES.stillUploading)).toBeNull();
      expect(screen.queryByRole('progressbar')).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Submit Listing' }));
      await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
      const form = calls.find((c) => c.method === 'POST')!.init!.body as FormData;
      expect(JSON.parse(String(form.get('photoOrder')))).toEqual([`upload:${uploadId(1)}`, `upload:${uploadId(2)}`]);
    });

    it('retries a failed upload, sends offline ones again when back online, and cancels one in flight', async () => {
      uploads.manual = true;
      const { calls } = stubFetch(referenceData());
      const { user } = renderPage(<SubmitListingTab onSubmitted={vi.fn()} />);
      await screen.findByRole('option', { name: 'Furniture' });
      await user.upload(screen.getByLabelText('Photos'), [photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);
      await waitFor(() => expect(uploads.jobs).toHaveLength(3));

      // The server refuses a: its message shows, with Retry.
      act(() => uploads.jobs[0]!.fail(new ApiError(400, 'VALIDATION_FAILED', 'x', [{ path: 'image', message: LISTING_MESSAGES.imageUnsupported }])));
      expect(await screen.findByText(LISTING_MESSAGES.imageUnsupported)).toBeInTheDocument();
      // b loses its connection: it waits, and goes again by itself when the browser is back online.
      act(() => uploads.jobs[1]!.fail(new ApiError(0, 'NETWORK', 'offline')));
      expect(await screen.findByText(UPLOAD_MESSAGES.offline)).toBeInTheDocument();
      expect(screen.getByText(/1 photo is waiting for a connection/)).toBeInTheDocument();
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      await waitFor(() => expect(uploads.jobs).toHaveLength(4));
      expect(uploads.jobs[3]!.name).toBe('b.webp');

      await user.click(screen.getByRole('button', { name: 'Retry upload of photo 1' }));
      await waitFor(() => expect(uploads.jobs).toHaveLength(5));
      expect(uploads.jobs[4]!.name).toBe('a.webp');
      act(() => uploads.jobs[4]!.finish());
      act(() => uploads.jobs[3]!.finish());

      // Cancelling c stops its request and takes it off the list.
      await user.click(screen.getByRole('button', { name: 'Cancel upload of photo 3' }));
      expect(uploads.jobs[2]!.signal?.aborted).toBe(true);
      const list = screen.getByRole('list', { name: 'Selected photos' });
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
      expect(await screen.findByText('All 2 new photos are uploaded.')).toBeInTheDocument();
      // A removed photo that was already uploaded is discarded on the server.
      await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
      await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url.pathname === `/api/uploads/${uploadId(5)}`)).toBe(true));
    });

    it('stops uploads under way when the connection drops, says so, and sends them again when it returns', async () => {
      uploads.manual = true;
      stubFetch(referenceData());
      const { user } = renderPage(<SubmitListingTab onSubmitted={vi.fn()} />);
      await screen.findByRole('option', { name: 'Furniture' });
      await user.upload(screen.getByLabelText('Photos'), photo('deck.jpg'));
      await waitFor(() => expect(uploads.jobs).toHaveLength(1));
      act(() => uploads.jobs[0]!.progress(0.3));

      act(() => {
        window.dispatchEvent(new Event('offline'));
      });
      expect(uploads.jobs[0]!.signal?.aborted).toBe(true);
      expect(await screen.findByText(UPLOAD_MESSAGES.offline)).toBeInTheDocument();
      expect(screen.getByText(/1 photo is waiting for a connection/)).toBeInTheDocument();

      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      await waitFor(() => expect(uploads.jobs).toHaveLength(2));
      act(() => uploads.jobs[1]!.finish());
      expect(await screen.findByText('All 1 new photo is uploaded.')).toBeInTheDocument();
    });

    it('keeps the typed text and uploaded photos through a reload, and forgets them after submitting', async () => {
      const routes = {
        ...referenceData(),
        'GET /api/me': () => jsonResponse({ user: MEMBER }),
        'POST /api/listings': () => jsonResponse({ id: 'new' }, 201),
      };
      stubFetch(routes);
      const first = renderPage(<SubmitListingTab onSubmitted={vi.fn()} />);
      await fillText(first.user);
      await first.user.upload(screen.getByLabelText('Photos'), photo('bench.jpg'));
      expect(await screen.findByText('Uploaded')).toBeInTheDocument();
      await waitFor(async () => expect((await loadDraft(MEMBER.id))?.photos[0]?.uploadId).toBe(uploadId(1)));
      await waitFor(async () => expect((await loadDraft(MEMBER.id))?.fields.description).toBe('Solid teak, seats three.'));
      first.unmount();

      // The page comes back (a reload, or the tab reopened when the connection returned).
      const { calls } = stubFetch(routes);
      const onSubmitted = vi.fn();
      const second = renderPage(<SubmitListingTab onSubmitted={onSubmitted} />);
      expect(await screen.findByText(UPLOAD_MESSAGES.draftRestored)).toBeInTheDocument();
      expect(screen.getByLabelText('Listing name')).toHaveValue('Teak bench');
      expect(screen.getByLabelText('Category')).toHaveValue('1');
      expect(screen.getByLabelText('Condition')).toHaveValue('good');
      expect(screen.getByLabelText('Price (MVR)')).toHaveValue(900);
      expect(islandPicker()).toHaveTextContent('K. Malé, Kaafu');
      expect(screen.getByLabelText('Description')).toHaveValue('Solid teak, seats three.');
      expect(screen.getByRole('img', { name: 'Photo 1: bench.jpg' })).toBeInTheDocument();
      expect(screen.getByText('Uploaded')).toBeInTheDocument();
      // Nothing was sent again: the server still keeps the upload.
      expect(uploads.jobs).toHaveLength(1);

      await second.user.click(screen.getByRole('button', { name: 'Submit Listing' }));
      await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
      const form = calls.find((c) => c.method === 'POST')!.init!.body as FormData;
      expect(JSON.parse(String(form.get('photoOrder')))).toEqual([`upload:${uploadId(1)}`]);
      await waitFor(async () => expect(await loadDraft(MEMBER.id)).toBeNull());
      expect(screen.getByLabelText('Listing name')).toHaveValue('');
    });

    it('starts over on request: the draft, the text and the photos go', async () => {
      stubFetch({ ...referenceData(), 'GET /api/me': () => jsonResponse({ user: MEMBER }) });
      const first = renderPage(<SubmitListingTab onSubmitted={vi.fn()} />);
      await fillText(first.user);
      await waitFor(async () => expect((await loadDraft(MEMBER.id))?.fields.name).toBe('Teak bench'));
      first.unmount();

      const second = renderPage(<SubmitListingTab onSubmitted={vi.fn()} />);
      await second.user.click(await screen.findByRole('button', { name: UPLOAD_MESSAGES.discardDraft }));
      expect(screen.getByLabelText('Listing name')).toHaveValue('');
      expect(screen.queryByText(UPLOAD_MESSAGES.draftRestored)).toBeNull();
      await waitFor(async () => expect(await loadDraft(MEMBER.id)).toBeNull());
    });
  });

  describe('edit mode (?edit={id})', () => {
    const IMAGE_A = '11111111-1111-4111-8111-111111111111';
    const IMAGE_B = '22222222-2222-4222-8222-222222222222';
    const image = (id: string): ListingImage => ({
      id,
      thumbUrl: `/media/listings/l1/${id}-400.webp`,
      mediumUrl: `/media/listings/l1/${id}-800.webp`,
      largeUrl: `/media/listings/l1/${id}-1600.webp`,
      width: 1600,
      height: 1200,
    });
    const listing = (overrides: Partial<ListingDetail> = {}): ListingDetail => ({
      id: 'l1',
      item_display_id: 'PD-000001',
      name: 'Vintage rattan chair',
      price: 1500,
      condition: 'good',
      category: { id: 1, name: 'Furniture' },
      location: { id: 9, name: 'S. Hithadhoo', atoll: 'Addu' },
      description: 'Solid rattan, a few scuffs on one leg.',
      attributes: [],
      images: [image(IMAGE_A), image(IMAGE_B)],
      status: 'Rejected',
      rejectionReason: 'Please add a photo of the scuffs.',
      views: 3,
      createdAt: '2025-03-04T10:00:00.000Z',
      updatedAt: '2025-03-04T10:00:00.000Z',
      seller: {
        id: 'u-1',
        name: 'Aishath Ibrahim',
        avatarUrl: null,
        memberSince: '2024-06-10T00:00:00.000Z',
        mobile: null,
        instagramHandle: null,
        isVerifiedSeller: false,
      },
      isOwner: true,
      isSaved: false,
      boughtByYou: false,
      reserved: false,
      ...overrides,
    });

    it('prefills the form, keeps current and new photos in one order and sends photoOrder tokens', async () => {
      const { calls } = stubFetch({
        ...referenceData(),
        'GET /api/listings/l1': () => jsonResponse(listing()),
        'PUT /api/listings/l1': () => jsonResponse(listing({ status: 'Pending' })),
      });
      const onSubmitted = vi.fn();
      const { user } = renderPage(<SubmitListingTab onSubmitted={onSubmitted} />, {
        path: '/dashboard',
        url: '/dashboard?tab=submit-listing&edit=l1',
      });

      expect(await screen.findByText(/sends the listing back to review/)).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Edit Listing' })).toBeInTheDocument();
      expect(screen.getByText('Please add a photo of the scuffs.')).toBeInTheDocument();
      expect(screen.getByLabelText('Listing name')).toHaveValue('Vintage rattan chair');
      expect(screen.getByLabelText('Category')).toHaveValue('1');
      expect(screen.getByLabelText('Condition')).toHaveValue('good');
      expect(screen.getByLabelText('Price (MVR)')).toHaveValue(1500);
      expect(islandPicker()).toHaveTextContent('S. Hithadhoo, Addu');
      expect(screen.getByLabelText('Description')).toHaveValue('Solid rattan, a few scuffs on one leg.');

      const list = () => screen.getByRole('list', { name: 'Selected photos' });
      expect(
        within(list())
          .getAllByRole('img')
          .map((img) => img.getAttribute('src')),
      ).toEqual([`/media/listings/l1/${IMAGE_A}-400.webp`, `/media/listings/l1/${IMAGE_B}-400.webp`]);

      await user.upload(
        screen.getByLabelText('Photos'),
        new File(['c'], 'scuffs.jpg', { type: 'image/jpeg' }),
      );
      // [A, B, new] → make the new one the cover → [new, A, B] → move A right → [new, B, A]
      await user.click(screen.getByRole('button', { name: 'Make cover: photo 3' }));
      expect(within(list()).getAllByRole('img')[0]).toHaveAccessibleName('Photo 1: scuffs.jpg');
      await user.click(screen.getByRole('button', { name: 'Move photo 2 right' }));
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));

      await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
      expect(screen.getByText(OWNER_LISTING_MESSAGES.updated)).toBeInTheDocument();
      const put = calls.find((c) => c.method === 'PUT');
      const form = put?.init?.body as FormData;
      expect(JSON.parse(String(form.get('photoOrder')))).toEqual([
        `upload:${uploadId(1)}`,
        `existing:${IMAGE_B}`,
        `existing:${IMAGE_A}`,
      ]);
      expect(form.getAll('images')).toEqual([]);
      expect(form.get('name')).toBe('Vintage rattan chair');
      expect(form.get('categoryId')).toBe('1');
      expect(form.get('locationId')).toBe('9');
      expect(form.get('price')).toBe('1500');
    });

    it('drops a removed current photo from the order', async () => {
      const { calls } = stubFetch({
        ...referenceData(),
        'GET /api/listings/l1': () => jsonResponse(listing({ status: 'Approved', rejectionReason: null })),
        'PUT /api/listings/l1': () => jsonResponse(listing({ status: 'Pending' })),
      });
      const { user } = renderPage(<SubmitListingTab onSubmitted={vi.fn()} />, {
        path: '/dashboard',
        url: '/dashboard?tab=submit-listing&edit=l1',
      });

      await user.click(await screen.findByRole('button', { name: 'Remove photo 1' }));
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));

      await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
      const form = calls.find((c) => c.method === 'PUT')!.init!.body as FormData;
      expect(JSON.parse(String(form.get('photoOrder')))).toEqual([`existing:${IMAGE_B}`]);
      expect(form.getAll('images')).toEqual([]);
    });

    it('keeps an unsaved edit through a reload, drops it once saved or when the listing changed since', async () => {
      let current = listing({ status: 'Approved', rejectionReason: null });
      const routes = {
        ...referenceData(),
        'GET /api/me': () => jsonResponse({ user: MEMBER }),
        'GET /api/listings/l1': () => jsonResponse(current),
        'PUT /api/listings/l1': () => jsonResponse(listing({ status: 'Pending' })),
      };
      const openEdit = () =>
        renderPage(<SubmitListingTab onSubmitted={vi.fn()} />, {
          path: '/dashboard',
          url: '/dashboard?tab=submit-listing&edit=l1',
        });
      stubFetch(routes);
      const first = openEdit();
      const name = await screen.findByLabelText('Listing name');
      await waitFor(() => expect(name).toHaveValue('Vintage rattan chair'));
      // Opening the form and changing nothing keeps no draft.
      expect(await loadDraft(MEMBER.id, 'l1')).toBeNull();
      await first.user.clear(name);
      await first.user.type(name, 'Rattan armchair');
      await first.user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
      await waitFor(async () => expect((await loadDraft(MEMBER.id, 'l1'))?.fields.name).toBe('Rattan armchair'));
      // A new listing's draft is another one.
      expect(await loadDraft(MEMBER.id)).toBeNull();
      first.unmount();

      const { calls } = stubFetch(routes);
      const second = openEdit();
      expect(await screen.findByText(UPLOAD_MESSAGES.draftRestored)).toBeInTheDocument();
      expect(screen.getByLabelText('Listing name')).toHaveValue('Rattan armchair');
      expect(screen.getByLabelText('Description')).toHaveValue('Solid rattan, a few scuffs on one leg.');
      expect(within(screen.getByRole('list', { name: 'Selected photos' })).getAllByRole('img')).toHaveLength(1);
      await second.user.click(screen.getByRole('button', { name: 'Save Changes' }));
      await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
      const form = calls.find((c) => c.method === 'PUT')!.init!.body as FormData;
      expect(form.get('name')).toBe('Rattan armchair');
      expect(JSON.parse(String(form.get('photoOrder')))).toEqual([`existing:${IMAGE_B}`]);
      await waitFor(async () => expect(await loadDraft(MEMBER.id, 'l1')).toBeNull());
      second.unmount();

      // A draft of a version that has changed since (saved elsewhere) is not restored.
      stubFetch(routes);
      const third = openEdit();
      const again = await screen.findByLabelText('Listing name');
      await waitFor(() => expect(again).toHaveValue('Vintage rattan chair'));
      await third.user.type(again, ' (teak)');
      await waitFor(async () => expect((await loadDraft(MEMBER.id, 'l1'))?.fields.name).toBe('Vintage rattan chair (teak)'));
      third.unmount();
      current = listing({ status: 'Pending', rejectionReason: null, updatedAt: '2025-03-05T10:00:00.000Z' });
      stubFetch(routes);
      openEdit();
      await waitFor(() => expect(screen.getByLabelText('Listing name')).toHaveValue('Vintage rattan chair'));
      await waitFor(async () => expect(await loadDraft(MEMBER.id, 'l1')).toBeNull());
      expect(screen.queryByText(UPLOAD_MESSAGES.draftRestored)).toBeNull();
      await clearDraft(MEMBER.id, 'l1');
    });

    it('shows a message instead of the form for a sold listing', async () => {
      stubFetch({
        ...referenceData(),
        'GET /api/listings/l1': () => jsonResponse(listing({ status: 'Sold' })),
      });
      renderPage(<SubmitListingTab onSubmitted={vi.fn()} />, {
        path: '/dashboard',
        url: '/dashboard?tab=submit-listing&edit=l1',
      });

      expect(await screen.findByText(OWNER_LISTING_MESSAGES.soldCannotBeEdited)).toBeInTheDocument();
      expect(screen.queryByLabelText('Listing name')).toBeNull();
      expect(screen.getByRole('link', { name: 'Back to My Listings' })).toHaveAttribute(
        'href',
        '/dashboard?tab=my-listings',
      );
    });
  });
});
