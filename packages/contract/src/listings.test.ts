import { describe, expect, it } from 'vitest';
import { listingDecisionInputSchema, listingFieldsSchema } from './listings';
import { LISTING_MESSAGES, MODERATION_MESSAGES } from './listings-messages';
import { marketplaceQuerySchema } from './marketplace';
import { formatPrice } from './site';
import { locationValue, prefixedIslandName } from './locations';

const valid = {
  name: 'Office chair',
  categoryId: '3',
  condition: 'like new',
  price: '850',
  locationId: '12',
  description: 'Ergonomic chair with lumbar support, two years old.',
};

function messageFor(overrides: Record<string, unknown>, field: string) {
  const result = listingFieldsSchema.safeParse({ ...valid, ...overrides });
  return result.success ? undefined : result.error.issues.find((i) => i.path.join('.') === field)?.message;
}

describe('listing fields schema', () => {
  it('coerces form strings to numbers and trims text', () => {
    expect(
      listingFieldsSchema.parse({ ...valid, name: '  Office chair  ', price: '1,850.555' }),
    ).toMatchObject({
      name: 'Office chair',
      categoryId: 3,
      price: 1850.56,
      locationId: 12,
    });
  });

  it.each([
    [{ name: '' }, 'name', LISTING_MESSAGES.nameRequired],
    [{ name: 'x'.repeat(101) }, 'name', LISTING_MESSAGES.nameTooLong],
    [{ categoryId: '' }, 'categoryId', LISTING_MESSAGES.categoryRequired],
    [{ condition: 'broken' }, 'condition', LISTING_MESSAGES.conditionRequired],
    [{ price: '' }, 'price', LISTING_MESSAGES.priceRequired],
    [{ price: '0' }, 'price', LISTING_MESSAGES.priceInvalid],
    [{ price: 'abc' }, 'price', LISTING_MESSAGES.priceInvalid],
    [{ price: '20000000' }, 'price', LISTING_MESSAGES.priceTooHigh],
    [{ locationId: '0' }, 'locationId', LISTING_MESSAGES.locationRequired],
    [{ description: 'short' }, 'description', LISTING_MESSAGES.descriptionTooShort],
    [{ description: 'x'.repeat(5001) }, 'description', LISTING_MESSAGES.descriptionTooLong],
  ])('%o → %s: %s', (overrides, field, message) => {
    expect(messageFor(overrides, field)).toBe(message);
  });
});

describe('moderation and browse schemas', () => {
  it('requires a decision status with the spec message', () => {
    const result = listingDecisionInputSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MODERATION_MESSAGES.invalidParameters);
    expect(
      listingDecisionInputSchema.parse({ status: 'Rejected', rejectionReason: '  blurry  ' }).rejectionReason,
    ).toBe('blurry');
  });

  it('parses marketplace queries and refuses nonsense', () => {
    expect(marketplaceQuerySchema.parse({ page: '2', categories: '1,4', sort: 'price_asc' })).toMatchObject({
      page: 2,
      categories: [1, 4],
      sort: 'price_asc',
    });
    expect(marketplaceQuerySchema.parse({}).page).toBe(1);
    expect(marketplaceQuerySchema.safeParse({ page: '-1' }).success).toBe(false);
    expect(marketplaceQuerySchema.safeParse({ page: 'two' }).success).toBe(false);
    expect(marketplaceQuerySchema.safeParse({ categories: '1,,x' }).success).toBe(false);
    expect(marketplaceQuerySchema.safeParse({ sort: 'cheapest' }).success).toBe(false);
  });
});

describe('formatting', () => {
  it('formats MVR prices', () => {
    expect(formatPrice(12500)).toBe('MVR 12,500');
    expect(formatPrice(99.5)).toBe('MVR 99.50');
  });

  it('builds the location value of spec 01 §2', () => {
    expect(locationValue(prefixedIslandName('HA', 'Dhidhdhoo'), 'Haa Alif')).toBe('HA. Dhidhdhoo, Haa Alif');
  });
});
