import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { getResponsivePagerItems } from '../utils/pager-window';

export interface MarketplacePagerProps {
  page: number;
  totalPages: number;
  /** Where page `p` lives; links push a history entry, so back/forward walk the pages. */
  hrefForPage: (p: number) => To;
  className?: string;
}

/** Issue #16 item 12: CSS for entries of only one of the two pagers (below `sm` a window of 3, else of 5). */
const SHOW_CLASS = { always: '', compact: 'sm:hidden', wide: 'hidden sm:list-item' } as const;

/**
 * Numbered pager (spec 02 §9): previous, a window of 5 pages with first/last and ellipses, next. On a phone
 * (below `sm`) the window is 3, so the pager stays on one row at 360 px; CSS chooses, so it is right before
 * scripts run.
 */
export function MarketplacePager({ page, totalPages, hrefForPage, className }: MarketplacePagerProps) {
  const { t } = useTranslation('marketplace');
  if (totalPages <= 1) return null;
  const items = getResponsivePagerItems(page, totalPages);
  const edge = cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'px-2 sm:px-3');
  const disabledEdge = cn(edge, 'pointer-events-none opacity-50');

  return (
    <nav aria-label={t('pager.label')} className={cn('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {page > 1 ? (
            <Link to={hrefForPage(page - 1)} className={edge} rel="prev">
              <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100" />
              <span className="sr-only sm:not-sr-only">{t('pager.previous')}</span>
            </Link>
          ) : (
            <span className={disabledEdge} aria-disabled="true">
              <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100" />
              <span className="sr-only sm:not-sr-only">{t('pager.previous')}</span>
            </span>
          )}
        </li>
        {items.map(({ item, show }) =>
          typeof item === 'number' ? (
            <li key={item} className={SHOW_CLASS[show]}>
              <Link
                to={hrefForPage(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pager.page', { page: item })}
                className={cn(
                  buttonVariants({ variant: item === page ? 'default' : 'ghost', size: 'sm' }),
                  'min-w-9 px-2',
                )}
              >
                {item}
              </Link>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className={cn('px-1 text-muted-foreground', SHOW_CLASS[show])}>
              …
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link to={hrefForPage(page + 1)} className={edge} rel="next">
              <span className="sr-only sm:not-sr-only">{t('pager.next')}</span>
              <ChevronRight aria-hidden="true" className="rtl:-scale-x-100" />
            </Link>
          ) : (
            <span className={disabledEdge} aria-disabled="true">
              <span className="sr-only sm:not-sr-only">{t('pager.next')}</span>
              <ChevronRight aria-hidden="true" className="rtl:-scale-x-100" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
