import type { ListingDetail } from '@marketplace/contract/listings-messages';
import { formatPrice } from '@marketplace/contract/site';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConditionBadge } from '@/components/listings/condition-badge';
import { ReservedBadge } from '@/components/listings/reserved-badge';
import { Card, CardContent } from '@/components/ui/card';
import { ListingAttributes } from './listing-attributes';
import { ListingDescription } from './listing-description';
import { ListingFacts } from './listing-facts';

/** The public item card (spec 02 §2): name, price, condition, facts, category details (issue #39), description. */
export function ItemDetailsCard({ listing, actions }: { listing: ListingDetail; actions?: ReactNode }) {
  const { t } = useTranslation('listings');
  return (
    <Card>
      <CardContent className="grid gap-4 p-5">
        <div className="grid gap-2">
          <div className="flex items-start justify-between gap-3">
            <h1 dir="auto" className="min-w-0 flex-1 break-words text-2xl font-bold leading-tight">
              {listing.name}
            </h1>
            {actions}
          </div>
          <p className="text-2xl font-bold text-primary">{formatPrice(listing.price)}</p>
          <div className="flex flex-wrap gap-2">
            <ConditionBadge condition={listing.condition} />
            {listing.reserved && listing.status === 'Approved' ? <ReservedBadge /> : null}
          </div>
        </div>
        <ListingFacts listing={listing} />
        <ListingAttributes attributes={listing.attributes} />
        <div className="grid gap-1 border-t pt-4">
          <h2 className="text-base font-semibold">{t('shared.description')}</h2>
          <ListingDescription text={listing.description} />
        </div>
      </CardContent>
    </Card>
  );
}
