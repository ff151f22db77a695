import { zodResolver } from '@hookform/resolvers/zod';
import { updateProfileInputSchema, type UpdateProfileInput } from '@marketplace/contract/accounts';
import { ACCOUNT_TOASTS, SETTINGS_MESSAGES, type OwnProfile } from '@marketplace/contract/accounts-messages';
import { Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { applyApiIssues } from '@/lib/form-issues';
import { toast } from '@/lib/toast-store';
import { useUpdateProfile } from '../api/update-profile';
import { showSettingsErrorToast } from '../utils/error-toast';
import { maskNationalId } from '../utils/mask-national-id';
import { useSettingsControls } from './settings-controls';

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

function validationToast() {
  toast({
    title: ACCOUNT_TOASTS.validationError,
    description: ACCOUNT_TOASTS.formHasErrors,
    variant: 'destructive',
  });
}

/**
 * Settings → Profile: names, mobile, island and Instagram handle under the sign-up rules
 * (`updateProfileInputSchema`); the e-mail and the national ID are shown read-only, the ID masked except
 * its last 3 characters until "Show" is pressed.
 */
export function ProfileForm({ profile }: { profile: OwnProfile }) {
  const uid = useId();
  const { LocationPicker } = useSettingsControls();
  const updateProfile = useUpdateProfile();
  const [idVisible, setIdVisible] = useState(false);

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
        title: SETTINGS_MESSAGES.profileUpdated,
        description: SETTINGS_MESSAGES.profileUpdatedText,
        variant: 'success',
      });
    } catch (error) {
      if (applyApiIssues(error, setError, FIELDS)) {
        validationToast();
        return;
      }
      showSettingsErrorToast(SETTINGS_MESSAGES.profileUpdateFailed, error);
    }
  }

  const nationalId = profile.nationalIdNumber;

  return (
    <form
      noValidate
      aria-label="Profile details"
      onSubmit={handleSubmit(onValid, validationToast)}
      className="grid gap-5"
    >
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField id={`${uid}-first-name`} label="First name" error={errors.firstName?.message}>
          {(a11y) => <Input {...a11y} autoComplete="given-name" {...register('firstName')} />}
        </FormField>
        <FormField id={`${uid}-last-name`} label="Last name" error={errors.lastName?.message}>
          {(a11y) => <Input {...a11y} autoComplete="family-name" {...register('lastName')} />}
        </FormField>
      </div>

      <FormField
        id={`${uid}-email`}
        label="Email"
        hint="Your e-mail address signs you in and cannot be changed here."
      >
        {(a11y) => <Input {...a11y} type="email" value={profile.email} readOnly />}
      </FormField>

      <FormField
        id={`${uid}-national-id`}
        label="National ID number"
        hint="Only you and our review team can see it."
        labelAside={
          nationalId ? (
            <Button
              type="button"
              variant="link"
              size="sm"
              className="h-auto p-0"
              aria-controls={`${uid}-national-id`}
              aria-label={idVisible ? 'Hide national ID number' : 'Show national ID number'}
              onClick={() => setIdVisible((visible) => !visible)}
            >
              {idVisible ? 'Hide' : 'Show'}
            </Button>
          ) : null
        }
      >
        {(a11y) => (
          <Input
            {...a11y}
            readOnly
            value={nationalId ? (idVisible ? nationalId : maskNationalId(nationalId)) : 'Not set'}
            className="font-mono tracking-wider"
          />
        )}
      </FormField>

      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField id={`${uid}-mobile`} label="Mobile number" error={errors.mobile?.message}>
          {(a11y) => (
            <Input {...a11y} type="tel" inputMode="numeric" autoComplete="tel" {...register('mobile')} />
          )}
        </FormField>
        <FormField id={`${uid}-instagram`} label="Instagram" optional error={errors.instagramHandle?.message}>
          {(a11y) => (
            <Input
              {...a11y}
              placeholder="@username"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              {...register('instagramHandle')}
            />
          )}
        </FormField>
      </div>

      <FormField id={`${uid}-location`} label="Location" error={errors.location?.message}>
        {(a11y) => (
          <Controller
            control={control}
            name="location"
            render={({ field }) => (
              <LocationPicker
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
              <Loader2 aria-hidden="true" className="animate-spin" /> Saving…
            </>
          ) : (
            'Save changes'
          )}
        </Button>
      </div>
    </form>
  );
}
