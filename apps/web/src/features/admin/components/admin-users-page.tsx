import { ADMIN_MESSAGES, type AdminUserRow } from '@marketplace/contract/admin';
import { Inbox, Loader2, Search, UserPlus } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
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
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCurrentUser } from '@/hooks/use-current-user';
import { toast } from '@/lib/toast-store';
import { useFittingPlaceholder } from '@/hooks/use-small-screen';
import { cn } from '@/lib/utils';
import { useDeleteAdminUser } from '../api/delete-admin-user';
import { useAdminUsers } from '../api/get-admin-users';
import { useUpdateUserStatus } from '../api/update-user-status';
import { errorText } from '../utils/error-text';
import { AddUserDialog } from './add-user-dialog';
import { AdminPager } from './admin-pager';
import { adminUserName } from './admin-user-avatar';
import { AdminUsersTable } from './admin-users-table';
import { EditUserDialog } from './edit-user-dialog';
import { UserDetailsDialog } from './user-details-dialog';

/** The search applies this long after the last keystroke (or at once on submit). */
export const USERS_SEARCH_DEBOUNCE_MS = 400;

/**
 * User Management (spec 02 §2 Users, §5, §8): search by name, e-mail or national ID; a paged table; view,
 * edit, ban/activate and delete each member; add a member. `?query=` pre-fills the search (links from a
 * listing's seller card).
 */
export function AdminUsersPage() {
  const { t } = useTranslation('admin');
  const message = useContractMessage();
  const searchId = useId();
  // Spec 02 §2's placeholder is cut mid-word on a phone: a short one there, the full hint below the box.
  const searchPlaceholder = useFittingPlaceholder(
    t('users.searchPlaceholder'),
    t('users.searchPlaceholderShort'),
  );
  const [searchParams] = useSearchParams();
  const initialQuery = (searchParams.get('query') ?? '').trim();
  const [searchInput, setSearchInput] = useState(initialQuery);
  const [appliedQuery, setAppliedQuery] = useState(initialQuery);
  const [paging, setPaging] = useState({ key: appliedQuery, page: 1 });
  const page = paging.key === appliedQuery ? paging.page : 1;

  const [viewing, setViewing] = useState<AdminUserRow | null>(null);
  const [editing, setEditing] = useState<AdminUserRow | null>(null);
  const [deleting, setDeleting] = useState<AdminUserRow | null>(null);
  const [adding, setAdding] = useState(false);

  const { user: me } = useCurrentUser();
  const { data, error, isPending, isFetching } = useAdminUsers({ query: appliedQuery, page });
  const updateStatus = useUpdateUserStatus();
  const remove = useDeleteAdminUser();

  useEffect(() => {
    const timer = setTimeout(() => setAppliedQuery(searchInput.trim()), USERS_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchInput]);

  useEffect(() => {
    if (error) {
      toast({
        title: message(ADMIN_MESSAGES.usersFetchFailed),
        description: message(errorText(error, ADMIN_MESSAGES.unexpected)),
        variant: 'destructive',
      });
    }
  }, [error, message]);

  const items = error ? [] : (data?.items ?? []);
  const total = error ? 0 : (data?.total ?? 0);
  const totalPages = Math.max(1, Math.ceil(total / (data?.pageSize ?? 20)));
  const busyId =
    (updateStatus.isPending ? updateStatus.variables?.id : undefined) ??
    (remove.isPending ? remove.variables : undefined) ??
    null;

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAppliedQuery(searchInput.trim());
  };

  const toggleBan = (user: AdminUserRow) => {
    const newStatus = user.status === 'active' ? 'banned' : 'active';
    updateStatus.mutate(
      { id: user.id, newStatus },
      {
        onSuccess: (updated) =>
          toast({
            title: message(ADMIN_MESSAGES.userStatusUpdated),
            description:
              updated.status === 'active' || updated.status === 'banned' || updated.status === 'suspended'
                ? t(`users.statusNow.${updated.status}`, { name: adminUserName(updated) })
                : t('users.statusNow.other', { name: adminUserName(updated), status: updated.status }),
            variant: 'success',
          }),
        onError: (err) =>
          toast({
            title: message(ADMIN_MESSAGES.userStatusFailed),
            description: message(errorText(err, ADMIN_MESSAGES.unexpected)),
            variant: 'destructive',
          }),
      },
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const name = adminUserName(deleting);
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        toast({
          title: message(ADMIN_MESSAGES.userDeleted),
          description: t('users.deleted', { name }),
          variant: 'success',
        });
      },
      onError: (err) => {
        setDeleting(null);
        toast({
          title: message(ADMIN_MESSAGES.userDeleteFailed),
          description: message(errorText(err, ADMIN_MESSAGES.unexpected)),
          variant: 'destructive',
        });
      },
    });
  };

  let body;
  if (isPending) {
    body = (
      <div role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
        <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
        {t('users.loading')}
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 py-16 text-center text-muted-foreground">
        <Inbox className="h-10 w-10" aria-hidden="true" />
        <p>{error ? message(ADMIN_MESSAGES.usersFetchFailed) : t('users.noMatch')}</p>
      </div>
    );
  } else {
    body = (
      <div aria-busy={isFetching} className={cn(isFetching && 'opacity-70 transition-opacity')}>
        <AdminUsersTable
          items={items}
          currentUserId={me?.id}
          busyId={busyId}
          onView={setViewing}
          onEdit={setEditing}
          onToggleBan={toggleBan}
          onDelete={setDeleting}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t('users.title')}</h1>
          <p className="text-sm text-muted-foreground">{t('users.subtitle')}</p>
        </div>
        <Button type="button" className="w-full sm:w-auto" onClick={() => setAdding(true)}>
          <UserPlus aria-hidden="true" />
          {t('addUser.title')}
        </Button>
      </div>

      <form
        role="search"
        onSubmit={onSearch}
        className="grid gap-2 rounded-lg border bg-background p-3 sm:p-4"
      >
        <Label htmlFor={searchId}>{t('shared.search')}</Label>
        <div className="flex gap-2">
          <Input
            id={searchId}
            type="search"
            value={searchInput}
            onChange={(event) => setSearchInput(event.target.value)}
            placeholder={searchPlaceholder}
            dir="auto"
            aria-describedby={`${searchId}-hint`}
          />
          <Button type="submit" variant="secondary" className="shrink-0">
            <Search aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{t('shared.search')}</span>
          </Button>
        </div>
        <p id={`${searchId}-hint`} className="text-xs text-muted-foreground sm:sr-only">
          {t('users.searchHint')}
        </p>
      </form>

      <section aria-label={t('users.sectionLabel')} className="rounded-lg border bg-background p-3 sm:p-4">
        <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
          {isPending ? '' : t('shared.userCount', { count: total })}
        </p>
        {body}
        {total > 0 ? (
          <AdminPager
            page={page}
            totalPages={totalPages}
            busy={isFetching}
            onPageChange={(p) => setPaging({ key: appliedQuery, page: p })}
          />
        ) : null}
      </section>

      <UserDetailsDialog user={viewing} onOpenChange={(open) => !open && setViewing(null)} />
      <EditUserDialog user={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <AddUserDialog open={adding} onOpenChange={setAdding} />
      <AlertDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !remove.isPending && setDeleting(null)}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle className="break-words" dir="auto">
              {deleting
                ? t('users.deleteTitle', { name: adminUserName(deleting) })
                : t('users.deleteThisUser')}
            </AlertDialogTitle>
            <AlertDialogDescription>{message(ADMIN_MESSAGES.userDeleteConfirm)}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remove.isPending}>{t('shared.cancel')}</AlertDialogCancel>
            <Button type="button" variant="destructive" disabled={remove.isPending} onClick={confirmDelete}>
              {remove.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {t('shared.delete')}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
