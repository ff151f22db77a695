import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { marketplaceSearchPath } from '@/components/layout/header-search';
import { SUBMIT_LISTING_PATH } from '@/components/layout/user-nav';
import { Button } from '@/components/ui/button';
import { useSiteConfig } from '@/hooks/use-site-config';

/** The landing hero: the brand, what it is for, a search box (→ /marketplace?query=) and two ways in. */
export function HomeHero() {
  const { siteName, productNoun } = useSiteConfig();
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const inputId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const path = marketplaceSearchPath(text);
    if (path) void navigate(path);
  }

  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-cyan-800 via-primary to-teal-600 pb-20 pt-32 text-white sm:pb-28 sm:pt-40">
      {/* Soft shapes evoking lagoon and sun; purely decorative. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -end-24 -top-24 h-80 w-80 rounded-full bg-amber-300/25 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-32 -start-20 h-96 w-96 rounded-full bg-cyan-300/20 blur-3xl"
      />
      <div className="relative mx-auto max-w-4xl px-4 text-center sm:px-6">
        <p className="text-sm font-semibold uppercase tracking-widest text-cyan-100">
          {t('hero.kicker')}
        </p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-6xl">{siteName}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-cyan-50 sm:text-xl">
          {t('hero.subtitle', { product: productNoun })}
        </p>

        <form
          role="search"
          onSubmit={handleSubmit}
          className="mx-auto mt-8 flex max-w-xl flex-col gap-2 sm:flex-row"
        >
          <label htmlFor={inputId} className="sr-only">
            {t('hero.searchLabel')}
          </label>
          <div className="relative flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute start-4 top-1/2 h-5 w-5 -translate-y-1/2 text-muted-foreground"
            />
            <input
              id={inputId}
              type="text"
              inputMode="search"
              enterKeyHint="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              dir="auto"
              placeholder={t('hero.searchPlaceholder')}
              className="h-12 w-full rounded-lg border-0 bg-white ps-12 pe-4 text-base text-foreground shadow-lg placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-amber-300"
            />
          </div>
          <Button
            type="submit"
            size="lg"
            className="h-12 bg-amber-400 text-slate-900 shadow-lg hover:bg-amber-300"
          >
            {t('hero.search')}
          </Button>
        </form>

        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" className="bg-white text-primary hover:bg-white/90">
            <Link to="/marketplace">{t('hero.browse')}</Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-white/70 bg-transparent text-white hover:bg-white/10 hover:text-white"
          >
            <Link to={SUBMIT_LISTING_PATH}>{t('hero.startSelling')}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
