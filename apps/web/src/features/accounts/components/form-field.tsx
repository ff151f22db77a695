import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/** What the control inside a FormField must carry so the label, hint and error reach assistive tech. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  /** The field's message (spec 01 §5: shown under the field). */
  error?: string;
  hint?: ReactNode;
  /** Beside the label, e.g. an info tooltip or a "Forgot password?" link. */
  labelAside?: ReactNode;
  optional?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled field with its hint and error under it; the control is marked invalid when there is an error. */
export function FormField({
  id,
  label,
  error,
  hint,
  labelAside,
  optional,
  className,
  children,
}: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-2', className)}>
      <div className="flex min-h-5 items-center justify-between gap-2">
        <Label id={`${id}-label`} htmlFor={id} className="flex items-center gap-1.5">
          {label}
          {optional ? <span className="font-normal text-muted-foreground">(optional)</span> : null}
        </Label>
        {labelAside}
      </div>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
