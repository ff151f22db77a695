import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '@/hooks/use-site-config';

interface PageMetaProps {
  /** The page's own name, in the page's language; the document title reads "{title} | {site name}". */
  title: string;
  description: string;
}

/** The document title and description of a page (React 19 puts both into the document head). */
export function PageMeta({ title, description }: PageMetaProps) {
  const { siteName } = useSiteConfig();
  const { t } = useTranslation();
  return (
    <>
      <title>{t('pageTitle', { title, siteName })}</title>
      <meta name="description" content={description} />
    </>
  );
}
