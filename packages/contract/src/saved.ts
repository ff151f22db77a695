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
} as const;

/** One row of the `saved-listings` tab (`GET /api/saved`). Removed or sold listings stay, marked unavailable. */
export interface SavedListingRow {
  listingId: string;
  savedAt: string;
  name: string;
  item_display_id: string;
  price: number;
  imageUrl: string | null;
  location: string;
  status: ListingStatus;
  /** False when the listing was sold, removed or is otherwise not public any more. */
  available: boolean;
}

/** `PUT`/`DELETE /api/saved/{listingId}` answer. */
export interface SavedState {
  listingId: string;
  saved: boolean;
}
