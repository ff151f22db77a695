import type { AdminUserRow } from '@marketplace/contract/admin';
import { ID_VERIFICATION_STATUS_LABELS } from '@marketplace/contract/accounts-messages';
import { format, parseISO } from 'date-fns';
import { BadgeCheck, Eye, Loader2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { adminIdPhotoUrl, useAdminUser } from '../api/get-admin-user';
import { AdminUserAvatar, adminUserName } from './admin-user-avatar';
import { UserStatusBadge } from './user-status-badge';

/** Spec 02 §9: profile details show dates as MMMM d, yyyy, h:mm a. */
export function detailedDate(iso: string): string {
  const date = parseISO(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, 'MMMM d, yyyy, h:mm a');
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="break-words text-sm">{children}</dd>
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
  const { data, isFetching } = useAdminUser(row.id);
  const user = data ?? row;
  const [photosShown, setPhotosShown] = useState(false);
  const name = adminUserName(user);

  return (
    <DialogContent className="max-w-2xl">
      <DialogHeader>
        <div className="flex items-center gap-3 pr-6">
          <AdminUserAvatar user={user} className="h-12 w-12" />
          <div className="min-w-0">
            <DialogTitle className="break-words">{name}</DialogTitle>
            <DialogDescription className="break-all">{user.email}</DialogDescription>
          </div>
          {isFetching ? (
            <Loader2 className="ml-auto h-4 w-4 animate-spin text-muted-foreground" aria-label="Refreshing" />
          ) : null}
        </div>
      </DialogHeader>

      <dl className="grid gap-2">
        <Row term="Status">
          <UserStatusBadge status={user.status} />
        </Row>
        <Row term="Role">{user.role === 'admin' ? 'Admin' : 'Member'}</Row>
        <Row term="Joined">
          <time dateTime={user.joinDate}>{detailedDate(user.joinDate)}</time>
        </Row>
        <Row term="Mobile">{user.mobile || '—'}</Row>
        <Row term="National ID">{user.nationalIdNumber || '—'}</Row>
        <Row term="Location">{user.location || '—'}</Row>
        <Row term="Instagram">{user.instagramHandle ? `@${user.instagramHandle}` : '—'}</Row>
        <Row term="Verified seller">
          {user.isVerifiedSeller ? (
            <Badge variant="success" className="gap-1">
              <BadgeCheck className="h-3 w-3" aria-hidden="true" />
              Verified
            </Badge>
          ) : (
            'No'
          )}
        </Row>
        <Row term="ID verification">{ID_VERIFICATION_STATUS_LABELS[user.idVerificationStatus]}</Row>
        <Row term="Admin notes">
          <span className="whitespace-pre-line">{user.idVerificationAdminNotes || '—'}</span>
        </Row>
      </dl>

      <section aria-label="ID photos" className="grid gap-3 rounded-md border p-3">
        <h3 className="text-sm font-semibold">ID photos</h3>
        {!user.hasIdPhotos ? (
          <p className="text-sm text-muted-foreground">No ID photos submitted.</p>
        ) : photosShown ? (
          <div className="grid gap-3 sm:grid-cols-2">
            {(['front', 'back'] as const).map((side) => (
              <figure key={side} className="grid gap-1">
                <img
                  src={adminIdPhotoUrl(user.id, side)}
                  alt={`${side === 'front' ? 'Front' : 'Back'} of ${name}’s national ID card`}
                  className="w-full rounded-md border bg-muted object-contain"
                  referrerPolicy="no-referrer"
                />
                <figcaption className="text-xs text-muted-foreground">
                  {side === 'front' ? 'Front' : 'Back'}
                </figcaption>
              </figure>
            ))}
          </div>
        ) : (
          <div className="grid gap-2">
            <p className="text-sm text-muted-foreground">
              The photos are private. Each view is recorded in the activity log.
            </p>
            <Button type="button" variant="outline" className="w-fit" onClick={() => setPhotosShown(true)}>
              <Eye aria-hidden="true" />
              Show ID photos
            </Button>
          </div>
        )}
      </section>
    </DialogContent>
  );
}
