import { resetPasswordInputSchema, type ResetPasswordInput } from '@marketplace/contract/accounts';
import { ACCOUNT_TOASTS } from '@marketplace/contract/accounts-messages';
import { GENERIC_ERROR_MESSAGE } from '@marketplace/contract/errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link2Off } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { useContractMessage } from '@/i18n/contract-messages';
import { ApiError } from '@/lib/api-client';
import { applyApiIssues } from '@/lib/form-issues';
import { toast } from '@/lib/toast-store';
import { useResetPassword } from '../api/reset-password';
import { livePasswordMismatch, PASSWORD_RULE_HINT } from '../utils/passwords';
import { PasswordInput } from './password-input';

type ResetPasswordData = z.output<typeof resetPasswordInputSchema>;

function isBadToken(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 400 &&
    (error.message === ACCOUNT_TOASTS.resetLinkInvalid ||
      error.issues.some((issue) => issue.path === 'token'))
  );
}

/** The reset link is missing, invalid or expired: say so and offer a new one. */
export function InvalidResetLink() {
  const { t } = useTranslation('accounts');
  return (
    <div role="alert" className="grid gap-4 text-center">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <Link2Off aria-hidden="true" className="h-7 w-7" />
      </span>
      <p className="text-sm">{t('toasts.resetLinkInvalid')}</p>
      <Button asChild className="w-full">
        <Link to="/forgot-password">{t('resetPassword.requestNewLink')}</Link>
      </Button>
    </div>
  );
}

/**
 * /reset-password?token=… : a new password twice (the sign-up rules). Success → "Password Updated" and
 * /signin; a bad or expired token → the explanation with a link to /forgot-password.
 */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const uid = useId();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const { t } = useTranslation('accounts');
  const message = useContractMessage();
  const [linkInvalid, setLinkInvalid] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordInput, unknown, ResetPasswordData>({
    resolver: zodResolver(resetPasswordInputSchema),
    defaultValues: { token: token ?? '', password: '', confirmPassword: '' },
  });
  const [password, confirmPassword] = useWatch({ control, name: ['password', 'confirmPassword'] });
  const confirmError = message(
    errors.confirmPassword?.message ?? livePasswordMismatch(password, confirmPassword),
  );

  if (!token || linkInvalid) return <InvalidResetLink />;

  async function onValid(data: ResetPasswordData) {
    try {
      await reset.mutateAsync(data);
      toast({
        title: t('toasts.passwordResetDone'),
        description: t('toasts.passwordResetDoneText'),
        variant: 'success',
      });
      await navigate('/signin', { replace: true });
    } catch (error) {
      if (isBadToken(error)) {
        setLinkInvalid(true);
        return;
      }
      if (applyApiIssues(error, setError, ['password', 'confirmPassword'])) {
        toast({
          title: t('toasts.validationError'),
          description: t('toasts.formHasErrors'),
          variant: 'destructive',
        });
        return;
      }
      toast({
        title: t('toasts.passwordResetFailed'),
        description: message(error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE),
        variant: 'destructive',
      });
    }
  }

  function onInvalid() {
    toast({
      title: t('toasts.validationError'),
      description: t('toasts.formHasErrors'),
      variant: 'destructive',
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="grid gap-5">
      <FormField
        id={`${uid}-password`}
        label={t('fields.newPassword')}
        hint={message(PASSWORD_RULE_HINT)}
        error={message(errors.password?.message)}
      >
        {(a11y) => (
          <PasswordInput
            {...a11y}
            autoComplete="new-password"
            {...register('password', { deps: ['confirmPassword'] })}
          />
        )}
      </FormField>
      <FormField id={`${uid}-confirm`} label={t('fields.confirmNewPassword')} error={confirmError}>
        {(a11y) => <PasswordInput {...a11y} autoComplete="new-password" {...register('confirmPassword')} />}
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? t('resetPassword.submitting') : t('resetPassword.submit')}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        <Link to="/signin" className="font-medium text-primary underline-offset-4 hover:underline">
          {t('resetPassword.backToSignIn')}
        </Link>
      </p>
    </form>
  );
}
