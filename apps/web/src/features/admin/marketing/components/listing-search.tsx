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
import { useTranslation } from 'react-i18next';
import { useContractMessage } from '@/i18n/contract-messages';
import { ListingImagePlaceholder } from '@/components/listings/listing-image-placeholder';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';
import { errorText } from '../../utils/error-text';
import { useMarketingSearch, type MarketingSearchResult } from '../api/search-marketing-listings';

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
  const { t } = useTranslation('admin');
  const message = useContractMessage();
  const uid = useId();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), MARKETING_SEARCH_DEBOUNCE_MS);
  const active = query.length >= MARKETING_SEARCH_MIN_LENGTH;
  const { data, error, isLoading, isFetching } = useMarketingSearch(query);

  useEffect(() => {
    if (error) {
      toast({
        title: message(MARKETING_MESSAGES.searchFailed),
        description: message(errorText(error, ADMIN_MESSAGES.unexpected)),
        variant: 'destructive',
      });
    }
  }, [error, message]);

  const results = data ?? [];
  let body;
  if (!active) {
    body = null;
  } else if (isLoading) {
    body = (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
        {t('roles.searching')}
      </p>
    );
  } else if (error) {
    body = (
      <p role="alert" className="py-6 text-sm text-destructive">
        {message(MARKETING_MESSAGES.searchFailed)}
      </p>
    );
  } else if (results.length === 0) {
    body = <p className="py-6 text-sm text-muted-foreground">{t('marketing.noMatch', { query })}</p>;
  } else {
    body = (
      <ul
        aria-label={t('marketing.matchingListings')}
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
                  'flex w-full items-center gap-3 rounded-md border p-2 text-start transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
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
                  <span className="truncate text-sm font-medium" dir="auto">
                    {listing.name}
                  </span>
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
      <form
        role="search"
        aria-label={t('marketing.listingSearch')}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="grid gap-2">
          <Label htmlFor={`${uid}-query`}>{t('marketing.searchApproved')}</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={`${uid}-query`}
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder={t('marketing.searchPlaceholder')}
              autoComplete="off"
              aria-describedby={`${uid}-hint`}
              className="ps-9"
              dir="auto"
            />
          </div>
          <p id={`${uid}-hint`} className="text-xs text-muted-foreground">
            {t('marketing.searchHint', {
              min: MARKETING_SEARCH_MIN_LENGTH,
              max: MARKETING_SEARCH_MAX_RESULTS,
            })}
          </p>
        </div>
      </form>
      <p aria-live="polite" className="sr-only">
        {active && !isLoading && !error ? t('marketing.found', { count: results.length }) : ''}
      </p>
      {body}
    </div>
  );
}
