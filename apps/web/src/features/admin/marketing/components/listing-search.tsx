import { ADMIN_MESSAGES } from '@marketplace/contract/admin';
import {
  MARKETING_MESSAGES,
  MARKETING_SEARCH_DEBOUNCE_MS,
  MARKETING_SEARCH_MAX_RESULTS,
  MARKETING_SEARCH_MIN_LENGTH,
} from '@marketplace/contract/marketing';
import { formatPrice } from '@marketplace/contract/site';
import { Loader2, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { ListingImagePlaceholder } from '@/components/listings/listing-image-placeholder';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';
import { errorText } from '../../utils/error-text';
import { useMarketingSearch, type MarketingSearchResult } from '../api/search-marketing-listings';
import { countOf } from '@/lib/plural';

/**
 * Finds an approved listing to promote (spec 02 §4 Marketing tool, §5, §9): searches by name or display id
 * from 2 characters (trimmed), 500 ms after the last keystroke, and lists at most 10 matches with thumbnail,
 * name, display id and price. Picking one calls `onSelect`. A failed search toasts "Error fetching listings".
 */
export function ListingSearch({
  selectedId,
  onSelect,
}: {
  selectedId: string | null;
  onSelect: (listing: MarketingSearchResult) => void;
}) {
  const uid = useId();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), MARKETING_SEARCH_DEBOUNCE_MS);
  const active = query.length >= MARKETING_SEARCH_MIN_LENGTH;
  const { data, error, isLoading, isFetching } = useMarketingSearch(query);

  useEffect(() => {
    if (error) {
      toast({
        title: MARKETING_MESSAGES.searchFailed,
        description: errorText(error, ADMIN_MESSAGES.unexpected),
        variant: 'destructive',
      });
    }
  }, [error]);

  const results = data ?? [];
  let body;
  if (!active) {
    body = null;
  } else if (isLoading) {
    body = (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
        Searching…
      </p>
    );
  } else if (error) {
    body = (
      <p role="alert" className="py-6 text-sm text-destructive">
        {MARKETING_MESSAGES.searchFailed}
      </p>
    );
  } else if (results.length === 0) {
    body = <p className="py-6 text-sm text-muted-foreground">No approved listings match “{query}”.</p>;
  } else {
    body = (
      <ul
        aria-label="Matching listings"
        aria-busy={isFetching}
        className={cn('grid gap-2', isFetching && 'opacity-70 transition-opacity')}
      >
        {results.map((listing) => {
          const selected = listing.id === selectedId;
          return (
            <li key={listing.id}>
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => onSelect(listing)}
                className={cn(
                  'flex w-full items-center gap-3 rounded-md border p-2 text-left transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  selected && 'border-primary bg-accent',
                )}
              >
                <span className="h-14 w-14 shrink-0 overflow-hidden rounded-md bg-muted">
                  {listing.imageUrl ? (
                    <img
                      src={listing.imageUrl}
                      alt=""
                      width={56}
                      height={56}
                      loading="lazy"
                      className="h-full w-full object-cover"
                    />
                  ) : (
                    <ListingImagePlaceholder className="h-full w-full" label="" />
                  )}
                </span>
                <span className="grid min-w-0 flex-1 gap-0.5">
                  <span className="truncate text-sm font-medium">{listing.name}</span>
                  <span className="font-mono text-xs text-muted-foreground">{listing.item_display_id}</span>
                  <span className="text-sm font-semibold text-primary">{formatPrice(listing.price)}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="grid gap-3">
      <form role="search" aria-label="Listing search" onSubmit={(event) => event.preventDefault()}>
        <div className="grid gap-2">
          <Label htmlFor={`${uid}-query`}>Search approved listings</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={`${uid}-query`}
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder="Name or ID, e.g. PD-000123"
              autoComplete="off"
              aria-describedby={`${uid}-hint`}
              className="pl-9"
            />
          </div>
          <p id={`${uid}-hint`} className="text-xs text-muted-foreground">
            Type at least {MARKETING_SEARCH_MIN_LENGTH} characters; up to {MARKETING_SEARCH_MAX_RESULTS}{' '}
            listings are shown.
          </p>
        </div>
      </form>
      <p aria-live="polite" className="sr-only">
        {active && !isLoading && !error
          ? `${countOf(results.length, { one: 'listing', other: 'listings' })} found`
          : ''}
      </p>
      {body}
    </div>
  );
}
