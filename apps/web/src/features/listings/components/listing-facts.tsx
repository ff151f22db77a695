import type { ListingDetail } from '@marketplace/contract/listings-messages';
import { parseISO } from 'date-fns';
import { Calendar, Eye, Hash, MapPin, Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters, type Formatters } from '@/i18n/format';
import { useCategoryName } from '@/i18n/category-name';
import { formatNumber } from '@marketplace/contract/site';

function postedOn(iso: string, formatDate: Formatters['date']): string {
  const date = parseISO(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDate(date, 'MMM d, yyyy');
}

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    // A group inside a <dl> may hold only its <dt> and <dd> (axe definition-list), so the icon sits in the term.
    <div className="relative min-w-0 ps-6">
      <dt className="text-xs text-muted-foreground">
        <span className="absolute start-0 top-0.5" aria-hidden="true">
          {icon}
        </span>
        {term}
      </dt>
      <dd className="break-words text-sm font-medium">{children}</dd>
    </div>
  );
}

/** Category, location, posted date, views and display id as a definition list. */
export function ListingFacts({ listing }: { listing: ListingDetail }) {
  const categoryName = useCategoryName();
  const { t } = useTranslation('listings');
  const { date } = useFormatters();
  return (
    <dl className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
      <Fact icon={<Tag className="h-4 w-4" />} term={t('facts.category')}>
        {categoryName(listing.category.name)}
      </Fact>
      <Fact icon={<MapPin className="h-4 w-4" />} term={t('facts.location')}>
        {listing.location.name}
      </Fact>
      <Fact icon={<Calendar className="h-4 w-4" />} term={t('facts.posted')}>
        <time dateTime={listing.createdAt}>{postedOn(listing.createdAt, date)}</time>
      </Fact>
      <Fact icon={<Eye className="h-4 w-4" />} term={t('facts.views')}>
        {/* Western digits in both languages, as used in the Maldives. */}
        {formatNumber(listing.views)}
      </Fact>
      <Fact icon={<Hash className="h-4 w-4" />} term={t('facts.itemId')}>
        {listing.item_display_id}
      </Fact>
    </dl>
  );
}
