import { BadgeCheck, Camera, MessagesSquare, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface Step {
  /** Its title and text are `howItWorks.<key>Title` and `howItWorks.<key>Text`. */
  key: 'list' | 'review' | 'contact';
  icon: LucideIcon;
}

const STEPS: readonly Step[] = [
  { key: 'list', icon: Camera },
  { key: 'review', icon: BadgeCheck },
  { key: 'contact', icon: MessagesSquare },
];

/** How selling works, in three steps (spec 01 §4: review takes 24-48 hours). */
export function HowItWorks() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="how-it-works-title" className="bg-muted/50 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="how-it-works-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
          {t('howItWorks.title')}
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-center text-muted-foreground">
          {t('howItWorks.subtitle')}
        </p>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.key} className="relative rounded-xl border bg-card p-6 shadow-sm">
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-primary text-primary-foreground">
                <step.icon aria-hidden="true" className="h-6 w-6" />
              </span>
              <p className="mt-4 text-sm font-semibold text-primary">
                {t('howItWorks.step', { number: index + 1 })}
              </p>
              <h3 className="mt-1 text-lg font-semibold">{t(`howItWorks.${step.key}Title`)}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{t(`howItWorks.${step.key}Text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
