import { zodResolver } from '@hookform/resolvers/zod';
import { adminAddUserInputSchema, type AdminAddUserInput } from '@marketplace/contract/admin';
import { Loader2 } from 'lucide-react';
import { useId } from 'react';
import { useForm, type Path } from 'react-hook-form';
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

/** The English texts (kept for the tests); the dialog shows the `admin` namespace's addUser.* keys. */
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
  const { t } = useTranslation('admin');
  const message = useContractMessage();
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
  const fields = {
    firstName: register('firstName'),
    lastName: register('lastName'),
    email: register('email'),
    mobile: register('mobile'),
    nationalIdNumber: register('nationalIdNumber'),
  };

  async function onValid(data: AddUserData) {
    try {
      const created = await add.mutateAsync(data);
      toast({
        title: t('addUser.added'),
        description: t('addUser.addedText', { email: created.email }),
        variant: 'success',
      });
      onDone();
    } catch (error) {
      if (!applyApiIssues(error, setError, FIELDS)) {
        toast({
          title: t('addUser.failed'),
          description: message(errorText(error, t('addUser.tryAgain'))),
          variant: 'destructive',
        });
      }
    }
  }

  return (
    <DialogContent>
      <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-4">
        <DialogHeader>
          <DialogTitle>{t('addUser.title')}</DialogTitle>
          <DialogDescription>{t('addUser.description')}</DialogDescription>
        </DialogHeader>
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
        </div>
        <FormField id={`${uid}-email`} label={t('editUser.email')} error={message(errors.email?.message)}>
          {(a11y) => (
            <Input {...a11y} type="email" autoComplete="off" autoCapitalize="none" {...fields.email} />
          )}
        </FormField>
        <FormField
          id={`${uid}-mobile`}
          label={t('addUser.mobileNumber')}
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
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone} disabled={isSubmitting}>
            {t('shared.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {t('addUser.title')}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
