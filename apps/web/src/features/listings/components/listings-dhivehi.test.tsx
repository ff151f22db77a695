/**
 * Issue #15: the listings screens in Dhivehi — the item page with its gallery, the submit form and its photo
 * uploads, My Listings, the seller's own listing page and the overview. Each shows Thaana and none of the
 * listings namespace's English, and the gallery moves the right way in right to left.
 */
import type {
  ListingDetail,
  ListingImage,
  OwnListingRow,
  SellerOverview as SellerOverviewData,
} from '@marketplace/contract/listings-messages';
import type { Atoll } from '@marketplace/contract/locations';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '@/i18n/locales/en';
import { showInDhivehi } from '@/test/language';
import { testUser } from '@/test/render-app';
import { jsonResponse, renderPage, stubFetch } from '@/test/render-page';
import type { NewPhoto } from '../hooks/use-photo-selection';
import { ItemDetailPage } from './item-detail-page';
import { ListingGallery } from './listing-gallery';
import { MyListingsTab } from './my-listings-tab';
import { OwnListingPage } from './own-listing-page';
import { PhotoPicker } from './photo-picker';
import { SellerOverview } from './seller-overview';
import { SubmitListingTab } from './submit-listing-tab';

/** The same in both languages: brand names. */
const SAME_IN_BOTH = new Set(['WhatsApp', 'Viber']);

/** Every English phrase of the screens: the listings namespace and the shared condition and status labels. */
function englishPhrases(): string[] {
  const texts: string[] = [];
  const walk = (tree: object) => {
    for (const value of Object.values(tree)) {
      if (typeof value === 'string') texts.push(value);
      else walk(value as object);
    }
  };
  walk(en.listings);
  walk(en.common.condition);
  walk(en.common.listingStatus);
  return [
    ...new Set(
      texts
        .flatMap((text) => text.replace(/<\/?\w+>/g, '').split(/\{\{\s*\w+\s*\}\}/))
        .map((part) => part.trim().replace(/^[\s,.:;()%/·…–—-]+|[\s,.:;()%/·…–—-]+$/g, ''))
        .filter((part) => (part.match(/[A-Za-z]/g) ?? []).length >= 3 && !SAME_IN_BOTH.has(part)),
    ),
  ];
}
const PHRASES = englishPhrases();

/**
 * What a reader sees or hears: the text and the accessible names. The `contract` namespace's keys (shown
 * until that namespace has its Dhivehi) belong to another area and are left out.
 */
function shownTexts(root: HTMLElement = document.body): string {
  const attributes = [
    ...root.querySelectorAll('[aria-label], [alt], [placeholder], [title], [aria-valuetext]'),
  ].flatMap((element) =>
    ['aria-label', 'alt', 'placeholder', 'title', 'aria-valuetext'].map(
      (name) => element.getAttribute(name) ?? '',
    ),
  );
  return [root.textContent ?? '', ...attributes].join('\n').replace(/\b[A-Z_]+_MESSAGES\.\w+/g, '');
}

function expectNoEnglish(root?: HTMLElement) {
  const shown = shownTexts(root);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const left = PHRASES.filter((phrase) =>
    new RegExp(`(^|[^A-Za-z])${escape(phrase)}($|[^A-Za-z])`).test(shown),
  );
  expect(left).toEqual([]);
}

const NAME = 'ބޭތުގެ ގޮނޑި';
const DESCRIPTION = `${'ރަނގަޅު ހާލަތުގައި ހުރި ގޮނޑިއެއް. '.repeat(5)}\nމާލެއިން ނަގަން ޖެހޭނެ.`;

const images: ListingImage[] = Array.from({ length: 7 }, (_, i) => ({
  id: `img-${i + 1}`,
  thumbUrl: `/media/l1/img-${i + 1}-400.webp`,
  mediumUrl: `/media/l1/img-${i + 1}-800.webp`,
  largeUrl: `/media/l1/img-${i + 1}-1600.webp`,
  width: 1600,
  height: 1200,
}));

function detail(overrides: Partial<ListingDetail> = {}): ListingDetail {
  return {
    id: 'l1',
    item_display_id: 'PD-000001',
    name: NAME,
    price: 1500,
    condition: 'like new',
    category: { id: 1, name: 'ފަރުނީޗަރު' },
    location: { id: 7, name: 'މާލެ', atoll: 'ކާފު' },
    description: DESCRIPTION,
    attributes: [],
    images: images.slice(0, 2),
    status: 'Approved',
    rejectionReason: null,
    views: 1234,
    createdAt: '2025-03-04T10:00:00.000Z',
    updatedAt: '2025-03-04T10:00:00.000Z',
    seller: {
      id: 'u1',
      name: 'ޢާއިޝަތު އިބްރާހީމް',
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

beforeEach(async () => {
  await showInDhivehi();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the listings screens in Dhivehi', () => {
  it('show the item page in Thaana, right to left, with the seller’s words marked dir="auto"', async () => {
    stubFetch({
      'GET /api/listings/l1': () => jsonResponse(detail()),
      'POST /api/listings/l1/views': () => new Response(null, { status: 204 }),
    });
    const { user } = renderPage(<ItemDetailPage itemId="l1" />, { path: '/item/:itemId', url: '/item/l1' });

    const title = await screen.findByRole('heading', { level: 1, name: NAME });
    expect(title).toHaveAttribute('dir', 'auto');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('MVR 1,500')).toBeInTheDocument();
    expect(screen.getByText('PD-000001')).toBeInTheDocument();
    expect(screen.getByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('އައު ފަދަ')).toBeInTheDocument();
    expect(screen.getByText('ވެރިފައިކުރެވިފައިވާ ވިއްކާ މީހާ')).toBeInTheDocument();
    expect(screen.getByText('ޖޫން 2024 އިން ފެށިގެން މެންބަރެއް')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ނަތީޖާތަކަށް އެނބުރި' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'އިތުރަށް ކިޔާ' }));
    expect(screen.getByRole('button', { name: 'ކުރުކޮށް ދައްކާ' })).toBeInTheDocument();
    expect(screen.getByText(/މާލެއިން ނަގަން ޖެހޭނެ/)).toHaveAttribute('dir', 'auto');
    expectNoEnglish();
  });

  it('move the gallery the Dhivehi way: previous on the right, a swipe to the right and ← show the next photo', () => {
    render(<ListingGallery images={images} name={NAME} />);
    const gallery = screen.getByRole('region', { name: 'ފޮޓޯތައް' });
    const main = () => within(gallery).getByRole('button', { name: /ބޮޑުކޮށް ބަލާ$/ });
    expect(within(gallery).getByRole('img', { name: `${NAME}، 7 ފޮޓޯގެ ތެރެއިން 1 ވަނަ ފޮޓޯ` })).toBeInTheDocument();

    // Finger from left to right: in right to left that brings in the next photo.
    fireEvent.pointerDown(main(), { pointerId: 1, pointerType: 'touch', clientX: 100, clientY: 100 });
    fireEvent.pointerUp(main(), { pointerId: 1, pointerType: 'touch', clientX: 200, clientY: 104 });
    fireEvent.click(main());
    expect(within(gallery).getByRole('img', { name: `${NAME}، 7 ފޮޓޯގެ ތެރެއިން 2 ވަނަ ފޮޓޯ` })).toBeInTheDocument();

    fireEvent.keyDown(gallery, { key: 'ArrowLeft' });
    expect(within(gallery).getByRole('img', { name: `${NAME}، 7 ފޮޓޯގެ ތެރެއިން 3 ވަނަ ފޮޓޯ` })).toBeInTheDocument();
    fireEvent.keyDown(gallery, { key: 'ArrowRight' });
    expect(within(gallery).getByRole('img', { name: `${NAME}، 7 ފޮޓޯގެ ތެރެއިން 2 ވަނަ ފޮޓޯ` })).toBeInTheDocument();

    const previous = within(gallery).getByRole('button', { name: 'ކުރީގެ ފޮޓޯ' });
    const next = within(gallery).getByRole('button', { name: 'ދެން އޮތް ފޮޓޯ' });
    expect(previous).toHaveClass('start-2');
    expect(next).toHaveClass('end-2');
    for (const button of [previous, next])
      expect(button.querySelector('svg')).toHaveClass('rtl:-scale-x-100');
    fireEvent.click(previous);
    expect(within(gallery).getByRole('img', { name: `${NAME}، 7 ފޮޓޯގެ ތެރެއިން 1 ވަނަ ފޮޓޯ` })).toBeInTheDocument();
    expect(within(gallery).getByRole('button', { name: 'ފަހުގެ ފޮޓޯތައް ދައްކާ' })).toBeInTheDocument();
    expectNoEnglish();
  });

  it('show My Listings with Dhivehi statuses, dates and counts', async () => {
    const row: OwnListingRow = {
      id: 'l1',
      item_display_id: 'PD-000001',
      name: NAME,
      price: 1500,
      status: 'Rejected',
      reserved: false,
      rejectionReason: 'ފޮޓޯތައް ފެންނަނީ ފުށްފުށުގައި.',
      imageUrl: null,
      views: 3,
      category: 'ފަރުނީޗަރު',
      location: 'މާލެ',
      createdAt: '2025-03-04T10:00:00.000Z',
      updatedAt: '2025-03-04T10:00:00.000Z',
      expiresAt: null,
    };
    stubFetch({ 'GET /api/my/listings': () => jsonResponse({ items: [row] }) });
    renderPage(<MyListingsTab />, { path: '/dashboard' });

    expect(await screen.findByRole('link', { name: NAME })).toBeInTheDocument();
    expect(screen.getByText('އަހަރެންގެ އިޢުލާންތައް')).toBeInTheDocument();
    const filters = screen.getByRole('group', { name: 'ސްޓޭޓަސް އިން ފިލްޓަރކުރޭ' });
    expect(within(filters).getByRole('button', { name: 'ހުރިހާ' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(filters).getByRole('button', { name: 'ރިޖެކްޓްކޮށްފައި' })).toBeInTheDocument();
    expect(screen.getByText('3 ފަހަރު ބަލާފައި')).toBeInTheDocument();
    expect(screen.getByText('4 މާރިޗު 2025')).toBeInTheDocument();
    expect(screen.getByText('ރިޖެކްޓްކުރި ސަބަބު:')).toBeInTheDocument();
    expect(screen.getByText(row.rejectionReason!)).toHaveAttribute('dir', 'auto');
    expectNoEnglish();
  });

  it('show the seller’s own listing page and its actions in Dhivehi', async () => {
    stubFetch({
      'GET /api/me': () => jsonResponse({ user: testUser() }),
      'GET /api/listings/l1': () => jsonResponse(detail({ isOwner: true, status: 'Pending' })),
    });
    renderPage(<OwnListingPage listingId="l1" />, {
      path: '/dashboard/my-listings/:listingId',
      url: '/dashboard/my-listings/l1',
    });

    expect(await screen.findByRole('heading', { level: 1, name: NAME })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'ތިބާ މިހާރު މިވަނީ' })).toBeInTheDocument();
    expect(screen.getByText('ރިވިއުގައި')).toBeInTheDocument();
    expect(screen.getByText('ރިވިއުއަށް އިންތިޒާރުކުރަނީ. ހުއްދަ ލިބެންދެން މި އިޢުލާން ފެންނާނީ ހަމައެކަނި ތިބާއަށް.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ބަދަލުކުރޭ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ފޮހެލާ' })).toBeInTheDocument();
    expect(screen.getByText('ބަލާފައިވާ ފަހަރު')).toBeInTheDocument();
    expectNoEnglish();
  });

  it('show the overview in Dhivehi, with Dhivehi durations', async () => {
    const overview: SellerOverviewData = {
      counts: { Pending: 2, Approved: 5, Rejected: 1, Expired: 0, Sold: 3 },
      totalViews: 1234,
      timesSaved: 17,
      recentEvents: [
        {
          type: 'sold',
          listingId: 'l1',
          listingName: NAME,
          at: new Date(Date.now() - 2 * 3600_000).toISOString(),
        },
      ],
    };
    stubFetch({ 'GET /api/my/overview': () => jsonResponse(overview) });
    renderPage(<SellerOverview />);

    const section = await screen.findByRole('region', { name: 'ތިބާގެ އިޢުލާންތައް އެއް ނަޒަރަކުން' });
    expect(await within(section).findByText('ޖުމްލަ ބެލުން')).toBeInTheDocument();
    expect(within(section).getByText('ބާޒާރުގައި ފެންނަ')).toBeInTheDocument();
    const when = within(section).getByText('2 ގަޑިއިރު ކުރިން');
    expect(when.parentElement).toHaveTextContent('ވިކިއްޖެ ކަމަށް ފާހަގަކުރެވިއްޖެ · 2 ގަޑިއިރު ކުރިން');
    expect(within(section).getByRole('link', { name: NAME })).toHaveAttribute('dir', 'auto');
    expectNoEnglish();
  });

  it('show the submit form in Dhivehi, with dir="auto" on the name and the description', async () => {
    const atolls: Atoll[] = [
      { code: 'K', name: 'Kaafu', label: 'ކާފު', islands: [{ id: 7, name: 'މާލެ', value: 'މާލެ' }] },
    ];
    stubFetch({
      'GET /api/categories': () => jsonResponse([{ id: 1, name: 'ފަރުނީޗަރު', slug: 'furniture', fields: [] }]),
      'GET /api/locations': () => jsonResponse(atolls),
    });
    renderPage(<SubmitListingTab onSubmitted={() => {}} />);

    await screen.findByRole('option', { name: 'ފަރުނީޗަރު' });
    expect(screen.getByText('އިޢުލާނެއް ހުށަހަޅާ')).toBeInTheDocument();
    expect(screen.getByLabelText('އިޢުލާނުގެ ނަން')).toHaveAttribute('dir', 'auto');
    expect(screen.getByLabelText('ތަފްސީލު')).toHaveAttribute('dir', 'auto');
    expect(screen.getByLabelText('އަގު (MVR)')).toHaveClass('ps-14');
    expect(screen.getByRole('option', { name: 'އައު ފަދަ' })).toBeInTheDocument();
    expect(screen.getByText('0 / 5,000 އަކުރު')).toHaveClass('text-end');
    expect(screen.getByRole('button', { name: 'އިޢުލާން ހުށަހަޅާ' })).toBeInTheDocument();
    expectNoEnglish();
  });

  it('tell the photo uploads in Dhivehi: progress, failure, cover and moving', () => {
    const photo = (id: string, overrides: Partial<NewPhoto>): NewPhoto => ({
      kind: 'new',
      id,
      name: `${id}.jpg`,
      file: new File(['x'], `${id}.jpg`, { type: 'image/jpeg' }),
      compressed: true,
      status: 'uploading',
      progress: 0.4,
      uploadId: null,
      expiresAt: null,
      error: null,
      offline: false,
      previewUrl: `blob:${id}`,
      ...overrides,
    });
    const noop = () => {};
    const { container } = render(
      <PhotoPicker
        id="photos"
        photos={[photo('a', {}), photo('b', { status: 'failed', error: 'Upload failed.', offline: false })]}
        error={null}
        onAdd={noop}
        onRemove={noop}
        onRetry={noop}
        onMove={noop}
        onMakeCover={noop}
      />,
    );

    expect(screen.getByText('40% ފޮނުވިއްޖެ')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'ފޮޓޯ 1 ގެ އަޕްލޯޑް' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ފޮޓޯ 2 އަލުން އަޕްލޯޑްކުރޭ' })).toBeInTheDocument();
    expect(screen.getByText(/^ފޮޓޯ 1 އަޕްލޯޑެއް ނުކުރެވުނު\. .*ފޮޓޯ 2 ގެ ތެރެއިން 1 އަޕްލޯޑްކުރަނީ…/)).toBeInTheDocument();
    expect(screen.getByText('ކަވަރު')).toHaveClass('start-2');
    const moveEarlier = screen.getByRole('button', { name: 'ފޮޓޯ 2 ކަނާތްފަރާތަށް ގެންދާ' });
    expect(moveEarlier.querySelector('svg')).toHaveClass('rtl:-scale-x-100');
    expect(screen.getByText('ފޮޓޯ ހޮވާ')).toHaveClass('text-primary');
    expectNoEnglish(container);
  });
});
