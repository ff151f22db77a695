import { Headphones, Megaphone, Rocket, Zap, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SiteLogo } from '@/components/layout/site-logo';
import { useSiteConfig } from '@/hooks/use-site-config';
import { EarlyAccessForm } from './early-access-form';

type PerkName = 'earlyListing' | 'prioritySupport' | 'launchDay' | 'instantAccess';

/** A perk; `title` and `text` are keys of the `earlyAccess` namespace. */
interface Perk {
  icon: LucideIcon;
  title: `perks.${PerkName}Title`;
  text: `perks.${PerkName}Text`;
}

/** Spec 01 §2: the four early-bird features. */
const PERKS: Perk[] = [
  {
    icon: Rocket,
    title: 'perks.earlyListingTitle',
    text: 'perks.earlyListingText',
  },
  {
    icon: Headphones,
    title: 'perks.prioritySupportTitle',
    text: 'perks.prioritySupportText',
  },
  {
    icon: Megaphone,
    title: 'perks.launchDayTitle',
    text: 'perks.launchDayText',
  },
  {
    icon: Zap,
    title: 'perks.instantAccessTitle',
    text: 'perks.instantAccessText',
  },
];

/**
 * /early-access (spec 01 §2): the waitlist page, without the site header and footer — its own slim top bar,
 * the four early-bird cards and the sign-up form.
 */
export function EarlyAccessPage() {
  const { siteName, productNoun } = useSiteConfig();
  const { t } = useTranslation('earlyAccess');
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-accent via-background to-background">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between gap-3 px-4 py-4 sm:px-6">
        <SiteLogo to="/" />
        <Link
          to="/marketplace"
          className="shrink-0 whitespace-nowrap rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span className="sm:hidden">{t('page.marketplaceShort')}</span>
          <span className="hidden sm:inline">{t('page.browseMarketplace')}</span>
        </Link>
      </header>
      <main className="mx-auto grid w-full max-w-6xl flex-1 gap-10 px-4 pb-16 pt-6 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:items-start lg:pt-12">
        <section aria-labelledby="early-access-title">
          <p className="text-sm font-semibold uppercase tracking-widest text-primary">{t('page.eyebrow')}</p>
          <h1 id="early-access-title" className="mt-2 text-3xl font-extrabold tracking-tight sm:text-5xl">
            {t('page.title', { siteName })}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-muted-foreground">
            {t('page.intro', { product: productNoun })}
          </p>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2">
            {PERKS.map((perk) => (
              <li key={perk.title} className="rounded-lg border bg-card p-5 shadow-sm">
                <span className="flex h-10 w-10 items-center justify-center rounded-full bg-accent text-primary">
                  <perk.icon aria-hidden="true" className="h-5 w-5" />
                </span>
                <h2 className="mt-3 font-semibold">{t(perk.title)}</h2>
                <p className="mt-1 text-sm text-muted-foreground">{t(perk.text)}</p>
              </li>
            ))}
          </ul>
        </section>
        <section
          aria-labelledby="early-access-form-title"
          className="rounded-xl border bg-card p-5 shadow-sm sm:p-8 lg:sticky lg:top-8"
        >
          <h2 id="early-access-form-title" className="text-xl font-bold tracking-tight">
            {t('page.formTitle')}
          </h2>
          <p className="mb-6 mt-1 text-sm text-muted-foreground">{t('page.formIntro')}</p>
          <EarlyAccessForm />
        </section>
      </main>
    </div>
  );
}
