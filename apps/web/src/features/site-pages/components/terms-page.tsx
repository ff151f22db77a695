import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteConfig } from '@/hooks/use-site-config';
import { LegalPage, type LegalSection } from './legal-page';

/** Spec 01 §1, §9 figures the terms state. */
export const TERMS_FACTS = {
  minimumAge: 18,
  liabilityCapMvr: 100,
  liabilityFeesMonths: 12,
  changeNoticeDays: 30,
} as const;

/**
 * /terms (spec 01 §1, §2): every legal fact of the spec — tangible {product} goods only; illegal items,
 * counterfeit goods, hazardous materials and services prohibited; age 18 or the age of legal majority;
 * liability capped at the greater of the fees paid in the last 12 months or MVR 100; arbitration in the
 * Maldives, in English, before a single arbitrator, with the courts in Malé as the alternative venue; at
 * least 30 days' notice of material changes; no payments, shipping or returns handled by the product.
 */
export function TermsPage() {
  const { siteName, productNoun, contact } = useSiteConfig();
  const { t } = useTranslation('sitePages');
  const link = 'text-primary underline';
  const sections: LegalSection[] = [
    {
      id: 'acceptance',
      heading: t('terms.acceptanceHeading'),
      body: (
        <p>
          <Trans
            t={t}
            i18nKey="terms.acceptance"
            values={{ siteName }}
            components={{ privacy: <Link to="/privacy" className={link} /> }}
          />
        </p>
      ),
    },
    {
      id: 'eligibility',
      heading: t('terms.eligibilityHeading'),
      body: <p>{t('terms.eligibility', { age: TERMS_FACTS.minimumAge })}</p>,
    },
    {
      id: 'our-role',
      heading: t('terms.ourRoleHeading'),
      body: (
        <>
          <p>{t('terms.ourRole', { siteName })}</p>
          <p>
            <Trans
              t={t}
              i18nKey="terms.ourRoleNoPayments"
              values={{ siteName }}
              components={{ strong: <strong /> }}
            />
          </p>
        </>
      ),
    },
    {
      id: 'listings',
      heading: t('terms.listingsHeading'),
      body: (
        <>
          <p>{t('terms.listingsGoods', { product: productNoun })}</p>
          <p>{t('terms.listingsProhibited')}</p>
          <ul>
            <li>{t('terms.prohibitedIllegal')}</li>
            <li>{t('terms.prohibitedCounterfeit')}</li>
            <li>{t('terms.prohibitedHazardous')}</li>
            <li>{t('terms.prohibitedServices')}</li>
          </ul>
          <p>{t('terms.listingsRemoval')}</p>
        </>
      ),
    },
    {
      id: 'conduct',
      heading: t('terms.conductHeading'),
      body: <p>{t('terms.conduct')}</p>,
    },
    {
      id: 'liability',
      heading: t('terms.liabilityHeading'),
      body: (
        <p>
          {t('terms.liability', {
            months: TERMS_FACTS.liabilityFeesMonths,
            cap: TERMS_FACTS.liabilityCapMvr,
          })}
        </p>
      ),
    },
    {
      id: 'disputes',
      heading: t('terms.disputesHeading'),
      body: <p>{t('terms.disputes')}</p>,
    },
    {
      id: 'changes',
      heading: t('terms.changesHeading'),
      body: <p>{t('terms.changes', { days: TERMS_FACTS.changeNoticeDays })}</p>,
    },
    {
      id: 'contact',
      heading: t('terms.contactHeading'),
      body: (
        <p>
          {contact.email ? (
            <Trans
              t={t}
              i18nKey="terms.contact"
              values={{ email: contact.email }}
              components={{
                email: <a dir="ltr" href={`mailto:${contact.email}`} className={link} />,
                support: <Link to="/support" className={link} />,
              }}
            />
          ) : (
            <Trans
              t={t}
              i18nKey="terms.contactNoEmail"
              components={{ support: <Link to="/support" className={link} /> }}
            />
          )}
        </p>
      ),
    },
  ];
  return (
    <LegalPage
      title={t('terms.title')}
      intro={<p>{t('terms.intro', { product: productNoun, siteName })}</p>}
      sections={sections}
    />
  );
}
