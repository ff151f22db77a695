import type { PublicSeller } from '@marketplace/contract/listings-messages';
import { BROWSE_MESSAGES } from '@marketplace/contract/listings-messages';
import { parseISO } from 'date-fns';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AtSign, BadgeCheck, MessageCircle, Phone } from 'lucide-react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useContractMessage } from '@/i18n/contract-messages';
import { useFormatters, type Formatters } from '@/i18n/format';

/** Maldives country calling code, used for the WhatsApp and Viber links. */
const MALDIVES_DIAL_CODE = '960';

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => Array.from(part)[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

function memberSince(iso: string, formatDate: Formatters['date']): string | null {
  const date = parseISO(iso);
  return Number.isNaN(date.getTime()) ? null : formatDate(date, 'MMMM yyyy');
}

/**
 * The seller's public card (spec 02 §2; ARCHITECTURE.md "Privacy": name, avatar, member-since, mobile,
 * Instagram, verified badge, nothing else). None of it needs a login.
 */
export function SellerCard({ seller, extra }: { seller: PublicSeller; extra?: ReactNode }) {
  const { t } = useTranslation('listings');
  const message = useContractMessage();
  const { date } = useFormatters();
  const name = seller.name.trim() || message(BROWSE_MESSAGES.unknownSeller);
  const since = memberSince(seller.memberSince, date);
  const digits = seller.mobile?.replace(/\D/g, '') ?? '';
  const instagram = seller.instagramHandle?.replace(/^@+/, '').trim() ?? '';

  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">{t('seller.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex items-center gap-3">
          <Avatar className="h-12 w-12">
            {seller.avatarUrl ? <AvatarImage src={seller.avatarUrl} alt="" /> : null}
            <AvatarFallback aria-hidden="true" className="text-base">
              {initials(name)}
            </AvatarFallback>
          </Avatar>
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 font-semibold">
              <span dir="auto" className="break-words">
                {name}
              </span>
              {seller.isVerifiedSeller ? (
                <Badge variant="success" className="gap-1">
                  <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" />
                  {t('seller.verified')}
                </Badge>
              ) : null}
            </p>
            {since ? (
              <p className="text-sm text-muted-foreground">{t('seller.memberSince', { date: since })}</p>
            ) : null}
          </div>
        </div>
        {extra}

        {digits ? (
          <div className="grid gap-2">
            <a
              href={`tel:${digits}`}
              className="inline-flex items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Phone className="h-4 w-4" aria-hidden="true" />
              <span dir="ltr">{seller.mobile}</span>
            </a>
            <div className="grid grid-cols-2 gap-2">
              <Button asChild variant="outline" size="sm">
                <a
                  href={`https://wa.me/${MALDIVES_DIAL_CODE}${digits}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <MessageCircle aria-hidden="true" />
                  {t('seller.whatsApp')}
                </a>
              </Button>
              <Button asChild variant="outline" size="sm">
                <a href={`viber://chat?number=%2B${MALDIVES_DIAL_CODE}${digits}`}>
                  <Phone aria-hidden="true" />
                  {t('seller.viber')}
                </a>
              </Button>
            </div>
          </div>
        ) : null}

        {instagram ? (
          <a
            href={`https://www.instagram.com/${encodeURIComponent(instagram)}/`}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <AtSign className="h-4 w-4" aria-hidden="true" />
            <span dir="ltr">{instagram}</span>
            <span className="sr-only">{t('seller.onInstagram')}</span>
          </a>
        ) : null}
      </CardContent>
    </Card>
  );
}
