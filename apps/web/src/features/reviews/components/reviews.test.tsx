import { REVIEW_MESSAGES, type MyReviews, type PublicReview, type SellerProfile } from '@marketplace/contract/reviews';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubFetch } from '@/test/render-page';
import { ReviewPrompt } from '../review-prompt';
import { ReviewsTab } from './reviews-tab';
import { SellerPage } from './seller-page';
import { SellerRatingLink } from './seller-rating-link';

afterEach(() => {
  vi.unstubAllGlobals();
});

const review: PublicReview = {
  id: 'r1',
  listingId: 'l1',
  listingName: 'Snorkel set',
  rating: 4,
  body: 'Quick handover at the jetty, exactly as described.',
  authorRole: 'buyer',
  author: { id: 'u2', name: 'Ahmed Buyer', avatarUrl: null },
  subjectId: 'u1',
  createdAt: '2026-11-20T10:00:00.000Z',
  reply: null,
  repliedAt: null,
};

const profile: SellerProfile = {
  id: 'u1',
  name: 'Mariyam Seller',
  avatarUrl: null,
  memberSince: '2025-03-01T00:00:00.000Z',
  isVerifiedSeller: true,
  rating: { average: 4, count: 1 },
  listings: { items: [], total: 0, page: 1, pageSize: 12 },
  reviews: { items: [review], total: 1, page: 1, pageSize: 12 },
};

const mine: MyReviews = {
  awaiting: [
    {
      listingId: 'l9',
      listingName: 'Kayak with paddle',
      imageUrl: null,
      role: 'seller',
      other: { id: 'u3', name: 'Fathimath Buyer', avatarUrl: null },
      soldAt: '2026-11-20T10:00:00.000Z',
      dueBy: '2026-12-04T10:00:00.000Z',
    },
  ],
  aboutMe: [review],
  hiddenCount: 1,
  written: [],
};

describe('SellerPage', () => {
  it('shows the name, badge, member since, rating and visible reviews', async () => {
    stubFetch({ 'GET /api/sellers/u1': () => jsonResponse(profile) });
    renderPage(<SellerPage sellerId="u1" page={1} renderListing={() => null} renderPager={() => null} />);
    expect(await screen.findByRole('heading', { level: 1, name: /Mariyam Seller/ })).toBeInTheDocument();
    expect(screen.getByText(REVIEW_MESSAGES.verifiedSeller)).toBeInTheDocument();
    expect(screen.getByText(/Member since March 2025/)).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: '4.0 out of 5 stars' }).length).toBeGreaterThan(0);
    expect(screen.getByText('(1 review)')).toBeInTheDocument();
    expect(screen.getByText(review.body)).toBeInTheDocument();
    expect(screen.getByText(REVIEW_MESSAGES.noListings)).toBeInTheDocument();
    // A visitor never gets a reply button on the public page.
    expect(screen.queryByRole('button', { name: REVIEW_MESSAGES.reply })).toBeNull();
  });

  it('says the seller was not found on a 404', async () => {
    stubFetch({});
    renderPage(<SellerPage sellerId="gone" page={1} renderListing={() => null} renderPager={() => null} />);
    expect(await screen.findByRole('heading', { name: REVIEW_MESSAGES.sellerNotFound })).toBeInTheDocument();
  });
});

describe('ReviewsTab', () => {
  it('checks the review form with the contract before sending, then sends stars and text', async () => {
    const { calls } = stubFetch({
      'GET /api/reviews/mine': () => jsonResponse(mine),
      'POST /api/listings/l9/reviews': () => jsonResponse({ review: { ...review, id: 'r2' }, visible: false }, 201),
    });
    const { user } = renderPage(<ReviewsTab />);
    const deal = await screen.findByRole('region', { name: /Review the buyer: Fathimath Buyer/ });
    await user.click(within(deal).getByRole('button', { name: REVIEW_MESSAGES.submit }));
    expect(await within(deal).findByText(REVIEW_MESSAGES.ratingRequired)).toBeInTheDocument();
    expect(within(deal).getByText(REVIEW_MESSAGES.bodyTooShort)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(within(deal).getByLabelText('4 stars'));
    await user.type(within(deal).getByLabelText(REVIEW_MESSAGES.bodyLabel), 'Paid on time and picked up as agreed.');
    await user.click(within(deal).getByRole('button', { name: REVIEW_MESSAGES.submit }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(JSON.parse(String(post.init?.body))).toEqual({ rating: 4, body: 'Paid on time and picked up as agreed.' });
    expect(await screen.findByText(REVIEW_MESSAGES.reviewSubmittedTitle)).toBeInTheDocument();
  });

  it('lists reviews about me with a reply form, and says how many are still hidden', async () => {
    const { calls } = stubFetch({
      'GET /api/reviews/mine': () => jsonResponse(mine),
      'POST /api/reviews/r1/reply': () => jsonResponse({ ...review, reply: 'Thanks!' }),
    });
    const { user } = renderPage(<ReviewsTab />);
    expect(await screen.findByText(review.body)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(REVIEW_MESSAGES.hiddenUntil.slice(0, 20)))).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: REVIEW_MESSAGES.writtenHeading })).toBeNull();
    await user.click(screen.getByRole('button', { name: REVIEW_MESSAGES.reply }));
    await user.click(screen.getByRole('button', { name: REVIEW_MESSAGES.submitReply }));
    expect(await screen.findByText(REVIEW_MESSAGES.replyRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(REVIEW_MESSAGES.replyLabel), 'Thanks!');
    await user.click(screen.getByRole('button', { name: REVIEW_MESSAGES.submitReply }));
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/reviews/r1/reply')).toBe(true));
  });
});

describe('ReviewsTab: reviews I wrote', () => {
  it('shows my review and says it is hidden until the other side reviews', async () => {
    stubFetch({
      'GET /api/reviews/mine': () =>
        jsonResponse({ ...mine, awaiting: [], aboutMe: [], hiddenCount: 0, written: [{ ...review, id: 'w1', body: 'My own words about the deal.', visible: false }] }),
    });
    renderPage(<ReviewsTab />);
    expect(await screen.findByRole('heading', { name: REVIEW_MESSAGES.writtenHeading })).toBeInTheDocument();
    expect(screen.getByText('My own words about the deal.')).toBeInTheDocument();
    expect(screen.getByText(REVIEW_MESSAGES.hiddenUntil)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: REVIEW_MESSAGES.reply })).toBeNull();
  });
});

describe('ReviewPrompt', () => {
  it('invites the side of a sold deal to review, and nothing for other listings or roles', async () => {
    stubFetch({ 'GET /api/reviews/mine': () => jsonResponse(mine) });
    const { unmount } = renderPage(<ReviewPrompt listingId="l9" role="seller" />);
    expect(await screen.findByRole('heading', { name: REVIEW_MESSAGES.promptTitle })).toBeInTheDocument();
    unmount();
    renderPage(
      <>
        <ReviewPrompt listingId="l9" role="buyer" />
        <ReviewPrompt listingId="other" role="seller" />
        <ReviewsTab />
      </>,
    );
    // Once the same answer has rendered the tab, the prompts have it too, and show nothing.
    expect(await screen.findByText(review.body)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: REVIEW_MESSAGES.promptTitle })).toBeNull();
  });
});

describe('SellerRatingLink', () => {
  it("shows the seller's stars and review count and links to their page", async () => {
    stubFetch({ 'GET /api/sellers/u1/rating': () => jsonResponse(profile.rating) });
    renderPage(<SellerRatingLink sellerId="u1" />);
    expect(await screen.findByRole('img', { name: '4.0 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('(1 review)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: REVIEW_MESSAGES.viewProfile })).toHaveAttribute('href', '/seller/u1');
  });

  it('says there are no reviews yet when none is visible', async () => {
    stubFetch({ 'GET /api/sellers/u1/rating': () => jsonResponse({ average: null, count: 0 }) });
    renderPage(<SellerRatingLink sellerId="u1" />);
    expect(await screen.findByText(REVIEW_MESSAGES.noRating)).toBeInTheDocument();
  });
});
