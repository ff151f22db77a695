import type { ConversationMessage } from '@marketplace/contract/conversations-messages';
import type { ConversationOffers, Offer } from '@marketplace/contract/offers';
import { describe, expect, it } from 'vitest';
import { applyOfferStep } from './apply-offer-step';

const buyerOffer: Offer = {
  id: 'o1',
  conversationId: 'c1',
  listingId: 'l1',
  madeBy: 'buyer-1',
  madeTo: 'seller-1',
  madeByRole: 'buyer',
  amount: 1200,
  status: 'open',
  createdAt: '2026-11-24T10:00:00.000Z',
  respondedAt: null,
};
const withOpen: ConversationOffers = {
  items: [buyerOffer],
  open: buyerOffer,
  accepted: null,
  listing: {
    listingId: 'l1',
    live: true,
    sold: false,
    reserved: false,
    reservedForThisBuyer: false,
    soldToThisBuyer: false,
  },
};
const AT = '2026-11-24T10:05:00.000Z';

function step(overrides: Partial<ConversationMessage>): ConversationMessage {
  return {
    id: 'm1',
    conversationId: 'c1',
    senderId: 'seller-1',
    kind: 'offer',
    body: null,
    offerId: 'o1',
    offerAction: 'accepted',
    offerAmount: 1200,
    createdAt: AT,
    ...overrides,
  };
}
const buyer = { id: 'buyer-1', role: 'buyer' as const };

describe('applyOfferStep (issue #37 item 4p)', () => {
  it('a counter closes the open offer as countered and opens the counter at the same instant', () => {
    const next = applyOfferStep(
      withOpen,
      step({ offerId: 'o2', offerAction: 'countered', offerAmount: 1350 }),
      buyer,
    );
    expect(next.open).toMatchObject({
      id: 'o2',
      amount: 1350,
      madeByRole: 'seller',
      madeBy: 'seller-1',
      madeTo: 'buyer-1',
      createdAt: AT,
    });
    expect(next.items.find((o) => o.id === 'o1')).toMatchObject({ status: 'countered', respondedAt: AT });
  });

  it('an acceptance reserves the listing for this buyer; a decline or withdrawal closes the offer', () => {
    const accepted = applyOfferStep(withOpen, step({ offerAction: 'accepted' }), buyer);
    expect(accepted).toMatchObject({ open: null, accepted: { id: 'o1', status: 'accepted' } });
    expect(accepted.listing).toMatchObject({ reserved: true, reservedForThisBuyer: true });
    expect(applyOfferStep(withOpen, step({ offerAction: 'declined' }), buyer)).toMatchObject({
      open: null,
      accepted: null,
      items: [{ id: 'o1', status: 'declined' }],
    });
  });

  it('a new offer from the other side opens; a step already known or not an offer changes nothing', () => {
    const none: ConversationOffers = { ...withOpen, items: [], open: null };
    const seller = { id: 'seller-1', role: 'seller' as const };
    expect(
      applyOfferStep(
        none,
        step({ senderId: 'buyer-1', offerId: 'o9', offerAction: 'made', offerAmount: 900 }),
        seller,
      ).open,
    ).toMatchObject({ id: 'o9', amount: 900, madeByRole: 'buyer', madeTo: 'seller-1' });
    expect(applyOfferStep(withOpen, step({ offerId: 'o1', offerAction: 'made' }), buyer)).toBe(withOpen);
    expect(applyOfferStep(withOpen, step({ kind: 'text', offerId: null, offerAction: null }), buyer)).toBe(
      withOpen,
    );
    const closed = applyOfferStep(withOpen, step({ offerAction: 'withdrawn' }), buyer);
    expect(applyOfferStep(closed, step({ offerAction: 'accepted' }), buyer)).toBe(closed);
  });
});
