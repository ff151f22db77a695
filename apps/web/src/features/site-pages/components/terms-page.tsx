import { Link } from 'react-router';
import { SUPPORT_CONTACT } from '@/config/support-contact';
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
  const { siteName, product } = useSiteConfig();
  const sections: LegalSection[] = [
    {
      id: 'acceptance',
      heading: 'Accepting these terms',
      body: (
        <p>
          By creating an account, submitting a listing or otherwise using {siteName} you agree to these Terms
          of Service and to our{' '}
          <Link to="/privacy" className="text-primary underline">
            Privacy Policy
          </Link>
          . If you do not agree, please do not use the service.
        </p>
      ),
    },
    {
      id: 'eligibility',
      heading: 'Who can register',
      body: (
        <p>
          You must be at least {TERMS_FACTS.minimumAge} years old, or the age of legal majority where you live
          if that is higher, to register an account. You are responsible for keeping your password safe and
          for everything done with your account. Sellers may be asked to verify their identity with their
          national ID.
        </p>
      ),
    },
    {
      id: 'our-role',
      heading: 'What we do and do not do',
      body: (
        <>
          <p>
            {siteName} is a place where buyers and sellers, mainly in the Maldives, find each other. Prices
            are shown in MVR. We review listings by hand before they go live, but we are not a party to any
            sale.
          </p>
          <p>
            <strong>{siteName} handles no payments, shipping or returns.</strong> Buyers and sellers arrange
            payment, delivery and pickup among themselves, and any return or refund is a matter between them.
          </p>
        </>
      ),
    },
    {
      id: 'listings',
      heading: 'What may be listed',
      body: (
        <>
          <p>{product('Listings must be for tangible {product} goods that the seller owns and may sell.')}</p>
          <p>The following are prohibited:</p>
          <ul>
            <li>illegal items;</li>
            <li>counterfeit goods;</li>
            <li>hazardous materials;</li>
            <li>services of any kind.</li>
          </ul>
          <p>
            We may reject or remove any listing that breaks these rules or that we reasonably believe misleads
            buyers. A rejected listing can be edited and resubmitted for review.
          </p>
        </>
      ),
    },
    {
      id: 'conduct',
      heading: 'Your conduct',
      body: (
        <p>
          Describe your items honestly, use your own photos, respect other members and do not use the service
          for spam, fraud or harassment. We may suspend or close accounts that do.
        </p>
      ),
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      body: (
        <p>
          To the extent the law allows, our total liability to you for any claim arising from the service is
          limited to the greater of (a) the fees you paid us in the {TERMS_FACTS.liabilityFeesMonths} months
          before the claim arose, or (b) MVR {TERMS_FACTS.liabilityCapMvr}. We are not liable for the items,
          the conduct of other members or any arrangement made between buyers and sellers.
        </p>
      ),
    },
    {
      id: 'disputes',
      heading: 'Disputes and governing law',
      body: (
        <p>
          Any dispute arising from these terms or the service will be settled by arbitration in the Maldives,
          conducted in English before a single arbitrator. As an alternative venue, either party may bring the
          dispute before the courts in Malé.
        </p>
      ),
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      body: (
        <p>
          We may update these terms. We will give at least {TERMS_FACTS.changeNoticeDays} days’ notice of any
          material change, on the site and by e-mail to registered members, before it takes effect.
        </p>
      ),
    },
    {
      id: 'contact',
      heading: 'Contact',
      body: (
        <p>
          Questions about these terms? Write to{' '}
          <a href={`mailto:${SUPPORT_CONTACT.email}`} className="text-primary underline">
            {SUPPORT_CONTACT.email}
          </a>{' '}
          or visit{' '}
          <Link to="/support" className="text-primary underline">
            Support
          </Link>
          .
        </p>
      ),
    },
  ];
  return (
    <LegalPage
      title="Terms of Service"
      intro={
        <p>
          {product('The rules for buying and selling {product} goods on')} {siteName}.
        </p>
      }
      sections={sections}
    />
  );
}
