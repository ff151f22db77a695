/**
 * Admin marketing tools (spec 02 §2 "Marketing tools", §4 "Marketing tool", §5, §8 "Marketing", §9): the
 * search limits, the post image's size and export settings, the caption defaults and the page's texts.
 * Browser-only today (the page reads the public browse and item endpoints), but kept here with the other
 * spec constants so there is one place to read them.
 */

/** Spec 02 §5 / §9: the search runs from this many characters (trimmed)… */
export const MARKETING_SEARCH_MIN_LENGTH = 2;
/** …this long after the last keystroke… */
export const MARKETING_SEARCH_DEBOUNCE_MS = 500;
/** …and shows at most this many listings. */
export const MARKETING_SEARCH_MAX_RESULTS = 10;

/** Spec 02 §9 Image export: a 3:4 card of 360×480 CSS px, captured at 2.5× → a 900×1200 px PNG. */
export const POST_CARD_WIDTH_PX = 360;
export const POST_CARD_HEIGHT_PX = 480;
export const POST_IMAGE_PIXEL_RATIO = 2.5;
export const POST_IMAGE_QUALITY = 0.98;
export const POST_IMAGE_BACKGROUND = '#ffffff';
/** Wait before the capture, so the layout and fonts have settled. */
export const POST_IMAGE_CAPTURE_DELAY_MS = 500;
/** The file is the sanitised listing name plus this suffix. */
export const POST_IMAGE_FILE_SUFFIX = '-3x4.png';

/** Spec 02 §9 Caption defaults. */
export const POST_DEFAULT_LOCATION = 'Maldives';
export const POST_DEFAULT_CATEGORY = 'General';
export const POST_PHONE_NOT_AVAILABLE = 'Not Available';
/** Every caption ends with this hashtag. */
export const POST_COUNTRY_HASHTAG = 'Maldives';

/** Spec 02 §2 and §8 "Marketing". */
export const MARKETING_MESSAGES = {
  heading: 'Marketing Tools',
  subtitle: 'Generate social media posts for approved listings: a 3:4 image and a ready-to-paste caption.',
  searchFailed: 'Error fetching listings',
  previewNotFound: 'Image preview element not found',
  assetsLoading: 'Assets Still Loading',
  assetsLoadingText: 'Please wait for all images (product & logo) to fully load before downloading.',
  imageFailed: 'Image Generation Failed',
  imageNetworkError: 'An image could not be fetched. Please check your connection and try again.',
  imageSecurityError: 'An image was blocked by cross-origin policies, so the post could not be drawn.',
  imageForeignObjectError:
    'Your browser could not render the post (foreignObject rendering problem). Try again or use another browser.',
  imageUnknownError: 'Something went wrong while generating the image. Please try again.',
  copied: 'Copied!',
  copiedText: 'Post caption copied to clipboard.',
  copyFailed: 'Copy Failed',
  clipboardUnavailable: 'Clipboard access is not available in this browser.',
} as const;
