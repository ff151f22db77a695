import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SUPPORT_PATH } from '@/config/social-links';
import { useSiteConfig } from '@/hooks/use-site-config';

/** The same mark in every language, before the year and the site's name. */
const COPYRIGHT = '©';

/** A slim closing line for the home page, which has no global footer (spec 01 §2). */
export function HomeFooter() {
  const { siteName } = useSiteConfig();
  const { t } = useTranslation('home');
  const links = [
    { label: t('footer.about'), to: '/about' },
    { label: t('footer.support'), to: SUPPORT_PATH },
    { label: t('footer.terms'), to: '/terms' },
    { label: t('footer.privacy'), to: '/privacy' },
  ];
  return (
    <footer className="border-t">
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:px-6">
        <p>
          {COPYRIGHT} {new Date().getFullYear()} {siteName}
        </p>
        <nav aria-label={t('footer.label')}>
          <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-foreground hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
