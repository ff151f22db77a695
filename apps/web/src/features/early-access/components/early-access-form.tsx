import {
  earlyAccessFormSchema,
  type EarlyAccessFormData,
  type EarlyAccessFormInput,
} from '@marketplace/contract/mailing-list';
import { EARLY_ACCESS_MESSAGES } from '@marketplace/contract/mailing-list-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Controller, useForm, type Path } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { FieldError, fieldControlProps, FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { useContractMessage } from '@/i18n/contract-messages';
import { revealInvalidField } from '@/lib/reveal-invalid-field';
import { toast } from '@/lib/toast-store';
import { isEarlyAccessSuccess, useSubscribeEarlyAccess } from '../api/subscribe-early-access';

export const EARLY_ACCESS_SUCCESS_PATH = '/early-access-success';

/** Navigation state the thank-you page reads. */
export interface EarlyAccessSuccessState {
  firstName?: string;
}

/** "Subscription Failed" with the server's words (or the spec's), in the page's language via `translate`. */
function failToast(translate: (text: string) => string, message?: string) {
  toast({
    title: translate(EARLY_ACCESS_MESSAGES.failedTitle),
    description: translate(message || EARLY_ACCESS_MESSAGES.failed),
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
  const { t } = useTranslation('earlyAccess');
  const message = useContractMessage();
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
        failToast(message, result.message);
        return;
      }
      const state: EarlyAccessSuccessState = { firstName: data.firstName };
      await navigate(EARLY_ACCESS_SUCCESS_PATH, { state });
    } catch (error) {
      failToast(message, error instanceof Error ? error.message : undefined);
    }
  }

  function onInvalid() {
    revealInvalidField();
    toast({
      title: message(EARLY_ACCESS_MESSAGES.validationErrorTitle),
      description: message(EARLY_ACCESS_MESSAGES.validationError),
      variant: 'destructive',
    });
  }

  const fields = {
    firstName: textField('firstName'),
    lastName: textField('lastName'),
    email: textField('email'),
  };

  const ids = {
    firstName: `${uid}-first-name`,
    lastName: `${uid}-last-name`,
    email: `${uid}-email`,
    terms: `${uid}-terms`,
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={ids.firstName} label={t('form.firstName')} error={message(errors.firstName?.message)}>
          {(a11y) => <Input {...a11y} dir="auto" autoComplete="given-name" {...fields.firstName} />}
        </FormField>
        <FormField id={ids.lastName} label={t('form.lastName')} error={message(errors.lastName?.message)}>
          {(a11y) => <Input {...a11y} dir="auto" autoComplete="family-name" {...fields.lastName} />}
        </FormField>
      </div>
      <FormField id={ids.email} label={t('form.email')} error={message(errors.email?.message)}>
        {(a11y) => <Input {...a11y} type="email" inputMode="email" autoComplete="email" {...fields.email} />}
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
                <Trans
                  t={t}
                  i18nKey="form.terms"
                  components={{
                    terms: (
                      <Link
                        to="/terms"
                        target="_blank"
                        rel="noopener"
                        className="font-medium text-primary underline"
                      />
                    ),
                    privacy: (
                      <Link
                        to="/privacy"
                        target="_blank"
                        rel="noopener"
                        className="font-medium text-primary underline"
                      />
                    ),
                  }}
                />
              </label>
            </div>
            <FieldError id={ids.terms}>{message(errors.agreedToTerms?.message)}</FieldError>
          </div>
        )}
      />

      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
        {isSubmitting ? t('form.submitting') : t('form.submit')}
      </Button>
    </form>
  );
}
