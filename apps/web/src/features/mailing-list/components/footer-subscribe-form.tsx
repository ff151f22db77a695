import { GENERIC_ERROR_MESSAGE } from '@marketplace/contract/errors';
import { MAILING_LIST_MESSAGES } from '@marketplace/contract/mailing-list-messages';
import { Mail } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast-store';
import { useSubscribeToMailingList } from '../api/subscribe-to-mailing-list';

/**
 * The footer's mailing-list form (spec 01 §2, §5, §8): an empty address gives "Email Required"; the
 * answer's `success: false` or a failed call gives "Subscription Failed"; success gives "Subscribed!".
 */
export function FooterSubscribeForm() {
  const [email, setEmail] = useState('');
  const subscribe = useSubscribeToMailingList();
  const inputId = useId();
  const hintId = useId();

  function fail(message?: string) {
    // A call that failed without a message of its own (the client's generic text) gets the footer's
    // own fallback (spec 01 §8), not the early-access one.
    toast({
      title: MAILING_LIST_MESSAGES.failedTitle,
      description:
        message && message !== GENERIC_ERROR_MESSAGE ? message : MAILING_LIST_MESSAGES.footerFailed,
      variant: 'destructive',
    });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) {
      toast({
        title: MAILING_LIST_MESSAGES.emailRequiredTitle,
        description: MAILING_LIST_MESSAGES.emailRequired,
        variant: 'destructive',
      });
      return;
    }
    subscribe.mutate(
      { email: trimmed, source: 'footer_signup' },
      {
        onSuccess: (result) => {
          if (!result.success) {
            fail(result.message);
            return;
          }
          toast({
            title: MAILING_LIST_MESSAGES.subscribedTitle,
            description: MAILING_LIST_MESSAGES.subscribed,
            variant: 'success',
          });
          setEmail('');
        },
        onError: (error) => fail(error.message),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="text-sm font-semibold uppercase tracking-wide text-white">
        Stay in the loop
      </h2>
      <p id={hintId} className="mt-2 text-sm text-slate-300">
        New listings and marketplace news, now and then. Unsubscribe any time.
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          Email address
        </label>
        <div className="relative flex-1">
          <Mail
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
          />
          <input
            id={inputId}
            type="email"
            required
            autoComplete="email"
            aria-describedby={hintId}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder="you@example.com"
            className="h-10 w-full rounded-md border border-slate-700 bg-slate-800 pl-9 pr-3 text-base text-white placeholder:text-slate-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white md:text-sm"
          />
        </div>
        <Button type="submit" disabled={subscribe.isPending}>
          {subscribe.isPending ? 'Subscribing…' : 'Subscribe'}
        </Button>
      </div>
    </form>
  );
}
