import { CONDITION_LABELS, type ListingDetail } from '@marketplace/contract/listings-messages';
import {
  POST_COUNTRY_HASHTAG,
  POST_DEFAULT_CATEGORY,
  POST_DEFAULT_LOCATION,
  POST_PHONE_NOT_AVAILABLE,
} from '@marketplace/contract/marketing';
import { formatPrice } from '@marketplace/contract/site';

/** What a marketing post shows of a listing; blank or missing fields get the spec's defaults. */
export interface PostListing {
  id: string;
  name: string;
  /** MVR */
  price: number;
  /** Shown text, e.g. "Like New". */
  condition: string;
  category?: string | null;
  location?: string | null;
  /** The seller's mobile number. */
  phone?: string | null;
}

/** The site the post advertises. */
export interface PostBrand {
  siteName: string;
  /** The kind of goods ("Pre-loved"); becomes the second brand hashtag. */
  productNoun?: string;
  /** Absolute origin without a trailing slash, e.g. "https://raajje.market". */
  siteUrl: string;
}

/** `conditionLabel` names the stored condition (English by default; the page's language on screen). */
export function toPostListing(
  listing: ListingDetail,
  conditionLabel: (condition: string) => string = (condition) =>
    CONDITION_LABELS[condition as keyof typeof CONDITION_LABELS] ?? condition,
): PostListing {
  return {
    id: listing.id,
    name: listing.name,
    price: listing.price,
    condition: conditionLabel(listing.condition),
    category: listing.category.name,
    location: listing.location.name,
    phone: listing.seller.mobile,
  };
}

function orDefault(value: string | null | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

/** Spec 02 §9 Caption defaults: location "Maldives", category "General", a missing phone "Not Available". */
export function withPostDefaults(listing: PostListing) {
  return {
    location: orDefault(listing.location, POST_DEFAULT_LOCATION),
    category: orDefault(listing.category, POST_DEFAULT_CATEGORY),
    phone: orDefault(listing.phone, POST_PHONE_NOT_AVAILABLE),
  };
}

/**
 * Spec 02 §1: the post shows the price in MVR without decimals, `formatPostPrice(12500.4)` → "MVR 12,500".
 */
export function formatPostPrice(price: number): string {
  return formatPrice(Math.round(price));
}

/**
 * "#" plus the text with every character that is not a letter or a digit removed (spec 02 §5), or null when
 * nothing is left. Letters of any script count, with their combining marks: a Dhivehi (Thaana) word keeps its
 * vowel signs ("ރަނގަޅު" → "#ރަނގަޅު", not "#ރނގޅ"; issue #37 item 4t).
 * `toHashtag('HA. Dhidhdhoo')` → "#HADhidhdhoo".
 */
export function toHashtag(text: string): string | null {
  const stripped = text.replace(/[^\p{L}\p{M}\p{N}]/gu, '');
  return stripped ? `#${stripped}` : null;
}

/**
 * Spec 02 §9 Caption hashtags, in order: the brand (site name, then the product noun), the category, the
 * name, the location, the condition and #Maldives. Empty ones are left out and repeats (case-insensitive,
 * e.g. the default location #Maldives) appear once.
 */
export function postHashtags(listing: PostListing, brand: PostBrand): string[] {
  const { category, location } = withPostDefaults(listing);
  const sources = [
    brand.siteName,
    brand.productNoun ?? '',
    category,
    listing.name,
    location,
    listing.condition,
    POST_COUNTRY_HASHTAG,
  ];
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const source of sources) {
    const tag = toHashtag(source);
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

/** The caption's fixed words, line by line (issue #15: the admin's language; English is the spec's). */
export interface CaptionWords {
  price: (price: string) => string;
  condition: (condition: string) => string;
  location: (location: string) => string;
  category: (category: string) => string;
  contact: (phone: string) => string;
  viewOn: (siteName: string, url: string) => string;
}

export const ENGLISH_CAPTION_WORDS: CaptionWords = {
  price: (price) => `💰 Price: ${price}`,
  condition: (condition) => `✨ Condition: ${condition}`,
  location: (location) => `📍 Location: ${location}`,
  category: (category) => `🏷️ Category: ${category}`,
  contact: (phone) => `📞 Contact: ${phone}`,
  viewOn: (siteName, url) => `🔗 View it on ${siteName}: ${url}`,
};

/**
 * The post's caption (spec 02 §9 Caption): the listing's name, price (MVR, no decimals), condition, location,
 * category and seller phone with the spec's defaults, a link to the item page, then the hashtags.
 */
export function buildPostCaption(
  listing: PostListing,
  brand: PostBrand,
  words: CaptionWords = ENGLISH_CAPTION_WORDS,
): string {
  const { location, category, phone } = withPostDefaults(listing);
  return [
    `${listing.name.trim()}`,
    '',
    words.price(formatPostPrice(listing.price)),
    words.condition(listing.condition),
    words.location(location),
    words.category(category),
    words.contact(phone),
    '',
    words.viewOn(brand.siteName, `${brand.siteUrl}/item/${encodeURIComponent(listing.id)}`),
    '',
    postHashtags(listing, brand).join(' '),
  ].join('\n');
}
