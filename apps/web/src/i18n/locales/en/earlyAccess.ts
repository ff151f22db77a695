/** The `earlyAccess` namespace in English (the source language; spec texts to the letter). `../dv/earlyAccess.ts` has the same keys. */
const earlyAccess = {
  /** The route's page title and description (`app/routes/early-access*.tsx`). */
  meta: {
    title: 'Early Access',
    description:
      'Join the early access list for the Maldives’ {{product}} goods marketplace: early listing, priority support, a launch day feature and instant access.',
    successTitle: "You're on the list",
    successDescription: 'Thanks for joining the early access list.',
  },
  page: {
    marketplaceShort: 'Marketplace',
    browseMarketplace: 'Browse the marketplace',
    eyebrow: 'Early access',
    title: 'Be first in line at {{siteName}}',
    intro:
      'Join the waitlist for the Maldives’ marketplace for {{product}} goods and get the early-bird perks below.',
    formTitle: 'Reserve your spot',
    formIntro: 'We’ll e-mail you when early access opens. No spam, unsubscribe any time.',
  },
  perks: {
    earlyListingTitle: 'Early listing submission',
    earlyListingText:
      'List your items before everyone else, so they are ready and waiting when the doors open.',
    prioritySupportTitle: 'Priority support',
    prioritySupportText: 'Questions about selling or buying go to the front of the queue.',
    launchDayTitle: 'Launch day feature',
    launchDayText: 'Early members’ listings get a spot in the spotlight on launch day.',
    instantAccessTitle: 'Instant access',
    instantAccessText: 'Your account is ready the moment we go live. No waiting, no second sign-up.',
  },
  form: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    terms: 'I agree to the <terms>terms and conditions</terms> and the <privacy>privacy policy</privacy>.',
    submitting: 'Joining…',
    submit: 'Join the Early Access List',
  },
  success: {
    thanksName: 'Thank you, {{name}}!',
    thanks: 'Thank you!',
    text: 'You’re on the early access list. We’ll e-mail you as soon as your early-bird perks are ready.',
    browse: 'Browse the marketplace',
    home: 'Back to home',
  },
};
export default earlyAccess;
