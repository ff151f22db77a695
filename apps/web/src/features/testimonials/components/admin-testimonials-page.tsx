import { GENERIC_ERROR_MESSAGE } from '@marketplace/contract/errors';
import { TESTIMONIAL_MESSAGES, type PendingTestimonial } from '@marketplace/contract/testimonials';
import { formatDistanceToNow, parseISO } from 'date-fns';
import { Check, Inbox, Loader2, Trash2 } from 'lucide-react';
import { useState } from 'react';
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
import { toast } from '@/lib/toast-store';
import { useApproveTestimonial } from '../api/approve-testimonial';
import { useDeleteTestimonial } from '../api/delete-testimonial';
import { useAdminTestimonials, type ModerationStatus } from '../api/get-admin-testimonials';
import { StarRatingDisplay } from './star-rating';

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE;
}

function authorOf(item: PendingTestimonial): string {
  const name = item.name ?? 'A member';
  return item.is_anonymous ? `${name} (to be shown as Anonymous)` : name;
}

function submittedAgo(iso: string, now: number): string {
  const date = parseISO(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : formatDistanceToNow(Math.min(date.getTime(), now), { addSuffix: true });
}

const TABS: { status: ModerationStatus; label: string }[] = [
  { status: 'pending', label: 'Pending' },
  { status: 'approved', label: 'Approved' },
];

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

  function handleApprove(item: PendingTestimonial) {
    approve.mutate(item.id, {
      onSuccess: () =>
        toast({
          title: TESTIMONIAL_MESSAGES.approvedTitle,
          description: 'It now shows on the testimonials page.',
          variant: 'success',
        }),
      onError: (error) => toast({ title: 'Error', description: errorText(error), variant: 'destructive' }),
    });
  }

  function handleDelete() {
    const item = toDelete;
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: () => {
        setToDelete(null);
        toast({
          title: TESTIMONIAL_MESSAGES.deletedTitle,
          description: 'The testimonial has been removed.',
          variant: 'success',
        });
      },
      onError: (error) => {
        setToDelete(null);
        toast({ title: 'Error', description: errorText(error), variant: 'destructive' });
      },
    });
  }

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Content</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Testimonials wait here until you approve them; only approved ones are public.
        </p>
      </div>

      <div role="group" aria-label="Show testimonials" className="flex gap-2">
        {TABS.map((tab) => (
          <Button
            key={tab.status}
            type="button"
            size="sm"
            variant={status === tab.status ? 'default' : 'outline'}
            aria-pressed={status === tab.status}
            onClick={() => setStatus(tab.status)}
          >
            {tab.label}
          </Button>
        ))}
      </div>

      <section aria-labelledby="testimonial-queue-title" className="rounded-lg border bg-background">
        <h2 id="testimonial-queue-title" className="border-b px-4 py-3 text-base font-semibold">
          {status === 'pending'
            ? 'Pending testimonials (oldest first)'
            : 'Approved testimonials (newest first)'}
        </h2>
        {list.isPending ? (
          <div role="status" aria-label="Loading testimonials" className="grid gap-4 p-4">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-24 w-full" />
            ))}
          </div>
        ) : list.isError ? (
          <div role="alert" className="grid justify-items-center gap-3 p-8 text-center text-sm">
            <p>{errorText(list.error)}</p>
            <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : list.data.length === 0 ? (
          <div className="grid justify-items-center gap-2 p-10 text-center text-sm text-muted-foreground">
            <Inbox aria-hidden="true" className="h-8 w-8" />
            <p>{status === 'pending' ? 'Nothing waiting for review.' : 'No approved testimonials yet.'}</p>
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
                      Submitted <time dateTime={item.created_at}>{submittedAgo(item.created_at, now)}</time>
                    </span>
                  </div>
                  <p className="whitespace-pre-line break-words text-sm">{item.content}</p>
                  {item.item_focus ? (
                    <p className="text-xs text-muted-foreground">
                      <span className="font-medium text-foreground">About:</span> {item.item_focus}
                    </p>
                  ) : null}
                  <p className="break-words text-xs text-muted-foreground">
                    By {authorOf(item)}
                    {item.author_email ? ` · ${item.author_email}` : ''}
                  </p>
                  <div className="flex flex-col gap-2 sm:flex-row">
                    {item.status === 'pending' ? (
                      <Button
                        size="sm"
                        onClick={() => handleApprove(item)}
                        disabled={approving}
                        aria-label={`Approve testimonial by ${item.name ?? 'a member'}`}
                      >
                        {approving ? (
                          <Loader2 aria-hidden="true" className="animate-spin" />
                        ) : (
                          <Check aria-hidden="true" />
                        )}
                        Approve
                      </Button>
                    ) : null}
                    <Button
                      size="sm"
                      variant="outline"
                      className="text-destructive hover:text-destructive"
                      onClick={() => setToDelete(item)}
                      aria-label={`Delete testimonial by ${item.name ?? 'a member'}`}
                    >
                      <Trash2 aria-hidden="true" />
                      Delete
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
            <AlertDialogTitle>Delete this testimonial?</AlertDialogTitle>
            <AlertDialogDescription>
              It will be removed for good
              {toDelete?.status === 'approved' ? ' and disappear from the public page' : ''}. This cannot be
              undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
            <Button variant="destructive" onClick={handleDelete} disabled={remove.isPending}>
              {remove.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
              Delete
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
