import { GENERIC_ERROR_MESSAGE } from '@marketplace/contract/errors';
import { TESTIMONIAL_MESSAGES, type PendingTestimonial } from '@marketplace/contract/testimonials';
import { parseISO } from 'date-fns';
import type { TFunction } from 'i18next';
import { Check, Inbox, Loader2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useNow } from '@/hooks/use-now';
import { useContractMessage } from '@/i18n/contract-messages';
import { useFormatters, type Formatters } from '@/i18n/format';
import { toast } from '@/lib/toast-store';
import { useApproveTestimonial } from '../api/approve-testimonial';
import { useDeleteTestimonial } from '../api/delete-testimonial';
import { useAdminTestimonials, type ModerationStatus } from '../api/get-admin-testimonials';
import { StarRatingDisplay } from './star-rating';

function errorTextOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE;
}

function authorOf(t: TFunction<'reviews'>, item: PendingTestimonial): string {
  const name = item.name ?? t('adminTestimonials.aMember');
  return item.is_anonymous ? t('adminTestimonials.shownAnonymous', { name }) : name;
}

function submittedAgo(iso: string, now: number, distanceToNow: Formatters['distanceToNow']): string {
  const date = parseISO(iso);
  return Number.isNaN(date.getTime()) ? '' : distanceToNow(Math.min(date.getTime(), now), { addSuffix: true });
}

const TABS: ModerationStatus[] = ['pending', 'approved'];

/**
 * /admin/management/content: the testimonials queue (spec 01 §4 "created as pending; only approved ones are
 * shown"). Pending ones oldest first with Approve and Delete (after a confirmation); the approved ones can be
 * reviewed and deleted too.
 */
export function AdminTestimonialsPage() {
  const [status, setStatus] = useState<ModerationStatus>('pending');
  const [toDelete, setToDelete] = useState<PendingTestimonial | null>(null);
  const list = useAdminTestimonials(status);
  const approve = useApproveTestimonial();
  const remove = useDeleteTestimonial();
  const now = useNow();
  const { t } = useTranslation('reviews');
  const message = useContractMessage();
  const { distanceToNow } = useFormatters();
  const errorText = (error: unknown) => message(errorTextOf(error));

  function handleApprove(item: PendingTestimonial) {
    approve.mutate(item.id, {
      onSuccess: () =>
        toast({
          title: message(TESTIMONIAL_MESSAGES.approvedTitle),
          description: t('adminTestimonials.approvedText'),
          variant: 'success',
        }),
      onError: (error) =>
        toast({ title: t('adminTestimonials.error'), description: errorText(error), variant: 'destructive' }),
    });
  }

  function handleDelete() {
    const item = toDelete;
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: () => {
        setToDelete(null);
        toast({
          title: message(TESTIMONIAL_MESSAGES.deletedTitle),
          description: t('adminTestimonials.deletedText'),
          variant: 'success',
        });
      },
      onError: (error) => {
        setToDelete(null);
        toast({ title: t('adminTestimonials.error'), description: errorText(error), variant: 'destructive' });
      },
    });
  }

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('adminTestimonials.title')}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{t('adminTestimonials.intro')}</p>
      </div>

      <div role="group" aria-label={t('adminTestimonials.show')} className="flex gap-2">
        {TABS.map((tab) => (
          <Button
            key={tab}
            type="button"
            size="sm"
            variant={status === tab ? 'default' : 'outline'}
            aria-pressed={status === tab}
            onClick={() => setStatus(tab)}
          >
            {t(`adminTestimonials.${tab}`)}
          </Button>
        ))}
      </div>

      <section aria-labelledby="testimonial-queue-title" className="rounded-lg border bg-background">
        <h2 id="testimonial-queue-title" className="border-b px-4 py-3 text-base font-semibold">
          {status === 'pending'
            ? t('adminTestimonials.pendingHeading')
            : t('adminTestimonials.approvedHeading')}
        </h2>
        {list.isPending ? (
          <div role="status" aria-label={t('adminTestimonials.loading')} className="grid gap-4 p-4">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-24 w-full" />
            ))}
          </div>
        ) : list.isError ? (
          <div role="alert" className="grid justify-items-center gap-3 p-8 text-center text-sm">
            <p>{errorText(list.error)}</p>
            <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
              {t('adminTestimonials.tryAgain')}
            </Button>
          </div>
        ) : list.data.length === 0 ? (
          <div className="grid justify-items-center gap-2 p-10 text-center text-sm text-muted-foreground">
            <Inbox aria-hidden="true" className="h-8 w-8" />
            <p>
              {status === 'pending' ? t('adminTestimonials.pendingEmpty') : t('adminTestimonials.approvedEmpty')}
            </p>
          </div>
        ) : (
          <ul className="divide-y">
            {list.data.map((item) => {
              const approving = approve.isPending && approve.variables === item.id;
              return (
                <li key={item.id} className="grid gap-3 p-4">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <StarRatingDisplay rating={item.rating} />
                    <span className="text-xs text-muted-foreground">
                      <Trans
                        t={t}
                        i18nKey="adminTestimonials.submitted"
                        values={{ ago: submittedAgo(item.created_at, now, distanceToNow) }}
                        components={{ time: <time dateTime={item.created_at} /> }}
                      />
                    </span>
                  </div>
                  <p dir="auto" className="whitespace-pre-line break-words text-sm">
                    {item.content}
                  </p>
                  {item.item_focus ? (
                    <p className="text-xs text-muted-foreground">
                      <span className="font-medium text-foreground">{t('adminTestimonials.about')}</span>{' '}
                      <span dir="auto">{item.item_focus}</span>
                    </p>
                  ) : null}
                  <p className="break-words text-xs text-muted-foreground">
                    {t('adminTestimonials.by', { author: authorOf(t, item) })}
                    {item.author_email ? ` · ${item.author_email}` : ''}
                  </p>
                  <div className="flex flex-col gap-2 sm:flex-row">
                    {item.status === 'pending' ? (
                      <Button
                        size="sm"
                        onClick={() => handleApprove(item)}
                        disabled={approving}
                        aria-label={t('adminTestimonials.approveLabel', {
                          name: item.name ?? t('adminTestimonials.aMemberLower'),
                        })}
                      >
                        {approving ? (
                          <Loader2 aria-hidden="true" className="animate-spin" />
                        ) : (
                          <Check aria-hidden="true" />
                        )}
                        {t('adminTestimonials.approve')}
                      </Button>
                    ) : null}
                    <Button
                      size="sm"
                      variant="outline"
                      className="text-destructive hover:text-destructive"
                      onClick={() => setToDelete(item)}
                      aria-label={t('adminTestimonials.deleteLabel', {
                        name: item.name ?? t('adminTestimonials.aMemberLower'),
                      })}
                    >
                      <Trash2 aria-hidden="true" />
                      {t('adminTestimonials.delete')}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <AlertDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && !remove.isPending && setToDelete(null)}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('adminTestimonials.deleteTitle')}</AlertDialogTitle>
            <AlertDialogDescription>
              {toDelete?.status === 'approved'
                ? t('adminTestimonials.deleteTextApproved')
                : t('adminTestimonials.deleteText')}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remove.isPending}>{t('adminTestimonials.cancel')}</AlertDialogCancel>
            <Button variant="destructive" onClick={handleDelete} disabled={remove.isPending}>
              {remove.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
              {t('adminTestimonials.delete')}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
