import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** The three colours a listing's status is told in: waiting (Pending, editing sends it to review), refused, done. */
const TONES = {
  waiting: 'border-warning/40 bg-amber-50 text-amber-900',
  refused: 'border-destructive/40 bg-red-50 text-red-900',
  done: 'bg-muted text-foreground',
} as const;

export interface StatusBannerProps {
  tone: keyof typeof TONES;
  /** Drawn 16 px at the start of the first line, hidden from screen readers (the text says it). */
  icon: LucideIcon;
  /** `status` (the default) where the box reports the listing's state; `note` where it advises. */
  role?: 'status' | 'note';
  className?: string;
  children: ReactNode;
}

/**
 * A listing's status in a coloured box with its icon (spec 02 §4: Pending, Rejected with its reason, Sold; issue
 * #37 item 4n: sold to the buyer or to someone else): the one markup shared by the item page, the owner's
 * listing page and the edit form.
 */
export function StatusBanner({ tone, icon: Icon, role = 'status', className, children }: StatusBannerProps) {
  return (
    <div
      role={role}
      className={cn('flex items-start gap-2 rounded-md border p-3 text-sm', TONES[tone], className)}
    >
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
