import type { AdminUserRow } from '@marketplace/contract/admin';
import { format, parseISO } from 'date-fns';
import { Ban, Eye, Pencil, ShieldCheck, Trash2, UserCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { AdminUserAvatar, adminUserName } from './admin-user-avatar';
import { UserStatusBadge } from './user-status-badge';

/** Spec 02 §9: the user table shows dates as MMM d, yyyy. */
export function joinedOn(iso: string): string {
  const date = parseISO(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, 'MMM d, yyyy');
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

const COLUMNS = ['Avatar', 'Name', 'Email', 'Mobile', 'National ID', 'Location', 'Joined', 'Status'] as const;

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
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Users</caption>
      <thead className="hidden border-b text-left text-xs uppercase tracking-wide text-muted-foreground md:table-header-group">
        <tr>
          {COLUMNS.map((column) => (
            <th
              key={column}
              scope="col"
              className={cn('px-3 py-2 font-medium', column === 'Avatar' && 'w-14')}
            >
              {column}
            </th>
          ))}
          <th scope="col" className="px-3 py-2 text-right font-medium">
            Actions
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
                  <span className="font-medium md:hidden">{name}</span>
                </div>
              </td>
              <Cell label="Name" className="hidden md:table-cell">
                <span className="font-medium">{name}</span>
                {user.role === 'admin' ? (
                  <span className="ml-1 inline-flex items-center gap-0.5 text-xs text-primary">
                    <ShieldCheck className="h-3 w-3" aria-hidden="true" />
                    Admin
                  </span>
                ) : null}
              </Cell>
              <Cell label="Email">
                <span className="break-all">{user.email}</span>
              </Cell>
              <Cell label="Mobile">{user.mobile || '—'}</Cell>
              <Cell label="National ID">{user.nationalIdNumber || '—'}</Cell>
              <Cell label="Location">{user.location || '—'}</Cell>
              <Cell label="Joined" className="md:whitespace-nowrap">
                <time dateTime={user.joinDate}>{joinedOn(user.joinDate)}</time>
              </Cell>
              <Cell label="Status">
                <UserStatusBadge status={user.status} />
              </Cell>
              <td className="pt-1 md:px-3 md:py-3 md:align-middle">
                <div className="flex flex-wrap gap-2 md:justify-end">
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => onView(user)}
                    aria-label={`View ${name}`}
                  >
                    <Eye aria-hidden="true" />
                    <span className="md:sr-only 2xl:not-sr-only">View</span>
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => onEdit(user)}
                    aria-label={`Edit ${name}`}
                  >
                    <Pencil aria-hidden="true" />
                    <span className="md:sr-only 2xl:not-sr-only">Edit</span>
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
                    title={self ? 'You cannot ban your own account.' : undefined}
                    onClick={() => onToggleBan(user)}
                    aria-label={`${active ? 'Ban' : 'Activate'} ${name}`}
                  >
                    {active ? <Ban aria-hidden="true" /> : <UserCheck aria-hidden="true" />}
                    <span className="md:sr-only 2xl:not-sr-only">{active ? 'Ban' : 'Activate'}</span>
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    className="border-destructive text-destructive hover:bg-destructive hover:text-destructive-foreground"
                    disabled={busy || self}
                    title={self ? 'You cannot delete your own account here.' : undefined}
                    onClick={() => onDelete(user)}
                    aria-label={`Delete ${name}`}
                  >
                    <Trash2 aria-hidden="true" />
                    <span className="md:sr-only 2xl:not-sr-only">Delete</span>
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
