import { SAVED_SEARCH_MESSAGES } from '@marketplace/contract/saved-searches';
import { BellPlus, Loader2 } from 'lucide-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/hooks/use-current-user';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';
import { useCreateSavedSearch } from '../api/create-saved-search';

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

  const askToLogIn = () =>
    toast({
      title: SAVED_SEARCH_MESSAGES.loginRequired,
      description: SAVED_SEARCH_MESSAGES.loginRequiredText,
      action: {
        label: SAVED_SEARCH_MESSAGES.login,
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
    try {
      const saved = await create.mutateAsync(params);
      toast({
        title: SAVED_SEARCH_MESSAGES.savedTitle,
        description: SAVED_SEARCH_MESSAGES.savedText(saved.name),
        variant: 'success',
        action: { label: 'View', onClick: () => void navigate('/dashboard?tab=saved-searches') },
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        askToLogIn();
        return;
      }
      toast({
        title: SAVED_SEARCH_MESSAGES.saveThisSearch,
        description: error instanceof ApiError && error.status < 500 ? error.message : SAVED_SEARCH_MESSAGES.failed,
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
      {SAVED_SEARCH_MESSAGES.saveThisSearch}
    </Button>
  );
}
