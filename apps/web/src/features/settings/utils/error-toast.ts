import { GENERIC_ERROR_MESSAGE } from '@marketplace/contract/errors';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';

/**
 * A failed settings action's toast: `title` with the server's message (429 and 409 carry clear words).
 * A 401 shows nothing here: the session watcher signs the member out with its own toast.
 */
export function showSettingsErrorToast(title: string, error: unknown): void {
  if (error instanceof ApiError && error.status === 401) return;
  toast({
    title,
    description: error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE,
    variant: 'destructive',
  });
}
