import { APP_MESSAGES, OFFLINE_NOTICE_TEXT } from '../../../lib/app-messages';

/**
 * The `common` namespace: the app's chrome (header, menus, footer, errors, shared words). English is the
 * source language and carries the specs' texts to the letter; `../dv/common.ts` has the same keys.
 */
const common = {
  /** A page's document title: "{title} | {site name}". */
  pageTitle: '{{title}} | {{siteName}}',
  language: {
    /** The switch's accessible name; each option shows the language's own name (LANGUAGE_NAMES). */
    switchLabel: 'Language',
    switchTo: 'Show the site in {{language}}',
    /** Each language's name in this language (the switch's links show the language's own name). */
    names: {
      en: 'English',
      dv: 'Dhivehi',
    },
  },
  /** Links and actions of the header, the mobile menu and the avatar menu. */
  nav: {
    marketplace: 'Marketplace',
    about: 'About',
    aboutProduct: 'About {{product}}',
    support: 'Support / FAQ',
    signIn: 'Sign In',
    getStarted: 'Get Started',
    submitListing: 'Submit Listing',
    dashboard: 'Dashboard',
    myListings: 'My Listings',
    messages: 'Messages',
    savedItems: 'Saved Items',
    savedListings: 'Saved Listings',
    savedSearches: 'Saved Searches',
    accountSettings: 'Account Settings',
    adminPanel: 'Admin Panel',
    logOut: 'Log Out',
  },
  header: {
    label: 'Site',
    mainNav: 'Main',
    openSearch: 'Open search',
    closeSearch: 'Close search',
    openNotifications: 'Open notifications',
    closeNotifications: 'Close notifications',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  mobileMenu: {
    label: 'Mobile menu',
  },
  userMenu: {
    trigger: 'Account menu for {{name}}',
  },
  search: {
    label: 'Search listings',
    hint: 'Search items or IDs (e.g. PD-000123)',
    hintShort: 'Search items or IDs',
    clear: 'Clear search',
    submit: 'Search',
    suggestions: 'Suggestions',
    noSuggestions: 'No suggestions for "{{text}}"',
  },
  footer: {
    tagline:
      'Buy and sell {{product}} goods across the Maldives. Every listing is reviewed by our team before it goes live.',
    quickLinks: 'Quick links',
    startSelling: 'Start Selling',
    faqSupport: 'FAQ & Support',
    testimonials: 'Testimonials',
    legal: 'Legal',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    followUs: 'Follow us',
    notice:
      '© {{year}} {{siteName}}. Prices in MVR. Buyers and sellers arrange payment and delivery between themselves.',
  },
  shell: {
    skipToContent: 'Skip to content',
    loadingPage: 'Loading page',
    loadingApplication: 'Loading Application...',
  },
  authCard: {
    /** The link is `<action>…</action>` (`<link>` is an empty HTML element to react-i18next: its text would fall out). */
    browseWithoutAccount: '<action>Browse the marketplace</action> without an account',
  },
  offline: { ...OFFLINE_NOTICE_TEXT },
  /** Messages made outside React in English (lib/app-messages.ts), shown through `useContractMessage()`. */
  appMessages: { ...APP_MESSAGES },
  routeError: {
    title: 'Something went wrong',
    text: 'This page could not be shown. Reloading usually helps; if it keeps happening, please try again later.',
    reload: 'Reload page',
    goHome: 'Go home',
  },
  notFound: {
    title: 'Page not found',
    heading: "We couldn't find that page",
    text: 'The link may be old or mistyped. The marketplace is a good place to pick up from.',
    browse: 'Browse Marketplace',
    home: 'Go to home page',
  },
  /** Shared words of the UI components (dialogs, sheets, toasts, forms, charts). */
  ui: {
    close: 'Close',
    /** Radix Toast's own words: each toast's kind, and the toast region (`{hotkey}` is Radix's, F8). */
    notification: 'Notification',
    notificationsRegion: 'Notifications ({hotkey})',
    optional: '(optional)',
    chartLabel: 'Label',
  },
  /** Document titles and descriptions of the pages the app's routes name. */
  pages: {
    home: {
      title: 'Buy and sell {{product}} goods in the Maldives',
      description:
        'Buy and sell {{product}} goods across the Maldives, from Haa Alif to Seenu. Every listing is reviewed by hand.',
    },
    about: {
      title: 'About {{product}}',
      description:
        'Our story, our mission and how buying and selling {{product}} goods across the Maldives works here.',
    },
    marketplace: { title: 'Marketplace' },
    signIn: { title: 'Welcome Back', description: 'Sign in to manage your listings and saved items.' },
    signUp: {
      title: 'Create Your Account',
      description: 'Join {{siteName}} to sell and save items across the Maldives.',
    },
    forgotPassword: {
      title: 'Forgot Password',
      description: 'Enter your email and we will send you a link to reset your password.',
    },
    resetPassword: { title: 'Reset Password', description: 'Choose a new password for your account.' },
    earlyAccess: {
      title: 'Early Access',
      description:
        'Join the early access list for the Maldives’ {{product}} goods marketplace: early listing, priority support, a launch day feature and instant access.',
    },
    earlyAccessSuccess: {
      title: "You're on the list",
      description: 'Thanks for joining the early access list.',
    },
    notifications: {
      title: 'Notifications',
      description: 'Your notifications: listing decisions, messages and updates.',
    },
    privacy: {
      title: 'Privacy Policy',
      description:
        'What personal data the marketplace collects, how it is used, who can see it and your choices.',
    },
    support: {
      title: 'Support & FAQ',
      description:
        'Answers about listing review, payments, what you can sell and seller verification, and how to contact support.',
    },
    terms: {
      title: 'Terms of Service',
      description:
        'The rules for using the marketplace: who can register, what may be listed, liability, disputes and changes.',
    },
    testimonials: {
      title: 'Testimonials',
      description:
        'What buyers and sellers across the Maldives say about {{siteName}}, and how to share your own experience.',
    },
    dashboard: {
      dashboard: 'Dashboard',
      myListings: 'My Listings',
      submitListing: 'Submit Listing',
      messages: 'Messages',
      savedListings: 'Saved Items',
      savedSearches: 'Saved Searches',
      reviews: 'Reviews',
      accountSettings: 'Account Settings',
    },
    admin: {
      overview: 'Admin Dashboard',
      listings: 'Listing Management',
      listingDetail: 'Listing Details',
      users: 'User Management',
      reports: 'Platform Reports',
      moderation: 'Moderation',
      activityLog: 'User Activity Logs',
      roles: 'Roles',
      content: { title: 'Content Management', description: 'Approve or delete testimonials.' },
      system: {
        title: 'System',
        description: 'Site counts, maintenance mode, trusted sellers and the mail outbox.',
      },
      categoryFields: {
        title: 'Category Fields',
        description: 'What sellers are asked about the goods of each category, and buyers filter by.',
      },
      searchSynonyms: {
        title: 'Search Synonyms',
        description: 'Words and phrases that search treats as one, beside the ones built into search.',
      },
    },
  },
  /** Durations in Dhivehi's fallback formatter (`i18n/format.ts`); English uses date-fns's own words. */
  time: {
    year_one: '{{count}} year',
    year_other: '{{count}} years',
    month_one: '{{count}} month',
    month_other: '{{count}} months',
    day_one: '{{count}} day',
    day_other: '{{count}} days',
    hour_one: '{{count}} hour',
    hour_other: '{{count}} hours',
    minute_one: '{{count}} minute',
    minute_other: '{{count}} minutes',
    second_one: '{{count}} second',
    second_other: '{{count}} seconds',
    ago: '{{amount}} ago',
    in: 'in {{amount}}',
  },
  /**
   * The seeded categories' names (api `SEED_CATEGORIES`), by their English name as the API sends it. A category
   * the admin adds later shows its own name (`useCategoryName`).
   */
  categoryNames: {
    Electronics: 'Electronics',
    'Mobile Phones & Tablets': 'Mobile Phones & Tablets',
    'Computers & Laptops': 'Computers & Laptops',
    Furniture: 'Furniture',
    'Home & Kitchen': 'Home & Kitchen',
    Appliances: 'Appliances',
    'Fashion & Clothing': 'Fashion & Clothing',
    'Baby & Kids': 'Baby & Kids',
    'Sports & Fitness': 'Sports & Fitness',
    'Fishing & Diving Gear': 'Fishing & Diving Gear',
    'Boats & Marine': 'Boats & Marine',
    'Motorbikes & Scooters': 'Motorbikes & Scooters',
    Bicycles: 'Bicycles',
    'Books & Stationery': 'Books & Stationery',
    'Tools & Hardware': 'Tools & Hardware',
    Other: 'Other',
  },
  condition: {
    new: 'New',
    'like new': 'Like New',
    good: 'Good',
    fair: 'Fair',
    'needs repair': 'Needs Repair',
  },
  listingStatus: {
    Pending: 'Pending',
    Approved: 'Approved',
    Rejected: 'Rejected',
    Sold: 'Sold',
    Expired: 'Expired',
  },
};
export default common;
