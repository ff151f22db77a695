import type { AdminUserRow } from '@marketplace/contract/admin';
import { parseISO } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { useFormatters, type Formatters } from '@/i18n/format';
import { Ban, Eye, Pencil, ShieldCheck, Trash2, UserCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { AdminUserAvatar, adminUserName } from './admin-user-avatar';
import { UserStatusBadge } from './user-status-badge';

/** Spec 02 §9: the user table shows dates as MMM d, yyyy (in English; the same date in Dhivehi). */
export function joinedOn(iso: string, formatters: Pick<Formatters, 'date'>): string {
  const date = parseISO(iso);
  return Number.isNaN(date.getTime()) ? '' : formatters.date(date, 'MMM d, yyyy');
}

export interface AdminUsersTableProps {
  items: AdminUserRow[];
  /** The signed-in admin: they cannot ban or delete themselves here. */
  currentUserId: string | undefined;
  /** The member whose action is running; their buttons are disabled meanwhile. */
  busyId: string | null;
  onView: (user: AdminUserRow) => void;
  onEdit: (user: AdminUserRow) => void;
  onToggleBan: (user: AdminUserRow) => void;
  onDelete: (user: AdminUserRow) => void;
}

function Cell({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td className={cn('flex items-start gap-2 md:table-cell md:px-3 md:py-3 md:align-middle', className)}>
      <span className="w-24 shrink-0 text-xs font-medium text-muted-foreground md:hidden">{label}</span>
      <div className="min-w-0 break-words">{children}</div>
    </td>
  );
}

const COLUMNS = ['avatar', 'name', 'email', 'mobile', 'nationalId', 'location', 'joined', 'status'] as const;

/**
 * User Management's table (spec 02 §2 Users): Avatar, Name, Email, Mobile, National ID, Location, Joined,
 * Status, Actions (View, Edit, Ban/Activate, Delete). Under md each row is a card.
 */
export function AdminUsersTable({
  items,
  currentUserId,
  busyId,
  onView,
  onEdit,
  onToggleBan,
  onDelete,
}: AdminUsersTableProps) {
  const { t } = useTranslation('admin');
  const formatters = useFormatters();
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('users.sectionLabel')}</caption>
      <thead className="hidden border-b text-start text-xs uppercase tracking-wide text-muted-foreground md:table-header-group">
        <tr>
          {COLUMNS.map((column) => (
            <th
              key={column}
              scope="col"
              className={cn('px-3 py-2 font-medium', column === 'avatar' && 'w-14')}
            >
              {t(`usersTable.${column}`)}
            </th>
          ))}
          <th scope="col" className="px-3 py-2 text-end font-medium">
            {t('usersTable.actions')}
          </th>
        </tr>
      </thead>
      <tbody className="grid gap-3 md:table-row-group">
        {items.map((user) => {
          const name = adminUserName(user);
          const self = user.id === currentUserId;
          const busy = busyId === user.id;
          const active = user.status === 'active';
          return (
            <tr
              key={user.id}
              className="grid gap-2 rounded-lg border bg-card p-3 md:table-row md:rounded-none md:border-0 md:border-b md:bg-transparent md:p-0"
            >
              <td className="md:px-3 md:py-3 md:align-middle">
                <div className="flex items-center gap-3">
                  <AdminUserAvatar user={user} />
                  {/* On phones the name sits beside the avatar, as a card title. */}
                  <span className="font-medium md:hidden" dir="auto">
                    {name}
                  </span>
                </div>
              </td>
              <Cell label={t('usersTable.name')} className="hidden md:table-cell">
                <span className="font-medium" dir="auto">
                  {name}
                </span>
                {user.role === 'admin' ? (
                  <span className="ms-1 inline-flex items-center gap-0.5 text-xs text-primary">
                    <ShieldCheck className="h-3 w-3" aria-hidden="true" />
                    {t('shared.admin')}
                  </span>
                ) : null}
              </Cell>
              <Cell label={t('usersTable.email')}>
                <span dir="ltr" className="wrap-anywhere">
                  {user.email}
                </span>
              </Cell>
              <Cell label={t('usersTable.mobile')}>{user.mobile || '—'}</Cell>
              <Cell label={t('usersTable.nationalId')}>{user.nationalIdNumber || '—'}</Cell>
              <Cell label={t('usersTable.location')}>
                <span dir="auto">{user.location || '—'}</span>
              </Cell>
              <Cell label={t('usersTable.joined')} className="md:whitespace-nowrap">
                <time dateTime={user.joinDate}>{joinedOn(user.joinDate, formatters)}</time>
              </Cell>
              <Cell label={t('usersTable.status')}>
                <UserStatusBadge status={user.status} />
              </Cell>
              <td className="pt-1 md:px-3 md:py-3 md:align-middle">
                <div className="flex flex-wrap gap-2 md:justify-end">
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => onView(user)}
                    aria-label={t('usersTable.viewUser', { name })}
                  >
                    <Eye aria-hidden="true" />
                    <span className="md:sr-only 2xl:not-sr-only">{t('shared.view')}</span>
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => onEdit(user)}
                    aria-label={t('usersTable.editUser', { name })}
                  >
                    <Pencil aria-hidden="true" />
                    <span className="md:sr-only 2xl:not-sr-only">{t('shared.edit')}</span>
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    className={
                      active
                        ? 'border-warning text-warning hover:bg-warning hover:text-warning-foreground'
                        : undefined
                    }
                    disabled={busy || self}
                    title={self ? t('usersTable.cannotBanSelf') : undefined}
                    onClick={() => onToggleBan(user)}
                    aria-label={
                      active ? t('usersTable.banUser', { name }) : t('usersTable.activateUser', { name })
                    }
                  >
                    {active ? <Ban aria-hidden="true" /> : <UserCheck aria-hidden="true" />}
                    <span className="md:sr-only 2xl:not-sr-only">
                      {active ? t('usersTable.ban') : t('usersTable.activate')}
                    </span>
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    className="border-destructive text-destructive hover:bg-destructive hover:text-destructive-foreground"
                    disabled={busy || self}
                    title={self ? t('usersTable.cannotDeleteSelf') : undefined}
                    onClick={() => onDelete(user)}
                    aria-label={t('usersTable.deleteUser', { name })}
                  >
                    <Trash2 aria-hidden="true" />
                    <span className="md:sr-only 2xl:not-sr-only">{t('shared.delete')}</span>
                  </Button>
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
