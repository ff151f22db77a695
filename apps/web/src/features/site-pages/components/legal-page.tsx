import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from './breadcrumbs';

export interface LegalSection {
  id: string;
  heading: string;
  body: ReactNode;
}

interface LegalPageProps {
  title: string;
  /** Shown under the title, e.g. when the text last changed. */
  intro: ReactNode;
  sections: readonly LegalSection[];
}

/** The frame of /terms and /privacy (spec 01 §2): breadcrumbs, the title, a table of contents and numbered sections. */
export function LegalPage({ title, intro, sections }: LegalPageProps) {
  const { t } = useTranslation('sitePages');
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Breadcrumbs items={[{ label: t('breadcrumbs.home'), to: '/' }, { label: title }]} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{title}</h1>
      <div className="mt-3 text-muted-foreground">{intro}</div>
      <nav aria-label={t('legal.contents')} className="mt-6 rounded-lg border bg-muted/40 p-4">
        <h2 className="text-sm font-semibold">{t('legal.contents')}</h2>
        <ol className="mt-2 grid list-decimal gap-1 ps-5 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-primary underline-offset-4 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="mt-8 scroll-mt-24"
        >
          <h2 id={`${section.id}-title`} className="text-xl font-semibold">
            {index + 1}. {section.heading}
          </h2>
          <div className="mt-2 grid gap-3 leading-relaxed [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-1 [&_ul]:ps-5">
            {section.body}
          </div>
        </section>
      ))}
    </article>
  );
}
