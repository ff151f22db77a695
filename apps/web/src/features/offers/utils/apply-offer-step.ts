import type { ConversationMessage } from '@marketplace/contract/conversations-messages';
import type { ConversationOffers, Offer } from '@marketplace/contract/offers';

/**
 * The conversation's offers with a step the other side just took applied, as the server will answer them
 * (issue #37 item 4p: after a counter-offer arrived, the buyer's panel kept "You offered … Withdraw offer"
 * for about 2 s on a phone while it refetched). Only for the panel's immediate answer: the refetch that
 * follows replaces it with the server's own.
 *
 * - `made`: a new open offer from the other side;
 * - `countered`: the open offer closes as countered and the other side's counter (the step's offer) opens, at
 *   the same instant (how the panel tells a counter from a new offer);
 * - `accepted`: the offer is accepted and the listing reserved for this conversation's buyer;
 * - `declined`, `withdrawn`: the offer closes.
 *
 * @param step a live thread message of kind `offer` sent by the other member
 * @param viewer the signed-in member's id and side of the conversation
 * @returns `offers` unchanged when the step is not an offer step or is already in it
 */
export function applyOfferStep(
  offers: ConversationOffers,
  step: ConversationMessage,
  viewer: { id: string; role: 'buyer' | 'seller' },
): ConversationOffers {
  const { offerId, offerAction, offerAmount } = step;
  if (step.kind !== 'offer' || !offerId || !offerAction) return offers;
  const known = offers.items.find((offer) => offer.id === offerId);
  const at = step.createdAt;

  if (offerAction === 'made' || offerAction === 'countered') {
    if (known || offerAmount === null) return offers;
    const opened: Offer = {
      id: offerId,
      conversationId: step.conversationId,
      listingId: offers.listing.listingId,
      madeBy: step.senderId,
      madeTo: viewer.id,
      madeByRole: viewer.role === 'buyer' ? 'seller' : 'buyer',
      amount: offerAmount,
      status: 'open',
      createdAt: at,
      respondedAt: null,
    };
    const items = offers.items.map((offer) =>
      offerAction === 'countered' && offer.status === 'open'
        ? { ...offer, status: 'countered' as const, respondedAt: at }
        : offer,
    );
    return { ...offers, items: [opened, ...items], open: opened };
  }

  if (!known || known.status !== 'open') return offers;
  const closed: Offer = { ...known, status: offerAction, respondedAt: at };
  const items = offers.items.map((offer) => (offer.id === offerId ? closed : offer));
  if (offerAction === 'accepted') {
    return {
      ...offers,
      items,
      open: null,
      accepted: closed,
      listing: { ...offers.listing, reserved: true, reservedForThisBuyer: true },
    };
  }
  return { ...offers, items, open: offers.open?.id === offerId ? null : offers.open };
}
