import { SETTINGS_MESSAGES, type ActiveSession } from '@marketplace/contract/accounts-messages';
import { format, formatDistanceToNow } from 'date-fns';
import { Laptop, LogOut, Monitor, Smartphone, Tablet, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast-store';
import { useActiveSessions } from '../api/get-active-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { describeUserAgent, type DeviceKind } from '../utils/describe-user-agent';
import { showSettingsErrorToast } from '../utils/error-toast';

const DEVICE_ICONS: Record<DeviceKind, LucideIcon> = {
  phone: Smartphone,
  tablet: Tablet,
  computer: Laptop,
  unknown: Monitor,
};

function SessionRow({ session }: { session: ActiveSession }) {
  const nameId = useId();
  const revoke = useRevokeSession();
  const device = describeUserAgent(session.userAgent);
  const Icon = DEVICE_ICONS[device.kind];
  const lastActive = new Date(session.lastActiveAt);

  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
          <Icon aria-hidden="true" className="h-5 w-5" />
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <span id={nameId}>{device.label}</span>
            {session.current ? <Badge variant="success">This device</Badge> : null}
          </p>
          <p className="text-sm text-muted-foreground">
            {session.ipAddress ? <span className="break-all">{session.ipAddress} · </span> : null}
            Last active{' '}
            <time dateTime={session.lastActiveAt} title={format(lastActive, 'MMMM d, yyyy, h:mm a')}>
              {formatDistanceToNow(lastActive, { addSuffix: true })}
            </time>
          </p>
        </div>
      </div>
      {session.current ? null : (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="self-start sm:self-center"
          aria-describedby={nameId}
          disabled={revoke.isPending}
          onClick={() =>
            revoke.mutate(session.id, {
              onSuccess: () =>
                toast({
                  title: SETTINGS_MESSAGES.sessionRevoked,
                  description: `${device.label} has been signed out.`,
                  variant: 'success',
                }),
              onError: (error) => showSettingsErrorToast(SETTINGS_MESSAGES.sessionRevokeFailed, error),
            })
          }
        >
          <LogOut aria-hidden="true" />
          {revoke.isPending ? 'Signing out…' : 'Sign out'}
        </Button>
      )}
    </li>
  );
}

/** Settings → Security → Active sessions: every signed-in device, this one first; the others can be signed out. */
export function ActiveSessions() {
  const sessions = useActiveSessions();

  if (sessions.isPending) {
    return (
      <div role="status" aria-label="Loading your sessions" className="grid gap-3">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }
  if (sessions.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm">
        <p>Could not load your sessions.</p>
        <Button type="button" size="sm" variant="outline" onClick={() => void sessions.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const ordered = [...sessions.data].sort((a, b) => Number(b.current) - Number(a.current));
  return (
    <ul aria-label="Active sessions" className="divide-y">
      {ordered.map((session) => (
        <SessionRow key={session.id} session={session} />
      ))}
    </ul>
  );
}
