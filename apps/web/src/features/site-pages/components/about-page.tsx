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
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { socialLinksOf } from '@/components/layout/social-icons';
import { Button } from '@/components/ui/button';
import { useSiteConfig } from '@/hooks/use-site-config';

interface Point {
  icon: LucideIcon;
  title: string;
  text: string;
}

const STEPS = [
  { icon: Camera, key: 'list' },
  { icon: BadgeCheck, key: 'review' },
  { icon: MessagesSquare, key: 'contact' },
] as const;

const DIFFERENTIATORS = [
  { icon: ShieldCheck, key: 'reviewed' },
  { icon: BadgeCheck, key: 'verified' },
  { icon: TreePalm, key: 'islands' },
  { icon: Handshake, key: 'direct' },
] as const;

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
  const { siteName, productNoun, contact } = useSiteConfig();
  const socials = socialLinksOf(contact);
  const { t } = useTranslation('sitePages');
  return (
    <div>
      <section className="bg-gradient-to-br from-cyan-800 via-primary to-teal-600 px-4 py-16 text-white sm:px-6 sm:py-20">
        <div className="mx-auto max-w-3xl text-center">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-5xl">
            {t('about.title', { product: productNoun })}
          </h1>
          <p className="mt-4 text-lg text-cyan-50">{t('about.lead', { siteName, product: productNoun })}</p>
        </div>
      </section>

      <div className="mx-auto grid max-w-5xl gap-14 px-4 py-14 sm:px-6">
        <section aria-labelledby="story-title" className="grid gap-3">
          <h2 id="story-title" className="text-2xl font-bold tracking-tight">
            {t('about.storyTitle')}
          </h2>
          <p className="text-muted-foreground">{t('about.story', { siteName })}</p>
        </section>

        <section aria-labelledby="mission-title" className="grid gap-3 rounded-xl bg-accent p-6 sm:p-8">
          <h2 id="mission-title" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
            <HeartHandshake aria-hidden="true" className="h-6 w-6 text-primary" />
            {t('about.missionTitle')}
          </h2>
          <p className="text-accent-foreground">{t('about.mission', { product: productNoun })}</p>
        </section>

        <section aria-labelledby="how-title">
          <h2 id="how-title" className="text-2xl font-bold tracking-tight">
            {t('about.howTitle')}
          </h2>
          <ol className="mt-6 grid gap-4 md:grid-cols-3">
            {STEPS.map(({ icon, key }) => (
              <PointCard
                key={key}
                point={{ icon, title: t(`about.steps.${key}Title`), text: t(`about.steps.${key}Text`) }}
              />
            ))}
          </ol>
        </section>

        <section aria-labelledby="different-title">
          <h2 id="different-title" className="text-2xl font-bold tracking-tight">
            {t('about.differentTitle')}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {DIFFERENTIATORS.map(({ icon, key }) => (
              <PointCard
                key={key}
                point={{
                  icon,
                  title: t(`about.different.${key}Title`),
                  text: t(`about.different.${key}Text`),
                }}
              />
            ))}
          </ul>
        </section>

        <section
          aria-labelledby={socials.length > 0 ? 'follow-title' : undefined}
          className="grid justify-items-center gap-4 text-center"
        >
          {socials.length > 0 ? (
            <>
              <h2 id="follow-title" className="text-2xl font-bold tracking-tight">
                {t('about.followTitle')}
              </h2>
              <ul className="flex gap-3">
                {socials.map(({ label, href, Icon }) => (
                  <li key={label}>
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('about.socialLabel', { siteName, network: label })}
                      className="flex h-11 w-11 items-center justify-center rounded-full border hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      <Icon className="h-5 w-5" />
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <Button asChild size="lg" className="mt-4">
            <Link to="/marketplace">
              <Store aria-hidden="true" />
              {t('about.explore')}
            </Link>
          </Button>
        </section>
      </div>
    </div>
  );
}
