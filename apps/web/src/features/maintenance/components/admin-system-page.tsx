import { GENERIC_ERROR_MESSAGE } from '@marketplace/contract/errors';
import type { OutboxMessage } from '@marketplace/contract/site-settings';
import { format, parseISO } from 'date-fns';
import { Inbox, Loader2, Mail, RefreshCw, Users, Package, Send } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/lib/toast-store';
import { useMailOutbox } from '../api/get-mail-outbox';
import { useSystemSummary } from '../api/get-system-summary';
import { useSetMaintenance } from '../api/set-maintenance';

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE;
}

function when(iso: string): string {
  const date = parseISO(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, 'd MMM yyyy, HH:mm');
}

function Stat({ label, value, icon }: { label: string; value: ReactNode; icon: ReactNode }) {
  return (
    // A group inside a <dl> may hold only its <dt> and <dd> (axe definition-list), so the icon sits in the term.
    <div className="relative min-w-0 rounded-lg border bg-background py-4 pl-[4.25rem] pr-4">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
        <span className="absolute left-4 top-1/2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-accent text-primary">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}

function SystemCounts() {
  const summary = useSystemSummary();
  if (summary.isPending) {
    return (
      <div role="status" aria-label="Loading counts" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-[74px]" />
        ))}
      </div>
    );
  }
  if (summary.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
        {errorText(summary.error)}
        <Button variant="outline" size="sm" onClick={() => void summary.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const { users, listings, subscribers, mailOutbox } = summary.data;
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Stat
        label="Users"
        value={users.toLocaleString('en-US')}
        icon={<Users aria-hidden="true" className="h-5 w-5" />}
      />
      <Stat
        label="Listings"
        value={listings.toLocaleString('en-US')}
        icon={<Package aria-hidden="true" className="h-5 w-5" />}
      />
      <Stat
        label="Subscribers"
        value={subscribers.toLocaleString('en-US')}
        icon={<Mail aria-hidden="true" className="h-5 w-5" />}
      />
      <Stat
        label="Mail sent / waiting"
        value={`${mailOutbox.sent.toLocaleString('en-US')} / ${mailOutbox.pending.toLocaleString('en-US')}`}
        icon={<Send aria-hidden="true" className="h-5 w-5" />}
      />
    </dl>
  );
}

function MaintenanceSwitch() {
  const switchId = useId();
  const summary = useSystemSummary();
  const setMaintenance = useSetMaintenance();
  const [confirming, setConfirming] = useState<boolean | null>(null);
  const status = summary.data?.maintenance;
  const forced = status?.forcedByEnvironment === true;

  function apply() {
    if (confirming === null) return;
    const enabled = confirming;
    setMaintenance.mutate(enabled, {
      onSuccess: () => {
        setConfirming(null);
        toast({
          title: enabled ? 'Maintenance Mode On' : 'Maintenance Mode Off',
          description: enabled
            ? 'Everyone but the admin now sees the maintenance notice.'
            : 'The site is open to everyone again.',
          variant: 'success',
        });
      },
      onError: (error) => {
        setConfirming(null);
        toast({ title: 'Error', description: errorText(error), variant: 'destructive' });
      },
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Maintenance mode</CardTitle>
        <CardDescription>
          While it is on, everyone except the admin sees “We ran into an issue.” on every page; sign-in stays
          open.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {status ? (
          <div className="flex items-center gap-3">
            <Switch
              id={switchId}
              checked={status.maintenance}
              disabled={forced || setMaintenance.isPending}
              onCheckedChange={(checked) => setConfirming(checked)}
              aria-describedby={forced ? `${switchId}-forced` : undefined}
            />
            <Label htmlFor={switchId}>
              {status.maintenance ? 'Maintenance mode is on' : 'Maintenance mode is off'}
            </Label>
          </div>
        ) : summary.isPending ? (
          <Skeleton className="h-6 w-56" />
        ) : (
          <p className="text-sm text-destructive">The maintenance state could not be loaded.</p>
        )}
        {forced ? (
          <p id={`${switchId}-forced`} className="text-sm text-muted-foreground">
            MAINTENANCE_MODE is set on the server, so it stays on until that setting is removed.
          </p>
        ) : null}
      </CardContent>

      <AlertDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && !setMaintenance.isPending && setConfirming(null)}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>
              {confirming ? 'Turn maintenance mode on?' : 'Turn maintenance mode off?'}
            </AlertDialogTitle>
            <AlertDialogDescription>
              {confirming
                ? 'Visitors and members will see the maintenance notice instead of the site until you turn it off.'
                : 'The site opens to everyone again straight away.'}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={setMaintenance.isPending}>Cancel</AlertDialogCancel>
            <Button
              variant={confirming ? 'destructive' : 'default'}
              onClick={apply}
              disabled={setMaintenance.isPending}
            >
              {setMaintenance.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
              {confirming ? 'Turn on' : 'Turn off'}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}

function OutboxRow({ message }: { message: OutboxMessage }) {
  return (
    <li className="py-3">
      <details className="group">
        <summary className="flex cursor-pointer list-none flex-wrap items-start gap-x-3 gap-y-1 rounded-md p-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
          <span className="min-w-0 flex-1">
            <span className="block break-words font-medium">{message.subject}</span>
            <span className="block break-all text-xs text-muted-foreground">
              To {message.to} · {message.kind} · {when(message.created_at)}
            </span>
          </span>
          {message.sent_at ? (
            <Badge variant="success" title={`Sent ${when(message.sent_at)}`}>
              Sent
            </Badge>
          ) : (
            <Badge variant="warning">Waiting</Badge>
          )}
        </summary>
        {message.text === null ? (
          <p className="mt-2 text-sm text-muted-foreground">
            Delivered; its text is not kept after delivery.
          </p>
        ) : (
          <pre className="mt-2 max-h-80 overflow-auto whitespace-pre-wrap break-words rounded-md bg-muted p-3 font-mono text-xs">
            {message.text}
          </pre>
        )}
      </details>
    </li>
  );
}

function MailOutbox() {
  const outbox = useMailOutbox();
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>Mail outbox</CardTitle>
          <CardDescription>
            The latest 50 e-mails, sent or waiting. Open one to read its text; links in it carry no tokens.
          </CardDescription>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void outbox.refetch()}
          disabled={outbox.isFetching}
          aria-label="Refresh the outbox"
        >
          <RefreshCw aria-hidden="true" className={outbox.isFetching ? 'animate-spin' : undefined} />
          Refresh
        </Button>
      </CardHeader>
      <CardContent>
        {outbox.isPending ? (
          <div role="status" aria-label="Loading the outbox" className="grid gap-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-12" />
            ))}
          </div>
        ) : outbox.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorText(outbox.error)}
          </p>
        ) : outbox.data.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Inbox aria-hidden="true" className="h-4 w-4" /> No e-mails yet.
          </p>
        ) : (
          <ul className="divide-y">
            {outbox.data.map((message) => (
              <OutboxRow key={message.id} message={message} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * /admin/management/system: counts, the maintenance switch (with a confirmation), other site-wide `settings`
 * the route composes in (issue #14: trusted sellers) and the mail outbox.
 */
export function AdminSystemPage({ settings }: { settings?: ReactNode } = {}) {
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">System</h1>
        <p className="mt-1 text-sm text-muted-foreground">Site-wide state and outgoing mail.</p>
      </div>
      <section aria-label="Counts">
        <SystemCounts />
      </section>
      <MaintenanceSwitch />
      {settings}
      <MailOutbox />
    </div>
  );
}
