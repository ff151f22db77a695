import { ADMIN_MESSAGES, type AdminUserRow } from '@marketplace/contract/admin';
import type { UserRole } from '@marketplace/contract/accounts-messages';
import { Loader2, Search, ShieldCheck, ShieldMinus, ShieldPlus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractMessage } from '@/i18n/contract-messages';
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

/** The English toast titles (kept for the tests); the page shows the `admin` namespace's roles.* keys. */
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
  const { t } = useTranslation('admin');
  const name = adminUserName(user);
  const admin = user.role === 'admin';
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <AdminUserAvatar user={user} />
      <div className="min-w-0 flex-1">
        <p className="break-words font-medium">
          <span dir="auto">{name}</span>
          {isSelf ? (
            <span className="ms-1 text-xs font-normal text-muted-foreground">{t('roles.you')}</span>
          ) : null}
        </p>
        <p dir="ltr" className="wrap-anywhere text-xs text-muted-foreground rtl:text-right">
          {user.email}
        </p>
      </div>
      {admin ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => onChange({ user, role: 'user' })}
          aria-label={t('roles.revokeFrom', { name })}
        >
          <ShieldMinus aria-hidden="true" />
          {t('roles.revoke')}
        </Button>
      ) : (
        <Button
          type="button"
          size="sm"
          disabled={busy || user.status !== 'active'}
          title={user.status !== 'active' ? t('roles.onlyActive') : undefined}
          onClick={() => onChange({ user, role: 'admin' })}
          aria-label={t('roles.grantTo', { name })}
        >
          <ShieldPlus aria-hidden="true" />
          {t('roles.grant')}
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
  const { t } = useTranslation('admin');
  const message = useContractMessage();
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
        title: message(ADMIN_MESSAGES.usersFetchFailed),
        description: message(errorText(admins.error, ADMIN_MESSAGES.unexpected)),
        variant: 'destructive',
      });
    }
  }, [admins.error, message]);

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
            title: t('roles.updated'),
            description:
              role === 'admin' ? t('roles.nowAdmin', { name }) : t('roles.noLongerAdmin', { name }),
            variant: 'success',
          });
        },
        onError: (err) => {
          setPendingChange(null);
          toast({
            title: t('roles.failed'),
            description: message(errorText(err, ADMIN_MESSAGES.unexpected)),
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
        <h1 className="text-2xl font-bold tracking-tight">{t('roles.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('roles.subtitle')}</p>
      </div>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <ShieldCheck className="h-5 w-5 text-primary" aria-hidden="true" />
            {t('roles.administrators')}
          </CardTitle>
          <CardDescription>{t('roles.administratorsDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          {admins.isPending ? (
            <div role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
              {t('roles.loadingAdministrators')}
            </div>
          ) : admins.error ? (
            <p className="text-sm text-destructive">{message(ADMIN_MESSAGES.usersFetchFailed)}</p>
          ) : (
            <ul className="divide-y" aria-label={t('roles.administrators')}>
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
          <CardTitle>{t('roles.findMember')}</CardTitle>
          <CardDescription>{t('roles.findMemberDescription')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <div role="search" className="grid gap-2">
            <Label htmlFor={searchId}>{t('roles.searchMembers')}</Label>
            <div className="relative">
              <Search
                className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden="true"
              />
              <Input
                id={searchId}
                type="search"
                className="ps-9"
                dir="auto"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder={t('users.searchHint')}
              />
            </div>
          </div>
          <div aria-live="polite">
            {query.length === 0 ? null : results.isPending ? (
              <p className="flex items-center gap-2 text-sm text-muted-foreground">
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
                {t('roles.searching')}
              </p>
            ) : results.error ? (
              <p className="text-sm text-destructive">
                {message(errorText(results.error, ADMIN_MESSAGES.unexpected))}
              </p>
            ) : results.data.items.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('roles.noMatch', { query })}</p>
            ) : (
              <>
                <ul className="divide-y" aria-label={t('roles.searchResults')}>
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
                    {t('roles.showingFirst', { shown: results.data.items.length, total: results.data.total })}
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
            <AlertDialogTitle className="break-words" dir="auto">
              {pendingChange?.role === 'admin'
                ? t('roles.makeAdminTitle', { name: adminUserName(pendingChange.user) })
                : t('roles.revokeTitle', { name: pendingChange ? adminUserName(pendingChange.user) : '' })}
            </AlertDialogTitle>
            <AlertDialogDescription>
              {pendingChange?.role === 'admin'
                ? t('roles.makeAdminText')
                : revokingSelf
                  ? t('roles.revokeSelfText')
                  : t('roles.revokeText')}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={updateRole.isPending}>{t('shared.cancel')}</AlertDialogCancel>
            <Button
              type="button"
              variant={pendingChange?.role === 'admin' ? 'default' : 'destructive'}
              disabled={updateRole.isPending}
              onClick={confirm}
            >
              {updateRole.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {pendingChange?.role === 'admin' ? t('roles.grantRole') : t('roles.revokeRole')}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
