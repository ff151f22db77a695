/** The `dashboard` namespace in English (the source language; spec texts to the letter). `../dv/dashboard.ts` has the same keys. */
const dashboard = {
  layout: {
    header: 'Dashboard',
    openMenu: 'Open dashboard menu',
    marketplace: 'Marketplace',
    submitListing: 'Submit Listing',
    expandSidebar: 'Expand sidebar',
    collapseSidebar: 'Collapse sidebar',
    menuTitle: 'Dashboard menu',
    menuDescription: 'Move between the parts of your dashboard.',
  },
  nav: {
    label: 'Dashboard',
    dashboard: 'Dashboard',
    myListings: 'Listings',
    messages: 'Messages',
    savedListings: 'Saved Items',
    savedSearches: 'Saved Searches',
    reviews: 'Reviews',
    settings: 'Settings',
    profile: 'Profile',
    security: 'Security & Management',
    logOut: 'Log Out',
  },
  /** Each tab's title (the page title and its heading), for the dashboard route. */
  tabTitles: {
    dashboard: 'Dashboard',
    'my-listings': 'My Listings',
    'submit-listing': 'Submit Listing',
    messages: 'Messages',
    'saved-listings': 'Saved Items',
    'saved-searches': 'Saved Searches',
    reviews: 'Reviews',
    'account-settings': 'Account Settings',
  },
  overview: {
    welcome: 'Welcome back, <name>{{name}}</name>!',
    /** A member who joined in the last day (issue #37 item 4p: a new account was greeted "Welcome back"). */
    welcomeNew: 'Welcome, <name>{{name}}</name>!',
    welcomeNoName: 'Welcome back, there!',
    intro: 'Manage your listings, keep track of what you have saved and list something new.',
    quickLinks: 'Quick links',
    submitListingTitle: 'Submit Listing',
    submitListingText:
      'Add photos, a price and a description. Our team reviews new listings within 24-48 hours.',
    myListingsTitle: 'My Listings',
    myListingsText: 'See which of your listings are pending, live, rejected or sold.',
    browseTitle: 'Browse Marketplace',
    browseText: 'Find something new from sellers across the islands.',
  },
};
export default dashboard;
