import { GENERIC_ERROR_MESSAGE } from '@marketplace/contract/errors';
import { MAINTENANCE_MESSAGES, type OutboxMessage } from '@marketplace/contract/site-settings';
import { parseISO } from 'date-fns';
import { Inbox, Loader2, Mail, RefreshCw, Users, Package, Send } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
import { useContractMessage } from '@/i18n/contract-messages';
import { useFormatters, type Formatters } from '@/i18n/format';
import { toast } from '@/lib/toast-store';
import { useMailOutbox } from '../api/get-mail-outbox';
import { useSystemSummary } from '../api/get-system-summary';
import { useSetMaintenance } from '../api/set-maintenance';

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE;
}

function when(formatters: Formatters, iso: string): string {
  const date = parseISO(iso);
  return Number.isNaN(date.getTime()) ? '' : formatters.date(date, 'd MMM yyyy, HH:mm');
}

function Stat({ label, value, icon }: { label: string; value: ReactNode; icon: ReactNode }) {
  return (
    // A group inside a <dl> may hold only its <dt> and <dd> (axe definition-list), so the icon sits in the term.
    <div className="relative min-w-0 rounded-lg border bg-background py-4 ps-[4.25rem] pe-4">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
        <span className="absolute start-4 top-1/2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-accent text-primary">
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
  const { t } = useTranslation('maintenance');
  const message = useContractMessage();
  if (summary.isPending) {
    return (
      <div
        role="status"
        aria-label={t('system.loadingCounts')}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      >
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-[74px]" />
        ))}
      </div>
    );
  }
  if (summary.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
        {message(errorText(summary.error))}
        <Button variant="outline" size="sm" onClick={() => void summary.refetch()}>
          {t('system.tryAgain')}
        </Button>
      </div>
    );
  }
  const { users, listings, subscribers, mailOutbox } = summary.data;
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Stat
        label={t('system.users')}
        value={users.toLocaleString('en-US')}
        icon={<Users aria-hidden="true" className="h-5 w-5" />}
      />
      <Stat
        label={t('system.listings')}
        value={listings.toLocaleString('en-US')}
        icon={<Package aria-hidden="true" className="h-5 w-5" />}
      />
      <Stat
        label={t('system.subscribers')}
        value={subscribers.toLocaleString('en-US')}
        icon={<Mail aria-hidden="true" className="h-5 w-5" />}
      />
      <Stat
        label={t('system.mail')}
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
  const { t } = useTranslation('maintenance');
  const message = useContractMessage();

  function apply() {
    if (confirming === null) return;
    const enabled = confirming;
    setMaintenance.mutate(enabled, {
      onSuccess: () => {
        setConfirming(null);
        toast({
          title: enabled ? t('switch.turnedOnTitle') : t('switch.turnedOffTitle'),
          description: enabled ? t('switch.turnedOnText') : t('switch.turnedOffText'),
          variant: 'success',
        });
      },
      onError: (error) => {
        setConfirming(null);
        toast({ title: t('switch.error'), description: errorText(error), variant: 'destructive' });
      },
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('switch.title')}</CardTitle>
        <CardDescription>
          {t('switch.description', { heading: message(MAINTENANCE_MESSAGES.heading) })}
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
            <Label htmlFor={switchId}>{status.maintenance ? t('switch.on') : t('switch.off')}</Label>
          </div>
        ) : summary.isPending ? (
          <Skeleton className="h-6 w-56" />
        ) : (
          <p className="text-sm text-destructive">{t('switch.loadFailed')}</p>
        )}
        {forced ? (
          <p id={`${switchId}-forced`} className="text-sm text-muted-foreground">
            {t('switch.forced')}
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
              {confirming ? t('switch.confirmOnTitle') : t('switch.confirmOffTitle')}
            </AlertDialogTitle>
            <AlertDialogDescription>
              {confirming ? t('switch.confirmOnText') : t('switch.confirmOffText')}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={setMaintenance.isPending}>{t('switch.cancel')}</AlertDialogCancel>
            <Button
              variant={confirming ? 'destructive' : 'default'}
              onClick={apply}
              disabled={setMaintenance.isPending}
            >
              {setMaintenance.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
              {confirming ? t('switch.turnOn') : t('switch.turnOff')}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}

function OutboxRow({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation('maintenance');
  const formatters = useFormatters();
  return (
    <li className="py-3">
      <details className="group">
        <summary className="flex cursor-pointer list-none flex-wrap items-start gap-x-3 gap-y-1 rounded-md p-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
          <span className="min-w-0 flex-1">
            <span dir="auto" className="block break-words font-medium">
              {message.subject}
            </span>
            <span className="block wrap-anywhere text-xs text-muted-foreground">
              {t('outbox.meta', {
                to: message.to,
                kind: message.kind,
                when: when(formatters, message.created_at),
              })}
            </span>
          </span>
          {message.sent_at ? (
            <Badge variant="success" title={t('outbox.sentAt', { when: when(formatters, message.sent_at) })}>
              {t('outbox.sent')}
            </Badge>
          ) : (
            <Badge variant="warning">{t('outbox.waiting')}</Badge>
          )}
        </summary>
        {message.text === null ? (
          <p className="mt-2 text-sm text-muted-foreground">{t('outbox.notKept')}</p>
        ) : (
          <pre
            dir="auto"
            className="mt-2 max-h-80 overflow-auto whitespace-pre-wrap break-words rounded-md bg-muted p-3 font-mono text-xs"
          >
            {message.text}
          </pre>
        )}
      </details>
    </li>
  );
}

function MailOutbox() {
  const outbox = useMailOutbox();
  const { t } = useTranslation('maintenance');
  const message = useContractMessage();
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>{t('outbox.title')}</CardTitle>
          <CardDescription>{t('outbox.description')}</CardDescription>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void outbox.refetch()}
          disabled={outbox.isFetching}
          aria-label={t('outbox.refreshLabel')}
        >
          <RefreshCw aria-hidden="true" className={outbox.isFetching ? 'animate-spin' : undefined} />
          {t('outbox.refresh')}
        </Button>
      </CardHeader>
      <CardContent>
        {outbox.isPending ? (
          <div role="status" aria-label={t('outbox.loading')} className="grid gap-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-12" />
            ))}
          </div>
        ) : outbox.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {message(errorText(outbox.error))}
          </p>
        ) : outbox.data.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Inbox aria-hidden="true" className="h-4 w-4" /> {t('outbox.empty')}
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
  const { t } = useTranslation('maintenance');
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('system.heading')}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{t('system.intro')}</p>
      </div>
      <section aria-label={t('system.counts')}>
        <SystemCounts />
      </section>
      <MaintenanceSwitch />
      {settings}
      <MailOutbox />
    </div>
  );
}
