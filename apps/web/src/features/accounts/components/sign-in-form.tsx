import { signInInputSchema, type SignInInput } from '@marketplace/contract/accounts';
import { GENERIC_ERROR_MESSAGE } from '@marketplace/contract/errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Controller, useForm, type Path } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { useContractMessage } from '@/i18n/contract-messages';
import { ApiError } from '@/lib/api-client';
import { applyApiIssues } from '@/lib/form-issues';
import { revealInvalidField } from '@/lib/reveal-invalid-field';
import { toast } from '@/lib/toast-store';
import { useSignIn, type SignInData } from '../api/sign-in';
import { useStartSession } from '../hooks/use-start-session';
import { readRememberedEmail, rememberEmail } from '../utils/remembered-email';
import { redirectTarget } from '../utils/redirect-target';
import { PasswordInput } from './password-input';

const FIELDS: readonly Path<SignInInput>[] = ['email', 'password'];

function signInErrorToast(error: unknown, t: TFunction<'accounts'>, message: (text: string) => string) {
  if (error instanceof ApiError && error.status === 401) {
    toast({
      title: t('toasts.signInFailed'),
      description: t('toasts.incorrectCredentials'),
      variant: 'destructive',
    });
    return;
  }
  // 403 (suspended), 429 (too many attempts) and the rest carry the server's own words.
  toast({
    title: t('toasts.signInError'),
    description: message(error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE),
    variant: 'destructive',
  });
}

/**
 * "Welcome Back" (spec 01 §2, §3, §5, §8). "Remember me" keeps the e-mail under `rememberedUserEmail`
 * (and pre-fills it next time); unticked, that entry is removed. Success goes to the page that sent the
 * visitor here, or /dashboard.
 */
export function SignInForm() {
  const uid = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const signIn = useSignIn();
  const startSession = useStartSession();
  const [remembered] = useState(readRememberedEmail);
  const { t } = useTranslation('accounts');
  const message = useContractMessage();

  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput, unknown, SignInData>({
    resolver: zodResolver(signInInputSchema),
    defaultValues: { email: remembered, password: '', rememberMe: remembered !== '' },
  });

  async function onValid(data: SignInData) {
    try {
      const { user } = await signIn.mutateAsync(data);
      if (!user) throw new ApiError(401, 'UNAUTHENTICATED', t('toasts.incorrectCredentials'));
      rememberEmail(data.email, data.rememberMe);
      startSession(user);
      const from: unknown = (location.state as { from?: unknown } | null)?.from;
      await navigate(redirectTarget(from, searchParams.get('from')), { replace: true });
    } catch (error) {
      if (applyApiIssues(error, setError, FIELDS)) {
        toast({
          title: t('toasts.validationError'),
          description: t('toasts.formHasErrors'),
          variant: 'destructive',
        });
        return;
      }
      signInErrorToast(error, t, message);
    }
  }

  function onInvalid() {
    revealInvalidField();
    toast({
      title: t('toasts.validationError'),
      description: t('toasts.formHasErrors'),
      variant: 'destructive',
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="grid gap-5">
      <FormField id={`${uid}-email`} label={t('fields.email')} error={message(errors.email?.message)}>
        {(a11y) => (
          <Input {...a11y} type="email" inputMode="email" autoComplete="email" {...register('email')} />
        )}
      </FormField>

      <FormField
        id={`${uid}-password`}
        label={t('fields.password')}
        error={message(errors.password?.message)}
        labelAside={
          <Link
            to="/forgot-password"
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('signIn.forgotPassword')}
          </Link>
        }
      >
        {(a11y) => <PasswordInput {...a11y} autoComplete="current-password" {...register('password')} />}
      </FormField>

      <Controller
        control={control}
        name="rememberMe"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Checkbox
              id={`${uid}-remember`}
              ref={field.ref}
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
            />
            <label htmlFor={`${uid}-remember`} className="text-sm">
              {t('signIn.rememberMe')}
            </label>
          </div>
        )}
      />

      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? t('signIn.submitting') : t('signIn.submit')}
      </Button>

      <p className="text-center text-sm text-muted-foreground">
        <Trans
          t={t}
          i18nKey="signIn.newHere"
          components={{
            action: (
              <Link to="/signup" className="font-medium text-primary underline-offset-4 hover:underline" />
            ),
          }}
        />
      </p>
    </form>
  );
}
