import { Badge } from '@/components/ui/badge';

/** Spec 02 §4 account status: active → success, banned → destructive, suspended → warning, else Unknown. */
const STATUS_BADGES: Record<string, { variant: 'success' | 'destructive' | 'warning'; label: string }> = {
  active: { variant: 'success', label: 'Active' },
  banned: { variant: 'destructive', label: 'Banned' },
  suspended: { variant: 'warning', label: 'Suspended' },
};

export function UserStatusBadge({ status }: { status: string | null | undefined }) {
  const badge = status && Object.hasOwn(STATUS_BADGES, status) ? STATUS_BADGES[status] : undefined;
  if (!badge) return <Badge variant="outline">Unknown</Badge>;
  return <Badge variant={badge.variant}>{badge.label}</Badge>;
}
