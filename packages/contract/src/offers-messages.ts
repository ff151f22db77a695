/**
 * Offers in a conversation (issue #13 item 3): the amount rule, the user-visible texts and the response
 * shapes (this module: the words and the step sentence, no zod — the schemas are in `offers.ts`), shared by the offer form and `/api/conversations/{id}/offers`, `/api/offers/{id}/*`.
 *
 * Rules (enforced by the API; the texts below are what a member reads):
 * - The buyer makes an offer; the member it was made TO accepts, declines or counters it (a counter closes
 *   it as `countered` and opens a new offer made by the counter's author, so counters go both ways).
 * - The member who made an open offer may withdraw it. At most one open offer per conversation.
 * - Accepting reserves the listing for the conversation's buyer. One reserved buyer at a time: while the
 *   listing is reserved for someone, other conversations' open offers stay open but cannot be accepted.
 * - The seller can release the reservation, or mark the listing sold to the buyer of the accepted offer.
 * - Offers on a listing that is not live (sold, removed, back in review) are refused.
 */
import { LISTING_PRICE_MAX_MVR } from './listings-messages';
import { formatNumber, formatPrice } from './site';

export const OFFER_ACTIONS = ['made', 'countered', 'accepted', 'declined', 'withdrawn'] as const;
export type OfferAction = (typeof OFFER_ACTIONS)[number];
export const OFFER_STATUSES = ['open', 'accepted', 'declined', 'countered', 'withdrawn'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

const MAX_TEXT = formatNumber(LISTING_PRICE_MAX_MVR);

/** Every text of the offers feature (one module: translated with issue #15). */
export const OFFER_MESSAGES = {
  amountLabel: 'Your offer (MVR)',
  counterLabel: 'Counter-offer (MVR)',
  amountRequired: 'Enter an amount in MVR.',
  amountInvalid: 'Enter a whole number of MVR greater than 0.',
  amountTooHigh: `An offer can be at most MVR ${MAX_TEXT}.`,
  onlyBuyerOffers: 'Only the buyer can make an offer. Counter the open offer instead.',
  openOfferExists: 'There is already an open offer in this conversation. Answer or withdraw it first.',
  notOpen: 'This offer is no longer open.',
  notForYou: 'Only the member this offer was made to can accept, decline or counter it.',
  notYourOffer: 'Only the member who made this offer can withdraw it.',
  listingUnavailable: 'This listing is sold or no longer available, so offers are closed.',
  reservedForAnother: 'This listing is reserved for another buyer. The seller must release it first.',
  /** Issue #37 item 4g: one accepted offer per listing at a time. */
  acceptedOfferStands:
    'An accepted offer already stands for this listing. Release the reservation first to accept another.',
  reservedForAnotherNote:
    'Reserved for another buyer. You can still make an offer; it can be accepted only if the reservation is released.',
  onlySeller: 'Only the seller can do this.',
  notAccepted: 'Only an accepted offer can be marked sold.',
  reservationGone: 'The reservation for this buyer was released, so this offer cannot be marked sold.',
  notReserved: 'This listing is not reserved.',
  offerNotFound: 'Offer not found.',
  // Notification titles (`offer_received`), rendered on the server in English until issue #15.
  notificationMade: 'New offer',
  notificationCountered: 'Counter-offer',
  notificationAccepted: 'Offer accepted',
  notificationDeclined: 'Offer declined',
  notificationWithdrawn: 'Offer withdrawn',
  /** To the buyer when the seller marks the listing sold to them: it opens the thread and its review prompt. */
  notificationSoldToYou: 'Sold to you',
  notificationSoldToYouDescription: (listingName: string) =>
    `${listingName} was marked sold to you. You can review the seller within 14 days.`,
  // The panel and thread.
  makeOffer: 'Make an offer',
  sendOffer: 'Send offer',
  accept: 'Accept',
  decline: 'Decline',
  counter: 'Counter',
  sendCounter: 'Send counter-offer',
  cancel: 'Cancel',
  withdraw: 'Withdraw offer',
  releaseReservation: 'Release reservation',
  markSoldTo: (buyer: string) => `Mark sold to ${buyer}`,
  reserved: 'Reserved',
  reservedForYou: 'Reserved for you',
  sold: 'Sold',
  soldTo: (buyer: string, amount: number) => `Sold to ${buyer} for ${formatPrice(amount)}`,
  boughtFor: (amount: number) => `You bought it for ${formatPrice(amount)}`,
  waitingFor: (name: string) => `Waiting for ${name} to answer.`,
  openOfferHeading: 'Open offer',
  hideReserved: 'Hide reserved items',
} as const;

/** "MVR 1,200": offers are whole MVR, shown like every price (`formatPrice`). */
export const formatOfferAmount = formatPrice;

/**
 * How an offer step reads in the thread, from its structured parts (never stored as a sentence, issue #15):
 * "You offered MVR 1,200", "Ahmed countered with MVR 1,350", "You accepted MVR 1,300".
 * @param mine the viewer took this step; `name` is the other member's display name.
 */
export function offerStepText(step: {
  action: OfferAction;
  amount: number;
  mine: boolean;
  name: string;
}): string {
  const who = step.mine ? 'You' : step.name;
  const amount = formatPrice(step.amount);
  switch (step.action) {
    case 'made':
      return `${who} offered ${amount}`;
    case 'countered':
      return `${who} countered with ${amount}`;
    case 'accepted':
      return `${who} accepted ${amount}`;
    case 'declined':
      return `${who} declined ${amount}`;
    case 'withdrawn':
      return `${who} withdrew the offer of ${amount}`;
  }
}
