import { ADMIN_MESSAGES, type AdminUserRow } from '@marketplace/contract/admin';
import type { UserRole } from '@marketplace/contract/accounts-messages';
import { Loader2, Search, ShieldCheck, ShieldMinus, ShieldPlus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { toast } from '@/lib/toast-store';
import { useAdminAccounts, useAdminUsers } from '../api/get-admin-users';
import { useUpdateUserRole } from '../api/update-user-role';
import { errorText } from '../utils/error-text';
import { AdminUserAvatar, adminUserName } from './admin-user-avatar';

export const ROLE_MESSAGES = {
  updated: 'Role Updated',
  failed: 'Role Not Changed',
} as const;

interface RoleChange {
  user: AdminUserRow;
  role: UserRole;
}

function MemberRow({
  user,
  isSelf,
  busy,
  onChange,
}: {
  user: AdminUserRow;
  isSelf: boolean;
  busy: boolean;
  onChange: (change: RoleChange) => void;
}) {
  const name = adminUserName(user);
  const admin = user.role === 'admin';
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <AdminUserAvatar user={user} />
      <div className="min-w-0 flex-1">
        <p className="break-words font-medium">
          {name}
          {isSelf ? <span className="ml-1 text-xs font-normal text-muted-foreground">(you)</span> : null}
        </p>
        <p className="break-all text-xs text-muted-foreground">{user.email}</p>
      </div>
      {admin ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => onChange({ user, role: 'user' })}
          aria-label={`Revoke admin role from ${name}`}
        >
          <ShieldMinus aria-hidden="true" />
          Revoke
        </Button>
      ) : (
        <Button
          type="button"
          size="sm"
          disabled={busy || user.status !== 'active'}
          title={user.status !== 'active' ? 'Only an active member can be an admin.' : undefined}
          onClick={() => onChange({ user, role: 'admin' })}
          aria-label={`Grant admin role to ${name}`}
        >
          <ShieldPlus aria-hidden="true" />
          Grant
        </Button>
      )}
    </li>
  );
}

/**
 * Roles (`/admin/management/roles`): who holds the admin role, and a member search to grant or revoke it.
 * The API keeps at least one admin (409, ADMIN_MESSAGES.lastAdmin, shown as a toast). Every change asks for
 * confirmation first.
 */
export function AdminRolesPage() {
  const searchId = useId();
  const { user: me } = useCurrentUser();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 400);
  const [pendingChange, setPendingChange] = useState<RoleChange | null>(null);

  const admins = useAdminAccounts();
  const results = useAdminUsers({ query, page: 1 }, { enabled: query.length > 0 });
  const updateRole = useUpdateUserRole();

  useEffect(() => {
    if (admins.error) {
      toast({
        title: ADMIN_MESSAGES.usersFetchFailed,
        description: errorText(admins.error, ADMIN_MESSAGES.unexpected),
        variant: 'destructive',
      });
    }
  }, [admins.error]);

  const busyId = updateRole.isPending ? (updateRole.variables?.id ?? null) : null;

  const confirm = () => {
    if (!pendingChange) return;
    const { user, role } = pendingChange;
    const name = adminUserName(user);
    updateRole.mutate(
      { id: user.id, role },
      {
        onSuccess: () => {
          setPendingChange(null);
          toast({
            title: ROLE_MESSAGES.updated,
            description: role === 'admin' ? `${name} is now an admin.` : `${name} is no longer an admin.`,
            variant: 'success',
          });
        },
        onError: (err) => {
          setPendingChange(null);
          toast({
            title: ROLE_MESSAGES.failed,
            description: errorText(err, ADMIN_MESSAGES.unexpected),
            variant: 'destructive',
          });
        },
      },
    );
  };

  const revokingSelf = pendingChange?.role === 'user' && pendingChange.user.id === me?.id;

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Roles</h1>
        <p className="text-sm text-muted-foreground">Decide who can use the admin area.</p>
      </div>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <ShieldCheck className="h-5 w-5 text-primary" aria-hidden="true" />
            Administrators
          </CardTitle>
          <CardDescription>
            Admins moderate listings, manage members and read the activity log.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {admins.isPending ? (
            <div role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
              Loading administrators…
            </div>
          ) : admins.error ? (
            <p className="text-sm text-destructive">{ADMIN_MESSAGES.usersFetchFailed}</p>
          ) : (
            <ul className="divide-y" aria-label="Administrators">
              {admins.data.map((user) => (
                <MemberRow
                  key={user.id}
                  user={user}
                  isSelf={user.id === me?.id}
                  busy={busyId === user.id}
                  onChange={setPendingChange}
                />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Find a member</CardTitle>
          <CardDescription>
            Search by name, e-mail or national ID to grant or revoke the admin role.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <div role="search" className="grid gap-2">
            <Label htmlFor={searchId}>Search members</Label>
            <div className="relative">
              <Search
                className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden="true"
              />
              <Input
                id={searchId}
                type="search"
                className="pl-9"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder="Name, email or national ID"
              />
            </div>
          </div>
          <div aria-live="polite">
            {query.length === 0 ? null : results.isPending ? (
              <p className="flex items-center gap-2 text-sm text-muted-foreground">
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
                Searching…
              </p>
            ) : results.error ? (
              <p className="text-sm text-destructive">
                {errorText(results.error, ADMIN_MESSAGES.unexpected)}
              </p>
            ) : results.data.items.length === 0 ? (
              <p className="text-sm text-muted-foreground">No members match “{query}”.</p>
            ) : (
              <>
                <ul className="divide-y" aria-label="Search results">
                  {results.data.items.map((user) => (
                    <MemberRow
                      key={user.id}
                      user={user}
                      isSelf={user.id === me?.id}
                      busy={busyId === user.id}
                      onChange={setPendingChange}
                    />
                  ))}
                </ul>
                {results.data.total > results.data.items.length ? (
                  <p className="text-xs text-muted-foreground">
                    Showing the first {results.data.items.length} of {results.data.total}; refine the search
                    to narrow it down.
                  </p>
                ) : null}
              </>
            )}
          </div>
        </CardContent>
      </Card>

      <AlertDialog
        open={pendingChange !== null}
        onOpenChange={(open) => !open && !updateRole.isPending && setPendingChange(null)}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle className="break-words">
              {pendingChange?.role === 'admin'
                ? `Make ${adminUserName(pendingChange.user)} an admin?`
                : `Revoke the admin role from ${pendingChange ? adminUserName(pendingChange.user) : ''}?`}
            </AlertDialogTitle>
            <AlertDialogDescription>
              {pendingChange?.role === 'admin'
                ? 'They will be able to moderate listings, manage members and read the activity log.'
                : revokingSelf
                  ? 'You will lose access to the admin area straight away.'
                  : 'They will lose access to the admin area.'}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={updateRole.isPending}>Cancel</AlertDialogCancel>
            <Button
              type="button"
              variant={pendingChange?.role === 'admin' ? 'default' : 'destructive'}
              disabled={updateRole.isPending}
              onClick={confirm}
            >
              {updateRole.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {pendingChange?.role === 'admin' ? 'Grant admin role' : 'Revoke admin role'}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
