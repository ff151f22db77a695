import type { AdminUserRow } from '@marketplace/contract/admin';
import { parseISO } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { useFormatters, type Formatters } from '@/i18n/format';
import { BadgeCheck, Eye, Loader2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { adminIdPhotoUrl, useAdminUser } from '../api/get-admin-user';
import { AdminUserAvatar, adminUserName } from './admin-user-avatar';
import { UserStatusBadge } from './user-status-badge';

/** Spec 02 §9: profile details show dates as MMMM d, yyyy, h:mm a (the same date and time in Dhivehi). */
export function detailedDate(iso: string, formatters: Pick<Formatters, 'date'>): string {
  const date = parseISO(iso);
  return Number.isNaN(date.getTime()) ? '' : formatters.date(date, 'MMMM d, yyyy, h:mm a');
}

/** The two sides of the national ID card, in the order they are shown. */
const ID_PHOTO_SIDES = ['front', 'back'] as const;

function Row({ term, dir, children }: { term: string; dir?: 'auto'; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="break-words text-sm" dir={dir}>
        {children}
      </dd>
    </div>
  );
}

export interface UserDetailsDialogProps {
  /** The row the admin opened; the dialog reloads the member for fresh details. Null closes it. */
  user: AdminUserRow | null;
  onOpenChange: (open: boolean) => void;
}

/**
 * The profile details view (spec 02 §2 Users). The ID photos load only after "Show ID photos": each view
 * is written to the activity log on the server.
 */
export function UserDetailsDialog({ user, onOpenChange }: UserDetailsDialogProps) {
  return (
    <Dialog open={user !== null} onOpenChange={onOpenChange}>
      {user ? <UserDetails key={user.id} row={user} /> : null}
    </Dialog>
  );
}

function UserDetails({ row }: { row: AdminUserRow }) {
  const { t } = useTranslation('admin');
  const formatters = useFormatters();
  const { data, isFetching } = useAdminUser(row.id);
  const user = data ?? row;
  const [photosShown, setPhotosShown] = useState(false);
  const name = adminUserName(user);

  return (
    <DialogContent className="max-w-2xl">
      <DialogHeader>
        <div className="flex items-center gap-3 pe-6">
          <AdminUserAvatar user={user} className="h-12 w-12" />
          <div className="min-w-0">
            <DialogTitle className="break-words" dir="auto">
              {name}
            </DialogTitle>
            <DialogDescription dir="ltr" className="wrap-anywhere rtl:text-right">
              {user.email}
            </DialogDescription>
          </div>
          {isFetching ? (
            <Loader2
              className="ms-auto h-4 w-4 animate-spin text-muted-foreground"
              aria-label={t('userDetails.refreshing')}
            />
          ) : null}
        </div>
      </DialogHeader>

      <dl className="grid gap-2">
        <Row term={t('userDetails.status')}>
          <UserStatusBadge status={user.status} />
        </Row>
        <Row term={t('userDetails.role')}>
          {user.role === 'admin' ? t('shared.admin') : t('userDetails.member')}
        </Row>
        <Row term={t('userDetails.joined')}>
          <time dateTime={user.joinDate}>{detailedDate(user.joinDate, formatters)}</time>
        </Row>
        <Row term={t('userDetails.mobile')}>{user.mobile || '—'}</Row>
        <Row term={t('userDetails.nationalId')}>{user.nationalIdNumber || '—'}</Row>
        <Row term={t('userDetails.location')} dir="auto">
          {user.location || '—'}
        </Row>
        <Row term={t('userDetails.instagram')}>{user.instagramHandle ? `@${user.instagramHandle}` : '—'}</Row>
        <Row term={t('userDetails.verifiedSeller')}>
          {user.isVerifiedSeller ? (
            <Badge variant="success" className="gap-1">
              <BadgeCheck className="h-3 w-3" aria-hidden="true" />
              {t('detail.seller.verified')}
            </Badge>
          ) : (
            t('userDetails.no')
          )}
        </Row>
        <Row term={t('userDetails.idVerification')}>{t(`idVerification.${user.idVerificationStatus}`)}</Row>
        <Row term={t('userDetails.adminNotes')} dir="auto">
          <span className="whitespace-pre-line">{user.idVerificationAdminNotes || '—'}</span>
        </Row>
      </dl>

      <section aria-label={t('userDetails.idPhotos')} className="grid gap-3 rounded-md border p-3">
        <h3 className="text-sm font-semibold">{t('userDetails.idPhotos')}</h3>
        {!user.hasIdPhotos ? (
          <p className="text-sm text-muted-foreground">{t('userDetails.noIdPhotos')}</p>
        ) : photosShown ? (
          <div className="grid gap-3 sm:grid-cols-2">
            {ID_PHOTO_SIDES.map((side) => (
              <figure key={side} className="grid gap-1">
                <img
                  src={adminIdPhotoUrl(user.id, side)}
                  alt={t(side === 'front' ? 'userDetails.frontAlt' : 'userDetails.backAlt', { name })}
                  className="w-full rounded-md border bg-muted object-contain"
                  referrerPolicy="no-referrer"
                />
                <figcaption className="text-xs text-muted-foreground">
                  {side === 'front' ? t('userDetails.front') : t('userDetails.back')}
                </figcaption>
              </figure>
            ))}
          </div>
        ) : (
          <div className="grid gap-2">
            <p className="text-sm text-muted-foreground">{t('userDetails.photosPrivate')}</p>
            <Button type="button" variant="outline" className="w-fit" onClick={() => setPhotosShown(true)}>
              <Eye aria-hidden="true" />
              {t('userDetails.showIdPhotos')}
            </Button>
          </div>
        )}
      </section>
    </DialogContent>
  );
}
