import { useState } from 'react';
import { sameFilters, type MarketplaceFilterValues } from '../utils/marketplace-url';

/**
 * Filter changes are staged until Apply Filters (spec 02 §4). Whenever the applied filters change (Apply,
 * Reset, Back/Forward, a shared link) the draft starts over from them — adjusted during render, as React
 * recommends for state derived from props, so the old values never flash.
 */
export function useStagedFilters(applied: MarketplaceFilterValues) {
  const appliedKey = JSON.stringify(applied);
  const [state, setState] = useState<{ from: string; draft: MarketplaceFilterValues | null }>({
    from: appliedKey,
    draft: null,
  });
  let draftState = state;
  if (state.from !== appliedKey) {
    draftState = { from: appliedKey, draft: null };
    setState(draftState);
  }
  const draft = draftState.draft ?? applied;

  return {
    draft,
    dirty: !sameFilters(draft, applied),
    setDraft: (next: MarketplaceFilterValues) => setState({ from: appliedKey, draft: next }),
    /** Drops the staged changes. */
    discard: () => setState({ from: appliedKey, draft: null }),
  };
}
