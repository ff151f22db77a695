import { POST_CARD_HEIGHT_PX, POST_CARD_WIDTH_PX } from '@marketplace/contract/marketing';
import type { ListingCondition } from '@marketplace/contract/listings-messages';
import { MapPin, Phone, Tag } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ConditionBadge } from '@/components/listings/condition-badge';
import { formatPostPrice, withPostDefaults, type PostListing } from '../utils/post-caption';

export const POST_LOGO_SRC = '/favicon.svg';

export interface PostCardProps {
  ref?: Ref<HTMLDivElement>;
  listing: PostListing;
  /** Stored condition; the badge shows its label and style. */
  condition: ListingCondition;
  imageSrc: string;
  siteName: string;
  /** Absolute origin, shown without the scheme. */
  siteUrl: string;
  /** False once the logo failed to load: the footer then shows only the site name. */
  showLogo: boolean;
  onImageLoad: () => void;
  onImageError: () => void;
  onLogoLoad: () => void;
  onLogoError: () => void;
}

/**
 * The social media post (spec 02 §9 Image export): exactly 360×480 CSS px (3:4), the product photo on top,
 * then the name, the price in MVR without decimals, the condition badge, location, category and the seller's
 * phone (with the spec's defaults), and a footer with the site's logo, name and address. Everything it shows
 * is same-origin or inline, so html-to-image can capture it. It carries no transform of its own: the preview
 * frame scales a wrapper instead, and the capture stays 360×480.
 */
export function PostCard({
  ref,
  listing,
  condition,
  imageSrc,
  siteName,
  siteUrl,
  showLogo,
  onImageLoad,
  onImageError,
  onLogoLoad,
  onLogoError,
}: PostCardProps) {
  const { t } = useTranslation('admin');
  const { location, category, phone } = withPostDefaults(listing);
  const host = siteUrl.replace(/^https?:\/\//, '');
  return (
    <div
      ref={ref}
      role="group"
      aria-label={t('marketing.postPreview')}
      style={{ width: POST_CARD_WIDTH_PX, height: POST_CARD_HEIGHT_PX }}
      className="flex flex-col overflow-hidden bg-white text-slate-900"
    >
      <div className="relative h-[236px] shrink-0 bg-slate-100">
        <img
          src={imageSrc}
          alt={listing.name}
          onLoad={onImageLoad}
          onError={onImageError}
          className="h-full w-full object-cover"
        />
        <ConditionBadge condition={condition} className="absolute start-3 top-3 shadow-sm" />
      </div>

      <div className="flex min-h-0 flex-1 flex-col gap-2 px-5 py-4">
        <p className="line-clamp-2 text-lg font-bold leading-snug break-words" dir="auto">
          {listing.name}
        </p>
        <p className="text-2xl font-extrabold leading-none text-primary">{formatPostPrice(listing.price)}</p>
        <ul className="mt-auto grid gap-1 text-[13px] text-slate-700">
          <li className="flex min-w-0 items-center gap-2">
            <MapPin className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
            <span className="truncate" dir="auto">
              {location}
            </span>
          </li>
          <li className="flex min-w-0 items-center gap-2">
            <Tag className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
            <span className="truncate" dir="auto">
              {category}
            </span>
          </li>
          <li className="flex min-w-0 items-center gap-2">
            <Phone className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
            <span className="truncate">{phone}</span>
          </li>
        </ul>
      </div>

      <div className="flex h-14 shrink-0 items-center gap-3 bg-primary px-5 text-primary-foreground">
        {showLogo && (
          <img
            src={POST_LOGO_SRC}
            alt=""
            width={32}
            height={32}
            onLoad={onLogoLoad}
            onError={onLogoError}
            className="h-8 w-8 shrink-0 rounded-md bg-white/10"
          />
        )}
        <div className="min-w-0 leading-tight">
          <p className="truncate text-sm font-bold">{siteName}</p>
          <p className="truncate text-xs opacity-90">{host}</p>
        </div>
      </div>
    </div>
  );
}
