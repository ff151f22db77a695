/**
 * Window events about listings (spec 02 §4): fired after a save/unsave and after the owner changes or
 * deletes a listing, so any page showing that data can refresh it without the features importing each other.
 */
export const LISTING_EVENTS = {
  savedListingsUpdated: 'savedListingsUpdated',
  listingUpdated: 'listingUpdated',
} as const;

export type ListingEventName = (typeof LISTING_EVENTS)[keyof typeof LISTING_EVENTS];

export function dispatchListingEvent(name: ListingEventName): void {
  window.dispatchEvent(new Event(name));
}
