import { LanguageSwitch } from './language-switch';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SUPPORT_PATH } from '@/config/social-links';
import { useSiteConfig } from '@/hooks/use-site-config';
import { SiteLogo } from './site-logo';
import { socialLinksOf } from './social-icons';
import { SUBMIT_LISTING_PATH } from './user-nav';

const linkClass =
  'rounded-sm text-sm text-slate-300 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white';

/**
 * The site footer (spec 01 §2 "Footer"): subscribe form, quick links, legal links, and the social links the
 * admin set ("Follow us" is left out while there are none: issue #37 item 4q).
 * Shown to visitors only (see `shouldShowFooter`). The subscribe form comes from the mailing-list feature.
 */
export function SiteFooter({ subscribeForm }: { subscribeForm: ReactNode }) {
  const { siteName, productNoun, contact } = useSiteConfig();
  const socials = socialLinksOf(contact);
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-slate-900 text-slate-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <SiteLogo to="/" className="text-white" />
          <p className="mt-3 max-w-md text-sm text-slate-300">
            {t('footer.tagline', { product: productNoun })}
          </p>
          <div className="mt-6 max-w-md">{subscribeForm}</div>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-sm font-semibold uppercase tracking-wide text-white">
            {t('footer.quickLinks')}
          </h2>
          <ul className="mt-4 grid gap-3">
            <li>
              <Link to="/marketplace" className={linkClass}>
                {t('nav.marketplace')}
              </Link>
            </li>
            <li>
              <Link to={SUBMIT_LISTING_PATH} className={linkClass}>
                {t('footer.startSelling')}
              </Link>
            </li>
            <li>
              <Link to={SUPPORT_PATH} className={linkClass}>
                {t('footer.faqSupport')}
              </Link>
            </li>
            <li>
              <Link to="/testimonials" className={linkClass}>
                {t('footer.testimonials')}
              </Link>
            </li>
          </ul>
        </nav>

        <div>
          <nav aria-labelledby="footer-legal">
            <h2 id="footer-legal" className="text-sm font-semibold uppercase tracking-wide text-white">
              {t('footer.legal')}
            </h2>
            <ul className="mt-4 grid gap-3">
              <li>
                <Link to="/terms" className={linkClass}>
                  {t('footer.terms')}
                </Link>
              </li>
              <li>
                <Link to="/privacy" className={linkClass}>
                  {t('footer.privacy')}
                </Link>
              </li>
            </ul>
          </nav>
          {socials.length > 0 ? (
            <>
              <h2 className="mt-8 text-sm font-semibold uppercase tracking-wide text-white">
                {t('footer.followUs')}
              </h2>
              <ul className="mt-4 flex gap-3">
                {socials.map(({ label, href, Icon }) => (
                  <li key={label}>
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={label}
                      className="flex h-10 w-10 items-center justify-center rounded-full bg-slate-800 text-slate-200 hover:bg-primary hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
                    >
                      <Icon className="h-5 w-5" />
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      </div>
      <div className="border-t border-slate-800">
        <LanguageSwitch tone="dark" className="mx-auto max-w-7xl px-4 pt-3 sm:px-6" />
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-slate-400 sm:px-6">
          {t('footer.notice', { year, siteName })}
        </p>
      </div>
    </footer>
  );
}
