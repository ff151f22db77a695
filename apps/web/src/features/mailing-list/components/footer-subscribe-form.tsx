import { GENERIC_ERROR_MESSAGE } from '@marketplace/contract/errors';
import { MAILING_LIST_MESSAGES } from '@marketplace/contract/mailing-list-messages';
import { Mail } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useContractMessage } from '@/i18n/contract-messages';
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
  const { t } = useTranslation('mailingList');
  const translate = useContractMessage();

  function fail(message?: string) {
    // A call that failed without a message of its own (the client's generic text) gets the footer's
    // own fallback (spec 01 §8), not the early-access one.
    toast({
      title: translate(MAILING_LIST_MESSAGES.failedTitle),
      description: translate(
        message && message !== GENERIC_ERROR_MESSAGE ? message : MAILING_LIST_MESSAGES.footerFailed,
      ),
      variant: 'destructive',
    });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) {
      toast({
        title: translate(MAILING_LIST_MESSAGES.emailRequiredTitle),
        description: translate(MAILING_LIST_MESSAGES.emailRequired),
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
            title: translate(MAILING_LIST_MESSAGES.subscribedTitle),
            description: translate(MAILING_LIST_MESSAGES.subscribed),
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
        {t('footer.title')}
      </h2>
      <p id={hintId} className="mt-2 text-sm text-slate-300">
        {t('footer.text')}
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          {t('footer.emailLabel')}
        </label>
        <div className="relative flex-1">
          <Mail
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
          />
          <input
            id={inputId}
            type="email"
            required
            autoComplete="email"
            aria-describedby={hintId}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder={t('footer.placeholder')}
            className="h-10 w-full rounded-md border border-slate-700 bg-slate-800 ps-9 pe-3 text-base text-white placeholder:text-slate-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white md:text-sm"
          />
        </div>
        <Button type="submit" disabled={subscribe.isPending}>
          {subscribe.isPending ? t('footer.subscribing') : t('footer.subscribe')}
        </Button>
      </div>
    </form>
  );
}
