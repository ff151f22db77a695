/**
 * The `offers` namespace in English (the source language; spec texts to the letter). `../dv/offers.ts` has the
 * same keys. `OFFER_MESSAGES`' string entries are shown through `useContractMessage()`; its message functions and
 * `offerStepText` become keys here, with English identical to what they return.
 */
const offers = {
  panel: {
    /** The deal area's region. */
    label: 'Offer',
    /** The other member when their name is not known. */
    theBuyer: 'the buyer',
    theSeller: 'the seller',
    /** OFFER_MESSAGES.markSoldTo(buyer). */
    markSoldTo: 'Mark sold to {{buyer}}',
    /** OFFER_MESSAGES.soldTo(buyer, amount). */
    soldTo: 'Sold to {{buyer}} for {{price}}',
    /** OFFER_MESSAGES.boughtFor(amount). */
    boughtFor: 'You bought it for {{price}}',
    /** OFFER_MESSAGES.waitingFor(name). */
    waitingFor: 'Waiting for {{name}} to answer.',
    /** The seller's line while the listing is reserved for this buyer. */
    reservedPrice: 'Reserved: {{price}}',
    /** Accept and Mark sold ask first (issue #37 item 4p): one tap must not close a deal by mistake. */
    confirmAcceptTitle: 'Accept {{price}} from {{name}}?',
    confirmAcceptSellerText:
      'The listing shows Reserved and is held for {{name}} until you mark it sold or release the reservation.',
    confirmAcceptBuyerText:
      '{{name}} holds the listing for you. Agree on payment and pick-up with them in this conversation.',
    accepting: 'Accepting…',
    confirmMarkSoldTitle: 'Mark sold to {{buyer}} for {{price}}?',
    confirmMarkSoldText:
      'The listing leaves the marketplace for good, and you and {{buyer}} can review each other.',
    confirmMarkSold: 'Mark sold',
    markingSold: 'Marking sold…',
    cancel: 'Cancel',
  },
  /** offerStepText: how an offer step reads in the thread ("You offered MVR 1,200"). */
  step: {
    made: '{{name}} offered {{amount}}',
    madeMine: 'You offered {{amount}}',
    countered: '{{name}} countered with {{amount}}',
    counteredMine: 'You countered with {{amount}}',
    accepted: '{{name}} accepted {{amount}}',
    acceptedMine: 'You accepted {{amount}}',
    declined: '{{name}} declined {{amount}}',
    declinedMine: 'You declined {{amount}}',
    withdrawn: '{{name}} withdrew the offer of {{amount}}',
    withdrawnMine: 'You withdrew the offer of {{amount}}',
  },
  form: {
    amountPlaceholder: 'e.g. 1,200',
  },
  filter: {
    availability: 'Availability',
  },
};
export default offers;
