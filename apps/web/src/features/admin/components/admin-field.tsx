import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/** What the control inside an AdminField spreads so its label, hint and error reach assistive tech. */
export interface AdminFieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface AdminFieldProps {
  id: string;
  label: ReactNode;
  /** Shown under the field; the control is marked invalid. */
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
  children: (control: AdminFieldControlProps) => ReactNode;
}

/** A labelled field of the admin forms, with its hint and error under it. */
export function AdminField({ id, label, error, hint, optional, className, children }: AdminFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>
        {label}
        {optional ? <span className="font-normal text-muted-foreground"> (optional)</span> : null}
      </Label>
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
