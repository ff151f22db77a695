/**
 * Issue #39: the listing form asks for the chosen category's own fields — labelled, optional ones marked, a
 * number's unit and range shown — checks them with the contract before sending, sends them as `attributes`,
 * shows the server's issues under them, keeps only the chosen category's values, and fills them in to edit.
 */
import type { CurrentUser } from '@marketplace/contract/accounts-messages';
import { CATEGORY_FIELD_MESSAGES } from '@marketplace/contract/category-fields-messages';
import type { Atoll } from '@marketplace/contract/locations';
import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCOOTER_ENGINE, SCOOTER_MAKE, SCOOTER_YEAR } from '@/test/category-fields';
import { jsonResponse, renderPage, stubFetch } from '@/test/render-page';
import { clearDraft, loadDraft } from '../utils/listing-draft';
import { SubmitListingTab } from './submit-listing-tab';

vi.mock('../utils/compress-photo', () => ({
  compressPhoto: (file: File) => Promise.resolve(new File([file], 'photo.webp', { type: 'image/webp' })),
}));
vi.mock('../api/upload-photo', () => ({
  uploadPhoto: () =>
    Promise.resolve({
      id: '00000000-0000-4000-8000-000000000001',
      width: 1600,
      height: 1200,
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    }),
}));

const scooterFields = [SCOOTER_MAKE, SCOOTER_YEAR, SCOOTER_ENGINE];
const categories = [
  { id: 1, name: 'Furniture', slug: 'furniture', fields: [] },
  { id: 12, name: 'Motorbikes & Scooters', slug: 'motorbikes-scooters', fields: scooterFields },
];
const atolls: Atoll[] = [
  {
    code: 'K',
    name: 'Kaafu',
    label: 'Kaafu (K)',
    islands: [{ id: 7, name: 'K. Malé', value: 'K. Malé, Kaafu' }],
  },
];
const MEMBER: CurrentUser = {
  id: 'member-39',
  email: 'ibrahim@example.mv',
  firstName: 'Ibrahim',
  lastName: 'Ali',
  avatarUrl: null,
  instagramHandle: null,
  mobile: null,
  joinDate: '2024-06-10T00:00:00.000Z',
  role: 'user',
  emailVerified: true,
};

beforeEach(() => {
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: vi.fn(() => 'blob:preview') });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await clearDraft(MEMBER.id);
});

async function fillTheRest(user: ReturnType<typeof renderPage>['user']) {
  await user.type(screen.getByLabelText('Listing name'), 'Honda Dio 2019');
  await user.selectOptions(screen.getByLabelText('Condition'), 'Good');
  await user.type(screen.getByLabelText('Price (MVR)'), '17000');
  await user.click(screen.getByRole('button', { name: /^Island/ }));
  await user.type(screen.getByRole('combobox', { name: 'Search islands' }), 'Mal');
  await user.click(screen.getByRole('option', { name: /K\. Malé/ }));
  await user.type(screen.getByLabelText('Description'), 'Registered, papers clear, new battery.');
  await user.upload(screen.getByLabelText('Photos'), new File(['a'], 'dio.jpg', { type: 'image/jpeg' }));
}

describe('the listing form with category fields (issue #39)', () => {
  it('asks for the chosen category’s fields, checks them, and sends them as attributes', async () => {
    const { calls } = stubFetch({
      'GET /api/categories': () => jsonResponse(categories),
      'GET /api/locations': () => jsonResponse(atolls),
      'GET /api/me': () => jsonResponse({ user: MEMBER }),
      'POST /api/listings': () => jsonResponse({ id: 'new' }, 201),
    });
    const onSubmitted = vi.fn();
    const { user } = renderPage(<SubmitListingTab onSubmitted={onSubmitted} />);
    await screen.findByRole('option', { name: 'Motorbikes & Scooters' });
    // No category chosen, or one without fields: nothing more is asked.
    expect(screen.queryByRole('group', { name: 'About the item' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Category'), '12');
    expect(screen.getByRole('group', { name: 'About the item' })).toBeInTheDocument();
    // Required ones unmarked, optional ones marked; a number's range under it.
    expect(screen.getByLabelText('Make')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Engine/)).toBeInTheDocument();
    expect(screen.getByText('1–2,000 cc')).toBeInTheDocument();
    await fillTheRest(user);

    // Checked before sending: the make is required, the year must be in range.
    await user.type(screen.getByLabelText(/^Year/), '1800');
    await user.click(screen.getByRole('button', { name: 'Submit Listing' }));
    expect(await screen.findByText(CATEGORY_FIELD_MESSAGES.required)).toBeInTheDocument();
    expect(screen.getByText(CATEGORY_FIELD_MESSAGES.numberOutOfRange)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.selectOptions(screen.getByLabelText('Make'), 'Honda');
    await user.clear(screen.getByLabelText(/^Year/));
    await user.type(screen.getByLabelText(/^Year/), '2019');
    await user.type(screen.getByLabelText(/^Engine/), '110');
    await user.click(screen.getByRole('button', { name: 'Submit Listing' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    const form = calls.find((call) => call.method === 'POST')!.init!.body as FormData;
    expect(JSON.parse(String(form.get('attributes')))).toEqual({ make: 'honda', year: 2019, engine_cc: 110 });
  });

  it('sends only the chosen category’s values, and shows the server’s issues under their fields', async () => {
    const { calls } = stubFetch({
      'GET /api/categories': () => jsonResponse(categories),
      'GET /api/locations': () => jsonResponse(atolls),
      'GET /api/me': () => jsonResponse({ user: MEMBER }),
      'POST /api/listings': () =>
        jsonResponse(
          {
            code: 'VALIDATION_FAILED',
            message: CATEGORY_FIELD_MESSAGES.choiceInvalid,
            issues: [{ path: 'attributes.make', message: CATEGORY_FIELD_MESSAGES.choiceInvalid }],
          },
          400,
        ),
    });
    const { user } = renderPage(<SubmitListingTab onSubmitted={vi.fn()} />);
    await screen.findByRole('option', { name: 'Motorbikes & Scooters' });
    await user.selectOptions(screen.getByLabelText('Category'), '12');
    await user.selectOptions(screen.getByLabelText('Make'), 'Yamaha');
    await fillTheRest(user);
    await user.click(screen.getByRole('button', { name: 'Submit Listing' }));
    expect(
      await screen.findByText(CATEGORY_FIELD_MESSAGES.choiceInvalid, { selector: 'p' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Make')).toHaveAttribute('aria-invalid', 'true');

    // A seller who changes their mind about the category sends none of the scooter's values.
    await user.selectOptions(screen.getByLabelText('Category'), '1');
    expect(screen.queryByLabelText('Make')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Listing' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    const second = calls.filter((call) => call.method === 'POST')[1]!.init!.body as FormData;
    expect(JSON.parse(String(second.get('attributes')))).toEqual({});
  });

  it('keeps the category’s values in the draft through a reload', async () => {
    const routes = {
      'GET /api/categories': () => jsonResponse(categories),
      'GET /api/locations': () => jsonResponse(atolls),
      'GET /api/me': () => jsonResponse({ user: MEMBER }),
    };
    stubFetch(routes);
    const first = renderPage(<SubmitListingTab onSubmitted={vi.fn()} />);
    await screen.findByRole('option', { name: 'Motorbikes & Scooters' });
    await first.user.type(screen.getByLabelText('Listing name'), 'Yamaha NMax');
    await first.user.selectOptions(screen.getByLabelText('Category'), '12');
    await first.user.selectOptions(screen.getByLabelText('Make'), 'Yamaha');
    await first.user.type(screen.getByLabelText(/^Engine/), '155');
    await waitFor(async () =>
      expect((await loadDraft(MEMBER.id))?.attributes).toEqual({ make: 'yamaha', engine_cc: '155' }),
    );
    first.unmount();

    stubFetch(routes);
    renderPage(<SubmitListingTab onSubmitted={vi.fn()} />);
    await waitFor(() => expect(screen.getByLabelText('Make')).toHaveValue('yamaha'));
    expect(screen.getByLabelText(/^Engine/)).toHaveValue('155');
    expect(screen.getByLabelText('Listing name')).toHaveValue('Yamaha NMax');
  });
});
