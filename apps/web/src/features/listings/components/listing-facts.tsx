import type { ListingDetail } from '@marketplace/contract/listings-messages';
import { format, parseISO } from 'date-fns';
import { Calendar, Eye, Hash, MapPin, Tag } from 'lucide-react';
import type { ReactNode } from 'react';

function postedOn(iso: string): string {
  const date = parseISO(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, 'MMM d, yyyy');
}

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    // A group inside a <dl> may hold only its <dt> and <dd> (axe definition-list), so the icon sits in the term.
    <div className="relative min-w-0 pl-6">
      <dt className="text-xs text-muted-foreground">
        <span className="absolute left-0 top-0.5" aria-hidden="true">
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
  return (
    <dl className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
      <Fact icon={<Tag className="h-4 w-4" />} term="Category">
        {listing.category.name}
      </Fact>
      <Fact icon={<MapPin className="h-4 w-4" />} term="Location">
        {listing.location.name}
      </Fact>
      <Fact icon={<Calendar className="h-4 w-4" />} term="Posted">
        <time dateTime={listing.createdAt}>{postedOn(listing.createdAt)}</time>
      </Fact>
      <Fact icon={<Eye className="h-4 w-4" />} term="Views">
        {listing.views.toLocaleString('en-US')}
      </Fact>
      <Fact icon={<Hash className="h-4 w-4" />} term="Item ID">
        {listing.item_display_id}
      </Fact>
    </dl>
  );
}
