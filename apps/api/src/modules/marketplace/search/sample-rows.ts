/**
 * A term's sample as the database sends it (decision 018): matching listings packed in one text, read into
 * rows holding what filters, facets and orderings need. Part of the search folder (issue #38 item 6).
 */
import { sql } from 'drizzle-orm';
import { LISTING_CONDITIONS, type ListingCondition } from '@marketplace/contract/listings-messages';
import type { MarketplaceFacets } from '@marketplace/contract/marketplace-messages';
import { PackedReader } from '../packed-reader';

/**
 * A condition as its index in LISTING_CONDITIONS (1-based), for the packed sample: a `case` of text
 * comparisons (`array_position` over an array built per row cost ~0.1 µs a row more; decision 018).
 */
export const CONDITION_INDEX = sql.raw(
  `case l.condition ${LISTING_CONDITIONS.map((c, i) => `when '${c}' then ${i + 1}`).join(' ')} end`,
);

/**
 * Rows packed as "id,category,island,condition index,price,created µs,exact 0|1,name match 0|1,reserved 0|1",
 * joined by ';' (see `sampleOf`) → sample rows, read in one pass (`PackedReader`, decision 018). A sample that
 * overflowed sends its ids and creation times empty ('' and 0 here): nothing reads them (decision 032).
 */
export function unpackSampleRows(packed: string): SampleRow[] {
  const rows: SampleRow[] = [];
  const reader = new PackedReader(packed);
  while (!reader.done) {
    const id = reader.textField();
    if (id === null) break; // not a row: nothing more to read (the database never sends one)
    const categoryId = reader.number();
    const locationId = reader.number();
    const conditionIndex = reader.number();
    const price = reader.number();
    const createdAt = reader.number();
    const exact = reader.number() === 1;
    const nameMatch = reader.number() === 1;
    const reserved = reader.number() === 1;
    rows.push({
      id,
      categoryId,
      locationId,
      condition: LISTING_CONDITIONS[conditionIndex - 1]!,
      price,
      createdAt,
      exact,
      nameMatch,
      reserved,
    });
  }
  return rows;
}

/** One matching listing as the sample holds it: what filters, facets and orderings need. */
export interface SampleRow {
  /** '' in a sample that overflowed (not every match: only counted from, never listed). */
  id: string;
  categoryId: number;
  locationId: number;
  condition: ListingCondition;
  price: number;
  /** created_at in µs since the epoch (exact in a double until 2255); 0 in a sample that overflowed. */
  createdAt: number;
  /** The display number the term names (relevance group 0). */
  exact: boolean;
  /** The term matches the name (relevance group 1). */
  nameMatch: boolean;
  /** Reserved for a buyer (issue #13): left out by `availability=available`. */
  reserved: boolean;
}

export interface Sample {
  rows: SampleRow[];
  /** True when `rows` are all the matches. */
  complete: boolean;
  /** How many listings the sampled set holds: exact when complete, the planner's estimate otherwise. */
  size: number;
  /** Lowest and highest price of the set `sampleOf` was asked to bound (null: no rows); undefined: not read. */
  priceBounds?: MarketplaceFacets['priceBounds'];
}

/** `array[min, max]` as the drivers give a float8[] (PGlite may give numbers as text); null when not read. */
export type PriceBoundsValue = Array<number | string | null> | null | undefined;

/** A statement's `array[min, max]` of prices (MVR) as bounds; null when either is missing. */
export function toPriceBounds(value: PriceBoundsValue): MarketplaceFacets['priceBounds'] {
  const [min, max] = value ?? [];
  return min === null || min === undefined || max === null || max === undefined
    ? null
    : { min: Number(min), max: Number(max) };
}
