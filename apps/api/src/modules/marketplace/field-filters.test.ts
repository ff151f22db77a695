/**
 * Issue #39 item 3: browse by category field. Once a single category is chosen, `fields=` narrows it by its
 * filterable fields (a range for a number, any of the values for a list or yes/no); the total, the page, the
 * island and condition facets and each field's own counts agree with counts made here from the rows — exact
 * while the category is held whole, and through the plans for a large category (a tiny field sample) exact
 * where the matches are the facet's set and marked approximate elsewhere. A filter that does not apply is
 * dropped; a malformed one is a 400 that names it. The rule a value passes is one rule written three times
 * (the contract, browse's SQL, the alerts' SQL function), checked here to agree. Runs on PGlite and PostgreSQL.
 */
import type { ListingAttributes } from '@marketplace/contract/category-fields-messages';
import type { ApiErrorBody } from '@marketplace/contract/errors';
import { CONTROL_CHARACTERS_MESSAGE } from '@marketplace/contract/fields-messages';
import {
  FIELD_FILTER_MESSAGES,
  fieldValuePasses,
  readFieldFilters,
  type FieldFilter,
} from '@marketplace/contract/field-filters';
import type { Category, ListingCondition } from '@marketplace/contract/listings-messages';
import type { MarketplacePage } from '@marketplace/contract/marketplace-messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { createTestApp, insertListing, signUpMember, type TestApp } from '../../test/test-app';
import { createMarketplaceSearch } from './marketplace.service';
import { fieldFilterSql } from './search/filters';

let t: TestApp;
let scooters: number;
let boats: number;
let islands: number[];

/** A scooter as inserted: what the expected counts are made from. */
interface Scooter {
  id: string;
  island: number;
  condition: ListingCondition;
  price: number;
  attributes: ListingAttributes;
}
let live: Scooter[];

const MAKES = ['honda', 'yamaha', 'suzuki', 'tvs'];
const CONDITIONS: ListingCondition[] = ['new', 'good', 'fair'];

beforeAll(async () => {
  t = await createTestApp();
  const { userId } = await signUpMember(t);
  const categories = (await t.client().get<Category[]>('/api/categories')).body;
  scooters = categories.find((category) => category.name === 'Motorbikes & Scooters')!.id;
  boats = categories.find((category) => category.name === 'Boats & Marine')!.id;
  islands = rowsOf<{ id: number }>(
    await t.deps.database.db.execute(sql`select id from maldives_locations order by id limit 3`),
  ).map((row) => row.id);
  live = [];
  // 60 scooters: makes, years 2010–2024, engines 50–150 cc, a few electric, a few with no year or engine.
  for (let i = 0; i < 60; i++) {
    const attributes: ListingAttributes = { make: MAKES[i % 4]! };
    if (i % 10 !== 9) attributes.year = 2010 + (i % 15);
    if (i % 7 !== 6) attributes.engine_cc = [50, 100, 110, 125, 150][i % 5]!;
    if (i % 6 === 0) attributes.electric = i % 12 === 0;
    const scooter = {
      island: islands[i % 3]!,
      condition: CONDITIONS[i % 3]!,
      price: 5000 + i * 100,
      attributes,
    };
    const row = await insertListing(t, {
      userId,
      name: `Scooter ${i}`,
      categoryId: scooters,
      locationId: scooter.island,
      condition: scooter.condition,
      price: scooter.price,
      attributes,
    });
    live.push({ id: row.id, ...scooter });
  }
  // Not live, or not a scooter: never counted.
  await insertListing(t, {
    userId,
    name: 'Pending scooter',
    categoryId: scooters,
    status: 'Pending',
    attributes: { make: 'honda', year: 2020, engine_cc: 125 },
  });
  await insertListing(t, {
    userId,
    name: 'Boat from 2020',
    categoryId: boats,
    attributes: { type: 'speedboat', year: 2020 },
  });
});
afterAll(() => t.close());

const browse = (query: string) =>
  t.client().get<MarketplacePage & ApiErrorBody>(`/api/marketplace/listings?${query}`);

/** What the page must say for `filters` over the scooters, counted from the rows. */
function truthOf(filters: FieldFilter[], narrow: (s: Scooter) => boolean = () => true) {
  const passing = (s: Scooter, ignoreKey?: string) =>
    narrow(s) && filters.every((f) => f.key === ignoreKey || fieldValuePasses(s.attributes[f.key], f));
  const makes = new Map<string, number>();
  const years: number[] = [];
  for (const s of live) {
    if (passing(s, 'make'))
      makes.set(String(s.attributes.make), (makes.get(String(s.attributes.make)) ?? 0) + 1);
    if (passing(s, 'year') && typeof s.attributes.year === 'number') years.push(s.attributes.year);
  }
  const islandCounts = new Map<number, number>();
  for (const s of live.filter((s) => passing(s)))
    islandCounts.set(s.island, (islandCounts.get(s.island) ?? 0) + 1);
  return {
    total: live.filter((s) => passing(s)).length,
    ids: new Set(live.filter((s) => passing(s)).map((s) => s.id)),
    makes: MAKES.filter((make) => makes.has(make)).map((make) => [make, makes.get(make)!]),
    years: years.length ? { min: Math.min(...years), max: Math.max(...years) } : null,
    islands: [...islandCounts].sort((a, b) => a[0] - b[0]),
  };
}

const filtersOf = (raw: string) => {
  const read = readFieldFilters(raw);
  if (!read.ok) throw new Error(read.message);
  return read.filters;
};

describe('browse by category field (issue #39)', () => {
  it('narrows a category to the scooters from 2018 with at least 110 cc, with honest counts', async () => {
    const fields = 'year:2018..,engine_cc:110..';
    const res = await browse(`categories=${scooters}&fields=${encodeURIComponent(fields)}`);
    expect(res.status).toBe(200);
    const truth = truthOf(filtersOf(fields));
    expect(truth.total).toBeGreaterThan(3);
    expect(res.body.total).toBe(truth.total);
    expect(res.body.items.length).toBe(Math.min(12, truth.total));
    for (const item of res.body.items) expect(truth.ids.has(item.id)).toBe(true);
    // The boat from 2020 and the pending scooter are not among them.
    expect(res.body.items.some((item) => item.name.includes('Boat') || item.name.includes('Pending'))).toBe(
      false,
    );
    expect(res.body.facets.islands).toEqual(truth.islands);
    expect(new Map(res.body.facets.categories).get(scooters)).toBe(truth.total);
    const make = res.body.facets.fields!.find((facet) => facet.key === 'make')!;
    expect(make).toEqual({ key: 'make', values: truth.makes, approximate: false });
    // The year's range ignores the year's own filter: it shows how far back the engines reach.
    const year = res.body.facets.fields!.find((facet) => facet.key === 'year')!;
    expect(year.range).toEqual(truth.years);
    expect(year.range!.min).toBeLessThan(2018);
    // The results line says what was applied, in both languages.
    expect(res.body.fieldFilters).toEqual([
      { key: 'engine_cc', text: { en: 'Engine ≥ 110 cc', dv: 'އިންޖީނު ≥ 110 cc' } },
      { key: 'year', text: { en: 'Year ≥ 2018', dv: 'އަހަރު ≥ 2018' } },
    ]);
    // Text fields are not filters.
    expect(res.body.facets.fields!.map((facet) => facet.key)).toEqual([
      'make',
      'year',
      'engine_cc',
      'electric',
    ]);
  });

  it('takes any of several makes, a yes/no and a closed range, and combines them with the island', async () => {
    const fields = 'make:honda|yamaha,engine_cc:100..125,electric:no';
    const res = await browse(
      `categories=${scooters}&location=${islands[0]}&fields=${encodeURIComponent(fields)}&sort=price_asc`,
    );
    expect(res.status).toBe(200);
    const truth = truthOf(filtersOf(fields), (s) => s.island === islands[0]);
    expect(res.body.total).toBe(truth.total);
    for (const item of res.body.items) expect(truth.ids.has(item.id)).toBe(true);
    const prices = res.body.items.map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // The island facet ignores the island: it counts every island's scooters passing the field filters.
    expect(res.body.facets.islands).toEqual(truthOf(filtersOf(fields)).islands);
    const electric = res.body.facets.fields!.find((facet) => facet.key === 'electric')!;
    const electricTruth = live.filter(
      (s) =>
        s.island === islands[0] &&
        filtersOf(fields).every((f) => f.key === 'electric' || fieldValuePasses(s.attributes[f.key], f)) &&
        typeof s.attributes.electric === 'boolean',
    );
    expect(electric.values).toEqual(
      (['yes', 'no'] as const)
        .map((v) => [v, electricTruth.filter((s) => s.attributes.electric === (v === 'yes')).length] as const)
        .filter(([v, n]) => n > 0 || v === 'no'),
    );
  });

  it('shows the field facets of a chosen category before any field filter, and none for two categories', async () => {
    const one = await browse(`categories=${scooters}`);
    expect(one.body.total).toBe(live.length);
    expect(one.body.facets.fields!.find((facet) => facet.key === 'make')!.values).toEqual(truthOf([]).makes);
    const two = await browse(`categories=${scooters},${boats}&fields=year:2018..`);
    expect(two.body.facets.fields).toBeUndefined();
    // With two categories the field filter does not apply: both categories' listings, unfiltered.
    expect(two.body.total).toBe(live.length + 1);
  });

  it('drops a filter the category does not have, and refuses one it cannot read with 400 under `fields`', async () => {
    const plain = await browse(`categories=${scooters}`);
    // A boat's field, a text field, a number as a list, an unknown option: dropped, the page opens unfiltered.
    for (const fields of ['type:speedboat', 'model:dio', 'year:honda', 'make:ferrari', 'length_ft:10..']) {
      const res = await browse(`categories=${scooters}&fields=${encodeURIComponent(fields)}`);
      expect(res.status, fields).toBe(200);
      expect(res.body.total, fields).toBe(plain.body.total);
      expect(res.body.fieldFilters, fields).toBeUndefined();
    }
    for (const [fields, message] of [
      ['year:2020..2018', FIELD_FILTER_MESSAGES.rangeInvalid],
      ['year:..', FIELD_FILTER_MESSAGES.invalid],
      ['YEAR:2018..', FIELD_FILTER_MESSAGES.invalid],
      ['year:2018..,year:..2020', FIELD_FILTER_MESSAGES.invalid],
      ['make:hon\u0000da', CONTROL_CHARACTERS_MESSAGE],
      ['year:99999999999..', FIELD_FILTER_MESSAGES.invalid],
      ['make', FIELD_FILTER_MESSAGES.invalid],
      [Array.from({ length: 13 }, (_, i) => `f${i}:1..`).join(','), FIELD_FILTER_MESSAGES.invalid],
      ['make:'.padEnd(2100, 'a'), undefined],
    ] as const) {
      const res = await browse(`categories=${scooters}&fields=${encodeURIComponent(fields)}`);
      expect(res.status, fields.slice(0, 40)).toBe(400);
      const issues = (res.body.issues ?? []).filter((issue) => issue.path === 'fields');
      expect(issues.length, fields.slice(0, 40)).toBe(1);
      if (message) expect(issues[0]!.message).toBe(message);
    }
  });

  it('combines a search term with field filters, by either plan', async () => {
    const fields = 'year:2018..,make:honda|suzuki';
    const truth = truthOf(filtersOf(fields));
    const res = await browse(`categories=${scooters}&query=scooter&fields=${encodeURIComponent(fields)}`);
    expect(res.body.total).toBe(truth.total);
    for (const item of res.body.items) expect(truth.ids.has(item.id)).toBe(true);
    const search = createMarketplaceSearch(
      { db: t.deps.database.db, storage: t.deps.storage, catalogEvents: t.deps.catalogEvents },
      // The term's sample overflows: the term is tested row by row on the category's listings.
      { fieldSampleSize: 10, sampleSize: 5, answerCache: false },
    );
    const { value } = await search.search({
      page: 1,
      query: 'scooter',
      categories: [scooters],
      fields: filtersOf(fields),
    });
    expect(value.total).toBe(truth.total);
    for (const item of value.items) expect(truth.ids.has(item.id)).toBe(true);
    // The make has a filter of its own: its counts are the sample's, scaled and marked so.
    expect(value.facets.fields!.find((facet) => facet.key === 'make')!.approximate).toBe(true);
  });

  it('counts the same through the plans for a large category (a tiny field sample)', async () => {
    const search = createMarketplaceSearch(
      { db: t.deps.database.db, storage: t.deps.storage, catalogEvents: t.deps.catalogEvents },
      { fieldSampleSize: 10, answerCache: false },
    );
    const fields = filtersOf('year:2015..,engine_cc:100..');
    const { value } = await search.search({ page: 1, categories: [scooters], fields });
    const truth = truthOf(fields);
    // The matches are fewer than the count cap: read whole, so the total and the unchosen facets are exact.
    expect(value.total).toBe(truth.total);
    expect(value.totalCapped).toBe(false);
    expect(value.facets.islands).toEqual(truth.islands);
    expect(value.facets.approximate.islands).toBe(false);
    const make = value.facets.fields!.find((facet) => facet.key === 'make')!;
    expect(make).toEqual({ key: 'make', values: truth.makes, approximate: false });
    // The year has a filter of its own: its range comes from the sample, marked approximate.
    expect(value.facets.fields!.find((facet) => facet.key === 'year')!.approximate).toBe(true);
    const page2 = await search.search({ page: 2, categories: [scooters], fields, sort: 'price_desc' });
    for (const item of page2.value.items) expect(truth.ids.has(item.id)).toBe(true);
  });
});

describe('a field search past the count cap (issue #39 item 6)', () => {
  let big: TestApp;
  let bikes: number;
  /** The live motorbikes, as inserted. */
  let rows: Array<{
    id: string;
    name: string;
    described: boolean;
    price: number;
    created: number;
    year: number;
    make: string;
  }>;
  type Row = (typeof rows)[number];
  const byNewest = (a: Row, b: Row) => b.created - a.created || (b.id < a.id ? -1 : 1);

  beforeAll(async () => {
    big = await createTestApp();
    const { userId } = await signUpMember(big);
    const categories = (await big.client().get<Category[]>('/api/categories')).body;
    bikes = categories.find((category) => category.name === 'Motorbikes & Scooters')!.id;
    const island = rowsOf<{ id: number; name: string }>(
      await big.deps.database.db.execute(sql`select id, name from maldives_locations order by id limit 1`),
    )[0]!;
    // 1,310 motorbikes: years 2010–2022, four makes; "vespino" in every other name, and in the description of
    // four in five of the rest.
    await big.deps.database.db.execute(sql`
      insert into listings (user_id, name, description, price, condition, category_id, category, location_id,
                            location, status, created_at, attributes)
      select ${userId}, case when g % 2 = 0 then 'Vespino ' || g else 'Motorbike ' || g end,
             case when g % 2 = 1 and g % 5 <> 0 then 'Like a vespino, runs well.' else 'Runs well.' end,
             1000 + (g * 7919) % 5000, 'good', ${bikes}, 'Motorbikes & Scooters', ${island.id}, ${island.name},
             'Approved', now() - (g || ' minutes')::interval,
             jsonb_build_object('year', 2010 + g % 13, 'make', (array['honda','yamaha','suzuki','tvs'])[1 + g % 4])
      from generate_series(1, 1310) g`);
    rows = rowsOf<{
      id: string;
      name: string;
      description: string;
      price: number;
      created: string;
      attributes: ListingAttributes;
    }>(
      await big.deps.database.db.execute(sql`select id, name, description, price::float8 as price,
        (extract(epoch from created_at) * 1000000)::bigint::text as created, attributes from listings`),
    ).map((row) => ({
      id: row.id,
      name: row.name,
      described: row.description.includes('vespino'),
      price: Number(row.price),
      created: Number(row.created),
      year: Number(row.attributes.year),
      make: String(row.attributes.make),
    }));
  });
  afterAll(() => big.close());

  it('pages every order from the narrow tables, as counted here from the rows', async () => {
    const orders = {
      newest: byNewest,
      price_asc: (a: Row, b: Row) => a.price - b.price || (a.id < b.id ? -1 : 1),
      price_desc: (a: Row, b: Row) => b.price - a.price || (b.id < a.id ? -1 : 1),
    };
    // 1,108 of the 1,310 are from 2012 on: more than the cap, so the page is read in order, not from memory.
    const recent = rows.filter((row) => row.year >= 2012);
    expect(recent.length).toBeGreaterThan(1000);
    for (const [sort, order] of Object.entries(orders)) {
      for (const page of [1, 3]) {
        const res = await big
          .client()
          .get<MarketplacePage>(
            `/api/marketplace/listings?categories=${bikes}&fields=year:2012..&sort=${sort}&page=${page}`,
          );
        expect(res.status).toBe(200);
        expect(res.body.totalCapped, sort).toBe(true);
        const expected = [...recent].sort(order).slice((page - 1) * 12, page * 12);
        expect(
          res.body.items.map((item) => item.name),
          `${sort} page ${page}`,
        ).toEqual(expected.map((row) => row.name));
      }
    }
  });

  it('gives the price range of the matches past the cap with their own range lifted, by either read', async () => {
    const recent = rows.filter((row) => row.year >= 2012);
    const expected = {
      min: Math.min(...recent.map((row) => row.price)),
      max: Math.max(...recent.map((row) => row.price)),
    };
    const fields = filtersOf('year:2012..');
    for (const exactScanLimit of [undefined, -1]) {
      // Gathered and aggregated (the production limit), or read from each end of the price order (none).
      const search = createMarketplaceSearch(
        { db: big.deps.database.db, storage: big.deps.storage, catalogEvents: big.deps.catalogEvents },
        { answerCache: false, ...(exactScanLimit === undefined ? {} : { exactScanLimit }) },
      );
      for (const [minPrice, maxPrice] of [
        [undefined, undefined],
        [2000, 3000],
      ]) {
        const { value } = await search.search({ page: 1, categories: [bikes], fields, minPrice, maxPrice });
        expect(value.facets.priceBounds, `limit ${exactScanLimit}, ${minPrice}–${maxPrice}`).toEqual(
          expected,
        );
      }
    }
    // A set rare in the category with a term (the Vespino Hondas of 2010, 25 of 1,310) is gathered and
    // aggregated instead: each end would walk ~50 rows, testing the term on each.
    const rare = rows.filter(
      (row) => row.year === 2010 && row.make === 'honda' && row.name.startsWith('Vespino'),
    );
    expect(rare).toHaveLength(25);
    const search = createMarketplaceSearch(
      { db: big.deps.database.db, storage: big.deps.storage, catalogEvents: big.deps.catalogEvents },
      { answerCache: false },
    );
    const { value } = await search.search({
      page: 1,
      categories: [bikes],
      fields: filtersOf('year:2010..2010,make:honda'),
      query: 'vespino',
      minPrice: 2000,
      maxPrice: 3000,
    });
    expect(value.facets.priceBounds).toEqual({
      min: Math.min(...rare.map((row) => row.price)),
      max: Math.max(...rare.map((row) => row.price)),
    });
  });

  it('ranks a term past the cap: name matches first, then the descriptions, each newest first', async () => {
    const words = rows.filter((row) => row.year >= 2011 && (row.name.startsWith('Vespino') || row.described));
    expect(words.length).toBeGreaterThan(1000);
    const expected = [
      ...words.filter((row) => row.name.startsWith('Vespino')).sort(byNewest),
      ...words.filter((row) => !row.name.startsWith('Vespino')).sort(byNewest),
    ];
    // The page holding the last name matches and the first description matches.
    const named = words.filter((row) => row.name.startsWith('Vespino')).length;
    expect(named % 12).not.toBe(0);
    const page = Math.floor(named / 12) + 1;
    const res = await big
      .client()
      .get<MarketplacePage>(
        `/api/marketplace/listings?categories=${bikes}&fields=year:2011..&query=vespino&page=${page}`,
      );
    expect(res.status).toBe(200);
    expect(res.body.totalCapped).toBe(true);
    const names = res.body.items.map((item) => item.name);
    expect(names).toEqual(expected.slice((page - 1) * 12, page * 12).map((row) => row.name));
    expect(names.some((name) => name.startsWith('Vespino'))).toBe(true);
    expect(names.some((name) => !name.startsWith('Vespino'))).toBe(true);
  });
});

describe('the live values table (migration 0036)', () => {
  it('holds exactly the live listings with values, through every write', async () => {
    const db = t.deps.database.db;
    const held = async (id: string) =>
      rowsOf<{ attributes: ListingAttributes }>(
        await db.execute(sql`select attributes from live_listing_fields where id = ${id}`),
      )[0]?.attributes ?? null;
    const { userId } = await signUpMember(t);
    const plain = await insertListing(t, { userId, name: 'Scooter without details', categoryId: scooters });
    expect(await held(plain.id)).toBeNull();
    const pending = await insertListing(t, {
      userId,
      name: 'Pending scooter with details',
      categoryId: scooters,
      status: 'Pending',
      attributes: { make: 'tvs' },
    });
    expect(await held(pending.id)).toBeNull();
    await db.execute(sql`update listings set status = 'Approved' where id = ${pending.id}`);
    expect(await held(pending.id)).toEqual({ make: 'tvs' });
    await db.execute(
      sql`update listings set attributes = '{"make":"bajaj","year":2015}' where id = ${pending.id}`,
    );
    expect(await held(pending.id)).toEqual({ make: 'bajaj', year: 2015 });
    await db.execute(sql`update listings set is_deleted = true where id = ${pending.id}`);
    expect(await held(pending.id)).toBeNull();
    // Every live listing with values is there, and nothing else.
    const [counts] = rowsOf<{ live: number; held: number }>(
      await db.execute(sql`
        select (select count(*)::int from listings
                where status = 'Approved' and not is_deleted and attributes <> '{}'::jsonb) as live,
               (select count(*)::int from live_listing_fields) as held`),
    );
    expect(counts!.held).toBe(counts!.live);
  });
});

describe('one rule for a value passing a field filter (issue #39)', () => {
  const values: Array<ListingAttributes[string] | undefined> = [
    undefined,
    2017,
    2018,
    2025,
    'honda',
    'yamaha',
    'yes',
    true,
    false,
    ['abs', 'alarm'],
    ['alarm'],
    '2018',
  ];
  const filters: FieldFilter[] = [
    { key: 'k', min: 2018 },
    { key: 'k', max: 2018 },
    { key: 'k', min: 2018, max: 2020 },
    { key: 'k', values: ['honda'] },
    { key: 'k', values: ['honda', 'yamaha'] },
    { key: 'k', values: ['yes'] },
    { key: 'k', values: ['no'] },
    { key: 'k', values: ['abs'] },
  ];

  it('agrees in the contract, in browse SQL and in the alerts’ SQL function', async () => {
    const db = t.deps.database.db;
    for (const value of values) {
      const attributes = JSON.stringify(value === undefined ? {} : { k: value });
      for (const filter of filters) {
        const expected = fieldValuePasses(value, filter);
        const [row] = rowsOf<{ browse: boolean; alerts: boolean }>(
          await db.execute(sql`
            select ${fieldFilterSql(filter)} as browse,
                   listing_fields_match(l.attributes, ${JSON.stringify([filter])}::jsonb) as alerts
            from (select ${attributes}::jsonb as attributes) l`),
        );
        expect({ value, filter, browse: row!.browse }).toEqual({ value, filter, browse: expected });
        expect({ value, filter, alerts: row!.alerts }).toEqual({ value, filter, alerts: expected });
      }
    }
  });
});
