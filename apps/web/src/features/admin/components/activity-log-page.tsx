import { ACTIVITY_ACTION_TYPES, ADMIN_MESSAGES } from '@marketplace/contract/admin';
import { TZDate } from '@date-fns/tz';
import { parseISO } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { useContractMessage } from '@/i18n/contract-messages';
import { useFormatters, type Formatters } from '@/i18n/format';
import { Inbox, Loader2, RotateCcw } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';
import { useActivityLogs } from '../api/get-activity-logs';
import { ActivityActionBadge } from './activity-action-badge';
import { ActivityDescription } from './activity-description';
import { AdminPager } from './admin-pager';
import { formatCount } from '../utils/format-count';

/** The text filter applies this long after the last keystroke. */
export const LOGS_SEARCH_DEBOUNCE_MS = 400;

/**
 * The one time zone of the log (issue #37 item 4v): the Day filter is the Maldives calendar day (the API's
 * `date`), so each entry's time is shown in Malé time too, whatever the browser's zone, and the page says so.
 */
export const LOG_TIME_ZONE = 'Indian/Maldives';

function loggedAt(formatters: Formatters, iso: string): string {
  const date = parseISO(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : formatters.date(new TZDate(date, LOG_TIME_ZONE), 'MMM d, yyyy, h:mm:ss a');
}

/**
 * User Activity Logs (spec 02 §2, §7, §8, §9): filter by text (e-mail, description, IP), action type and a
 * whole day; 15 entries a page, newest first, with the exact count. `?query=` pre-fills the text filter.
 */
export function ActivityLogPage() {
  const { t } = useTranslation('admin');
  const message = useContractMessage();
  const formatters = useFormatters();
  const uid = useId();
  const [searchParams] = useSearchParams();
  const [text, setText] = useState(() => searchParams.get('query') ?? '');
  const [actionType, setActionType] = useState('');
  const [day, setDay] = useState('');
  const query = useDebouncedValue(text.trim(), LOGS_SEARCH_DEBOUNCE_MS);

  const filterKey = `${query}\u0000${actionType}\u0000${day}`;
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;

  const { data, error, isPending, isFetching } = useActivityLogs({ query, actionType, day, page });

  useEffect(() => {
    if (error) {
      toast({
        title: message(ADMIN_MESSAGES.logsFetchError),
        description: message(ADMIN_MESSAGES.logsFetchErrorText),
        variant: 'destructive',
      });
    }
  }, [error, message]);

  const items = error ? [] : (data?.items ?? []);
  const total = error ? 0 : (data?.total ?? 0);
  const pageSize = data?.pageSize ?? 15;
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const filtered = Boolean(text || actionType || day);

  let body;
  if (isPending) {
    body = (
      <div role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
        <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
        {t('activityLog.loading')}
      </div>
    );
  } else if (error) {
    body = (
      <p role="alert" className="py-16 text-center text-destructive">
        {message(ADMIN_MESSAGES.logsInlineError)}
      </p>
    );
  } else if (items.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 py-16 text-center text-muted-foreground">
        <Inbox className="h-10 w-10" aria-hidden="true" />
        <p>{message(ADMIN_MESSAGES.logsEmpty)}</p>
      </div>
    );
  } else {
    body = (
      <div aria-busy={isFetching} className={cn(isFetching && 'opacity-70 transition-opacity')}>
        <table className="w-full text-sm">
          <caption className="sr-only">{t('activityLog.caption')}</caption>
          <thead className="hidden border-b text-start text-xs uppercase tracking-wide text-muted-foreground md:table-header-group">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('activityLog.date')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('activityLog.user')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('activityLog.action')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('activityLog.description')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('activityLog.ipAddress')}
              </th>
            </tr>
          </thead>
          <tbody className="grid gap-3 md:table-row-group">
            {items.map((entry) => (
              <tr
                key={entry.id}
                className="grid gap-1.5 rounded-lg border bg-card p-3 md:table-row md:rounded-none md:border-0 md:border-b md:bg-transparent md:p-0"
              >
                <td className="text-xs text-muted-foreground md:whitespace-nowrap md:px-3 md:py-3 md:align-top md:text-sm md:text-foreground">
                  <time dateTime={entry.created_at}>{loggedAt(formatters, entry.created_at)}</time>
                </td>
                <td className="break-all md:px-3 md:py-3 md:align-top">
                  {entry.user_email || (
                    <span className="text-muted-foreground">{message(ADMIN_MESSAGES.systemAnonymous)}</span>
                  )}
                </td>
                <td className="md:px-3 md:py-3 md:align-top">
                  <ActivityActionBadge actionType={entry.action_type} />
                </td>
                <td className="break-words md:px-3 md:py-3 md:align-top">
                  <ActivityDescription entry={entry} />
                </td>
                <td className="text-xs text-muted-foreground md:px-3 md:py-3 md:align-top">
                  {/* The label in the page's font (a monospace one has no Thaana), the address left to right. */}
                  <span className="md:hidden">{t('activityLog.ipShort')} </span>
                  <span className="font-mono" dir="ltr">
                    {entry.ip_address || '—'}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('activityLog.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('activityLog.subtitle')}</p>
      </div>

      <form
        role="search"
        aria-label={t('activityLog.filterLabel')}
        onSubmit={(event) => event.preventDefault()}
        className="grid gap-3 rounded-lg border bg-background p-3 sm:p-4 md:grid-cols-[1fr_240px_180px_auto] md:items-end"
      >
        <div className="grid gap-2">
          <Label htmlFor={`${uid}-text`}>{t('shared.search')}</Label>
          <Input
            id={`${uid}-text`}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('activityLog.searchPlaceholder')}
            dir="auto"
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${uid}-type`}>{t('activityLog.actionType')}</Label>
          <NativeSelect
            id={`${uid}-type`}
            value={actionType}
            onChange={(event) => setActionType(event.target.value)}
          >
            <option value="">{t('activityLog.allActionTypes')}</option>
            {ACTIVITY_ACTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${uid}-day`}>{t('activityLog.day')}</Label>
          <Input
            id={`${uid}-day`}
            type="date"
            value={day}
            aria-describedby={`${uid}-zone`}
            onChange={(event) => setDay(event.target.value)}
          />
          <p id={`${uid}-zone`} className="text-xs text-muted-foreground">
            {t('activityLog.timeZone')}
          </p>
        </div>
        <Button
          type="button"
          variant="outline"
          disabled={!filtered}
          onClick={() => {
            setText('');
            setActionType('');
            setDay('');
          }}
        >
          <RotateCcw aria-hidden="true" />
          {t('activityLog.clearFilters')}
        </Button>
      </form>

      <section
        aria-label={t('activityLog.sectionLabel')}
        className="rounded-lg border bg-background p-3 sm:p-4"
      >
        <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
          {isPending || error
            ? ''
            : total === 0
              ? ''
              : t('activityLog.showing', {
                  first: formatCount(first),
                  last: formatCount(last),
                  total: formatCount(total),
                })}
        </p>
        {body}
        {total > 0 ? (
          <AdminPager
            page={page}
            totalPages={totalPages}
            busy={isFetching}
            onPageChange={(p) => setPaging({ key: filterKey, page: p })}
          />
        ) : null}
      </section>
    </div>
  );
}
