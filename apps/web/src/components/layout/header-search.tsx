import { Search, X } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { cn } from '@/lib/utils';

/** `/marketplace?query=…` for a search text, or null when the trimmed text is empty (spec 02 §2). */
export function marketplaceSearchPath(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? `/marketplace?query=${encodeURIComponent(trimmed)}` : null;
}

interface HeaderSearchProps {
  className?: string;
  /** Called after a search was submitted (the mobile bar closes itself). */
  onSearched?: () => void;
  autoFocus?: boolean;
}

/**
 * The header's listing search (spec 01 §2): submit goes to /marketplace?query={text}; empty text is
 * ignored; the clear button empties the box and, on /marketplace, returns to the bare marketplace.
 * Suggestions are added by a later issue.
 */
export function HeaderSearch(props: HeaderSearchProps) {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const currentQuery = pathname === '/marketplace' ? (searchParams.get('query') ?? '') : '';
  // Remount when the marketplace's query changes, so the box shows what is being browsed.
  return <HeaderSearchForm key={currentQuery} initialText={currentQuery} {...props} />;
}

function HeaderSearchForm({
  initialText,
  className,
  onSearched,
  autoFocus,
}: HeaderSearchProps & { initialText: string }) {
  const [text, setText] = useState(initialText);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const path = marketplaceSearchPath(text);
    if (!path) return;
    void navigate(path);
    onSearched?.();
  }

  function handleClear() {
    setText('');
    inputRef.current?.focus();
    if (pathname === '/marketplace') void navigate('/marketplace');
  }

  return (
    <form role="search" onSubmit={handleSubmit} className={cn('relative w-full', className)}>
      <label htmlFor={inputId} className="sr-only">
        Search listings
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
      />
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        // Focus on open is what a person tapping the mobile search toggle expects.
        autoFocus={autoFocus}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search items or IDs (e.g. PD-000123)"
        className="h-10 w-full rounded-full border border-input bg-muted/60 pl-9 pr-20 text-base placeholder:text-muted-foreground focus-visible:bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm"
      />
      <div className="absolute right-1 top-1/2 flex -translate-y-1/2 items-center">
        {text ? (
          <button
            type="button"
            onClick={handleClear}
            aria-label="Clear search"
            className="rounded-full p-2 text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        ) : null}
        <button
          type="submit"
          aria-label="Search"
          className="rounded-full p-2 text-primary hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Search aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
    </form>
  );
}
