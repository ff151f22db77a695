import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, type To } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { getPagerItems } from '../utils/pager-window';

export interface MarketplacePagerProps {
  page: number;
  totalPages: number;
  /** Where page `p` lives; links push a history entry, so back/forward walk the pages. */
  hrefForPage: (p: number) => To;
  /** A phone: a window of 3 pages (still with first/last), so the pager stays on one row at 360 px. */
  compact?: boolean;
  className?: string;
}

/** Issue #16 item 12: the window of page numbers on a small screen. */
export const COMPACT_PAGER_WINDOW = 3;

/**
 * Numbered pager (spec 02 §9): previous, a window of 5 pages with first/last and ellipses, next; `compact`
 * narrows the window to 3 for a phone.
 */
export function MarketplacePager({
  page,
  totalPages,
  hrefForPage,
  compact = false,
  className,
}: MarketplacePagerProps) {
  if (totalPages <= 1) return null;
  const items = compact
    ? getPagerItems(page, totalPages, COMPACT_PAGER_WINDOW)
    : getPagerItems(page, totalPages);
  const edge = cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'px-2 sm:px-3');
  const disabledEdge = cn(edge, 'pointer-events-none opacity-50');

  return (
    <nav aria-label="Pagination" className={cn('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {page > 1 ? (
            <Link to={hrefForPage(page - 1)} className={edge} rel="prev">
              <ChevronLeft aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">Previous</span>
            </Link>
          ) : (
            <span className={disabledEdge} aria-disabled="true">
              <ChevronLeft aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">Previous</span>
            </span>
          )}
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Link
                to={hrefForPage(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                className={cn(
                  buttonVariants({ variant: item === page ? 'default' : 'ghost', size: 'sm' }),
                  'min-w-9 px-2',
                )}
              >
                {item}
              </Link>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link to={hrefForPage(page + 1)} className={edge} rel="next">
              <span className="sr-only sm:not-sr-only">Next</span>
              <ChevronRight aria-hidden="true" />
            </Link>
          ) : (
            <span className={disabledEdge} aria-disabled="true">
              <span className="sr-only sm:not-sr-only">Next</span>
              <ChevronRight aria-hidden="true" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
