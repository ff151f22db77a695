import { ACCOUNT_TOASTS } from '@marketplace/contract/accounts-messages';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '@/hooks/use-current-user';
import { toast } from '@/lib/toast-store';
import { useContractMessage } from '@/i18n/contract-messages';

/** Spec 02 §9: the admin access toast shows for 3000 ms. */
export const ADMIN_ACCESS_TOAST_MS = 3000;

export type AdminAccess = 'checking' | 'allowed' | 'denied';

/**
 * The admin pages' client-side check (spec 02 §4 Admin pages, §6). Visitors go to /signin, members who are
 * not the admin get "Access Denied" and go to /. Comfort only: the API refuses non-admins with 403.
 */
export function useAdminGuard(): AdminAccess {
  const { user, isLoading, isAdmin } = useCurrentUser();
  const message = useContractMessage();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Redirect once, even when React runs the effect twice in development.
  const redirected = useRef(false);

  useEffect(() => {
    if (isLoading || redirected.current) return;
    if (!user) {
      redirected.current = true;
      void navigate('/signin', { replace: true, state: { from: `${pathname}${search}` } });
    } else if (!isAdmin) {
      redirected.current = true;
      toast({
        title: message(ACCOUNT_TOASTS.accessDeniedAdmin),
        variant: 'destructive',
        duration: ADMIN_ACCESS_TOAST_MS,
      });
      void navigate('/', { replace: true });
    }
  }, [isAdmin, isLoading, message, navigate, pathname, search, user]);

  if (isLoading) return 'checking';
  return user && isAdmin ? 'allowed' : 'denied';
}
