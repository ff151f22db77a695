import { zodResolver } from '@hookform/resolvers/zod';
import { deleteAccountInputSchema, type DeleteAccountInput } from '@marketplace/contract/accounts';
import { SETTINGS_MESSAGES } from '@marketplace/contract/accounts-messages';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormField } from '@/components/forms/form-field';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { meQueryKey, writeCachedCurrentUser } from '@/hooks/use-current-user';
import { SESSION_EVENTS } from '@/hooks/use-session-sync';
import { useContractMessage } from '@/i18n/contract-messages';
import { applyApiIssues } from '@/lib/form-issues';
import { toast } from '@/lib/toast-store';
import { useDeleteAccount } from '../api/delete-account';
import { showSettingsErrorToast } from '../utils/error-toast';
import { useSettingsControls } from './settings-controls';

const FIELDS: readonly Path<DeleteAccountInput>[] = ['confirmation', 'password'];
// The boxes start empty; the schema (and the disabled button) accept nothing but DELETE.
const EMPTY = { confirmation: '', password: '' } as unknown as DeleteAccountInput;

/** The dialog's form: type DELETE and give the password; the button stays disabled until DELETE is typed. */
function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const uid = useId();
  const { PasswordInput } = useSettingsControls();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const deleteAccount = useDeleteAccount();
  const { t } = useTranslation('settings');
  const message = useContractMessage();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountInputSchema),
    defaultValues: EMPTY,
  });
  const confirmed = useWatch({ control, name: 'confirmation' }) === SETTINGS_MESSAGES.deleteConfirmationWord;

  async function onValid(data: DeleteAccountInput) {
    try {
      await deleteAccount.mutateAsync(data);
    } catch (error) {
      if (!applyApiIssues(error, setError, FIELDS)) {
        showSettingsErrorToast(message(SETTINGS_MESSAGES.deleteAccountFailed), error, message);
      }
      return;
    }
    // As Log Out does: leave the dashboard first, announce the logout, then forget the member.
    await navigate('/', { replace: true, flushSync: true });
    window.dispatchEvent(new Event(SESSION_EVENTS.userLoggedOut));
    queryClient.setQueryData(meQueryKey, null);
    writeCachedCurrentUser(null);
    queryClient.removeQueries({ type: 'inactive' });
    toast({
      title: message(SETTINGS_MESSAGES.accountDeleted),
      description: message(SETTINGS_MESSAGES.accountDeletedText),
      variant: 'success',
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-4">
      <FormField
        id={`${uid}-confirmation`}
        label={
          <span>
            <Trans
              t={t}
              i18nKey="deleteAccount.typeToConfirm"
              values={{ word: SETTINGS_MESSAGES.deleteConfirmationWord }}
              components={{ word: <strong dir="ltr" className="font-mono" /> }}
            />
          </span>
        }
        error={message(errors.confirmation?.message)}
      >
        {(a11y) => (
          <Input
            {...a11y}
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            {...register('confirmation')}
          />
        )}
      </FormField>
      <FormField
        id={`${uid}-password`}
        label={t('deleteAccount.password')}
        error={message(errors.password?.message)}
      >
        {(a11y) => <PasswordInput {...a11y} autoComplete="current-password" {...register('password')} />}
      </FormField>
      <AlertDialogFooter>
        <AlertDialogCancel onClick={onCancel} disabled={isSubmitting}>
          {t('deleteAccount.cancel')}
        </AlertDialogCancel>
        <Button type="submit" variant="destructive" disabled={!confirmed || isSubmitting}>
          {isSubmitting ? (
            <>
              <Loader2 aria-hidden="true" className="animate-spin" /> {t('deleteAccount.deleting')}
            </>
          ) : (
            t('deleteAccount.submit')
          )}
        </Button>
      </AlertDialogFooter>
    </form>
  );
}

/**
 * Settings → Management → Delete account: a destructive card whose dialog asks for DELETE and the
 * password (`deleteAccountInputSchema`). Success signs the member out locally, goes to / and confirms with
 * "Account Deleted".
 */
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  const { t } = useTranslation('settings');
  const message = useContractMessage();
  return (
    <div className="flex flex-col gap-4 rounded-lg border border-destructive/40 bg-destructive/5 p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <h4 className="font-semibold text-destructive">{t('deleteAccount.title')}</h4>
        <p className="mt-1 text-sm text-muted-foreground">
          {message(SETTINGS_MESSAGES.deleteAccountWarning)}
        </p>
      </div>
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogTrigger asChild>
          <Button type="button" variant="destructive" className="self-start sm:self-center">
            <Trash2 aria-hidden="true" />
            {t('deleteAccount.button')}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent
          ref={dialogRef}
          className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
          onOpenAutoFocus={(event) => {
            // Start where the member has to type, not on Cancel.
            event.preventDefault();
            dialogRef.current?.querySelector<HTMLInputElement>('input')?.focus();
          }}
        >
          <AlertDialogHeader>
            <AlertDialogTitle>{t('deleteAccount.dialogTitle')}</AlertDialogTitle>
            <AlertDialogDescription>{message(SETTINGS_MESSAGES.deleteAccountWarning)}</AlertDialogDescription>
          </AlertDialogHeader>
          {/* Mounted only while open, so a closed dialog forgets what was typed. */}
          {open ? <DeleteAccountForm onCancel={() => setOpen(false)} /> : null}
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
