/**
 * Checks the relevance benchmark's data (catalogue and judged queries) for the promises its files make, and
 * the metrics on a small hand-made example whose figures are worked out by hand.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RELEVANCE_CATALOGUE, RELEVANCE_CATEGORIES } from './catalogue';
import { JUDGED_QUERIES, QUERY_KINDS, type JudgedQuery, type QueryKind } from './queries';
import { figuresByKind, type QueryOutcome } from './metrics';

interface Locations {
  atolls: { code: string; islands: string[] }[];
}

const locations = JSON.parse(
  readFileSync(new URL('../../../shared/data/maldives-locations.json', import.meta.url), 'utf8'),
) as Locations;
const THAANA = /[\u0780-\u07bf]/;

describe('relevance catalogue', () => {
  const keys = RELEVANCE_CATALOGUE.map((listing) => listing.key);

  it('has at least 160 listings with unique keys', () => {
    expect(RELEVANCE_CATALOGUE.length).toBeGreaterThanOrEqual(160);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('uses every category and only those', () => {
    const used = new Set(RELEVANCE_CATALOGUE.map((listing) => listing.category));
    expect([...used].sort()).toEqual([...RELEVANCE_CATEGORIES].sort());
  });

  it('puts every listing on a real island in the "K. Malé" form', () => {
    const islands = new Set(
      locations.atolls.flatMap((atoll) => atoll.islands.map((island) => `${atoll.code}. ${island}`)),
    );
    expect(islands.has('K. Malé')).toBe(true);
    const unknown = RELEVANCE_CATALOGUE.filter((listing) => !islands.has(listing.island));
    expect(unknown.map((listing) => `${listing.key}: ${listing.island}`)).toEqual([]);
  });

  it('keeps every field in its range', () => {
    for (const listing of RELEVANCE_CATALOGUE) {
      expect(listing.key, listing.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(listing.name.length, listing.key).toBeGreaterThanOrEqual(3);
      expect(listing.name.length, listing.key).toBeLessThanOrEqual(60);
      expect(listing.description.length, listing.key).toBeGreaterThanOrEqual(20);
      expect(listing.description.length, listing.key).toBeLessThanOrEqual(400);
      expect(Number.isInteger(listing.price) && listing.price > 0, listing.key).toBe(true);
      expect(['new', 'like new', 'good', 'fair', 'needs repair']).toContain(listing.condition);
    }
  });

  it('has about 25 listings written in Thaana, keyed thaana-…', () => {
    const thaana = RELEVANCE_CATALOGUE.filter((listing) => THAANA.test(listing.name + listing.description));
    expect(thaana.length).toBeGreaterThanOrEqual(20);
    expect(thaana.every((listing) => listing.key.startsWith('thaana-'))).toBe(true);
  });
});

describe('judged queries', () => {
  const keys = new Set(RELEVANCE_CATALOGUE.map((listing) => listing.key));
  const ofKind = (kind: QueryKind) => JUDGED_QUERIES.filter((query) => query.kind === kind);

  it('has at least 280 distinct queries', () => {
    expect(JUDGED_QUERIES.length).toBeGreaterThanOrEqual(280);
    const texts = JUDGED_QUERIES.map((query) => query.query.toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('has at least 20 queries of every kind, 25 typos and 25 unanswerable', () => {
    for (const kind of QUERY_KINDS) expect(ofKind(kind).length, kind).toBeGreaterThanOrEqual(20);
    expect(ofKind('typo').length).toBeGreaterThanOrEqual(25);
    expect(ofKind('no-answer').length).toBeGreaterThanOrEqual(25);
  });

  it('judges only listings that exist, each once', () => {
    for (const query of JUDGED_QUERIES) {
      expect(
        query.relevant.filter((key) => !keys.has(key)),
        query.query,
      ).toEqual([]);
      expect(new Set(query.relevant).size, query.query).toBe(query.relevant.length);
    }
  });

  it('leaves exactly the no-answer queries without a relevant listing', () => {
    for (const query of JUDGED_QUERIES) {
      expect(query.relevant.length === 0, query.query).toBe(query.kind === 'no-answer');
    }
  });

  it('holds out about 30% as the test set, spread over every kind', () => {
    const test = JUDGED_QUERIES.filter((query) => query.set === 'test');
    expect(test.length / JUDGED_QUERIES.length).toBeGreaterThan(0.25);
    expect(test.length / JUDGED_QUERIES.length).toBeLessThan(0.35);
    for (const kind of QUERY_KINDS) {
      const share = ofKind(kind).filter((query) => query.set === 'test').length / ofKind(kind).length;
      expect(share, kind).toBeGreaterThan(0.2);
    }
  });

  it('types Thaana only in thaana queries and Latin letters in latin-dhivehi ones', () => {
    for (const query of JUDGED_QUERIES) {
      expect(THAANA.test(query.query), query.query).toBe(query.kind === 'thaana');
    }
  });
});

describe('figuresByKind', () => {
  const query = (kind: QueryKind, relevant: string[]): JudgedQuery => ({
    query: `${kind} ${relevant.join(' ')}`,
    kind,
    relevant,
    set: 'tune',
  });
  const many = Array.from({ length: 13 }, (_, i) => `k${i + 1}`);
  const outcomes: QueryOutcome[] = [
    { query: query('exact', ['a', 'b']), ranked: ['x', 'a', 'y', 'b'] }, // recall 1, rr 1/2
    { query: query('exact', ['c']), ranked: [] }, // zero result: recall 0, rr 0
    { query: query('typo', ['d']), ranked: ['d'] }, // recall 1, rr 1
    { query: query('synonym', many), ranked: many.slice(0, 12) }, // 12 of 13 found, capped: recall 1
    { query: query('no-answer', []), ranked: [] },
    { query: query('no-answer', []), ranked: ['x'] },
  ];

  it('computes the worked-out figures, one row per kind present and then all', () => {
    const rows = figuresByKind(outcomes);
    expect(rows.map((row) => row.kind)).toEqual(['exact', 'typo', 'synonym', 'no-answer', 'all']);
    expect(rows[0]).toEqual({
      kind: 'exact',
      queries: 2,
      answerable: 2,
      zeroResultRate: 0.5,
      recallAt12: 0.5,
      mrr: 0.25,
      noAnswerEmpty: null,
    });
    expect(rows[2]).toMatchObject({ kind: 'synonym', recallAt12: 1, mrr: 1 });
    expect(rows[3]).toMatchObject({ kind: 'no-answer', queries: 2, answerable: 0, noAnswerEmpty: 0.5 });
    expect(rows[3]!.recallAt12).toBeNaN();
    expect(rows[4]).toEqual({
      kind: 'all',
      queries: 6,
      answerable: 4,
      zeroResultRate: 0.25,
      recallAt12: 0.75,
      mrr: 0.625,
      noAnswerEmpty: 0.5,
    });
  });

  it('counts recall in the first 12 only, but the reciprocal rank anywhere', () => {
    const ranked = [...Array.from({ length: 12 }, (_, i) => `other${i}`), 'a'];
    const [row] = figuresByKind([{ query: query('exact', ['a']), ranked }]);
    expect(row).toMatchObject({ recallAt12: 0, zeroResultRate: 0 });
    expect(row!.mrr).toBeCloseTo(1 / 13);
  });
});
