/** The `maintenance` namespace in English (the source language; spec texts to the letter). `../dv/maintenance.ts` has the same keys. */
const maintenance = {
  /** The admin's banner while maintenance is on. */
  banner: {
    on: 'Maintenance mode is on',
    manage: 'Manage',
  },
  /** The full-page notice's document title (its heading and text are the contract's MAINTENANCE_MESSAGES). */
  notice: {
    title: 'Under construction',
  },
  system: {
    heading: 'System',
    intro: 'Site-wide state and outgoing mail.',
    counts: 'Counts',
    loadingCounts: 'Loading counts',
    tryAgain: 'Try again',
    users: 'Users',
    listings: 'Listings',
    subscribers: 'Subscribers',
    mail: 'Mail sent / waiting',
  },
  switch: {
    title: 'Maintenance mode',
    /** `{{heading}}` is the notice's heading (MAINTENANCE_MESSAGES.heading) in the page's language. */
    description:
      'While it is on, everyone except the admin sees “{{heading}}” on every page; sign-in stays open.',
    on: 'Maintenance mode is on',
    off: 'Maintenance mode is off',
    loadFailed: 'The maintenance state could not be loaded.',
    forced: 'MAINTENANCE_MODE is set on the server, so it stays on until that setting is removed.',
    confirmOnTitle: 'Turn maintenance mode on?',
    confirmOffTitle: 'Turn maintenance mode off?',
    confirmOnText:
      'Visitors and members will see the maintenance notice instead of the site until you turn it off.',
    confirmOffText: 'The site opens to everyone again straight away.',
    cancel: 'Cancel',
    turnOn: 'Turn on',
    turnOff: 'Turn off',
    turnedOnTitle: 'Maintenance Mode On',
    turnedOnText: 'Everyone but the admin now sees the maintenance notice.',
    turnedOffTitle: 'Maintenance Mode Off',
    turnedOffText: 'The site is open to everyone again.',
    error: 'Error',
  },
  outbox: {
    title: 'Mail outbox',
    description:
      'The latest 50 e-mails, sent or waiting. Open one to read its text; links in it carry no tokens.',
    refresh: 'Refresh',
    refreshLabel: 'Refresh the outbox',
    loading: 'Loading the outbox',
    empty: 'No e-mails yet.',
    /** Under each e-mail's subject: recipient, kind (a code such as `listing-approved`) and when. */
    meta: 'To {{to}} · {{kind}} · {{when}}',
    sent: 'Sent',
    sentAt: 'Sent {{when}}',
    waiting: 'Waiting',
    notKept: 'Delivered; its text is not kept after delivery.',
  },
};
export default maintenance;
