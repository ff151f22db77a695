/**
 * Pure figures for the relevance benchmark: per query kind and overall, how often a search engine returns
 * nothing for an answerable query, recall in its first page of 12, mean reciprocal rank, and how often it
 * correctly returns nothing for a query the catalogue cannot answer.
 */
import { QUERY_KINDS, type JudgedQuery, type QueryKind } from './queries';

/** The size of the first page of results that recall is measured on. */
export const PAGE_SIZE = 12;

/** One query and what an engine returned for it. */
export interface QueryOutcome {
  query: JudgedQuery;
  /** Ranked listing keys, best first: as many as the engine returned, or at least the first 12. */
  ranked: readonly string[];
}

/** The figures of one query kind, or of every query ('all'). */
export interface KindFigures {
  kind: QueryKind | 'all';
  /** Queries in the row. */
  queries: number;
  /** Queries with at least one relevant listing. */
  answerable: number;
  /** Share of answerable queries with an empty result; NaN when the row has no answerable query. */
  zeroResultRate: number;
  /** Mean over answerable queries of |relevant ∩ top 12| / min(|relevant|, 12); NaN without answerable queries. */
  recallAt12: number;
  /** Mean over answerable queries of 1 / rank of the first relevant result (0 if none); NaN without any. */
  mrr: number;
  /** Share of unanswerable queries (no relevant listing) with an empty result; null when the row has none. */
  noAnswerEmpty: number | null;
}

const mean = (values: readonly number[]): number =>
  values.length === 0 ? Number.NaN : values.reduce((sum, value) => sum + value, 0) / values.length;

/** Recall in the first page: the share of the relevant listings (at most a page of them) found in the top 12. */
export function recallAtPage(relevant: readonly string[], ranked: readonly string[]): number {
  const wanted = new Set(relevant);
  if (wanted.size === 0) return Number.NaN;
  const found = new Set(ranked.slice(0, PAGE_SIZE).filter((key) => wanted.has(key)));
  return found.size / Math.min(wanted.size, PAGE_SIZE);
}

/** 1 / the 1-based rank of the first relevant key in `ranked`, 0 when none is there. */
export function reciprocalRank(relevant: readonly string[], ranked: readonly string[]): number {
  const wanted = new Set(relevant);
  const index = ranked.findIndex((key) => wanted.has(key));
  return index === -1 ? 0 : 1 / (index + 1);
}

function figures(kind: QueryKind | 'all', outcomes: readonly QueryOutcome[]): KindFigures {
  const answerable = outcomes.filter((outcome) => outcome.query.relevant.length > 0);
  const unanswerable = outcomes.filter((outcome) => outcome.query.relevant.length === 0);
  return {
    kind,
    queries: outcomes.length,
    answerable: answerable.length,
    zeroResultRate: mean(answerable.map((outcome) => (outcome.ranked.length === 0 ? 1 : 0))),
    recallAt12: mean(answerable.map((outcome) => recallAtPage(outcome.query.relevant, outcome.ranked))),
    mrr: mean(answerable.map((outcome) => reciprocalRank(outcome.query.relevant, outcome.ranked))),
    noAnswerEmpty:
      unanswerable.length === 0
        ? null
        : mean(unanswerable.map((outcome) => (outcome.ranked.length === 0 ? 1 : 0))),
  };
}

/** One row per query kind present in `outcomes` (in QUERY_KINDS order), then a row for all of them. */
export function figuresByKind(outcomes: readonly QueryOutcome[]): KindFigures[] {
  const rows: KindFigures[] = [];
  for (const kind of QUERY_KINDS) {
    const ofKind = outcomes.filter((outcome) => outcome.query.kind === kind);
    if (ofKind.length > 0) rows.push(figures(kind, ofKind));
  }
  rows.push(figures('all', outcomes));
  return rows;
}
