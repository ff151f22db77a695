import { signUpFormSchema, type SignUpData, type SignUpFormInput } from '@marketplace/contract/accounts';
import {
  ACCOUNT_TOASTS,
  SIGN_UP_ATTEMPTED_TOAST_MS,
  SIGN_UP_WARNING_TOAST_MS,
} from '@marketplace/contract/accounts-messages';
import { signUpResponseSchema } from '@marketplace/contract/accounts-responses';
import { GENERIC_ERROR_MESSAGE } from '@marketplace/contract/errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { FieldError, fieldControlProps, FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { applyApiIssues } from '@/lib/form-issues';
import { revealInvalidField } from '@/lib/reveal-invalid-field';
import { toast } from '@/lib/toast-store';
import { useSignUp } from '../api/sign-up';
import { useStartSession } from '../hooks/use-start-session';
import { maskDayMonthYear } from '../utils/day-month-year';
import { livePasswordMismatch, PASSWORD_RULE_HINT } from '../utils/passwords';
import { InfoTip } from './info-tip';
import { LocationCombobox } from './location-combobox';
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
  const confirmError = errors.confirmPassword?.message ?? livePasswordMismatch(password, confirmPassword);

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
        title: ACCOUNT_TOASTS.signUpIncomplete,
        description: ACCOUNT_TOASTS.signUpIncompleteText,
        variant: 'destructive',
      });
      return;
    }
    const { user, profileIncomplete } = parsed.data;
    if (!user) {
      toast({
        title: ACCOUNT_TOASTS.signUpAttempted,
        description: ACCOUNT_TOASTS.signUpAttemptedText,
        duration: SIGN_UP_ATTEMPTED_TOAST_MS,
      });
      return;
    }
    beginSession(user);
    if (profileIncomplete) {
      // Spec 01 §8: the account exists, so the member still goes on to the dashboard.
      toast({
        title: ACCOUNT_TOASTS.accountCreatedWarning,
        description: ACCOUNT_TOASTS.accountCreatedWarningText,
        duration: SIGN_UP_WARNING_TOAST_MS,
      });
    }
    await navigate('/dashboard');
  }

  function showSignUpFailure(error: unknown) {
    if (error instanceof ApiError && error.status === 409) {
      setError('email', { type: 'server', message: ACCOUNT_TOASTS.alreadyRegistered }, { shouldFocus: true });
      toast({
        title: ACCOUNT_TOASTS.signUpError,
        description: ACCOUNT_TOASTS.alreadyRegistered,
        variant: 'destructive',
      });
      return;
    }
    if (applyApiIssues(error, setError, FIELDS)) {
      toast({
        title: ACCOUNT_TOASTS.validationError,
        description: ACCOUNT_TOASTS.formHasErrors,
        variant: 'destructive',
      });
      return;
    }
    if (!(error instanceof ApiError)) {
      // A 2xx whose body is not JSON: the call went through but its answer cannot be read.
      toast({
        title: ACCOUNT_TOASTS.signUpIncomplete,
        description: ACCOUNT_TOASTS.signUpIncompleteText,
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: ACCOUNT_TOASTS.signUpError,
      description: error.message || GENERIC_ERROR_MESSAGE,
      variant: 'destructive',
    });
  }

  function onInvalid() {
    revealInvalidField();
    toast({
      title: ACCOUNT_TOASTS.validationError,
      description: ACCOUNT_TOASTS.formHasErrors,
      variant: 'destructive',
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={fieldId('firstName')} label="First name" error={errors.firstName?.message}>
          {(a11y) => <Input {...a11y} autoComplete="given-name" {...register('firstName')} />}
        </FormField>
        <FormField id={fieldId('lastName')} label="Last name" error={errors.lastName?.message}>
          {(a11y) => <Input {...a11y} autoComplete="family-name" {...register('lastName')} />}
        </FormField>
      </div>

      <FormField id={fieldId('email')} label="Email" error={errors.email?.message}>
        {(a11y) => (
          <Input {...a11y} type="email" autoComplete="email" inputMode="email" {...register('email')} />
        )}
      </FormField>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id={fieldId('dateOfBirth')}
          label="Date of birth"
          hint="DD-MM-YYYY"
          error={errors.dateOfBirth?.message}
          labelAside={
            <InfoTip label="Why we ask for your date of birth">
              You must be at least 17 years old to sign up.
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
                  placeholder="DD-MM-YYYY"
                  maxLength={10}
                  autoComplete="bday"
                />
              )}
            />
          )}
        </FormField>
        <FormField
          id={fieldId('mobile')}
          label="Mobile number"
          hint="Digits only, e.g. 7771234"
          error={errors.mobile?.message}
        >
          {(a11y) => (
            <Input {...a11y} type="tel" inputMode="numeric" autoComplete="tel" {...register('mobile')} />
          )}
        </FormField>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id={fieldId('nationalIdNumber')}
          label="National ID number"
          error={errors.nationalIdNumber?.message}
          labelAside={
            <InfoTip label="About the national ID number">
              6-10 letters or digits, as printed on your ID card (e.g. A123456). Only you and our team can see
              it; it is used to verify sellers.
            </InfoTip>
          }
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
        <FormField id={fieldId('location')} label="Location" error={errors.location?.message}>
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
          label="Password"
          error={errors.password?.message}
          labelAside={<InfoTip label="Password rules">{PASSWORD_RULE_HINT}</InfoTip>}
        >
          {(a11y) => (
            <PasswordInput
              {...a11y}
              autoComplete="new-password"
              {...register('password', { deps: ['confirmPassword'] })}
            />
          )}
        </FormField>
        <FormField id={fieldId('confirmPassword')} label="Confirm password" error={confirmError}>
          {(a11y) => <PasswordInput {...a11y} autoComplete="new-password" {...register('confirmPassword')} />}
        </FormField>
      </div>

      <FormField
        id={fieldId('instagramHandle')}
        label="Instagram handle"
        optional
        error={errors.instagramHandle?.message}
      >
        {(a11y) => (
          <Input {...a11y} placeholder="@username" autoComplete="off" {...register('instagramHandle')} />
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
                I agree to the{' '}
                <a
                  href="/terms"
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-primary underline underline-offset-4"
                >
                  Terms of Service
                </a>{' '}
                and the{' '}
                <a
                  href="/privacy"
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-primary underline underline-offset-4"
                >
                  Privacy Policy
                </a>
                .
              </label>
            </div>
            <FieldError id={fieldId('agreedToTerms')}>{errors.agreedToTerms?.message}</FieldError>
          </div>
        )}
      />

      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Creating your account…' : 'Create Account'}
      </Button>

      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link to="/signin" className="font-medium text-primary underline-offset-4 hover:underline">
          Sign in
        </Link>
      </p>
    </form>
  );
}
