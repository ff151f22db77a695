import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { OFFLINE_WRITE_MESSAGE } from '@/lib/api-client';
import { APP_MESSAGES } from '@/lib/app-messages';
import { subscribeToApiErrors } from '@/lib/query-client';
import { toast } from '@/lib/toast-store';

/**
 * The toast of a write refused because the browser is offline (issue #12 item 4), in English: the toaster
 * shows it in the page's language (`common:appMessages`).
 */
export const OFFLINE_WRITE_TOAST = {
  title: APP_MESSAGES.offlineWriteTitle,
  description: OFFLINE_WRITE_MESSAGE,
};

/**
 * Tells the member, whatever they were doing, that a change made while offline was not sent: any query or
 * mutation failing with `ApiError` code 'OFFLINE' (`apiRequest` refuses writes while offline) shows one
 * destructive toast. It is shown on the next task, after the page's own handling of the error (a mutation's
 * `onError`, or the `catch` around `mutateAsync`) has shown its toast, so this plainer one is left showing.
 * Mounted once, by the root layout.
 */
export function useOfflineWriteNotice(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeToApiErrors(queryClient, (error) => {
        if (error.code !== 'OFFLINE') return;
        setTimeout(() => toast({ ...OFFLINE_WRITE_TOAST, variant: 'destructive' }), 0);
      }),
    [queryClient],
  );
}
