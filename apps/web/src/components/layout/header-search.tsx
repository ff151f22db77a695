import type { Suggestion } from '@marketplace/contract/marketplace-messages';
import { formatPrice } from '@marketplace/contract/site';
import { Search, X } from 'lucide-react';
import { useId, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ListingImagePlaceholder } from '@/components/listings/listing-image-placeholder';
import { BELOW_LG_QUERY, useFittingPlaceholder } from '@/hooks/use-small-screen';
import { useSuggestions } from '@/hooks/use-suggestions';
import { cn } from '@/lib/utils';

/** `/marketplace?query=…` for a search text, or null when the trimmed text is empty (spec 02 §2). */
export function marketplaceSearchPath(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? `/marketplace?query=${encodeURIComponent(trimmed)}` : null;
}

/**
 * Where a search goes. From another page: `/marketplace?query=…`. On /marketplace the applied filters stay
 * (as they did when the browse page kept them in its own state), while the page and the sort are dropped so
 * the new results start on page 1 sorted by relevance (spec 02 §4). Null for empty text.
 */
export function marketplaceSearchTarget(
  text: string,
  pathname: string,
  current: URLSearchParams,
): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (pathname !== '/marketplace') return marketplaceSearchPath(trimmed);
  const next = new URLSearchParams(current);
  next.delete('page');
  next.delete('sort');
  next.delete('query');
  const rest = next.toString();
  return `/marketplace?query=${encodeURIComponent(trimmed)}${rest ? `&${rest}` : ''}`;
}

export function itemPath(id: string): string {
  return `/item/${encodeURIComponent(id)}`;
}

interface HeaderSearchProps {
  className?: string;
  /** Called after a search was submitted or a suggestion picked (the mobile bar closes itself). */
  onSearched?: () => void;
  autoFocus?: boolean;
}

/**
 * The header's listing search (spec 01 §2): submit goes to /marketplace?query={text}; empty text is
 * ignored; the clear button empties the box and, on /marketplace, returns to the bare marketplace.
 * Suggestions appear 300 ms after typing stops, as an ARIA combobox: arrow keys move through them, Enter
 * opens the active one (or searches when none is active), Escape closes the list.
 */
export function HeaderSearch(props: HeaderSearchProps) {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const currentQuery = pathname === '/marketplace' ? (searchParams.get('query') ?? '') : '';
  // Remount when the marketplace's query changes, so the box shows what is being browsed.
  return <HeaderSearchForm key={currentQuery} initialText={currentQuery} {...props} />;
}

function SuggestionOption({
  id,
  suggestion,
  active,
  onPick,
  onHover,
}: {
  id: string;
  suggestion: Suggestion;
  active: boolean;
  onPick: () => void;
  onHover: () => void;
}) {
  return (
    // Keyboard users reach options through the input (aria-activedescendant), as the combobox pattern asks.
    <li
      id={id}
      role="option"
      aria-selected={active}
      // Keep focus in the input, so the list does not close before the click lands.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPick}
      onMouseMove={onHover}
      className={cn(
        'flex cursor-pointer items-center gap-3 px-3 py-2 text-start',
        active ? 'bg-accent text-accent-foreground' : 'hover:bg-accent/60',
      )}
    >
      <span className="h-10 w-10 shrink-0 overflow-hidden rounded-md bg-muted" aria-hidden="true">
        {suggestion.imageUrl ? (
          <img
            src={suggestion.imageUrl}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover"
          />
        ) : (
          <ListingImagePlaceholder className="h-full w-full" />
        )}
      </span>
      <span className="min-w-0 flex-1">
        <span dir="auto" className="block truncate text-sm font-medium">
          {suggestion.name}
        </span>{' '}
        <span className="block text-xs text-muted-foreground">{suggestion.item_display_id}</span>
      </span>{' '}
      <span className="shrink-0 text-sm font-semibold text-primary">{formatPrice(suggestion.price)}</span>
    </li>
  );
}

function HeaderSearchForm({
  initialText,
  className,
  onSearched,
  autoFocus,
}: HeaderSearchProps & { initialText: string }) {
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const inputRef = useRef<HTMLInputElement>(null);
  const { t } = useTranslation();
  // The box's full hint: a placeholder where it fits, and always its description (issue #16 item 11).
  const searchHint = t('search.hint');
  const inputId = useId();
  const hintId = useId();
  const listboxId = useId();
  // The header box is narrow below lg (beside the nav, or the phone's full width): a hint that fits.
  const placeholder = useFittingPlaceholder(searchHint, t('search.hintShort'), BELOW_LG_QUERY);
  const { items, settled } = useSuggestions(text);

  const trimmed = text.trim();
  const showList = open && items.length > 0;
  const showEmpty = open && settled && items.length === 0;
  const activeIndex = showList && active < items.length ? active : -1;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function pick(suggestion: Suggestion) {
    close();
    void navigate(itemPath(suggestion.id));
    onSearched?.();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const path = marketplaceSearchTarget(text, pathname, searchParams);
    if (!path) return;
    close();
    void navigate(path);
    onSearched?.();
  }

  function handleClear() {
    setText('');
    close();
    inputRef.current?.focus();
    if (pathname === '/marketplace') void navigate('/marketplace');
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (items.length === 0) return;
        event.preventDefault();
        setOpen(true);
        const last = items.length - 1;
        if (event.key === 'ArrowDown') setActive(activeIndex >= last ? 0 : activeIndex + 1);
        else setActive(activeIndex <= 0 ? last : activeIndex - 1);
        return;
      }
      case 'Enter': {
        const suggestion = activeIndex >= 0 ? items[activeIndex] : undefined;
        if (!suggestion) return; // The form submits the search.
        event.preventDefault();
        pick(suggestion);
        return;
      }
      case 'Escape': {
        if (!showList && !showEmpty) return;
        event.preventDefault();
        // Only the list closes; the header's own Escape handling (mobile menu) is not for this key press.
        event.stopPropagation();
        close();
        return;
      }
    }
  }

  function handleBlur(event: FocusEvent<HTMLFormElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) close();
  }

  return (
    <form
      role="search"
      onSubmit={handleSubmit}
      onBlur={handleBlur}
      className={cn('relative w-full', className)}
    >
      <label htmlFor={inputId} className="sr-only">
        {t('search.label')}
      </label>
      <span id={hintId} className="sr-only">
        {searchHint}
      </span>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
      />
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={showList ? listboxId : undefined}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        // Focus on open is what a person tapping the mobile search toggle expects.
        autoFocus={autoFocus}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={handleKeyDown}
        placeholder={placeholder}
        aria-describedby={hintId}
        className="h-10 w-full rounded-full border border-input bg-muted/60 ps-9 pe-20 text-base placeholder:text-muted-foreground focus-visible:bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm"
      />
      <div className="absolute end-1 top-1/2 flex -translate-y-1/2 items-center">
        {text ? (
          <button
            type="button"
            onClick={handleClear}
            aria-label={t('search.clear')}
            className="rounded-full p-2 text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        ) : null}
        <button
          type="submit"
          aria-label={t('search.submit')}
          className="rounded-full p-2 text-primary hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Search aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>

      {showList ? (
        <ul
          id={listboxId}
          role="listbox"
          aria-label={t('search.suggestions')}
          className="absolute inset-x-0 top-full z-50 mt-1 max-h-[min(24rem,70vh)] overflow-y-auto rounded-lg border bg-background py-1 text-foreground shadow-lg"
        >
          {items.map((suggestion, index) => (
            <SuggestionOption
              key={suggestion.id}
              id={optionId(index)}
              suggestion={suggestion}
              active={index === activeIndex}
              onPick={() => pick(suggestion)}
              onHover={() => setActive(index)}
            />
          ))}
        </ul>
      ) : null}
      {showEmpty ? (
        <p
          role="status"
          className="absolute inset-x-0 top-full z-50 mt-1 break-words rounded-lg border bg-background px-3 py-3 text-sm text-muted-foreground shadow-lg"
        >
          {t('search.noSuggestions', { text: trimmed })}
        </p>
      ) : null}
    </form>
  );
}
