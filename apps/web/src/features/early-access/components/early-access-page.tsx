import { Headphones, Megaphone, Rocket, Zap, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { SiteLogo } from '@/components/layout/site-logo';
import { useSiteConfig } from '@/hooks/use-site-config';
import { EarlyAccessForm } from './early-access-form';

interface Perk {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** Spec 01 §2: the four early-bird features. */
const PERKS: Perk[] = [
  {
    icon: Rocket,
    title: 'Early listing submission',
    text: 'List your items before everyone else, so they are ready and waiting when the doors open.',
  },
  {
    icon: Headphones,
    title: 'Priority support',
    text: 'Questions about selling or buying go to the front of the queue.',
  },
  {
    icon: Megaphone,
    title: 'Launch day feature',
    text: 'Early members’ listings get a spot in the spotlight on launch day.',
  },
  {
    icon: Zap,
    title: 'Instant access',
    text: 'Your account is ready the moment we go live. No waiting, no second sign-up.',
  },
];

/**
 * /early-access (spec 01 §2): the waitlist page, without the site header and footer — its own slim top bar,
 * the four early-bird cards and the sign-up form.
 */
export function EarlyAccessPage() {
  const { siteName, product } = useSiteConfig();
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-accent via-background to-background">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between gap-3 px-4 py-4 sm:px-6">
        <SiteLogo to="/" />
        <Link
          to="/marketplace"
          className="shrink-0 whitespace-nowrap rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span className="sm:hidden">Marketplace</span>
          <span className="hidden sm:inline">Browse the marketplace</span>
        </Link>
      </header>
      <main className="mx-auto grid w-full max-w-6xl flex-1 gap-10 px-4 pb-16 pt-6 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:items-start lg:pt-12">
        <section aria-labelledby="early-access-title">
          <p className="text-sm font-semibold uppercase tracking-widest text-primary">Early access</p>
          <h1 id="early-access-title" className="mt-2 text-3xl font-extrabold tracking-tight sm:text-5xl">
            Be first in line at {siteName}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-muted-foreground">
            {product(
              'Join the waitlist for the Maldives’ marketplace for {product} goods and get the early-bird perks below.',
            )}
          </p>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2">
            {PERKS.map((perk) => (
              <li key={perk.title} className="rounded-lg border bg-card p-5 shadow-sm">
                <span className="flex h-10 w-10 items-center justify-center rounded-full bg-accent text-primary">
                  <perk.icon aria-hidden="true" className="h-5 w-5" />
                </span>
                <h2 className="mt-3 font-semibold">{perk.title}</h2>
                <p className="mt-1 text-sm text-muted-foreground">{perk.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section
          aria-labelledby="early-access-form-title"
          className="rounded-xl border bg-card p-5 shadow-sm sm:p-8 lg:sticky lg:top-8"
        >
          <h2 id="early-access-form-title" className="text-xl font-bold tracking-tight">
            Reserve your spot
          </h2>
          <p className="mb-6 mt-1 text-sm text-muted-foreground">
            We’ll e-mail you when early access opens. No spam, unsubscribe any time.
          </p>
          <EarlyAccessForm />
        </section>
      </main>
    </div>
  );
}
