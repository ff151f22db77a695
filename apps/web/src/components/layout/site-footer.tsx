import { LanguageSwitch } from './language-switch';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SOCIAL_LINKS, SUPPORT_PATH } from '@/config/social-links';
import { useSiteConfig } from '@/hooks/use-site-config';
import { SiteLogo } from './site-logo';
import { FacebookIcon, InstagramIcon, ViberIcon } from './social-icons';
import { SUBMIT_LISTING_PATH } from './user-nav';

const linkClass =
  'rounded-sm text-sm text-slate-300 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white';

const socials = [
  { label: 'Instagram', href: SOCIAL_LINKS.instagram, Icon: InstagramIcon },
  { label: 'Facebook', href: SOCIAL_LINKS.facebook, Icon: FacebookIcon },
  { label: 'Viber', href: SOCIAL_LINKS.viber, Icon: ViberIcon },
];

/**
 * The site footer (spec 01 §2 "Footer"): subscribe form, quick links, legal links, social links.
 * Shown to visitors only (see `shouldShowFooter`). The subscribe form comes from the mailing-list feature.
 */
export function SiteFooter({ subscribeForm }: { subscribeForm: ReactNode }) {
  const { siteName, product } = useSiteConfig();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-slate-900 text-slate-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <SiteLogo to="/" className="text-white" />
          <p className="mt-3 max-w-md text-sm text-slate-300">
            {product(
              'Buy and sell {product} goods across the Maldives. Every listing is reviewed by our team before it goes live.',
            )}
          </p>
          <div className="mt-6 max-w-md">{subscribeForm}</div>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-sm font-semibold uppercase tracking-wide text-white">
            Quick links
          </h2>
          <ul className="mt-4 grid gap-3">
            <li>
              <Link to="/marketplace" className={linkClass}>
                Marketplace
              </Link>
            </li>
            <li>
              <Link to={SUBMIT_LISTING_PATH} className={linkClass}>
                Start Selling
              </Link>
            </li>
            <li>
              <Link to={SUPPORT_PATH} className={linkClass}>
                FAQ &amp; Support
              </Link>
            </li>
            <li>
              <Link to="/testimonials" className={linkClass}>
                Testimonials
              </Link>
            </li>
          </ul>
        </nav>

        <div>
          <nav aria-labelledby="footer-legal">
            <h2 id="footer-legal" className="text-sm font-semibold uppercase tracking-wide text-white">
              Legal
            </h2>
            <ul className="mt-4 grid gap-3">
              <li>
                <Link to="/terms" className={linkClass}>
                  Terms of Service
                </Link>
              </li>
              <li>
                <Link to="/privacy" className={linkClass}>
                  Privacy Policy
                </Link>
              </li>
            </ul>
          </nav>
          <h2 className="mt-8 text-sm font-semibold uppercase tracking-wide text-white">Follow us</h2>
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
        </div>
      </div>
      <div className="border-t border-slate-800">
        <LanguageSwitch className="mx-auto max-w-7xl px-4 pt-3 text-slate-100 sm:px-6" />
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-slate-400 sm:px-6">
          © {year} {siteName}. Prices in MVR. Buyers and sellers arrange payment and delivery between
          themselves.
        </p>
      </div>
    </footer>
  );
}
