/**
 * The anchor engine for the relevance benchmark: MiniSearch as people usually set it up (prefix search,
 * fuzzy 0.2, titles boosted ×2), over a listing's name, description and category. Its figures are the
 * baseline a marketplace search should beat.
 */
import MiniSearch from 'minisearch';
import type { RelevanceListing } from './catalogue';

/** Indexes `catalogue` in MiniSearch and returns a search function giving the ranked listing keys, best first. */
export function minisearchEngine(catalogue: readonly RelevanceListing[]): (query: string) => string[] {
  const index = new MiniSearch<RelevanceListing>({
    fields: ['name', 'description', 'category'],
    storeFields: [],
    idField: 'key',
    searchOptions: { prefix: true, fuzzy: 0.2, boost: { name: 2 } },
  });
  index.addAll([...catalogue]);
  return (query) => index.search(query).map((result) => String(result.id));
}
