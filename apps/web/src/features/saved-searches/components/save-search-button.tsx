import { SAVED_SEARCH_LINK_PARAM, SAVED_SEARCH_MESSAGES } from '@marketplace/contract/saved-searches';
import { BellPlus, Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useContractMessage } from '@/i18n/contract-messages';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';
import { useCreateSavedSearch } from '../api/create-saved-search';
import { useOpenSavedSearch } from '../api/open-saved-search';
import { fieldFiltersParam, readFieldFilters } from '@marketplace/contract/field-filters';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Arriving from a saved-search alert (`savedSearch=<id>` in the address, `savedSearchHref`), the member has
 * opened that search: mark it opened, as the dashboard's Open does, so its "new" count starts again, and take
 * the parameter out of the address (replacing the history entry) so a shared or bookmarked link stays clean.
 */
function useOpenedFromAlert(signedIn: boolean) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { mutate } = useOpenSavedSearch();
  const id = searchParams.get(SAVED_SEARCH_LINK_PARAM);
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!id || !signedIn || handled.current === id) return;
    handled.current = id;
    // A malformed or someone else's id changes nothing on the server (400/404); the address is cleaned anyway.
    if (UUID.test(id)) mutate(id, { onError: () => undefined });
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete(SAVED_SEARCH_LINK_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [id, signedIn, mutate, setSearchParams]);
}

/** The browse parameters a saved search keeps (the browse URL's, without the page). */
const SEARCH_PARAMS = ['query', 'categories', 'location', 'condition', 'minPrice', 'maxPrice', 'availability', 'sort'] as const;

/**
 * "Save this search" on /marketplace (issue #14 item 2): saves the browse query in the address bar (the
 * server validates it with the browse rules and names it). A visitor is told to log in, with a Login action
 * that comes back here (`from`). The toast names the search and links to the dashboard's list.
 */
export function SaveSearchButton({ className }: { className?: string }) {
  const { user, isLoading } = useCurrentUser();
  const [searchParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const create = useCreateSavedSearch();
  const { t } = useTranslation('savedSearches');
  const message = useContractMessage();
  useOpenedFromAlert(Boolean(user));

  const askToLogIn = () =>
    toast({
      title: message(SAVED_SEARCH_MESSAGES.loginRequired),
      description: message(SAVED_SEARCH_MESSAGES.loginRequiredText),
      action: {
        label: message(SAVED_SEARCH_MESSAGES.login),
        onClick: () => void navigate('/signin', { state: { from: `${pathname}${search}` } }),
      },
    });

  const save = async () => {
    if (!user) {
      askToLogIn();
      return;
    }
    const params: Record<string, string> = {};
    for (const key of SEARCH_PARAMS) {
      const value = searchParams.get(key)?.trim();
      if (value) params[key] = value;
    }
    // Issue #39: the field filters, unless malformed (the page ignored them then; the server keeps those that
    // apply to a single category, as browse does).
    const fields = readFieldFilters(searchParams.get('fields') ?? '');
    if (fields.ok && fields.filters.length > 0) params.fields = fieldFiltersParam(fields.filters);
    try {
      const saved = await create.mutateAsync(params);
      toast({
        title: message(SAVED_SEARCH_MESSAGES.savedTitle),
        description: t('button.savedText', { name: saved.name }),
        variant: 'success',
        action: { label: t('button.view'), onClick: () => void navigate('/dashboard?tab=saved-searches') },
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        askToLogIn();
        return;
      }
      toast({
        title: message(SAVED_SEARCH_MESSAGES.saveThisSearch),
        description: message(
          error instanceof ApiError && error.status < 500 ? error.message : SAVED_SEARCH_MESSAGES.failed,
        ),
        variant: 'destructive',
      });
    }
  };

  return (
    <Button
      type="button"
      variant="outline"
      disabled={create.isPending || isLoading}
      onClick={() => void save()}
      className={cn('shrink-0', className)}
    >
      {create.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <BellPlus aria-hidden="true" />}
      {message(SAVED_SEARCH_MESSAGES.saveThisSearch)}
    </Button>
  );
}
