import {
  BadgeCheck,
  Camera,
  Handshake,
  HeartHandshake,
  MessagesSquare,
  ShieldCheck,
  Store,
  TreePalm,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { FacebookIcon, InstagramIcon, ViberIcon } from '@/components/layout/social-icons';
import { Button } from '@/components/ui/button';
import { SOCIAL_LINKS } from '@/config/social-links';
import { useSiteConfig } from '@/hooks/use-site-config';

interface Point {
  icon: LucideIcon;
  title: string;
  text: string;
}

const STEPS: readonly Point[] = [
  {
    icon: Camera,
    title: 'List your item',
    text: 'Add photos, a fair price in MVR, the condition and your island.',
  },
  {
    icon: BadgeCheck,
    title: 'We review it',
    text: 'Our team checks every listing by hand, usually within 24-48 hours.',
  },
  {
    icon: MessagesSquare,
    title: 'Buyers get in touch',
    text: 'You agree on payment, delivery or pickup between yourselves.',
  },
];

const DIFFERENTIATORS: readonly Point[] = [
  {
    icon: ShieldCheck,
    title: 'Every listing reviewed',
    text: 'Nothing goes live without a person looking at it first, so browsing stays safe and spam-free.',
  },
  {
    icon: BadgeCheck,
    title: 'Verified sellers',
    text: 'Sellers can verify their identity with their national ID and earn a badge buyers can trust.',
  },
  {
    icon: TreePalm,
    title: 'Made for the islands',
    text: 'Search by atoll and island, from Haa Alif to Seenu, with prices in MVR.',
  },
  {
    icon: Handshake,
    title: 'You deal directly',
    text: 'Buyers and sellers arrange payment, delivery and pickup themselves; we handle no payments, shipping or returns.',
  },
];

const SOCIALS = [
  { label: 'Instagram', href: SOCIAL_LINKS.instagram, Icon: InstagramIcon },
  { label: 'Facebook', href: SOCIAL_LINKS.facebook, Icon: FacebookIcon },
  { label: 'Viber', href: SOCIAL_LINKS.viber, Icon: ViberIcon },
];

function PointCard({ point }: { point: Point }) {
  return (
    <li className="rounded-lg border bg-card p-5 shadow-sm">
      <span className="flex h-10 w-10 items-center justify-center rounded-full bg-accent text-primary">
        <point.icon aria-hidden="true" className="h-5 w-5" />
      </span>
      <h3 className="mt-3 font-semibold">{point.title}</h3>
      <p className="mt-1 text-sm text-muted-foreground">{point.text}</p>
    </li>
  );
}

/** /about (spec 01 §2): story, mission, how it works, what makes it different, social links, Explore Marketplace. */
export function AboutPage() {
  const { siteName, product } = useSiteConfig();
  return (
    <div>
      <section className="bg-gradient-to-br from-cyan-800 via-primary to-teal-600 px-4 py-16 text-white sm:px-6 sm:py-20">
        <div className="mx-auto max-w-3xl text-center">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-5xl">{product('About {product}')}</h1>
          <p className="mt-4 text-lg text-cyan-50">
            {siteName} {product('is where the Maldives buys and sells {product} goods.')}
          </p>
        </div>
      </section>

      <div className="mx-auto grid max-w-5xl gap-14 px-4 py-14 sm:px-6">
        <section aria-labelledby="story-title" className="grid gap-3">
          <h2 id="story-title" className="text-2xl font-bold tracking-tight">
            Our story
          </h2>
          <p className="text-muted-foreground">
            Living across more than a thousand islands means a good sofa, a bicycle or a phone is often a
            ferry ride away — and the usual way to find one is scrolling through crowded group chats. We
            started {siteName} to give islanders one calm, trustworthy place to pass things on, from Haa Alif
            in the north to Seenu in the south.
          </p>
        </section>

        <section aria-labelledby="mission-title" className="grid gap-3 rounded-xl bg-accent p-6 sm:p-8">
          <h2 id="mission-title" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
            <HeartHandshake aria-hidden="true" className="h-6 w-6 text-primary" />
            Our mission
          </h2>
          <p className="text-accent-foreground">
            {product(
              'To keep good {product} goods in use across the Maldives by making buying and selling between neighbours simple, safe and fair.',
            )}
          </p>
        </section>

        <section aria-labelledby="how-title">
          <h2 id="how-title" className="text-2xl font-bold tracking-tight">
            How it works
          </h2>
          <ol className="mt-6 grid gap-4 md:grid-cols-3">
            {STEPS.map((step) => (
              <PointCard key={step.title} point={step} />
            ))}
          </ol>
        </section>

        <section aria-labelledby="different-title">
          <h2 id="different-title" className="text-2xl font-bold tracking-tight">
            What makes us different
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {DIFFERENTIATORS.map((point) => (
              <PointCard key={point.title} point={point} />
            ))}
          </ul>
        </section>

        <section aria-labelledby="follow-title" className="grid justify-items-center gap-4 text-center">
          <h2 id="follow-title" className="text-2xl font-bold tracking-tight">
            Follow us
          </h2>
          <ul className="flex gap-3">
            {SOCIALS.map(({ label, href, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${siteName} on ${label}`}
                  className="flex h-11 w-11 items-center justify-center rounded-full border hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <Icon className="h-5 w-5" />
                </a>
              </li>
            ))}
          </ul>
          <Button asChild size="lg" className="mt-4">
            <Link to="/marketplace">
              <Store aria-hidden="true" />
              Explore Marketplace
            </Link>
          </Button>
        </section>
      </div>
    </div>
  );
}
