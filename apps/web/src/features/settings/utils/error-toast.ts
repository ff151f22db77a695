import { GENERIC_ERROR_MESSAGE } from '@marketplace/contract/errors';
import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';

/**
 * A failed settings action's toast: `title` with the server's message (429 and 409 carry clear words),
 * shown in the page's language by `message` (`useContractMessage()`) when the contract knows it.
 * A 401 shows nothing here: the session watcher signs the member out with its own toast.
 */
export function showSettingsErrorToast(
  title: string,
  error: unknown,
  message: (text: string) => string = (text) => text,
): void {
  if (error instanceof ApiError && error.status === 401) return;
  toast({
    title,
    description: message(error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE),
    variant: 'destructive',
  });
}

/** Spec 01 §8's "Validation Error" toast, in the page's language (`t` of the `accounts` namespace). */
export function validationToast(t: TFunction<'accounts'>): void {
  toast({
    title: t('toasts.validationError'),
    description: t('toasts.formHasErrors'),
    variant: 'destructive',
  });
}
