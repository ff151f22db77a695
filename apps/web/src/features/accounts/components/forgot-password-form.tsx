import { forgotPasswordInputSchema, type ForgotPasswordInput } from '@marketplace/contract/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useContractMessage } from '@/i18n/contract-messages';
import { ApiError } from '@/lib/api-client';
import { applyApiIssues } from '@/lib/form-issues';
import { revealInvalidField } from '@/lib/reveal-invalid-field';
import { dismissToast, toast } from '@/lib/toast-store';
import { useRequestPasswordReset } from '../api/forgot-password';

type ForgotPasswordData = z.output<typeof forgotPasswordInputSchema>;

/**
 * /forgot-password (spec 01 §2, §4, §5, §8): asks for the e-mail, then switches to "Check Your Email".
 * The server answers the same whether or not the address has an account.
 */
export function ForgotPasswordForm() {
  const uid = useId();
  const requestReset = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { t } = useTranslation('accounts');
  const message = useContractMessage();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput, unknown, ForgotPasswordData>({
    resolver: zodResolver(forgotPasswordInputSchema),
    defaultValues: { email: '' },
  });

  async function onValid(data: ForgotPasswordData) {
    try {
      await requestReset.mutateAsync(data);
      // An earlier error (a validation or sending toast) must not stay over the confirmation (issue #16 item 8).
      dismissToast();
      setSentTo(data.email);
    } catch (error) {
      if (applyApiIssues(error, setError, ['email'])) {
        toast({
          title: t('toasts.validationError'),
          description: t('toasts.emailHasErrors'),
          variant: 'destructive',
        });
        return;
      }
      // Too many requests has its own explanation; anything else gets the spec's text.
      const description =
        error instanceof ApiError && error.status === 429
          ? message(error.message)
          : t('toasts.resetLinkErrorText');
      toast({ title: t('toasts.resetLinkError'), description, variant: 'destructive' });
    }
  }

  function onInvalid() {
    revealInvalidField();
    toast({
      title: t('toasts.validationError'),
      description: t('toasts.emailHasErrors'),
      variant: 'destructive',
    });
  }

  if (sentTo) {
    return (
      <div role="status" className="grid gap-4 text-center">
        <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-accent text-primary">
          <MailCheck aria-hidden="true" className="h-7 w-7" />
        </span>
        <h2 className="text-xl font-semibold">{t('forgotPassword.checkEmailTitle')}</h2>
        <p className="text-sm text-muted-foreground">
          <Trans
            t={t}
            i18nKey="forgotPassword.checkEmailText"
            values={{ email: sentTo }}
            components={{ email: <strong dir="auto" className="wrap-anywhere text-foreground" /> }}
          />
        </p>
        <Button asChild variant="outline" className="w-full">
          <Link to="/signin">{t('forgotPassword.backToSignIn')}</Link>
        </Button>
        <button
          type="button"
          onClick={() => setSentTo(null)}
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('forgotPassword.useDifferentEmail')}
        </button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="grid gap-5">
      <FormField id={`${uid}-email`} label={t('fields.email')} error={message(errors.email?.message)}>
        {(a11y) => (
          <Input {...a11y} type="email" inputMode="email" autoComplete="email" {...register('email')} />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? t('forgotPassword.submitting') : t('forgotPassword.submit')}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        <Trans
          t={t}
          i18nKey="forgotPassword.remembered"
          components={{
            action: (
              <Link to="/signin" className="font-medium text-primary underline-offset-4 hover:underline" />
            ),
          }}
        />
      </p>
    </form>
  );
}
