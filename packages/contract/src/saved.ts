import type { ListingStatus } from './listings-messages';

/** Spec 02 §8 save / unsave texts (the toasts add the item name to the description). */
export const SAVED_MESSAGES = {
  loginRequired: 'Login Required',
  loginRequiredText: 'Please log in to save listings.',
  login: 'Login',
  saved: 'Listing Saved!',
  unsaved: 'Listing Unsaved',
  operationFailed: 'Operation Failed',
  operationFailedText: 'Could not save/unsave the listing. Please try again.',
  unavailable: 'No longer available',
  sold: 'Sold',
} as const;

/**
 * One row of the `saved-listings` tab (`GET /api/saved`), newest save first. A listing that is live (Approved,
 * not deleted) shows its card; one that is not any more (sold, removed, or edited and back in review) stays,
 * marked unavailable, with nothing of its content: an owner's unreviewed edit must not reach the savers
 * (issue #11). Its immutable display id is kept so the member knows which save it was and can unsave it.
 */
export type SavedListingRow = AvailableSavedListing | UnavailableSavedListing;

/** A saved listing that is public: its current card. */
export interface AvailableSavedListing {
  listingId: string;
  savedAt: string;
  available: true;
  name: string;
  item_display_id: string;
  price: number;
  imageUrl: string | null;
  location: string;
  status: Extract<ListingStatus, 'Approved'>;
  /** An offer was accepted: Reserved for a buyer (issue #13 item 3). */
  reserved: boolean;
}

/** A saved listing that is not public any more: no name, price, photo, place or status. */
export interface UnavailableSavedListing {
  listingId: string;
  savedAt: string;
  available: false;
  item_display_id: string;
  /**
   * Issue #37 item 4n: it was sold (a sold listing cannot be edited, so its page shows what was approved and
   * stays open to the members who saved it); false when removed, expired or back in review.
   */
  sold: boolean;
}

/** `PUT`/`DELETE /api/saved/{listingId}` answer. */
export interface SavedState {
  listingId: string;
  saved: boolean;
}
