import { zodResolver } from '@hookform/resolvers/zod';
import { updateProfileInputSchema, type UpdateProfileInput } from '@marketplace/contract/accounts';
import { SETTINGS_MESSAGES, type OwnProfile } from '@marketplace/contract/accounts-messages';
import { Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '@/components/forms/form-field';
import { LocationCombobox } from '@/components/forms/location-combobox';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useContractMessage } from '@/i18n/contract-messages';
import { applyApiIssues } from '@/lib/form-issues';
import { toast } from '@/lib/toast-store';
import { useUpdateProfile } from '../api/update-profile';
import { showSettingsErrorToast, validationToast } from '../utils/error-toast';
import { maskNationalId } from '../utils/mask-national-id';

type UpdateProfileData = z.output<typeof updateProfileInputSchema>;

const FIELDS: readonly Path<UpdateProfileInput>[] = [
  'firstName',
  'lastName',
  'mobile',
  'location',
  'instagramHandle',
];

function formValues(profile: OwnProfile): UpdateProfileInput {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    mobile: profile.mobile ?? '',
    location: profile.location ?? '',
    instagramHandle: profile.instagramHandle ? `@${profile.instagramHandle}` : '',
  };
}

/**
 * Settings → Profile: names, mobile, island and Instagram handle under the sign-up rules
 * (`updateProfileInputSchema`); the e-mail and the national ID are shown read-only, the ID masked except
 * its last 3 characters until "Show" is pressed.
 */
export function ProfileForm({ profile }: { profile: OwnProfile }) {
  const uid = useId();
  const updateProfile = useUpdateProfile();
  const [idVisible, setIdVisible] = useState(false);
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
  } = useForm<UpdateProfileInput, unknown, UpdateProfileData>({
    resolver: zodResolver(updateProfileInputSchema),
    defaultValues: formValues(profile),
  });

  async function onValid(data: UpdateProfileData) {
    try {
      // The schema turns an empty handle into null; the API takes the form's words ('' clears it).
      const saved = await updateProfile.mutateAsync({
        ...data,
        instagramHandle: data.instagramHandle ?? '',
      });
      reset(formValues(saved));
      toast({
        title: message(SETTINGS_MESSAGES.profileUpdated),
        description: message(SETTINGS_MESSAGES.profileUpdatedText),
        variant: 'success',
      });
    } catch (error) {
      if (applyApiIssues(error, setError, FIELDS)) {
        validationToast(tAccounts);
        return;
      }
      showSettingsErrorToast(message(SETTINGS_MESSAGES.profileUpdateFailed), error, message);
    }
  }

  const nationalId = profile.nationalIdNumber;

  return (
    <form
      noValidate
      aria-label={t('profile.formLabel')}
      onSubmit={handleSubmit(onValid, () => validationToast(tAccounts))}
      className="grid gap-5"
    >
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField
          id={`${uid}-first-name`}
          label={t('profile.firstName')}
          error={message(errors.firstName?.message)}
        >
          {(a11y) => <Input {...a11y} dir="auto" autoComplete="given-name" {...register('firstName')} />}
        </FormField>
        <FormField
          id={`${uid}-last-name`}
          label={t('profile.lastName')}
          error={message(errors.lastName?.message)}
        >
          {(a11y) => <Input {...a11y} dir="auto" autoComplete="family-name" {...register('lastName')} />}
        </FormField>
      </div>

      <FormField id={`${uid}-email`} label={t('profile.email')} hint={t('profile.emailHint')}>
        {(a11y) => <Input {...a11y} type="email" value={profile.email} readOnly />}
      </FormField>

      <FormField
        id={`${uid}-national-id`}
        label={t('profile.nationalId')}
        hint={t('profile.nationalIdHint')}
        labelAside={
          nationalId ? (
            <Button
              type="button"
              variant="link"
              size="sm"
              className="h-auto p-0"
              aria-controls={`${uid}-national-id`}
              aria-label={idVisible ? t('profile.hideNationalId') : t('profile.showNationalId')}
              onClick={() => setIdVisible((visible) => !visible)}
            >
              {idVisible ? t('profile.hide') : t('profile.show')}
            </Button>
          ) : null
        }
      >
        {(a11y) => (
          <Input
            {...a11y}
            readOnly
            value={nationalId ? (idVisible ? nationalId : maskNationalId(nationalId)) : t('profile.notSet')}
            className="font-mono tracking-wider"
          />
        )}
      </FormField>

      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField id={`${uid}-mobile`} label={t('profile.mobile')} error={message(errors.mobile?.message)}>
          {(a11y) => (
            <Input {...a11y} type="tel" inputMode="numeric" autoComplete="tel" {...register('mobile')} />
          )}
        </FormField>
        <FormField
          id={`${uid}-instagram`}
          label={t('profile.instagram')}
          optional
          error={message(errors.instagramHandle?.message)}
        >
          {(a11y) => (
            <Input
              {...a11y}
              placeholder={t('profile.instagramPlaceholder')}
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              {...register('instagramHandle')}
            />
          )}
        </FormField>
      </div>

      <FormField
        id={`${uid}-location`}
        label={t('profile.location')}
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
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                disabled={isSubmitting}
              />
            )}
          />
        )}
      </FormField>

      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? (
            <>
              <Loader2 aria-hidden="true" className="animate-spin" /> {t('profile.saving')}
            </>
          ) : (
            t('profile.save')
          )}
        </Button>
      </div>
    </form>
  );
}
