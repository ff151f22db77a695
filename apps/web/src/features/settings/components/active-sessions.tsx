import { SETTINGS_MESSAGES, type ActiveSession } from '@marketplace/contract/accounts-messages';
import { Laptop, LogOut, Monitor, Smartphone, Tablet, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useContractMessage } from '@/i18n/contract-messages';
import { useFormatters } from '@/i18n/format';
import { toast } from '@/lib/toast-store';
import { useActiveSessions } from '../api/get-active-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { deviceParts, type DeviceKind } from '../utils/describe-user-agent';
import { showSettingsErrorToast } from '../utils/error-toast';

const DEVICE_ICONS: Record<DeviceKind, LucideIcon> = {
  phone: Smartphone,
  tablet: Tablet,
  computer: Laptop,
  unknown: Monitor,
};

/** A session's device in words ("Chrome on Windows"); browser and system names stay as they are. */
function deviceLabel(t: TFunction<'settings'>, userAgent: string | null): string {
  const { browser, system } = deviceParts(userAgent);
  const systemName = system === 'Android tablet' ? t('device.androidTablet') : system;
  if (browser && systemName) return t('device.browserOnSystem', { browser, system: systemName });
  return systemName ?? browser ?? t('device.unknown');
}

function SessionRow({ session }: { session: ActiveSession }) {
  const nameId = useId();
  const revoke = useRevokeSession();
  const { t } = useTranslation('settings');
  const message = useContractMessage();
  const formatters = useFormatters();
  const device = { label: deviceLabel(t, session.userAgent), kind: deviceParts(session.userAgent).kind };
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
            {session.current ? <Badge variant="success">{t('sessions.thisDevice')}</Badge> : null}
          </p>
          <p className="text-sm text-muted-foreground">
            {session.ipAddress ? <span className="wrap-anywhere">{session.ipAddress} · </span> : null}
            <Trans
              t={t}
              i18nKey="sessions.lastActive"
              values={{ when: formatters.distanceToNow(lastActive, { addSuffix: true }) }}
              components={{
                time: (
                  <time
                    dateTime={session.lastActiveAt}
                    title={formatters.date(lastActive, 'MMMM d, yyyy, h:mm a')}
                  />
                ),
              }}
            />
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
                  title: message(SETTINGS_MESSAGES.sessionRevoked),
                  description: t('sessions.signedOut', { device: device.label }),
                  variant: 'success',
                }),
              onError: (error) =>
                showSettingsErrorToast(message(SETTINGS_MESSAGES.sessionRevokeFailed), error, message),
            })
          }
        >
          <LogOut aria-hidden="true" />
          {revoke.isPending ? t('sessions.signingOut') : t('sessions.signOut')}
        </Button>
      )}
    </li>
  );
}

/** Settings → Security → Active sessions: every signed-in device, this one first; the others can be signed out. */
export function ActiveSessions() {
  const sessions = useActiveSessions();
  const { t } = useTranslation('settings');

  if (sessions.isPending) {
    return (
      <div role="status" aria-label={t('sessions.loading')} className="grid gap-3">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }
  if (sessions.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm">
        <p>{t('sessions.loadFailed')}</p>
        <Button type="button" size="sm" variant="outline" onClick={() => void sessions.refetch()}>
          {t('sessions.tryAgain')}
        </Button>
      </div>
    );
  }
  const ordered = [...sessions.data].sort((a, b) => Number(b.current) - Number(a.current));
  return (
    <ul aria-label={t('sessions.list')} className="divide-y">
      {ordered.map((session) => (
        <SessionRow key={session.id} session={session} />
      ))}
    </ul>
  );
}
