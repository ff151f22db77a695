import { Link } from 'react-router';
import { SUPPORT_CONTACT } from '@/config/support-contact';
import { useSiteConfig } from '@/hooks/use-site-config';
import { LegalPage, type LegalSection } from './legal-page';
import { TERMS_FACTS } from './terms-page';

/** /privacy (spec 01 §2): what is collected, why, who sees it, and the member's choices. */
export function PrivacyPage() {
  const { siteName, product } = useSiteConfig();
  const sections: LegalSection[] = [
    {
      id: 'collect',
      heading: 'What we collect',
      body: (
        <ul>
          <li>
            Account details: your name, e-mail address, mobile number, date of birth, island, national ID
            number and, if you add them, your Instagram handle and profile photo.
          </li>
          <li>Listings you submit, with their photos, and the listings you save.</li>
          <li>Testimonials you write and the notifications we send you.</li>
          <li>If you join our mailing list or early access list: your e-mail address and name.</li>
          <li>
            Basic technical data such as sign-in sessions and the device that used them, to keep accounts
            safe.
          </li>
        </ul>
      ),
    },
    {
      id: 'use',
      heading: 'How we use it',
      body: (
        <p>
          {product(
            'To run the marketplace for {product} goods: to show your listings, let buyers contact you, review listings, verify sellers, send notifications and the e-mails you asked for, and to prevent fraud and abuse.',
          )}
        </p>
      ),
    },
    {
      id: 'sharing',
      heading: 'Who can see it',
      body: (
        <>
          <p>
            Buyers see a seller’s public card: name, photo, member-since date, mobile number, Instagram handle
            and verified badge. Your national ID number and ID photos are shown only to you and to our admin
            for verification. We do not sell your data.
          </p>
          <p>
            {siteName} handles no payments, shipping or returns, so we never receive card or bank details;
            what you share with another member to arrange a sale is between you and them.
          </p>
        </>
      ),
    },
    {
      id: 'cookies',
      heading: 'Cookies and local storage',
      body: (
        <p>
          We use one cookie to keep you signed in, and your browser’s local storage to remember your e-mail
          when you tick “Remember me”. We do not use advertising trackers.
        </p>
      ),
    },
    {
      id: 'choices',
      heading: 'Your choices',
      body: (
        <p>
          You can correct your details in Account Settings, unsubscribe from e-mails at any time and ask us to
          delete your account, which deletes your personal data with it. Accounts are for people aged{' '}
          {TERMS_FACTS.minimumAge} or over (or the age of legal majority where you live).
        </p>
      ),
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      body: (
        <p>
          We will give at least {TERMS_FACTS.changeNoticeDays} days’ notice of any material change to this
          policy. The{' '}
          <Link to="/terms" className="text-primary underline">
            Terms of Service
          </Link>{' '}
          apply alongside it.
        </p>
      ),
    },
    {
      id: 'contact',
      heading: 'Contact',
      body: (
        <p>
          Privacy questions or requests:{' '}
          <a href={`mailto:${SUPPORT_CONTACT.email}`} className="text-primary underline">
            {SUPPORT_CONTACT.email}
          </a>
          .
        </p>
      ),
    },
  ];
  return (
    <LegalPage
      title="Privacy Policy"
      intro={<p>How {siteName} collects, uses and protects your personal data.</p>}
      sections={sections}
    />
  );
}
