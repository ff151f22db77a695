import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { useContractMessage } from '@/i18n/contract-messages';
import { cn } from '@/lib/utils';

/** What a control spreads so its label, hint and error reach assistive tech. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/** The ids FormField gives a field's label, hint and error, derived from the control's id. */
export function fieldIds(id: string) {
  return { label: `${id}-label`, hint: `${id}-hint`, error: `${id}-error` } as const;
}

/**
 * The aria props of a field's control: invalid while there is an error, described by the error first and
 * then the hint (each only while it is shown). Also for controls laid out by hand, e.g. a terms checkbox
 * whose message is a `FieldError`.
 */
export function fieldControlProps(
  id: string,
  { error, hint = false }: { error?: string; hint?: boolean } = {},
): FieldControlProps {
  const ids = fieldIds(id);
  const describedBy = [error ? ids.error : undefined, hint ? ids.hint : undefined].filter(Boolean).join(' ');
  return { id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy || undefined };
}

/**
 * The message under a field (spec 01 §5), with the id `fieldControlProps` points the control at. Messages
 * come in English from the contract (the form's zod schema, the API's 400): they are shown in the page's
 * language (issue #15); a text the contract does not know, already translated by its form, is shown as given.
 */
export function FieldError({ id, children }: { id: string; children?: string }) {
  const message = useContractMessage();
  if (!children) return null;
  return (
    <p id={fieldIds(id).error} className="text-sm font-medium text-destructive">
      {message(children)}
    </p>
  );
}

export interface FormFieldProps {
  /** The control's id; the label, hint and error ids derive from it (see `fieldIds`). */
  id: string;
  label: ReactNode;
  /** The field's message, shown under it; the control is marked invalid. */
  error?: string;
  hint?: ReactNode;
  /** Extra classes for the hint, e.g. an end-aligned character count that turns red. */
  hintClassName?: string;
  /** Beside the label, e.g. an info tooltip or a "Forgot password?" link. */
  labelAside?: ReactNode;
  /** Marks the label "(optional)". */
  optional?: boolean;
  className?: string;
  /** Renders the control with the props it must spread (`fieldControlProps`). */
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled field with its hint and error under it; the control is marked invalid when there is an error. */
export function FormField({
  id,
  label,
  error,
  hint,
  hintClassName,
  labelAside,
  optional,
  className,
  children,
}: FormFieldProps) {
  const ids = fieldIds(id);
  const hasHint = Boolean(hint);
  const { t } = useTranslation();
  return (
    <div className={cn('grid gap-2', className)}>
      <div className="flex min-h-5 items-center justify-between gap-2">
        <Label id={ids.label} htmlFor={id} className="flex items-center gap-1.5">
          {label}
          {/* The space keeps "Name (optional)" apart when read out; the flex gap spaces it on screen. */}
          {optional ? (
            <>
              {' '}
              <span className="font-normal text-muted-foreground">{t('ui.optional')}</span>
            </>
          ) : null}
        </Label>
        {labelAside}
      </div>
      {children(fieldControlProps(id, { error, hint: hasHint }))}
      {hasHint ? (
        <p id={ids.hint} className={cn('text-xs text-muted-foreground', hintClassName)}>
          {hint}
        </p>
      ) : null}
      <FieldError id={id}>{error}</FieldError>
    </div>
  );
}
