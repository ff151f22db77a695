import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** Text input; `aria-invalid` turns the border red (spec 01 §5: a field with an error is marked red). */
export function Input({ className, type, ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive aria-[invalid=true]:ring-destructive md:text-sm',
        className,
      )}
      {...props}
    />
  );
}
