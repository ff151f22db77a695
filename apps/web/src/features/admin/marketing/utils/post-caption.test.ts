import { describe, expect, it } from 'vitest';
import {
  buildPostCaption,
  formatPostPrice,
  postHashtags,
  toHashtag,
  withPostDefaults,
  type PostBrand,
  type PostListing,
} from './post-caption';

const brand: PostBrand = {
  siteName: 'Raajje Market',
  productNoun: 'Pre-loved',
  siteUrl: 'https://raajje.market',
};

function listing(overrides: Partial<PostListing> = {}): PostListing {
  return {
    id: 'abc-1',
    name: 'iPhone 13 Pro (128GB)',
    price: 12500.4,
    condition: 'Like New',
    category: 'Phones & Tablets',
    location: 'HA. Dhidhdhoo',
    phone: '7771234',
    ...overrides,
  };
}

describe('toHashtag', () => {
  it('strips every character that is not a letter or a digit', () => {
    expect(toHashtag('HA. Dhidhdhoo')).toBe('#HADhidhdhoo');
    expect(toHashtag('Phones & Tablets!')).toBe('#PhonesTablets');
    expect(toHashtag(' - ')).toBeNull();
  });

  // Issue #37 item 4t: "ރަނގަޅު" became "#ރނގޅ", its vowel signs (combining marks) dropped as non-letters.
  it('keeps the vowel signs of a Thaana word', () => {
    expect(toHashtag('ރަނގަޅު')).toBe('#ރަނގަޅު');
    expect(toHashtag('ފަޅުވެރިކަމުގެ ބޯޓު!')).toBe('#ފަޅުވެރިކަމުގެބޯޓު');
  });
});

describe('postHashtags', () => {
  it('lists brand, category, name, location, condition and #Maldives, stripped', () => {
    expect(postHashtags(listing(), brand)).toEqual([
      '#RaajjeMarket',
      '#Preloved',
      '#PhonesTablets',
      '#iPhone13Pro128GB',
      '#HADhidhdhoo',
      '#LikeNew',
      '#Maldives',
    ]);
  });

  it('uses the default category and location, and does not repeat #Maldives', () => {
    expect(postHashtags(listing({ category: null, location: '  ' }), brand)).toEqual([
      '#RaajjeMarket',
      '#Preloved',
      '#General',
      '#iPhone13Pro128GB',
      '#Maldives',
      '#LikeNew',
    ]);
  });
});

describe('withPostDefaults', () => {
  it('fills location Maldives, category General and phone Not Available', () => {
    expect(withPostDefaults(listing({ location: undefined, category: '', phone: null }))).toEqual({
      location: 'Maldives',
      category: 'General',
      phone: 'Not Available',
    });
  });
});

describe('buildPostCaption', () => {
  it('gives the details with the price in MVR without decimals, a link and the hashtags', () => {
    const caption = buildPostCaption(listing(), brand);
    expect(caption).toContain('iPhone 13 Pro (128GB)');
    expect(caption).toContain('Price: MVR 12,500\n');
    expect(caption).toContain('Condition: Like New');
    expect(caption).toContain('Location: HA. Dhidhdhoo');
    expect(caption).toContain('Category: Phones & Tablets');
    expect(caption).toContain('Contact: 7771234');
    expect(caption).toContain('https://raajje.market/item/abc-1');
    expect(caption.split('\n').at(-1)).toBe(
      '#RaajjeMarket #Preloved #PhonesTablets #iPhone13Pro128GB #HADhidhdhoo #LikeNew #Maldives',
    );
  });

  it('applies the defaults when location, category and phone are missing', () => {
    const caption = buildPostCaption(listing({ location: null, category: undefined, phone: '' }), brand);
    expect(caption).toContain('Location: Maldives');
    expect(caption).toContain('Category: General');
    expect(caption).toContain('Contact: Not Available');
    expect(caption).toContain('#General');
  });
});

describe('formatPostPrice', () => {
  it('rounds to whole MVR', () => {
    expect(formatPostPrice(12500)).toBe('MVR 12,500');
    expect(formatPostPrice(99.5)).toBe('MVR 100');
  });
});
