import {
  earlyAccessFormSchema,
  type EarlyAccessFormData,
  type EarlyAccessFormInput,
} from '@marketplace/contract/mailing-list';
import { EARLY_ACCESS_MESSAGES } from '@marketplace/contract/mailing-list-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { FieldError, fieldControlProps, FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { revealInvalidField } from '@/lib/reveal-invalid-field';
import { toast } from '@/lib/toast-store';
import { isEarlyAccessSuccess, useSubscribeEarlyAccess } from '../api/subscribe-early-access';

export const EARLY_ACCESS_SUCCESS_PATH = '/early-access-success';

/** Navigation state the thank-you page reads. */
export interface EarlyAccessSuccessState {
  firstName?: string;
}

function failToast(message?: string) {
  toast({
    title: EARLY_ACCESS_MESSAGES.failedTitle,
    description: message || EARLY_ACCESS_MESSAGES.failed,
    variant: 'destructive',
  });
}

/**
 * The early-access sign-up (spec 01 §2, §5, §7, §8): first and last name, e-mail and the terms box. Errors
 * show under the fields and each clears as soon as its field is edited; an invalid submit also toasts
 * "Validation Error". Success — or "already subscribed" — goes to the thank-you page with the first name.
 */
export function EarlyAccessForm() {
  const uid = useId();
  const navigate = useNavigate();
  const subscribe = useSubscribeEarlyAccess();
  const {
    register,
    control,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<EarlyAccessFormInput, unknown, EarlyAccessFormData>({
    resolver: zodResolver(earlyAccessFormSchema),
    // Editing only clears the field's error; the next check is the next submit.
    reValidateMode: 'onSubmit',
    defaultValues: { firstName: '', lastName: '', email: '', agreedToTerms: false },
  });

  /** Editing a field only clears its error. */
  const textField = (name: Path<EarlyAccessFormInput>) =>
    register(name, { onChange: () => clearErrors(name) });

  async function onValid(data: EarlyAccessFormData) {
    try {
      const result = await subscribe.mutateAsync({
        email: data.email,
        firstName: data.firstName,
        lastName: data.lastName,
      });
      if (!isEarlyAccessSuccess(result)) {
        failToast(result.message);
        return;
      }
      const state: EarlyAccessSuccessState = { firstName: data.firstName };
      await navigate(EARLY_ACCESS_SUCCESS_PATH, { state });
    } catch (error) {
      failToast(error instanceof Error ? error.message : undefined);
    }
  }

  function onInvalid() {
    revealInvalidField();
    toast({
      title: EARLY_ACCESS_MESSAGES.validationErrorTitle,
      description: EARLY_ACCESS_MESSAGES.validationError,
      variant: 'destructive',
    });
  }

  const ids = {
    firstName: `${uid}-first-name`,
    lastName: `${uid}-last-name`,
    email: `${uid}-email`,
    terms: `${uid}-terms`,
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={ids.firstName} label="First name" error={errors.firstName?.message}>
          {(a11y) => <Input {...a11y} autoComplete="given-name" {...textField('firstName')} />}
        </FormField>
        <FormField id={ids.lastName} label="Last name" error={errors.lastName?.message}>
          {(a11y) => <Input {...a11y} autoComplete="family-name" {...textField('lastName')} />}
        </FormField>
      </div>
      <FormField id={ids.email} label="Email" error={errors.email?.message}>
        {(a11y) => (
          <Input {...a11y} type="email" inputMode="email" autoComplete="email" {...textField('email')} />
        )}
      </FormField>

      <Controller
        control={control}
        name="agreedToTerms"
        render={({ field }) => (
          <div className="grid gap-2">
            <div className="flex items-start gap-3">
              <Checkbox
                {...fieldControlProps(ids.terms, { error: errors.agreedToTerms?.message })}
                ref={field.ref}
                className="mt-0.5"
                checked={field.value === true}
                onCheckedChange={(checked) => {
                  field.onChange(checked === true);
                  clearErrors('agreedToTerms');
                }}
                onBlur={field.onBlur}
              />
              <label htmlFor={ids.terms} className="text-sm leading-snug">
                I agree to the{' '}
                <Link
                  to="/terms"
                  target="_blank"
                  rel="noopener"
                  className="font-medium text-primary underline"
                >
                  terms and conditions
                </Link>{' '}
                and the{' '}
                <Link
                  to="/privacy"
                  target="_blank"
                  rel="noopener"
                  className="font-medium text-primary underline"
                >
                  privacy policy
                </Link>
                .
              </label>
            </div>
            <FieldError id={ids.terms}>{errors.agreedToTerms?.message}</FieldError>
          </div>
        )}
      />

      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
        {isSubmitting ? 'Joining…' : 'Join the Early Access List'}
      </Button>
    </form>
  );
}
