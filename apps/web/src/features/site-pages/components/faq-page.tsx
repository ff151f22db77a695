import { ChevronDown, Mail, MessageCircle, Phone, Search } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { SUPPORT_CONTACT } from '@/config/support-contact';
import { useSiteConfig } from '@/hooks/use-site-config';
import { Breadcrumbs } from './breadcrumbs';
import { FAQ_ENTRIES, filterFaqs } from './faq-entries';

export const FAQ_EMPTY_MESSAGE = 'No FAQs found matching your search term...';

/**
 * /support and /faq (spec 01 §2): a live search over questions and answers, a single-open accordion of the
 * six entries, and the contact channels (e-mail, phone, social direct message).
 */
export function FaqPage() {
  const { product } = useSiteConfig();
  const searchId = useId();
  const [term, setTerm] = useState('');
  const entries = FAQ_ENTRIES.map((entry) => ({
    ...entry,
    question: product(entry.question),
    answer: product(entry.answer),
  }));
  const shown = filterFaqs(entries, term);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Support / FAQ' }]} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Support &amp; FAQ</h1>
      <p className="mt-2 text-muted-foreground">Answers to common questions, and how to reach us.</p>

      <div role="search" className="relative mt-6">
        <label htmlFor={searchId} className="sr-only">
          Search the FAQ
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={searchId}
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder="Search questions and answers"
          className="pl-9"
        />
      </div>

      <section aria-label="Frequently asked questions" className="mt-6">
        <p className="sr-only" aria-live="polite">
          {shown.length === entries.length ? '' : `${shown.length} of ${entries.length} questions shown`}
        </p>
        {shown.length === 0 ? (
          <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
            {FAQ_EMPTY_MESSAGE}
          </p>
        ) : (
          <Accordion.Root type="single" collapsible className="divide-y rounded-lg border">
            {shown.map((entry) => (
              <Accordion.Item key={entry.id} value={entry.id}>
                <Accordion.Header asChild>
                  <h2>
                    <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-4 py-4 text-left font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring">
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
          Still need help?
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">Our support team replies within 24-48 hours.</p>
        <ul className="mt-4 grid gap-3 sm:grid-cols-3">
          <li>
            <a
              href={`mailto:${SUPPORT_CONTACT.email}`}
              className="flex h-full flex-col gap-1 rounded-lg border p-4 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Mail aria-hidden="true" className="h-5 w-5 text-primary" />
              <span className="font-medium">Email</span>
              <span className="break-all text-sm text-muted-foreground">{SUPPORT_CONTACT.email}</span>
            </a>
          </li>
          <li>
            <a
              href={`tel:${SUPPORT_CONTACT.phone.replace(/\s+/g, '')}`}
              className="flex h-full flex-col gap-1 rounded-lg border p-4 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Phone aria-hidden="true" className="h-5 w-5 text-primary" />
              <span className="font-medium">Phone</span>
              <span className="text-sm text-muted-foreground">{SUPPORT_CONTACT.phone}</span>
            </a>
          </li>
          <li>
            <a
              href={SUPPORT_CONTACT.directMessage}
              target="_blank"
              rel="noopener noreferrer"
              className="flex h-full flex-col gap-1 rounded-lg border p-4 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <MessageCircle aria-hidden="true" className="h-5 w-5 text-primary" />
              <span className="font-medium">Direct message</span>
              <span className="text-sm text-muted-foreground">Message us on Instagram</span>
            </a>
          </li>
        </ul>
      </section>
    </div>
  );
}
