import {
  AlertTriangle,
  Bell,
  CheckCircle2,
  Hourglass,
  Info,
  MessageSquare,
  Tag,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '@/lib/utils';

const ICONS: Record<string, { icon: LucideIcon; className: string }> = {
  approved: { icon: CheckCircle2, className: 'text-success' },
  listing_approved: { icon: CheckCircle2, className: 'text-success' },
  rejected: { icon: XCircle, className: 'text-destructive' },
  listing_rejected: { icon: XCircle, className: 'text-destructive' },
  general: { icon: Info, className: 'text-primary' },
  warning: { icon: AlertTriangle, className: 'text-warning' },
  new_message: { icon: MessageSquare, className: 'text-primary' },
  offer_received: { icon: Tag, className: 'text-primary' },
  // Issue #14 item 3.
  listing_expiring: { icon: Hourglass, className: 'text-warning' },
  listing_expired: { icon: Hourglass, className: 'text-muted-foreground' },
};
const FALLBACK = { icon: Bell, className: 'text-muted-foreground' };

/** The icon of a notification by its type (spec 02 §9); an unknown type gets the bell. Decorative. */
export function NotificationTypeIcon({ type, className }: { type: string; className?: string }) {
  const { icon: Icon, className: tone } = ICONS[type] ?? FALLBACK;
  return (
    <Icon aria-hidden="true" data-type-icon={type} className={cn('h-5 w-5 shrink-0', tone, className)} />
  );
}
