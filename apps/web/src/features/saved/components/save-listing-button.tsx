import { SAVED_MESSAGES } from '@marketplace/contract/saved';
import { Heart, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useContractMessage } from '@/i18n/contract-messages';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';
import { useSaveListing } from '../api/save-listing';
import { useUnsaveListing } from '../api/unsave-listing';

export interface SaveListingButtonProps {
  listingId: string;
  /** Shown in the toasts. */
  listingName: string;
  /** The server's answer (`ListingDetail.isSaved`). */
  isSaved: boolean;
  className?: string;
}

/**
 * Save to favourites (spec 02 §2, §4, §8): a toggle button with a heart. Visitors are told to log in, with a
 * Login action that brings them back here afterwards. Fires `savedListingsUpdated` after each change.
 */
export function SaveListingButton({ listingId, listingName, isSaved, className }: SaveListingButtonProps) {
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const save = useSaveListing();
  const unsave = useUnsaveListing();
  const { t } = useTranslation('saved');
  const message = useContractMessage();

  // Our own answer wins until the server's value changes (e.g. the page refetched after the save).
  const [state, setState] = useState({ from: isSaved, saved: isSaved });
  let saved = state.saved;
  if (state.from !== isSaved) {
    saved = isSaved;
    setState({ from: isSaved, saved: isSaved });
  }
  const pending = save.isPending || unsave.isPending;

  const askToLogIn = () =>
    toast({
      title: message(SAVED_MESSAGES.loginRequired),
      description: message(SAVED_MESSAGES.loginRequiredText),
      action: {
        label: message(SAVED_MESSAGES.login),
        onClick: () => void navigate('/signin', { state: { from: `${pathname}${search}` } }),
      },
    });

  const toggle = async () => {
    if (!user) {
      askToLogIn();
      return;
    }
    try {
      const result = saved ? await unsave.mutateAsync(listingId) : await save.mutateAsync(listingId);
      setState((current) => ({ ...current, saved: result.saved }));
      toast({
        title: message(result.saved ? SAVED_MESSAGES.saved : SAVED_MESSAGES.unsaved),
        description: listingName,
        variant: result.saved ? 'success' : 'default',
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        askToLogIn();
        return;
      }
      toast({
        title: message(SAVED_MESSAGES.operationFailed),
        description: message(SAVED_MESSAGES.operationFailedText),
        variant: 'destructive',
      });
    }
  };

  return (
    <Button
      type="button"
      variant="outline"
      aria-pressed={saved}
      disabled={pending || isLoading}
      onClick={() => void toggle()}
      className={cn('shrink-0', saved && 'border-rose-300 text-rose-700 hover:text-rose-800', className)}
    >
      {pending ? (
        <Loader2 className="animate-spin" aria-hidden="true" />
      ) : (
        <Heart aria-hidden="true" className={cn(saved && 'fill-current')} />
      )}
      {saved ? t('button.saved') : t('button.save')}
    </Button>
  );
}
