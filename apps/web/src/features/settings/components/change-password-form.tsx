import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordInputSchema, type ChangePasswordInput } from '@marketplace/contract/accounts';
import { SETTINGS_MESSAGES, SIGN_UP_MESSAGES } from '@marketplace/contract/accounts-messages';
import { Loader2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { useContractMessage } from '@/i18n/contract-messages';
import { applyApiIssues } from '@/lib/form-issues';
import { toast } from '@/lib/toast-store';
import { useChangePassword } from '../api/change-password';
import { showSettingsErrorToast, validationToast } from '../utils/error-toast';
import { useSettingsControls } from './settings-controls';

const FIELDS: readonly Path<ChangePasswordInput>[] = ['currentPassword', 'newPassword', 'confirmPassword'];
const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Settings → Security → Change password: the current password, then a new one under the sign-up rule,
 * confirmed ("Passwords do not match." appears while typing). Every other session ends; this one stays.
 */
export function ChangePasswordForm({ email }: { email: string }) {
  const uid = useId();
  const { PasswordInput } = useSettingsControls();
  const changePassword = useChangePassword();
  const { t } = useTranslation('settings');
  const { t: tAccounts } = useTranslation('accounts');
  const message = useContractMessage();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordInputSchema),
    defaultValues: EMPTY,
  });
  const [newPassword, confirmPassword] = useWatch({ control, name: ['newPassword', 'confirmPassword'] });
  const liveMismatch =
    newPassword && confirmPassword && newPassword !== confirmPassword
      ? SIGN_UP_MESSAGES.passwordsDoNotMatch
      : undefined;

  async function onValid(data: ChangePasswordInput) {
    try {
      await changePassword.mutateAsync(data);
      reset(EMPTY);
      toast({
        title: message(SETTINGS_MESSAGES.passwordChanged),
        description: message(SETTINGS_MESSAGES.passwordChangedText),
        variant: 'success',
      });
    } catch (error) {
      if (applyApiIssues(error, setError, FIELDS)) {
        validationToast(tAccounts);
        return;
      }
      showSettingsErrorToast(message(SETTINGS_MESSAGES.passwordChangeFailed), error, message);
    }
  }

  return (
    <form
      noValidate
      aria-label={t('password.formLabel')}
      onSubmit={handleSubmit(onValid, () => validationToast(tAccounts))}
      className="grid gap-5"
    >
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" hidden readOnly value={email} />
      <FormField
        id={`${uid}-current`}
        label={t('password.current')}
        error={message(errors.currentPassword?.message)}
        className="sm:max-w-md"
      >
        {(a11y) => (
          <PasswordInput {...a11y} autoComplete="current-password" {...register('currentPassword')} />
        )}
      </FormField>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField
          id={`${uid}-new`}
          label={t('password.new')}
          error={message(errors.newPassword?.message)}
          hint={message(SETTINGS_MESSAGES.newPasswordHint)}
        >
          {(a11y) => <PasswordInput {...a11y} autoComplete="new-password" {...register('newPassword')} />}
        </FormField>
        <FormField
          id={`${uid}-confirm`}
          label={t('password.confirm')}
          error={message(errors.confirmPassword?.message ?? liveMismatch)}
        >
          {(a11y) => <PasswordInput {...a11y} autoComplete="new-password" {...register('confirmPassword')} />}
        </FormField>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? (
            <>
              <Loader2 aria-hidden="true" className="animate-spin" /> {t('password.changing')}
            </>
          ) : (
            t('password.submit')
          )}
        </Button>
      </div>
    </form>
  );
}
