/**
 * Listings: statuses, conditions, limits, the spec's messages and the response types — no zod, so the app
 * shell and the browse page can import them without the schemas (the schemas are in `listings.ts`).
 */
import type { CategoryField, ListingAttribute } from './category-fields-messages';
import { formatNumber } from './site';

/**
 * Spec 02 §4 Listing status, plus `Expired` (issue #14 item 3: an approved listing leaves the marketplace
 * LISTING_TTL_DAYS after approval; its seller can renew it). The allowed moves between them are one table:
 * `LISTING_TRANSITIONS` in `listing-lifecycle.ts`.
 */
export const LISTING_STATUSES = ['Pending', 'Approved', 'Rejected', 'Sold', 'Expired'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** Issue #14 item 3: days from approval (or renewal) until a listing expires. */
export const LISTING_TTL_DAYS = 60;
/** Issue #14 item 3: days before expiry that the seller is warned (notification and e-mail). */
export const LISTING_EXPIRY_WARNING_DAYS = 3;
/** Spec 02 §5: the longest rejection reason the admin may give, in characters. */
export const REJECTION_REASON_MAX_LENGTH = 1000;

/** Spec 02 §3: condition labels (stored lower-case, shown capitalised). */
export const LISTING_CONDITIONS = ['new', 'like new', 'good', 'fair', 'needs repair'] as const;
export type ListingCondition = (typeof LISTING_CONDITIONS)[number];

export const CONDITION_LABELS: Record<ListingCondition, string> = {
  new: 'New',
  'like new': 'Like New',
  good: 'Good',
  fair: 'Fair',
  'needs repair': 'Needs Repair',
};

export const LISTING_NAME_MAX_LENGTH = 100;
export const LISTING_DESCRIPTION_MIN_LENGTH = 10;
export const LISTING_DESCRIPTION_MAX_LENGTH = 5000;
/** Largest price accepted, in MVR. */
export const LISTING_PRICE_MAX_MVR = 10_000_000;
export const LISTING_IMAGES_MIN = 1;
export const LISTING_IMAGES_MAX = 8;
/** Largest accepted upload per photo, in bytes (10 MiB). */
export const LISTING_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Photos are decoded with this pixel limit (width × height) so a crafted file cannot exhaust memory. */
export const LISTING_IMAGE_MAX_PIXELS = 50_000_000;
/** Accepted photo formats, checked by content, not by file name. */
export const LISTING_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Prefix of the short public id, e.g. "PD-000123". */
export const ITEM_DISPLAY_ID_PREFIX = 'PD-';

export const LISTING_MESSAGES = {
  nameRequired: 'Listing name is required.',
  nameTooLong: `Listing name must be at most ${LISTING_NAME_MAX_LENGTH} characters.`,
  categoryRequired: 'Category is required.',
  conditionRequired: 'Condition is required.',
  priceRequired: 'Price is required.',
  priceInvalid: 'Price must be a positive amount in MVR.',
  priceTooHigh: `Price must be at most MVR ${formatNumber(LISTING_PRICE_MAX_MVR)}.`,
  locationRequired: 'Island is required.',
  descriptionTooShort: `Description must be at least ${LISTING_DESCRIPTION_MIN_LENGTH} characters.`,
  descriptionTooLong: `Description must be at most ${LISTING_DESCRIPTION_MAX_LENGTH} characters.`,
  imagesRequired: 'Add at least one photo.',
  imagesTooMany: `Add at most ${LISTING_IMAGES_MAX} photos.`,
  imageTooLarge: 'Each photo must be 10 MB or smaller.',
  imageUnsupported: 'Photos must be JPEG, PNG or WebP images.',
  submitted: 'Listing Submitted',
  submittedText: 'Your listing has been submitted and is awaiting review.',
  submitFailed: 'Submission Failed',
} as const;

/** Spec 02 §5 and §8: admin moderation texts. */
export const MODERATION_MESSAGES = {
  invalidParameters: 'Invalid parameters: Listing ID and status are required.',
  invalidListingId: 'Invalid listing ID.',
  noReasonProvided: 'No reason provided.',
  /** Issue #14: the dialog's own checks (the spec only says Confirm stays disabled while blank). */
  rejectionReasonRequired: 'Enter a reason for the rejection.',
  rejectionReasonTooLong: `The reason can be at most ${REJECTION_REASON_MAX_LENGTH} characters.`,
  onlyPendingCanBeDecided: 'Only a Pending listing can be approved or rejected.',
  approved: 'Listing Approved',
  rejected: 'Listing Rejected',
  approveFailed: 'Failed to approve listing',
  rejectFailed: 'Failed to reject listing',
  updateFailedFallback: 'An error occurred while updating the listing',
  removed: 'Listing Removed',
  removedText: 'The listing has been successfully removed.',
  removeFailed: 'Failed to remove listing',
  removeFailedFallback: 'An error occurred while removing the listing',
  fetchFailed: 'Failed to fetch listings',
  removeConfirm: 'This will remove the listing from the platform. This action cannot be undone.',
} as const;

/** Spec 02 §8 item-detail and browse texts. */
export const BROWSE_MESSAGES = {
  loading: 'Loading Marketplace',
  noItems: 'No items found',
  clearAllFilters: 'Clear All Filters',
  categoriesFailed: 'Could not fetch categories',
  locationsFailed: 'Could not fetch locations',
  listingsFailed: 'Could not fetch listings',
  itemNotFoundTitle: 'Oops! Item Not Found',
  itemNotFound: 'Item not found or not available.',
  itemNotApproved: 'Item not found or not approved.',
  noItemId: 'No item ID provided',
  errorLoadingItem: 'Error loading item',
  exploreOtherListings: 'Explore Other Listings',
  unknownSeller: 'Unknown Seller',
  pendingPreviewBanner: 'Pending review — only you can see this',
} as const;

/** Spec 02 §2 and §8: the seller's own listing page (/dashboard/my-listings/{id}). */
export const OWN_LISTING_MESSAGES = {
  notFoundTitle: 'Your Listing Not Found',
  notFound: 'Listing not found or you do not have permission to view it.',
  loginRequired: 'You must be logged in to view your listing details.',
  errorLoading: 'Error Loading Listing',
  backToMyListings: 'Back to My Listings',
  previewAsPublic: 'Preview As Public',
} as const;

export interface ListingImage {
  id: string;
  /** 400 px square WebP (a centred crop), for cards and thumbnails. */
  thumbUrl: string;
  /**
   * Up to 800 px wide WebP, the whole photo: the item page's main photo on a phone (issue #12 item 5). Null
   * for a photo uploaded before the middle size existed, until the server has made it (within minutes);
   * show `thumbUrl`/`largeUrl` meanwhile.
   */
  mediumUrl: string | null;
  /** Up to 1600 px wide WebP, the whole photo: wide screens and zoom. */
  largeUrl: string;
  width: number;
  height: number;
}

/** Spec 02 §3 Browse card view model, as `GET /api/marketplace/listings` returns it. */
export interface ListingCard {
  id: string;
  name: string;
  /** MVR */
  price: number;
  /** First image's thumbnail, or null (the client shows a placeholder). */
  imageUrl: string | null;
  condition: ListingCondition;
  location: string;
  locationId: number;
  category: string;
  categoryId: number;
  /** ISO timestamp of `created_at`. */
  datePosted: string;
  views: number;
  item_display_id: string;
  sellerName: string;
  sellerAvatar: string | null;
  /** An offer was accepted: the listing is Reserved for a buyer (issue #13 item 3); who is never shown. */
  reserved: boolean;
  /** Issue #39: what describes it at a glance, from its category fields ("2019 · 110 cc"); absent when none. */
  highlights?: string;
}

/** What a visitor may see of a seller (ARCHITECTURE.md "Privacy"): never the national ID. */
export interface PublicSeller {
  id: string;
  /** "First Last", or "Unknown Seller" when the profile has no name. */
  name: string;
  avatarUrl: string | null;
  /** ISO timestamp; spec 02 §2 reads member-since from the profile. */
  memberSince: string;
  mobile: string | null;
  instagramHandle: string | null;
  isVerifiedSeller: boolean;
}

/** `GET /api/listings/{id}`: the public item page, or the owner's/admin's view of a non-public listing. */
export interface ListingDetail {
  id: string;
  item_display_id: string;
  name: string;
  price: number;
  condition: ListingCondition;
  category: { id: number; name: string };
  location: { id: number; name: string; atoll: string };
  description: string;
  /**
   * Issue #39: its category fields' values, in the fields' order, each with its label and text in both
   * languages (a retired field's value still shows). Empty when the category has no fields or none is filled.
   */
  attributes: ListingAttribute[];
  images: ListingImage[];
  status: ListingStatus;
  /** Shown only to the owner and the admin. */
  rejectionReason: string | null;
  views: number;
  createdAt: string;
  updatedAt: string;
  seller: PublicSeller;
  /** True when the caller owns the listing. */
  isOwner: boolean;
  /** True when the signed-in caller saved it; always false for a visitor. */
  isSaved: boolean;
  /** Issue #37 item 4n: the listing was marked Sold to the signed-in caller (its deal's buyer). */
  boughtByYou: boolean;
  /** An offer was accepted: the listing is Reserved for a buyer (issue #13 item 3); who is never shown. */
  reserved: boolean;
  /** Issue #14 item 4: approved by the trusted-seller rule. Only for the owner and the admin; absent otherwise. */
  autoApproved?: boolean;
}

/** One row of the member's `my-listings` tab (`GET /api/my/listings`). */
export interface OwnListingRow {
  id: string;
  item_display_id: string;
  name: string;
  price: number;
  status: ListingStatus;
  /** Issue #13: an accepted offer holds it for a buyer (still Approved and live). */
  reserved: boolean;
  rejectionReason: string | null;
  imageUrl: string | null;
  views: number;
  category: string;
  location: string;
  createdAt: string;
  updatedAt: string;
  /**
   * ISO 8601: when its term ends (Approved) or ended (Expired), issue #14 item 3; null for the other states
   * (a Pending, Rejected or Sold listing has no running term).
   */
  expiresAt: string | null;
}

/** One row of `/admin/listings` (spec 02 §2: Listing, Category, Seller, Submitted, Status, Actions). */
export interface AdminListingRow {
  id: string;
  item_display_id: string;
  name: string;
  price: number;
  imageUrl: string | null;
  category: string;
  status: ListingStatus;
  rejectionReason: string | null;
  seller: { id: string; name: string; avatarUrl: string | null; email: string };
  /** Issue #14 item 4: approved by the trusted-seller rule, not by the admin. */
  autoApproved: boolean;
  createdAt: string;
  updatedAt: string;
}

export const ADMIN_LISTINGS_PAGE_SIZE = 20;

export interface AdminListingsPage {
  items: AdminListingRow[];
  total: number;
  page: number;
  pageSize: number;
}

export interface Category {
  id: number;
  name: string;
  slug: string;
  /** Issue #39: the fields that describe its goods, in order (retired ones left out). */
  fields: CategoryField[];
}

/** Spec 02 §4 / §8: the seller's own listing actions. */
export const OWNER_LISTING_MESSAGES = {
  soldCannotBeEdited: 'A sold listing cannot be edited.',
  onlyApprovedCanBeSold: 'Only an approved listing can be marked as sold.',
  updated: 'Listing Updated',
  updatedText: 'Your changes were saved and the listing is back in review.',
  markedSold: 'Marked as Sold',
  markedSoldText: 'Buyers will no longer see this listing on the marketplace.',
  deleted: 'Listing Deleted.',
  deleteFailed: 'Error Deleting Listing',
  deleteFailedText: 'Could not delete the listing. Please try again.',
  deleteConfirm: 'This will remove the listing from the marketplace and your dashboard.',
  photoOrderInvalid: 'The photo order does not match the photos of this listing.',
} as const;

/**
 * Issue #14 item 1: the listing lifecycle's refusals and its notices (beyond the spec's own texts, which keep
 * their words in MODERATION_MESSAGES and OWNER_LISTING_MESSAGES).
 */
export const LIFECYCLE_MESSAGES = {
  /** 409 for a move the transition table does not allow from this state. */
  refused: (status: ListingStatus, move: string) =>
    `A listing that is ${status} cannot be ${LIFECYCLE_MOVE_WORDS[move] ?? move}.`,
  pendingCannotBeRemoved: 'A Pending listing must be approved or rejected, not removed.',
  notAllowed: 'You are not allowed to change this listing that way.',
  alreadyReserved: 'This item is already reserved for another buyer.',
  notReserved: 'This item is not reserved.',
  sentBackTitle: 'Listing Back in Review',
  sentBackText: (name: string) =>
    `Your listing "${name}" is back in review. We will let you know once it has been checked.`,
  expiredTitle: 'Listing Expired',
  expiredText: (name: string) =>
    `Your listing "${name}" has expired and is no longer on the marketplace. Renew it from My Listings to bring it back.`,
  expiringTitle: 'Listing Expires Soon',
  expiringText: (name: string, days: number) =>
    `Your listing "${name}" expires in ${days} ${days === 1 ? 'day' : 'days'}. Renew it from My Listings to keep it on the marketplace.`,
  renewed: 'Listing Renewed',
  renewedText: 'Your listing is back on the marketplace.',
} as const;

/** How a refused move reads in LIFECYCLE_MESSAGES.refused ("… cannot be renewed"). */
const LIFECYCLE_MOVE_WORDS: Record<string, string> = {
  approve: 'approved',
  autoApprove: 'approved',
  reject: 'rejected',
  sendBackToReview: 'sent back to review',
  edit: 'edited',
  markSold: 'marked as sold',
  reserve: 'reserved',
  release: 'released',
  expire: 'expired',
  renew: 'renewed',
  softDelete: 'deleted',
};

/**
 * Pending uploads (issue #12): each photo is sent on its own request as soon as it is picked
 * (`POST /api/uploads`), kept for the member who sent it, and attached to a listing by id (`upload:<id>` in
 * `photoOrder`). One never attached is removed after PENDING_UPLOAD_TTL_HOURS with its stored files.
 */
export const PENDING_UPLOAD_TTL_HOURS = 24;
/** Photos a member may have waiting to be attached at once: a full listing and a full edit. */
export const PENDING_UPLOADS_MAX = 2 * LISTING_IMAGES_MAX;
/**
 * Photos are made small in the browser before they are sent (issue #12): at most this many px on the long
 * edge, re-encoded as WebP (JPEG where the browser cannot encode WebP).
 */
export const UPLOAD_MAX_EDGE_PX = 1600;

export const UPLOAD_MESSAGES = {
  notFound: 'This photo upload has expired or is not yours. Remove it and add the photo again.',
  tooManyPending: `You have ${PENDING_UPLOADS_MAX} photos waiting to be attached. Submit your listing or remove some photos first.`,
  uploadFailed: 'Upload failed.',
  offline: 'Waiting for a connection…',
  stillUploading: 'Wait until every photo has finished uploading, or remove the ones that failed.',
  draftRestored: 'We restored the listing you had started.',
  discardDraft: 'Start over',
  discarded: 'Photo removed.',
} as const;

/** `POST /api/uploads` answer: a photo waiting to be attached to a listing. */
export interface PendingUpload {
  id: string;
  /** Size in px of the large variant the listing will show. */
  width: number;
  height: number;
  /** ISO 8601: after this the upload is removed and can no longer be attached. */
  expiresAt: string;
}

/** Dashboard overview (`GET /api/my/overview`), spec 02 §2 "With no tab, the dashboard overview shows". */
export interface SellerOverview {
  counts: Record<ListingStatus, number>;
  /** Sum of `views` over the member's non-deleted listings. */
  totalViews: number;
  /** How many times members saved the member's listings. */
  timesSaved: number;
  /** The five latest events of the member's listings, newest first. */
  recentEvents: Array<{
    /** `expired` and `renewed`: issue #14 item 3. */
    type: 'submitted' | 'approved' | 'rejected' | 'sold' | 'updated' | 'expired' | 'renewed';
    listingId: string;
    listingName: string;
    at: string;
  }>;
}

/**
 * The expiry warning e-mail (issue #14 item 3): sent once per term, LISTING_EXPIRY_WARNING_DAYS before a
 * listing's `expires_at`, beside the `listing_expiring` notification. It carries the listing's name and a link
 * to My Listings — nothing that opens the account.
 */
export const LISTING_EXPIRY_EMAIL = {
  subject: (listingName: string, days: number) =>
    `Your listing "${listingName}" expires in ${days} ${days === 1 ? 'day' : 'days'}`,
  greeting: (firstName: string) => (firstName ? `Hello ${firstName},` : 'Hello,'),
  body: (listingName: string, expiresOn: string, ttlDays: number) =>
    `Your listing "${listingName}" will leave the marketplace on ${expiresOn}, ${ttlDays} days after it went live.`,
  action: 'To keep it on the marketplace, renew it from My Listings (one click, no new review):',
  afterExpiry:
    'If it expires, you can still renew it there afterwards. If it has sold, mark it as sold instead.',
  signOff: (siteName: string) => `— ${siteName}`,
} as const;

/** Where sellers find their listings (dashboard tab `my-listings`, spec 02 §2). */
export const MY_LISTINGS_LINK = '/dashboard?tab=my-listings';

/** The seller's side of expiry and renewal on the web (issue #14 item 3). */
export const RENEWAL_MESSAGES = {
  renew: 'Renew',
  renewing: 'Renewing…',
  renewFailed: 'Could Not Renew',
  /** Under an Approved listing in My Listings. */
  expiresOn: (date: string) => `Expires ${date}`,
  /** Under an Expired listing in My Listings. */
  expiredOn: (date: string) => `Expired ${date}`,
  expiredHint: `No longer on the marketplace. Renew it to bring it back for another ${LISTING_TTL_DAYS} days, or edit it to send it to review.`,
} as const;
