import { offerAmountSchema, OFFER_MESSAGES } from '@marketplace/contract/offers';
import { Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useContractMessage } from '@/i18n/contract-messages';

export interface OfferAmountFormProps {
  label: string;
  submitLabel: string;
  /** Sends the amount (whole MVR); resolves to a server message for the field, or null when it was taken. */
  onSubmit: (amount: number) => Promise<string | null>;
  onCancel?: () => void;
  pending: boolean;
  /** Put the cursor in the field on mount (a counter-offer opened by a click). */
  autoFocus?: boolean;
}

/**
 * An amount in whole MVR, checked with the contract's rule before it is sent (the API checks it again):
 * a labelled numeric field, its message tied to it, Enter submits. Fits 360 px: the field takes the width.
 */
export function OfferAmountForm({
  label,
  submitLabel,
  onSubmit,
  onCancel,
  pending,
  autoFocus,
}: OfferAmountFormProps) {
  const id = useId();
  const { t } = useTranslation('offers');
  const m = useContractMessage();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = offerAmountSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? OFFER_MESSAGES.amountInvalid);
      return;
    }
    setError(null);
    const serverError = await onSubmit(parsed.data);
    if (serverError) setError(serverError);
    else setValue('');
  };

  return (
    <form className="grid gap-2" onSubmit={(event) => void submit(event)} noValidate>
      <Label htmlFor={`${id}-amount`}>{label}</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={`${id}-amount`}
          inputMode="numeric"
          autoComplete="off"
          autoFocus={autoFocus}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-w-0 flex-1 basis-32"
          placeholder={t('form.amountPlaceholder')}
        />
        <Button type="submit" disabled={pending}>
          {pending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {m(OFFER_MESSAGES.cancel)}
          </Button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {m(error)}
        </p>
      ) : null}
    </form>
  );
}
