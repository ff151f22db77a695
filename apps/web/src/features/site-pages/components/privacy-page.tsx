import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteConfig } from '@/hooks/use-site-config';
import { LegalPage, type LegalSection } from './legal-page';
import { TERMS_FACTS } from './terms-page';

/** /privacy (spec 01 §2): what is collected, why, who sees it, and the member's choices. */
export function PrivacyPage() {
  const { siteName, productNoun, contact } = useSiteConfig();
  const { t } = useTranslation('sitePages');
  const link = 'text-primary underline';
  const sections: LegalSection[] = [
    {
      id: 'collect',
      heading: t('privacy.collectHeading'),
      body: (
        <ul>
          <li>{t('privacy.collectAccount')}</li>
          <li>{t('privacy.collectListings')}</li>
          <li>{t('privacy.collectTestimonials')}</li>
          <li>{t('privacy.collectMailingList')}</li>
          <li>{t('privacy.collectTechnical')}</li>
        </ul>
      ),
    },
    {
      id: 'use',
      heading: t('privacy.useHeading'),
      body: <p>{t('privacy.use', { product: productNoun })}</p>,
    },
    {
      id: 'sharing',
      heading: t('privacy.sharingHeading'),
      body: (
        <>
          <p>{t('privacy.sharingPublic')}</p>
          <p>{t('privacy.sharingNoPayments', { siteName })}</p>
        </>
      ),
    },
    {
      id: 'cookies',
      heading: t('privacy.cookiesHeading'),
      body: <p>{t('privacy.cookies')}</p>,
    },
    {
      id: 'choices',
      heading: t('privacy.choicesHeading'),
      body: <p>{t('privacy.choices', { age: TERMS_FACTS.minimumAge })}</p>,
    },
    {
      id: 'changes',
      heading: t('privacy.changesHeading'),
      body: (
        <p>
          <Trans
            t={t}
            i18nKey="privacy.changes"
            values={{ days: TERMS_FACTS.changeNoticeDays }}
            components={{ terms: <Link to="/terms" className={link} /> }}
          />
        </p>
      ),
    },
    {
      id: 'contact',
      heading: t('privacy.contactHeading'),
      body: (
        <p>
          {contact.email ? (
            <Trans
              t={t}
              i18nKey="privacy.contact"
              values={{ email: contact.email }}
              components={{ email: <a dir="ltr" href={`mailto:${contact.email}`} className={link} /> }}
            />
          ) : (
            <Trans
              t={t}
              i18nKey="privacy.contactNoEmail"
              components={{ support: <Link to="/support" className={link} /> }}
            />
          )}
        </p>
      ),
    },
  ];
  return (
    <LegalPage
      title={t('privacy.title')}
      intro={<p>{t('privacy.intro', { siteName })}</p>}
      sections={sections}
    />
  );
}
