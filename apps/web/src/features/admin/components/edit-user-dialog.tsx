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

  async function onValid(data: UpdateData) {
    try {
      await update.mutateAsync({ id: user.id, input: data });
      toast({
        title: ADMIN_MESSAGES.userUpdated,
        description: `${adminUserName(user)} was saved.`,
        variant: 'success',
      });
      onDone();
    } catch (error) {
      applyApiIssues(error, setError, FIELDS);
      toast({
        title: ADMIN_MESSAGES.userUpdateFailed,
        description: ADMIN_MESSAGES.userUpdateFailedText,
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
          <DialogTitle>Edit User</DialogTitle>
          <DialogDescription className="break-words">
            Update {adminUserName(user)}’s profile.
          </DialogDescription>
        </DialogHeader>

        <FormField
          id={`${uid}-email`}
          label="Email"
          hint="The e-mail address signs the member in and cannot be changed."
        >
          {(a11y) => <Input {...a11y} type="email" value={user.email} readOnly />}
        </FormField>

        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField id={`${uid}-first`} label="First name" error={errors.firstName?.message}>
            {(a11y) => <Input {...a11y} autoComplete="off" {...register('firstName')} />}
          </FormField>
          <FormField id={`${uid}-last`} label="Last name" error={errors.lastName?.message}>
            {(a11y) => <Input {...a11y} autoComplete="off" {...register('lastName')} />}
          </FormField>
          <FormField id={`${uid}-mobile`} label="Mobile" optional error={errors.mobile?.message}>
            {(a11y) => <Input {...a11y} type="tel" inputMode="numeric" {...register('mobile')} />}
          </FormField>
          <FormField
            id={`${uid}-nid`}
            label="National ID number"
            optional
            error={errors.nationalIdNumber?.message}
          >
            {(a11y) => <Input {...a11y} autoCapitalize="characters" {...register('nationalIdNumber')} />}
          </FormField>
          <FormField id={`${uid}-location`} label="Location" optional error={errors.location?.message}>
            {(a11y) => <Input {...a11y} placeholder="e.g. Male', Kaafu" {...register('location')} />}
          </FormField>
          <FormField
            id={`${uid}-instagram`}
            label="Instagram handle"
            optional
            error={errors.instagramHandle?.message}
          >
            {(a11y) => (
              <Input
                {...a11y}
                placeholder="@username"
                autoCapitalize="none"
                spellCheck={false}
                {...register('instagramHandle')}
              />
            )}
          </FormField>
        </div>

        <div className="flex items-center justify-between gap-4 rounded-md border p-3">
          <div className="grid gap-1">
            <Label htmlFor={`${uid}-verified`}>Verified seller</Label>
            <p id={`${uid}-verified-hint`} className="text-xs text-muted-foreground">
              Buyers see the verified badge on this member’s listings.
              {idVerified ? ' A verified ID always shows the badge.' : null}
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
            label="ID verification status"
            error={errors.idVerificationStatus?.message}
          >
            {(a11y) => (
              <NativeSelect
                {...a11y}
                {...register('idVerificationStatus', {
                  onChange: (event: { target: { value: string } }) => {
                    if (event.target.value === 'verified') {
                      setValue('isVerifiedSeller', true, { shouldDirty: true });
                    }
                  },
                })}
              >
                {VERIFICATION_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {ID_VERIFICATION_STATUS_LABELS[status]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField
            id={`${uid}-notes`}
            label="Admin notes"
            optional
            hint="Sent to the member when their ID is rejected."
            error={errors.idVerificationAdminNotes?.message}
            className="sm:col-span-2"
          >
            {(a11y) => (
              <Textarea {...a11y} rows={3} maxLength={1000} {...register('idVerificationAdminNotes')} />
            )}
          </FormField>
        </div>

        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            Save changes
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
