/** The `home` namespace in English (the source language; spec texts to the letter). `../dv/home.ts` has the same keys. */
const home = {
  topBar: {
    label: 'Home',
    marketplace: 'Marketplace',
    dashboard: 'Dashboard',
    signIn: 'Sign In',
    getStarted: 'Get Started',
  },
  hero: {
    kicker: 'The island marketplace',
    subtitle:
      'Buy and sell {{product}} goods across the Maldives, from Haa Alif to Seenu. Every listing is checked by our team before it goes live.',
    searchLabel: 'Search listings',
    searchPlaceholder: 'What are you looking for?',
    search: 'Search',
    browse: 'Browse Marketplace',
    startSelling: 'Start Selling',
  },
  categories: {
    title: 'Browse by category',
    subtitle: 'Find what you need faster.',
    loading: 'Loading categories',
    failed: 'The categories could not be loaded.',
    tryAgain: 'Try again',
    empty: 'No categories yet.',
  },
  latest: {
    title: 'Latest listings',
    subtitle: 'Fresh from sellers across the islands.',
    viewAll: 'View all',
    loading: 'Loading latest listings',
    failed: 'The latest listings could not be loaded.',
    tryAgain: 'Try again',
    empty: 'No listings yet.',
    emptyText: 'Be the first to list something.',
    startSelling: 'Start Selling',
    viewAllListings: 'View all listings',
  },
  howItWorks: {
    title: 'How it works',
    subtitle: 'Selling takes three simple steps.',
    step: 'Step {{number}}',
    listTitle: 'List your item',
    listText:
      'Add a few photos, a fair price in MVR, the condition and your island. It takes a couple of minutes.',
    reviewTitle: 'Reviewed within 24-48 hours',
    reviewText:
      'Our team checks every listing by hand before it goes live, so buyers can browse with confidence.',
    contactTitle: 'Buyers contact you',
    contactText:
      'Interested buyers reach you directly. You agree on payment, delivery or pickup between yourselves.',
  },
  footer: {
    label: 'Site information',
    about: 'About',
    support: 'FAQ & Support',
    terms: 'Terms',
    privacy: 'Privacy',
  },
};
export default home;
