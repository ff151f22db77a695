import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * Inputs whose values are written left to right in every language: an e-mail address, a phone number, a web
 * address. In a Dhivehi (right-to-left) page they keep `dir="ltr"` so "user@example.mv" is not cut or
 * reordered at its start, and sit at the reading side's edge (issue #37 item 4i).
 */
const LEFT_TO_RIGHT_TYPES = new Set(['email', 'tel', 'url']);

/**
 * Text input; `aria-invalid` turns the border red (spec 01 §5: a field with an error is marked red). E-mail,
 * phone and web-address inputs are left to right unless `dir` says otherwise.
 */
export function Input({ className, type, dir, ...props }: ComponentProps<'input'>) {
  const leftToRight = type !== undefined && LEFT_TO_RIGHT_TYPES.has(type);
  return (
    <input
      type={type}
      dir={dir ?? (leftToRight ? 'ltr' : undefined)}
      className={cn(
        'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive aria-[invalid=true]:ring-destructive md:text-sm',
        leftToRight && dir === undefined && 'rtl:text-right',
        className,
      )}
      {...props}
    />
  );
}
