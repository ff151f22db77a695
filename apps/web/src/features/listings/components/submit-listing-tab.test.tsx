import {
  LISTING_MESSAGES,
  OWNER_LISTING_MESSAGES,
  type ListingDetail,
  type ListingImage,
} from '@marketplace/contract/listings-messages';
import type { Atoll } from '@marketplace/contract/locations';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubFetch } from '@/test/render-page';
import { SubmitListingTab } from './submit-listing-tab';

const categories = [
  { id: 1, name: 'Furniture', slug: 'furniture' },
  { id: 2, name: 'Electronics', slug: 'electronics' },
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
afterEach(() => {
  vi.unstubAllGlobals();
});

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
    await screen.findByRole('option', { name: 'S. Hithadhoo' });

    await user.type(screen.getByLabelText('Listing name'), 'Vintage rattan chair');
    await user.selectOptions(screen.getByLabelText('Category'), 'Furniture');
    await user.selectOptions(screen.getByLabelText('Condition'), 'Good');
    await user.type(screen.getByLabelText('Price (MVR)'), '1500');
    await user.selectOptions(screen.getByLabelText('Island'), 'S. Hithadhoo');
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
    expect(screen.getByLabelText('Island')).toHaveValue('9');
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
    // Reordered: the PNG moved to the front and is the cover.
    expect(form.getAll('images').map((f) => (f as File).name)).toEqual(['back.png', 'front.jpg']);
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
    await screen.findByRole('option', { name: 'K. Malé' });

    await user.type(screen.getByLabelText('Listing name'), 'Desk lamp');
    await user.selectOptions(screen.getByLabelText('Category'), 'Electronics');
    await user.selectOptions(screen.getByLabelText('Condition'), 'New');
    await user.type(screen.getByLabelText('Price (MVR)'), '250.5');
    await user.selectOptions(screen.getByLabelText('Island'), 'K. Malé');
    await user.type(screen.getByLabelText('Description'), 'Warm light, barely used.');
    await user.upload(screen.getByLabelText('Photos'), new File(['a'], 'lamp.webp', { type: 'image/webp' }));
    await user.click(screen.getByRole('button', { name: 'Submit Listing' }));

    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(screen.getByText(LISTING_MESSAGES.submitted)).toBeInTheDocument();
    expect(screen.getByText(LISTING_MESSAGES.submittedText)).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['my-listings'] });
  });

  describe('edit mode (?edit={id})', () => {
    const IMAGE_A = '11111111-1111-4111-8111-111111111111';
    const IMAGE_B = '22222222-2222-4222-8222-222222222222';
    const image = (id: string): ListingImage => ({
      id,
      thumbUrl: `/media/listings/l1/${id}-400.webp`,
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
      expect(screen.getByLabelText('Island')).toHaveValue('9');
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
        'new:0',
        `existing:${IMAGE_B}`,
        `existing:${IMAGE_A}`,
      ]);
      expect(form.getAll('images').map((f) => (f as File).name)).toEqual(['scuffs.jpg']);
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
