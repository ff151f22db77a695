import { zodResolver } from '@hookform/resolvers/zod';
import {
  renameSavedSearchFormSchema,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCH_NAME_MAX_LENGTH,
  type SavedSearch,
} from '@marketplace/contract/saved-searches';
import { BellRing, ExternalLink, Loader2, Pencil, Search, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { useContractMessage } from '@/i18n/contract-messages';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useSavedSearches } from '../api/get-saved-searches';
import { useOpenSavedSearch } from '../api/open-saved-search';
import { useUpdateSavedSearch } from '../api/update-saved-search';

/** The failure toast; `message` shows the contract's and the API's texts in the page's language. */
function useFailedToast() {
  const message = useContractMessage();
  return (error: unknown) =>
    toast({
      title: message(SAVED_SEARCH_MESSAGES.failed),
      description: error instanceof ApiError && error.status < 500 ? message(error.message) : undefined,
      variant: 'destructive',
    });
}

/** The inline rename form: the contract's name rules, Enter saves, Escape cancels. */
function RenameForm({ search, onDone }: { search: SavedSearch; onDone: () => void }) {
  const update = useUpdateSavedSearch();
  const message = useContractMessage();
  const failed = useFailedToast();
  const form = useForm<{ name: string }>({
    resolver: zodResolver(renameSavedSearchFormSchema),
    defaultValues: { name: search.name },
  });
  const inputId = `rename-${search.id}`;
  const error = form.formState.errors.name?.message;
  const nameField = form.register('name');
  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await update.mutateAsync({ id: search.id, name });
      toast({ title: message(SAVED_SEARCH_MESSAGES.renamed), description: name });
      onDone();
    } catch (err) {
      failed(err);
    }
  });
  return (
    <form
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone();
      }}
      className="grid gap-2"
      noValidate
    >
      <Label htmlFor={inputId}>{message(SAVED_SEARCH_MESSAGES.renameLabel)}</Label>
      <Input
        id={inputId}
        autoFocus
        dir="auto"
        maxLength={SAVED_SEARCH_NAME_MAX_LENGTH + 20}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        {...nameField}
      />
      {error ? (
        <p id={`${inputId}-error`} className="text-sm text-destructive">
          {message(error)}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {message(SAVED_SEARCH_MESSAGES.save)}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          {message(SAVED_SEARCH_MESSAGES.cancel)}
        </Button>
      </div>
    </form>
  );
}

function SavedSearchItem({ search, onDelete }: { search: SavedSearch; onDelete: () => void }) {
  const [renaming, setRenaming] = useState(false);
  const update = useUpdateSavedSearch();
  const open = useOpenSavedSearch();
  const navigate = useNavigate();
  const switchId = `digest-${search.id}`;
  const { t } = useTranslation('savedSearches');
  const message = useContractMessage();
  const failed = useFailedToast();

  const openSearch = async () => {
    try {
      const opened = await open.mutateAsync(search.id);
      await navigate(opened.href);
    } catch (error) {
      failed(error);
    }
  };

  const toggleDigest = async (on: boolean) => {
    try {
      await update.mutateAsync({ id: search.id, emailDigest: on });
      toast({ title: on ? message(SAVED_SEARCH_MESSAGES.digestOn) : message(SAVED_SEARCH_MESSAGES.digestOff) });
    } catch (error) {
      failed(error);
    }
  };

  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4 shadow-sm">
      {renaming ? (
        <RenameForm search={search} onDone={() => setRenaming(false)} />
      ) : (
        <div className="flex min-w-0 flex-wrap items-start justify-between gap-2">
          <h3 dir="auto" className="min-w-0 break-words text-base font-semibold leading-snug">
            {search.name}
          </h3>
          {search.newMatches > 0 ? (
            <Badge aria-label={t('tab.newMatchesLabel', { count: search.newMatches })}>
              {t('tab.newMatches', { count: search.newMatches })}
            </Badge>
          ) : null}
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" size="sm" onClick={() => void openSearch()} disabled={open.isPending}>
          {open.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ExternalLink aria-hidden="true" />}
          {message(SAVED_SEARCH_MESSAGES.open)}
          <span className="sr-only"> {search.name}</span>
        </Button>
        {renaming ? null : (
          <Button type="button" size="sm" variant="outline" onClick={() => setRenaming(true)}>
            <Pencil aria-hidden="true" />
            {message(SAVED_SEARCH_MESSAGES.rename)}
            <span className="sr-only"> {search.name}</span>
          </Button>
        )}
        <Button type="button" size="sm" variant="outline" onClick={onDelete}>
          <Trash2 aria-hidden="true" />
          {message(SAVED_SEARCH_MESSAGES.delete)}
          <span className="sr-only"> {search.name}</span>
        </Button>
        <div className="flex items-center gap-2 sm:ms-auto">
          <Switch
            id={switchId}
            checked={search.emailDigest}
            disabled={update.isPending}
            onCheckedChange={(on) => void toggleDigest(on)}
          />
          <Label htmlFor={switchId} className="flex items-center gap-1 text-sm">
            <BellRing aria-hidden="true" className="h-4 w-4" />
            {message(SAVED_SEARCH_MESSAGES.emailDigest)}
            <span className="sr-only"> {t('tab.digestFor', { name: search.name })}</span>
          </Label>
        </div>
      </div>
    </li>
  );
}

/**
 * The dashboard's Saved Searches tab (issue #14 item 2): each saved search with its name (renamed inline),
 * the number of new matches since last opened, Open (the search with the newest first), the daily e-mail
 * switch and Delete (confirmed).
 */
export function SavedSearchesTab() {
  const { data, error, isPending, refetch } = useSavedSearches();
  const remove = useDeleteSavedSearch();
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const { t } = useTranslation('savedSearches');
  const message = useContractMessage();
  const failed = useFailedToast();

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast({ title: message(SAVED_SEARCH_MESSAGES.deleted), description: deleting.name });
      setDeleting(null);
    } catch (err) {
      failed(err);
    }
  };

  let body;
  if (isPending) {
    body = (
      <div role="status" aria-label={t('tab.loading')} className="grid gap-3">
        {Array.from({ length: 2 }, (_, i) => (
          <Skeleton key={i} className="h-24 w-full" />
        ))}
      </div>
    );
  } else if (error) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border px-4 py-10 text-center">
        <p className="font-medium">{t('tab.failed')}</p>
        <Button variant="outline" onClick={() => void refetch()}>
          {t('tab.tryAgain')}
        </Button>
      </div>
    );
  } else if (data.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 py-10 text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-accent text-primary">
          <Search aria-hidden="true" className="h-7 w-7" />
        </span>
        <p className="max-w-sm text-sm text-muted-foreground">{message(SAVED_SEARCH_MESSAGES.empty)}</p>
        <Button asChild>
          <Link to="/marketplace">{message(SAVED_SEARCH_MESSAGES.browse)}</Link>
        </Button>
      </div>
    );
  } else {
    body = (
      <ul aria-label={message(SAVED_SEARCH_MESSAGES.tabTitle)} className="grid gap-3">
        {data.map((search) => (
          <SavedSearchItem key={search.id} search={search} onDelete={() => setDeleting(search)} />
        ))}
      </ul>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{message(SAVED_SEARCH_MESSAGES.tabTitle)}</CardTitle>
        <CardDescription>{message(SAVED_SEARCH_MESSAGES.tabIntro)}</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
      <AlertDialog open={deleting !== null} onOpenChange={(isOpen) => !remove.isPending && !isOpen && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle className="break-words">{message(SAVED_SEARCH_MESSAGES.deleteTitle)}</AlertDialogTitle>
            <AlertDialogDescription>
              <span dir="auto" className="font-medium text-foreground">
                {deleting?.name}
              </span>. {message(SAVED_SEARCH_MESSAGES.deleteText)}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remove.isPending}>{message(SAVED_SEARCH_MESSAGES.cancel)}</AlertDialogCancel>
            <Button type="button" variant="destructive" disabled={remove.isPending} onClick={() => void confirmDelete()}>
              {remove.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {message(SAVED_SEARCH_MESSAGES.delete)}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
