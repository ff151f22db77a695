/**
 * Window events about listings (spec 02 §4 Save / unsave): `savedListingsUpdated` is fired after a save or
 * unsave, so a page showing that listing (the item page) can refresh it without the features importing each
 * other. Spec 02 §4 also names a `listingUpdated` event after the owner's changes; nothing listened to it, and
 * the owner's mutations refresh their queries by key instead, so it is gone (decision 024).
 */
export const LISTING_EVENTS = {
  savedListingsUpdated: 'savedListingsUpdated',
} as const;

export type ListingEventName = (typeof LISTING_EVENTS)[keyof typeof LISTING_EVENTS];

export function dispatchListingEvent(name: ListingEventName): void {
  window.dispatchEvent(new Event(name));
}
