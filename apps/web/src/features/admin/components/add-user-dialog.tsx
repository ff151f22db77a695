import { zodResolver } from '@hookform/resolvers/zod';
import { adminAddUserInputSchema, type AdminAddUserInput } from '@marketplace/contract/admin';
import { Loader2 } from 'lucide-react';
import { useId } from 'react';
import { useForm, type Path } from 'react-hook-form';
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
import { applyApiIssues } from '@/lib/form-issues';
import { toast } from '@/lib/toast-store';
import { useAddAdminUser } from '../api/add-admin-user';
import { errorText } from '../utils/error-text';

type AddUserData = z.output<typeof adminAddUserInputSchema>;

const FIELDS: readonly Path<AdminAddUserInput>[] = [
  'firstName',
  'lastName',
  'email',
  'mobile',
  'nationalIdNumber',
];

export const ADD_USER_MESSAGES = {
  added: 'User Added',
  addedText: (email: string) => `A set-password link was e-mailed to ${email}.`,
  failed: 'Could not add the user',
} as const;

export interface AddUserDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Add User (the spec's placeholder made real): names, e-mail, mobile and an optional national ID under
 * `adminAddUserInputSchema`. The member receives an e-mail with a link to set their password.
 */
export function AddUserDialog({ open, onOpenChange }: AddUserDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? <AddUserForm onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function AddUserForm({ onDone }: { onDone: () => void }) {
  const uid = useId();
  const add = useAddAdminUser();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AdminAddUserInput, unknown, AddUserData>({
    resolver: zodResolver(adminAddUserInputSchema),
    defaultValues: { firstName: '', lastName: '', email: '', mobile: '', nationalIdNumber: '' },
  });

  async function onValid(data: AddUserData) {
    try {
      const created = await add.mutateAsync(data);
      toast({
        title: ADD_USER_MESSAGES.added,
        description: ADD_USER_MESSAGES.addedText(created.email),
        variant: 'success',
      });
      onDone();
    } catch (error) {
      if (!applyApiIssues(error, setError, FIELDS)) {
        toast({
          title: ADD_USER_MESSAGES.failed,
          description: errorText(error, 'Please try again.'),
          variant: 'destructive',
        });
      }
    }
  }

  return (
    <DialogContent>
      <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-4">
        <DialogHeader>
          <DialogTitle>Add User</DialogTitle>
          <DialogDescription>
            The new member gets an e-mail with a link to set their password.
          </DialogDescription>
        </DialogHeader>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField id={`${uid}-first`} label="First name" error={errors.firstName?.message}>
            {(a11y) => <Input {...a11y} autoComplete="off" {...register('firstName')} />}
          </FormField>
          <FormField id={`${uid}-last`} label="Last name" error={errors.lastName?.message}>
            {(a11y) => <Input {...a11y} autoComplete="off" {...register('lastName')} />}
          </FormField>
        </div>
        <FormField id={`${uid}-email`} label="Email" error={errors.email?.message}>
          {(a11y) => (
            <Input {...a11y} type="email" autoComplete="off" autoCapitalize="none" {...register('email')} />
          )}
        </FormField>
        <FormField id={`${uid}-mobile`} label="Mobile number" error={errors.mobile?.message}>
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
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            Add User
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
