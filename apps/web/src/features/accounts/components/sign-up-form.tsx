import { signUpFormSchema, type SignUpData, type SignUpFormInput } from '@marketplace/contract/accounts';
import {
  SIGN_UP_ATTEMPTED_TOAST_MS,
  SIGN_UP_MESSAGES,
  SIGN_UP_WARNING_TOAST_MS,
} from '@marketplace/contract/accounts-messages';
import { signUpResponseSchema } from '@marketplace/contract/accounts-responses';
import { GENERIC_ERROR_MESSAGE } from '@marketplace/contract/errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { FieldError, fieldControlProps, FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { useContractMessage } from '@/i18n/contract-messages';
import { ApiError } from '@/lib/api-client';
import { applyApiIssues } from '@/lib/form-issues';
import { revealInvalidField } from '@/lib/reveal-invalid-field';
import { toast } from '@/lib/toast-store';
import { useSignUp } from '../api/sign-up';
import { useStartSession } from '../hooks/use-start-session';
import { maskDayMonthYear } from '../utils/day-month-year';
import { livePasswordMismatch, PASSWORD_RULE_HINT } from '../utils/passwords';
import { InfoTip } from './info-tip';
import { LocationCombobox } from '@/components/forms/location-combobox';
import { PasswordInput } from './password-input';

const FIELDS: readonly Path<SignUpFormInput>[] = [
  'firstName',
  'lastName',
  'email',
  'dateOfBirth',
  'mobile',
  'nationalIdNumber',
  'password',
  'confirmPassword',
  'location',
  'instagramHandle',
  'agreedToTerms',
];

/**
 * "Create Your Account" (spec 01 §2, §3, §5, §8). Validates with the contract's `signUpInputSchema`;
 * success makes the new member the current user and goes to /dashboard.
 */
export function SignUpForm() {
  const uid = useId();
  const fieldId = (name: string) => `${uid}-${name}`;
  const navigate = useNavigate();
  const signUp = useSignUp();
  const beginSession = useStartSession();
  const { t } = useTranslation('accounts');
  const message = useContractMessage();

  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpFormInput, unknown, SignUpData>({
    // The date of birth is typed as DD-MM-YYYY and reaches the API as YYYY-MM-DD (the form schema converts).
    resolver: zodResolver(signUpFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      dateOfBirth: '',
      mobile: '',
      nationalIdNumber: '',
      password: '',
      confirmPassword: '',
      location: '',
      instagramHandle: '',
    },
  });

  const [password, confirmPassword] = useWatch({ control, name: ['password', 'confirmPassword'] });
  const confirmError = message(
    errors.confirmPassword?.message ?? livePasswordMismatch(password, confirmPassword),
  );

  async function onValid(data: SignUpData) {
    let answer: unknown;
    try {
      // The server validates again with the same schema; an empty handle travels as "absent".
      answer = await signUp.mutateAsync({ ...data, instagramHandle: data.instagramHandle ?? undefined });
    } catch (error) {
      showSignUpFailure(error);
      return;
    }
    // Spec 01 §4 "Sign-up result": a user means success; neither user nor session "Sign Up Attempted";
    // anything else "Sign Up Incomplete".
    const parsed = signUpResponseSchema.safeParse(answer);
    if (!parsed.success) {
      toast({
        title: t('toasts.signUpIncomplete'),
        description: t('toasts.signUpIncompleteText'),
        variant: 'destructive',
      });
      return;
    }
    const { user, profileIncomplete } = parsed.data;
    if (!user) {
      toast({
        title: t('toasts.signUpAttempted'),
        description: t('toasts.signUpAttemptedText'),
        duration: SIGN_UP_ATTEMPTED_TOAST_MS,
      });
      return;
    }
    beginSession(user);
    if (profileIncomplete) {
      // Spec 01 §8: the account exists, so the member still goes on to the dashboard.
      toast({
        title: t('toasts.accountCreatedWarning'),
        description: t('toasts.accountCreatedWarningText'),
        duration: SIGN_UP_WARNING_TOAST_MS,
      });
    }
    await navigate('/dashboard');
  }

  function showSignUpFailure(error: unknown) {
    if (error instanceof ApiError && error.status === 409) {
      setError('email', { type: 'server', message: t('toasts.alreadyRegistered') }, { shouldFocus: true });
      toast({
        title: t('toasts.signUpError'),
        description: t('toasts.alreadyRegistered'),
        variant: 'destructive',
      });
      return;
    }
    if (applyApiIssues(error, setError, FIELDS)) {
      toast({
        title: t('toasts.validationError'),
        description: t('toasts.formHasErrors'),
        variant: 'destructive',
      });
      return;
    }
    if (!(error instanceof ApiError)) {
      // A 2xx whose body is not JSON: the call went through but its answer cannot be read.
      toast({
        title: t('toasts.signUpIncomplete'),
        description: t('toasts.signUpIncompleteText'),
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: t('toasts.signUpError'),
      description: message(error.message || GENERIC_ERROR_MESSAGE),
      variant: 'destructive',
    });
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
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id={fieldId('firstName')}
          label={t('fields.firstName')}
          error={message(errors.firstName?.message)}
        >
          {(a11y) => <Input {...a11y} dir="auto" autoComplete="given-name" {...register('firstName')} />}
        </FormField>
        <FormField
          id={fieldId('lastName')}
          label={t('fields.lastName')}
          error={message(errors.lastName?.message)}
        >
          {(a11y) => <Input {...a11y} dir="auto" autoComplete="family-name" {...register('lastName')} />}
        </FormField>
      </div>

      <FormField id={fieldId('email')} label={t('fields.email')} error={message(errors.email?.message)}>
        {(a11y) => (
          <Input {...a11y} type="email" autoComplete="email" inputMode="email" {...register('email')} />
        )}
      </FormField>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id={fieldId('dateOfBirth')}
          label={t('signUp.dateOfBirth')}
          hint={t('signUp.dateOfBirthHint')}
          error={message(errors.dateOfBirth?.message)}
          labelAside={
            <InfoTip label={t('signUp.dateOfBirthWhy')}>
              {message(SIGN_UP_MESSAGES.dateOfBirthTooYoung)}
            </InfoTip>
          }
        >
          {(a11y) => (
            <Controller
              control={control}
              name="dateOfBirth"
              render={({ field }) => (
                // A text box, not type="date": the browser's date box shows its own locale's order
                // (mm/dd/yyyy) under our DD-MM-YYYY hint and cannot tell us about an impossible date.
                <Input
                  {...a11y}
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onChange={(event) => field.onChange(maskDayMonthYear(event.target.value))}
                  onBlur={field.onBlur}
                  type="text"
                  inputMode="numeric"
                  placeholder={t('signUp.dateOfBirthPlaceholder')}
                  maxLength={10}
                  autoComplete="bday"
                />
              )}
            />
          )}
        </FormField>
        <FormField
          id={fieldId('mobile')}
          label={t('signUp.mobile')}
          hint={t('signUp.mobileHint')}
          error={message(errors.mobile?.message)}
        >
          {(a11y) => (
            <Input {...a11y} type="tel" inputMode="numeric" autoComplete="tel" {...register('mobile')} />
          )}
        </FormField>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id={fieldId('nationalIdNumber')}
          label={t('signUp.nationalId')}
          error={message(errors.nationalIdNumber?.message)}
          labelAside={<InfoTip label={t('signUp.nationalIdAbout')}>{t('signUp.nationalIdTip')}</InfoTip>}
        >
          {(a11y) => (
            <Input
              {...a11y}
              autoComplete="off"
              autoCapitalize="characters"
              {...register('nationalIdNumber')}
            />
          )}
        </FormField>
        <FormField
          id={fieldId('location')}
          label={t('signUp.location')}
          error={message(errors.location?.message)}
        >
          {(a11y) => (
            <Controller
              control={control}
              name="location"
              render={({ field }) => (
                <LocationCombobox
                  {...a11y}
                  ref={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
          )}
        </FormField>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id={fieldId('password')}
          label={t('fields.password')}
          error={message(errors.password?.message)}
          labelAside={<InfoTip label={t('signUp.passwordRules')}>{message(PASSWORD_RULE_HINT)}</InfoTip>}
        >
          {(a11y) => (
            <PasswordInput
              {...a11y}
              autoComplete="new-password"
              {...register('password', { deps: ['confirmPassword'] })}
            />
          )}
        </FormField>
        <FormField id={fieldId('confirmPassword')} label={t('signUp.confirmPassword')} error={confirmError}>
          {(a11y) => <PasswordInput {...a11y} autoComplete="new-password" {...register('confirmPassword')} />}
        </FormField>
      </div>

      <FormField
        id={fieldId('instagramHandle')}
        label={t('signUp.instagram')}
        optional
        error={message(errors.instagramHandle?.message)}
      >
        {(a11y) => (
          <Input
            {...a11y}
            placeholder={t('signUp.instagramPlaceholder')}
            autoComplete="off"
            {...register('instagramHandle')}
          />
        )}
      </FormField>

      <Controller
        control={control}
        name="agreedToTerms"
        render={({ field }) => (
          <div className="grid gap-2">
            <div className="flex items-start gap-3">
              <Checkbox
                {...fieldControlProps(fieldId('agreedToTerms'), { error: errors.agreedToTerms?.message })}
                ref={field.ref}
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked === true ? true : undefined)}
                onBlur={field.onBlur}
                className="mt-0.5"
              />
              <label htmlFor={fieldId('agreedToTerms')} className="text-sm leading-snug">
                <Trans
                  t={t}
                  i18nKey="signUp.terms"
                  components={{
                    terms: (
                      <a
                        href="/terms"
                        target="_blank"
                        rel="noopener noreferrer"
                        className="font-medium text-primary underline underline-offset-4"
                      />
                    ),
                    privacy: (
                      <a
                        href="/privacy"
                        target="_blank"
                        rel="noopener noreferrer"
                        className="font-medium text-primary underline underline-offset-4"
                      />
                    ),
                  }}
                />
              </label>
            </div>
            <FieldError id={fieldId('agreedToTerms')}>{message(errors.agreedToTerms?.message)}</FieldError>
          </div>
        )}
      />

      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? t('signUp.submitting') : t('signUp.submit')}
      </Button>

      <p className="text-center text-sm text-muted-foreground">
        <Trans
          t={t}
          i18nKey="signUp.haveAccount"
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
