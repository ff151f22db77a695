import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADMIN_MESSAGES,
  adminUserUpdateInputSchema,
  type AdminUserRow,
  type AdminUserUpdateInput,
} from '@marketplace/contract/admin';
import { ID_VERIFICATION_STATUS_LABELS } from '@marketplace/contract/accounts-messages';
import { Loader2 } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useContractMessage } from '@/i18n/contract-messages';
import type { z } from 'zod';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { applyApiIssues } from '@/lib/form-issues';
import { toast } from '@/lib/toast-store';
import { useUpdateAdminUser } from '../api/update-admin-user';
import { adminUserName } from './admin-user-avatar';

type UpdateData = z.output<typeof adminUserUpdateInputSchema>;
type VerificationStatus = AdminUserRow['idVerificationStatus'];

const VERIFICATION_STATUSES = Object.keys(ID_VERIFICATION_STATUS_LABELS) as VerificationStatus[];
// ID_VERIFICATION_STATUS_LABELS gives the statuses; their names are the `admin` namespace's idVerification.*.

const FIELDS: readonly Path<AdminUserUpdateInput>[] = [
  'firstName',
  'lastName',
  'mobile',
  'nationalIdNumber',
  'location',
  'instagramHandle',
  'isVerifiedSeller',
  'idVerificationStatus',
  'idVerificationAdminNotes',
];

function formValues(user: AdminUserRow): AdminUserUpdateInput {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    mobile: user.mobile ?? '',
    nationalIdNumber: user.nationalIdNumber ?? '',
    location: user.location ?? '',
    instagramHandle: user.instagramHandle ?? '',
    isVerifiedSeller: user.isVerifiedSeller,
    idVerificationStatus: user.idVerificationStatus,
    idVerificationAdminNotes: user.idVerificationAdminNotes ?? '',
  };
}

export interface EditUserDialogProps {
  /** The member being edited; null closes the dialog. */
  user: AdminUserRow | null;
  onOpenChange: (open: boolean) => void;
}

/**
 * The admin's user edit form (spec 02 §5): e-mail read-only; names, mobile, national ID, location,
 * Instagram, the verified-seller switch, the ID verification status (pending reads "Pending Review") and
 * the admin's notes. Saves with `PATCH /api/admin/users/{id}`.
 */
export function EditUserDialog({ user, onOpenChange }: EditUserDialogProps) {
  return (
    <Dialog open={user !== null} onOpenChange={onOpenChange}>
      {user ? <EditUserForm key={user.id} user={user} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function EditUserForm({ user, onDone }: { user: AdminUserRow; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const message = useContractMessage();
  const uid = useId();
  const update = useUpdateAdminUser();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<AdminUserUpdateInput, unknown, UpdateData>({
    resolver: zodResolver(adminUserUpdateInputSchema),
    defaultValues: formValues(user),
  });
  // The server gives a verified ID the badge (admin-users.service updateUser), so the switch says so.
  const idVerified = useWatch({ control, name: 'idVerificationStatus' }) === 'verified';
  const fields = {
    firstName: register('firstName'),
    lastName: register('lastName'),
    mobile: register('mobile'),
    nationalIdNumber: register('nationalIdNumber'),
    location: register('location'),
    instagramHandle: register('instagramHandle'),
    idVerificationStatus: register('idVerificationStatus', {
      onChange: (event: { target: { value: string } }) => {
        if (event.target.value === 'verified') {
          setValue('isVerifiedSeller', true, { shouldDirty: true });
        }
      },
    }),
    idVerificationAdminNotes: register('idVerificationAdminNotes'),
  };

  async function onValid(data: UpdateData) {
    try {
      await update.mutateAsync({ id: user.id, input: data });
      toast({
        title: message(ADMIN_MESSAGES.userUpdated),
        description: t('editUser.saved', { name: adminUserName(user) }),
        variant: 'success',
      });
      onDone();
    } catch (error) {
      applyApiIssues(error, setError, FIELDS);
      toast({
        title: message(ADMIN_MESSAGES.userUpdateFailed),
        description: message(ADMIN_MESSAGES.userUpdateFailedText),
        variant: 'destructive',
      });
    }
  }

  return (
    <DialogContent
      className="max-w-2xl"
      // Start on the first field the admin can change, not the read-only e-mail.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        setFocus('firstName');
      }}
    >
      <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-5">
        <DialogHeader>
          <DialogTitle>{t('editUser.title')}</DialogTitle>
          <DialogDescription className="break-words">
            {t('editUser.description', { name: adminUserName(user) })}
          </DialogDescription>
        </DialogHeader>

        <FormField id={`${uid}-email`} label={t('editUser.email')} hint={t('editUser.emailHint')}>
          {(a11y) => <Input {...a11y} type="email" value={user.email} readOnly />}
        </FormField>

        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField
            id={`${uid}-first`}
            label={t('editUser.firstName')}
            error={message(errors.firstName?.message)}
          >
            {(a11y) => <Input {...a11y} autoComplete="off" dir="auto" {...fields.firstName} />}
          </FormField>
          <FormField
            id={`${uid}-last`}
            label={t('editUser.lastName')}
            error={message(errors.lastName?.message)}
          >
            {(a11y) => <Input {...a11y} autoComplete="off" dir="auto" {...fields.lastName} />}
          </FormField>
          <FormField
            id={`${uid}-mobile`}
            label={t('editUser.mobile')}
            optional
            error={message(errors.mobile?.message)}
          >
            {(a11y) => <Input {...a11y} type="tel" inputMode="numeric" {...fields.mobile} />}
          </FormField>
          <FormField
            id={`${uid}-nid`}
            label={t('editUser.nationalId')}
            optional
            error={message(errors.nationalIdNumber?.message)}
          >
            {(a11y) => <Input {...a11y} autoCapitalize="characters" {...fields.nationalIdNumber} />}
          </FormField>
          <FormField
            id={`${uid}-location`}
            label={t('editUser.location')}
            optional
            error={message(errors.location?.message)}
          >
            {(a11y) => (
              <Input
                {...a11y}
                placeholder={t('editUser.locationPlaceholder')}
                dir="auto"
                {...fields.location}
              />
            )}
          </FormField>
          <FormField
            id={`${uid}-instagram`}
            label={t('editUser.instagram')}
            optional
            error={message(errors.instagramHandle?.message)}
          >
            {(a11y) => (
              <Input
                {...a11y}
                placeholder={t('editUser.instagramPlaceholder')}
                autoCapitalize="none"
                spellCheck={false}
                {...fields.instagramHandle}
              />
            )}
          </FormField>
        </div>

        <div className="flex items-center justify-between gap-4 rounded-md border p-3">
          <div className="grid gap-1">
            <Label htmlFor={`${uid}-verified`}>{t('editUser.verifiedSeller')}</Label>
            <p id={`${uid}-verified-hint`} className="text-xs text-muted-foreground">
              {idVerified ? t('editUser.verifiedHintWithId') : t('editUser.verifiedHint')}
            </p>
          </div>
          <Controller
            control={control}
            name="isVerifiedSeller"
            render={({ field }) => (
              <Switch
                id={`${uid}-verified`}
                aria-describedby={`${uid}-verified-hint`}
                checked={idVerified || (field.value ?? false)}
                disabled={idVerified}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
        </div>

        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField
            id={`${uid}-idv`}
            label={t('editUser.idVerificationStatus')}
            error={message(errors.idVerificationStatus?.message)}
          >
            {(a11y) => (
              <NativeSelect {...a11y} {...fields.idVerificationStatus}>
                {VERIFICATION_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(`idVerification.${status}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField
            id={`${uid}-notes`}
            label={t('editUser.adminNotes')}
            optional
            hint={t('editUser.adminNotesHint')}
            error={message(errors.idVerificationAdminNotes?.message)}
            className="sm:col-span-2"
          >
            {(a11y) => (
              <Textarea {...a11y} rows={3} maxLength={1000} dir="auto" {...fields.idVerificationAdminNotes} />
            )}
          </FormField>
        </div>

        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone} disabled={isSubmitting}>
            {t('shared.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {t('editUser.save')}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
