import { zodResolver } from '@hookform/resolvers/zod';
import { rejectionDialogSchema } from '@marketplace/contract/listings';
import { REJECTION_REASON_MAX_LENGTH } from '@marketplace/contract/listings-messages';
import { Loader2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
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
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';

type RejectionDialogInput = z.input<typeof rejectionDialogSchema>;
type RejectionDialogData = z.output<typeof rejectionDialogSchema>;

/** What is being rejected: one listing or a bulk selection. */
export interface RejectTarget {
  /** Changes per rejection, so each one starts with an empty reason. */
  key: string;
  title: string;
  description: ReactNode;
}

export interface RejectListingDialogProps {
  /** null closes the dialog. */
  target: RejectTarget | null;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onOpenChange: (open: boolean) => void;
}

/**
 * Spec 02 §5: rejecting needs a non-blank reason; Confirm Rejection stays disabled until one is typed. The
 * rules are the contract's `rejectionDialogSchema` (non-blank, at most REJECTION_REASON_MAX_LENGTH characters,
 * the same field the API's `listingDecisionInputSchema` uses), with their messages under the field. The
 * reason is sent trimmed. A bulk rejection gives the one reason to every listing.
 */
export function RejectListingDialog({ target, pending, onConfirm, onOpenChange }: RejectListingDialogProps) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !pending && onOpenChange(open)}>
      {target ? (
        <RejectForm
          key={target.key}
          target={target}
          pending={pending}
          onConfirm={onConfirm}
          onCancel={() => onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}

function RejectForm({
  target,
  pending,
  onConfirm,
  onCancel,
}: {
  target: RejectTarget;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  const message = useContractMessage();
  const id = useId();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isValid },
  } = useForm<RejectionDialogInput, unknown, RejectionDialogData>({
    resolver: zodResolver(rejectionDialogSchema),
    // Confirm Rejection follows the reason as it is typed (spec 02 §5), so the form checks on every change.
    mode: 'onChange',
    defaultValues: { reason: '' },
  });
  const reasonField = register('reason');
  const length = useWatch({ control, name: 'reason' }).length;
  const tooLong = length > REJECTION_REASON_MAX_LENGTH;

  return (
    <DialogContent>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={handleSubmit((data) => {
          if (!pending) onConfirm(data.reason);
        })}
      >
        <DialogHeader>
          <DialogTitle>{target.title}</DialogTitle>
          <DialogDescription className="break-words">{target.description}</DialogDescription>
        </DialogHeader>
        <FormField
          id={id}
          label={t('rejectDialog.reasonLabel')}
          error={message(errors.reason?.message)}
          // The counter writes the numbers as the contract's message does ("at most 1000 characters"), so the
          // two agree: no digit grouping in either.
          hint={t('rejectDialog.counter', {
            length: String(length),
            max: String(REJECTION_REASON_MAX_LENGTH),
          })}
          hintClassName={cn('text-end tabular-nums', tooLong && 'text-destructive')}
        >
          {(a11y) => (
            <Textarea
              {...a11y}
              rows={4}
              dir="auto"
              placeholder={t('rejectDialog.reasonPlaceholder')}
              {...reasonField}
            />
          )}
        </FormField>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            {t('shared.cancel')}
          </Button>
          <Button type="submit" variant="destructive" disabled={!isValid || pending}>
            {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {t('rejectDialog.confirm')}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
