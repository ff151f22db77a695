import { ChevronDown, Mail, MessageCircle, Phone, Search } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { useId, useState } from 'react';
import { instagramAccount, telHref } from '@marketplace/contract/site-contact-messages';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { useSiteConfig } from '@/hooks/use-site-config';
import { Breadcrumbs } from './breadcrumbs';
import { FAQ_ENTRY_IDS, filterFaqs, type FaqEntry } from './faq-entries';

/** The English text shown when no entry matches (`sitePages:faq.empty`). */
export const FAQ_EMPTY_MESSAGE = 'No FAQs found matching your search term...';

/**
 * /support and /faq (spec 01 §2): a live search over questions and answers, a single-open accordion of the
 * six entries, and the contact channels (e-mail, phone, social direct message).
 */
export function FaqPage() {
  const { productNoun, contact } = useSiteConfig();
  // Issue #37 item 4q: only what the admin set; a direct message goes to the Instagram account's inbox.
  const instagram = contact.instagram ? instagramAccount(contact.instagram) : null;
  const { t } = useTranslation('sitePages');
  const searchId = useId();
  const [term, setTerm] = useState('');
  // In the page's language, so the search finds the words the reader sees.
  const entries: FaqEntry[] = FAQ_ENTRY_IDS.map((id) => ({
    id,
    question: t(`faq.entries.${id}.question`, { product: productNoun }),
    answer: t(`faq.entries.${id}.answer`, { product: productNoun }),
  }));
  const shown = filterFaqs(entries, term);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Breadcrumbs items={[{ label: t('breadcrumbs.home'), to: '/' }, { label: t('faq.crumb') }]} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t('faq.title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('faq.intro')}</p>

      <div role="search" className="relative mt-6">
        <label htmlFor={searchId} className="sr-only">
          {t('faq.searchLabel')}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={searchId}
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          dir="auto"
          placeholder={t('faq.searchPlaceholder')}
          className="ps-9"
        />
      </div>

      <section aria-label={t('faq.listLabel')} className="mt-6">
        <p className="sr-only" aria-live="polite">
          {shown.length === entries.length ? '' : t('faq.shown', { shown: shown.length, total: entries.length })}
        </p>
        {shown.length === 0 ? (
          <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
            {t('faq.empty')}
          </p>
        ) : (
          <Accordion.Root type="single" collapsible className="divide-y rounded-lg border">
            {shown.map((entry) => (
              <Accordion.Item key={entry.id} value={entry.id}>
                <Accordion.Header asChild>
                  <h2>
                    <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-4 py-4 text-start font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring">
                      {entry.question}
                      <ChevronDown
                        aria-hidden="true"
                        className="h-4 w-4 shrink-0 transition-transform group-data-[state=open]:rotate-180"
                      />
                    </Accordion.Trigger>
                  </h2>
                </Accordion.Header>
                <Accordion.Content className="px-4 pb-4 text-sm leading-relaxed text-muted-foreground">
                  {entry.answer}
                </Accordion.Content>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        )}
      </section>

      <section aria-labelledby="contact-title" className="mt-10">
        <h2 id="contact-title" className="text-xl font-semibold">
          {t('faq.contactTitle')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('faq.contactText')}</p>
        {contact.email || contact.phone || instagram ? (
          <ul className="mt-4 grid gap-3 sm:grid-cols-3">
            {contact.email ? (
              <li>
                <a href={`mailto:${contact.email}`} className="flex h-full flex-col gap-1 rounded-lg border p-4 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                  <Mail aria-hidden="true" className="h-5 w-5 text-primary" />
                  <span className="font-medium">{t('faq.email')}</span>
                  <span dir="ltr" className="wrap-anywhere text-sm text-muted-foreground">
                    {contact.email}
                  </span>
                </a>
              </li>
            ) : null}
            {contact.phone ? (
              <li>
                <a href={telHref(contact.phone)} className="flex h-full flex-col gap-1 rounded-lg border p-4 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                  <Phone aria-hidden="true" className="h-5 w-5 text-primary" />
                  <span className="font-medium">{t('faq.phone')}</span>
                  <span dir="ltr" className="text-sm text-muted-foreground">
                    {contact.phone}
                  </span>
                </a>
              </li>
            ) : null}
            {instagram ? (
              <li>
                <a
                  href={`https://ig.me/m/${instagram}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex h-full flex-col gap-1 rounded-lg border p-4 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <MessageCircle aria-hidden="true" className="h-5 w-5 text-primary" />
                  <span className="font-medium">{t('faq.directMessage')}</span>
                  <span className="text-sm text-muted-foreground">{t('faq.directMessageText')}</span>
                </a>
              </li>
            ) : null}
          </ul>
        ) : (
          <p className="mt-4 rounded-lg border bg-muted/40 p-4 text-sm">{t('faq.contactNone')}</p>
        )}
      </section>
    </div>
  );
}
