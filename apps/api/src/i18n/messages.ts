/**
 * Issue #15: every text the server writes for a member — stored notifications and e-mails — in both
 * languages, in one place. A typed two-language table rather than i18next: the English side IS the
 * contract's own strings and functions (the specs' texts, so English stays byte-identical to what the
 * server wrote before), and the Dhivehi side must have the same shape (`ServerMessages`), so a missing text
 * is a type error; messages.test.ts also checks it at run time. Dhivehi follows docs/dhivehi-glossary.md;
 * names, listing names, MVR amounts, links and numbers stay as they are (Western digits).
 */
import { format } from 'date-fns';
import { CONVERSATION_MESSAGES, DELETED_MEMBER_NAME } from '@marketplace/contract/conversations-messages';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@marketplace/contract/language';
import { LIFECYCLE_MESSAGES, LISTING_EXPIRY_EMAIL } from '@marketplace/contract/listings-messages';
import { OFFER_MESSAGES, type OfferAction } from '@marketplace/contract/offers';
import { REVIEW_MESSAGES } from '@marketplace/contract/reviews';
import { SAFETY_MESSAGES } from '@marketplace/contract/safety-messages';
import { SAVED_SEARCH_DIGEST_TEXT, SAVED_SEARCH_MESSAGES } from '@marketplace/contract/saved-searches';
import type { ReportResolution } from '@marketplace/contract/safety-messages';

/** A notification's two texts. */
export interface NotificationText {
  title: string;
  description: string;
}

/** What the server writes, per language. */
export interface ServerMessages {
  notifications: {
    listingApproved: (listingName: string) => NotificationText;
    listingRejected: (listingName: string, reason: string) => NotificationText;
    listingSentBack: (listingName: string) => NotificationText;
    listingExpired: (listingName: string) => NotificationText;
    listingExpiring: (listingName: string, days: number) => NotificationText;
    listingRemoved: (listingName: string) => NotificationText;
    idVerified: () => NotificationText;
    idRejected: (adminNotes: string | null) => NotificationText;
    accountSuspended: () => NotificationText;
    accountReactivated: () => NotificationText;
    newMessage: (senderName: string | null, listingName: string) => NotificationText;
    offer: (action: OfferAction, listingName: string, amount: string) => NotificationText;
    soldToYou: (listingName: string) => NotificationText;
    reviewReceived: (author: string | null, listingName: string, visible: boolean) => NotificationText;
    reportOutcome: (resolution: ReportResolution) => NotificationText;
    testimonialApproved: () => NotificationText;
    savedSearchAlert: (searchName: string, n: number) => NotificationText;
  };
  email: {
    greeting: (firstName: string) => string;
    messages: {
      subject: (siteName: string) => string;
      intro: string;
      line: (other: string, listing: string, unread: number) => string;
      deletedMember: string;
      outro: (siteName: string) => string;
    };
    expiry: {
      subject: (listingName: string, days: number) => string;
      /** The expiry day as the e-mail writes it ("December 1, 2026"; Dhivehi "1 ޑިސެމްބަރު 2026"). */
      date: (date: Date) => string;
      body: (listingName: string, expiresOn: string, ttlDays: number) => string;
      action: string;
      afterExpiry: string;
      signOff: (siteName: string) => string;
    };
    digest: {
      subject: (siteName: string) => string;
      intro: string;
      line: (name: string, n: number) => string;
      outro: (siteName: string) => string;
      unsubscribe: (url: string) => string;
    };
    /**
     * `name` only for an address its owner has confirmed: a name typed by whoever signed an address up must not
     * open a genuine e-mail to it (issue #37 item 4b).
     */
    passwordReset: {
      subject: (siteName: string) => string;
      text: (args: { name: string | null; siteName: string; link: string }) => string;
    };
    /** To an address not confirmed yet: no name, for the same reason. */
    verification: {
      subject: (siteName: string) => string;
      text: (args: { siteName: string; link: string }) => string;
    };
    /** To a visitor who joined the mailing list, in the page's language; no name, the address is unconfirmed. */
    mailingList: {
      subject: (siteName: string) => string;
      text: (args: { siteName: string; unsubscribeUrl: string }) => string;
    };
  };
  /** The small HTML pages the e-mails' one-click unsubscribe links answer. */
  unsubscribePage: {
    title: (siteName: string) => string;
    /** The question the link's page asks; only its button (a POST) unsubscribes (issue #37 item 4f). */
    savedSearchesConfirm: string;
    mailingListConfirm: string;
    button: string;
    savedSearchesDone: string;
    savedSearchesLink: string;
    mailingListDone: string;
    mailingListInvalid: string;
    backToMarketplace: string;
  };
}

/** The glossary's month names (the runtime has no Dhivehi date data). */
const DHIVEHI_MONTHS = [
  'ޖަނަވަރީ', 'ފެބްރުއަރީ', 'މާރިޗު', 'އޭޕްރީލް', 'މެއި', 'ޖޫން',
  'ޖުލައި', 'އޯގަސްޓު', 'ސެޕްޓެމްބަރު', 'އޮކްޓޫބަރު', 'ނޮވެމްބަރު', 'ޑިސެމްބަރު',
];

const OFFER_TITLE: Record<OfferAction, string> = {
  made: OFFER_MESSAGES.notificationMade,
  countered: OFFER_MESSAGES.notificationCountered,
  accepted: OFFER_MESSAGES.notificationAccepted,
  declined: OFFER_MESSAGES.notificationDeclined,
  withdrawn: OFFER_MESSAGES.notificationWithdrawn,
};

/** English: the contract's texts (and the texts the server wrote before issue #15), unchanged. */
const en: ServerMessages = {
  notifications: {
    listingApproved: (name) => ({
      title: 'Listing Approved',
      description: `Your listing "${name}" is now live on the marketplace.`,
    }),
    listingRejected: (name, reason) => ({
      title: 'Listing Rejected',
      description: `Your listing "${name}" was not approved. Reason: ${reason}`,
    }),
    listingSentBack: (name) => ({
      title: LIFECYCLE_MESSAGES.sentBackTitle,
      description: LIFECYCLE_MESSAGES.sentBackText(name),
    }),
    listingExpired: (name) => ({
      title: LIFECYCLE_MESSAGES.expiredTitle,
      description: LIFECYCLE_MESSAGES.expiredText(name),
    }),
    listingExpiring: (name, days) => ({
      title: LIFECYCLE_MESSAGES.expiringTitle,
      description: LIFECYCLE_MESSAGES.expiringText(name, days),
    }),
    listingRemoved: (name) => ({
      title: 'Listing Removed',
      description: `Your listing "${name}" was removed from the marketplace by our team.`,
    }),
    idVerified: () => ({
      title: 'ID Verified',
      description: 'Your national ID is verified. Buyers now see the verified-seller badge on your listings.',
    }),
    idRejected: (notes) => ({
      title: 'ID Verification Rejected',
      description: `We could not verify your ID.${notes ? ` ${notes}` : ''} You can upload new photos in your settings.`,
    }),
    accountSuspended: () => ({
      title: 'Account Suspended',
      description: 'Your account has been suspended. Please contact support.',
    }),
    accountReactivated: () => ({
      title: 'Account Reactivated',
      description: 'Your account is active again. Welcome back!',
    }),
    newMessage: (sender, listing) => ({
      title: CONVERSATION_MESSAGES.newMessageTitle,
      description: CONVERSATION_MESSAGES.newMessageDescription(sender ?? DELETED_MEMBER_NAME, listing),
    }),
    offer: (action, listing, amount) => ({ title: OFFER_TITLE[action], description: `${listing}: ${amount}` }),
    soldToYou: (listing) => ({
      title: OFFER_MESSAGES.notificationSoldToYou,
      description: OFFER_MESSAGES.notificationSoldToYouDescription(listing),
    }),
    reviewReceived: (author, listing, visible) => ({
      title: REVIEW_MESSAGES.reviewReceivedTitle,
      description: visible
        ? REVIEW_MESSAGES.reviewReceivedVisible(author ?? 'A member', listing)
        : REVIEW_MESSAGES.reviewReceivedHidden(author ?? 'A member', listing),
    }),
    reportOutcome: (resolution) => ({
      title: SAFETY_MESSAGES.outcomeTitle,
      description: SAFETY_MESSAGES.outcome[resolution],
    }),
    testimonialApproved: () => ({
      title: 'Testimonial Approved',
      description: 'Thank you! Your testimonial is now shown on our testimonials page.',
    }),
    savedSearchAlert: (name, n) => ({
      title: SAVED_SEARCH_MESSAGES.alertTitle(name),
      description: SAVED_SEARCH_MESSAGES.alertText(n),
    }),
  },
  email: {
    greeting: (firstName) => (firstName ? `Hello ${firstName},` : 'Hello,'),
    messages: {
      subject: (siteName) => `You have unread messages on ${siteName}`,
      intro: 'You have messages waiting for you:',
      line: (other, listing, unread) =>
        `- ${other} about "${listing}": ${unread} unread ${unread === 1 ? 'message' : 'messages'}`,
      deletedMember: DELETED_MEMBER_NAME,
      outro: (siteName) => `Reply on ${siteName}. Never pay before you have seen the item.`,
    },
    expiry: {
      subject: LISTING_EXPIRY_EMAIL.subject,
      date: (date) => format(date, 'MMMM d, yyyy'),
      body: LISTING_EXPIRY_EMAIL.body,
      action: LISTING_EXPIRY_EMAIL.action,
      afterExpiry: LISTING_EXPIRY_EMAIL.afterExpiry,
      signOff: LISTING_EXPIRY_EMAIL.signOff,
    },
    digest: {
      subject: SAVED_SEARCH_DIGEST_TEXT.subject,
      intro: SAVED_SEARCH_DIGEST_TEXT.intro,
      line: SAVED_SEARCH_DIGEST_TEXT.line,
      outro: SAVED_SEARCH_DIGEST_TEXT.outro,
      unsubscribe: SAVED_SEARCH_DIGEST_TEXT.unsubscribe,
    },
    passwordReset: {
      subject: (siteName) => `Reset your ${siteName} password`,
      text: ({ name, siteName, link }) =>
        `Hello${name ? ` ${name}` : ''},\n\nSomeone asked to reset the password of your ${siteName} account. Open this link within one hour to choose a new password:\n\n${link}\n\nIf it was not you, ignore this e-mail; your password stays as it is.\n`,
    },
    verification: {
      subject: (siteName) => `Confirm your e-mail for ${siteName}`,
      text: ({ siteName, link }) =>
        `Hello,\n\nWelcome to ${siteName}! Confirm your e-mail address by opening this link:\n\n${link}\n`,
    },
    mailingList: {
      subject: (siteName) => `You're on the ${siteName} list`,
      text: ({ siteName, unsubscribeUrl }) =>
        `Hello,\n\nThanks for joining the ${siteName} mailing list. We'll write when there is news worth your time.\n\nTo unsubscribe at any time, open:\n${unsubscribeUrl}\n`,
    },
  },
  unsubscribePage: {
    title: (siteName) => `Unsubscribe · ${siteName}`,
    savedSearchesConfirm: 'Stop the daily e-mail about your saved searches?',
    mailingListConfirm: 'Stop the e-mails of our mailing list?',
    button: 'Unsubscribe',
    savedSearchesDone: SAVED_SEARCH_MESSAGES.unsubscribed,
    savedSearchesLink: 'Your saved searches',
    mailingListDone: 'You have been unsubscribed. You will not receive further e-mails from us.',
    mailingListInvalid: 'This link has already been used or is not valid.',
    backToMarketplace: 'Back to the marketplace',
  },
};

const DV_OFFER_TITLE: Record<OfferAction, string> = {
  made: 'އައު އޮފަރެއް',
  countered: 'ކައުންޓަރ އޮފަރެއް',
  accepted: 'އޮފަރ ގަބޫލުކޮށްފި',
  declined: 'އޮފަރ ރަދުކޮށްފި',
  withdrawn: 'އޮފަރ ބާތިލުކޮށްފި',
};

const DV_REPORT_OUTCOME: Record<ReportResolution, string> = {
  dismissed: 'ތިޔަ ރިޕޯޓު ބަލައިފީމު. އެއްވެސް ޤަވާއިދެއް މުޚާލަފާކޮށްފައެއް ނުވޭ. އަޅުގަނޑުމެންނަށް އެންގީތީ ޝުކުރިއްޔާ.',
  listing_removed: 'ތިޔަ ރިޕޯޓު ބަލައި، އެ އިޢުލާން ނަގާލީމު. އަޅުގަނޑުމެންނަށް އެންގީތީ ޝުކުރިއްޔާ.',
  member_banned: 'ތިޔަ ރިޕޯޓު ބަލައި، އެ މެންބަރުގެ އެކައުންޓު ހުއްޓާލީމު. އަޅުގަނޑުމެންނަށް އެންގީތީ ޝުކުރިއްޔާ.',
};

/** Dhivehi (Thaana). */
const dv: ServerMessages = {
  notifications: {
    listingApproved: (name) => ({
      title: 'އިޢުލާނަށް ހުއްދަ ލިބިއްޖެ',
      description: `ތިޔަ އިޢުލާން "${name}" މިހާރު ބާޒާރުގައި ފެންނަން ފަށައިފި.`,
    }),
    listingRejected: (name, reason) => ({
      title: 'އިޢުލާން ރިޖެކްޓްކޮށްފި',
      description: `ތިޔަ އިޢުލާން "${name}" އަށް ހުއްދަ ނުދެވުނު. ސަބަބު: ${reason}`,
    }),
    listingSentBack: (name) => ({
      title: 'އިޢުލާން އަލުން ރިވިއުގައި',
      description: `ތިޔަ އިޢުލާން "${name}" އަލުން ރިވިއުގައި. ބަލައި ނިމުމުން އަޅުގަނޑުމެން އަންގާނަން.`,
    }),
    listingExpired: (name) => ({
      title: 'އިޢުލާނުގެ މުއްދަތު ހަމަވެއްޖެ',
      description: `ތިޔަ އިޢުލާން "${name}" ގެ މުއްދަތު ހަމަވެ، ބާޒާރުން ނަގާލެވިއްޖެ. އަލުން ފެންނާނެ ގޮތް ހެދުމަށް "މައި ލިސްޓިންގްސް" އިން ރިނިއު ކުރައްވާ.`,
    }),
    listingExpiring: (name, days) => ({
      title: 'އިޢުލާނުގެ މުއްދަތު ހަމަވާން ކައިރިވެއްޖެ',
      description: `ތިޔަ އިޢުލާން "${name}" ގެ މުއްދަތު ހަމަވާން ${days} ދުވަސް. ބާޒާރުގައި ބެހެއްޓުމަށް "މައި ލިސްޓިންގްސް" އިން ރިނިއު ކުރައްވާ.`,
    }),
    listingRemoved: (name) => ({
      title: 'އިޢުލާން ނަގާލައިފި',
      description: `ތިޔަ އިޢުލާން "${name}" އަޅުގަނޑުމެންގެ ޓީމުން ބާޒާރުން ނަގާލައިފި.`,
    }),
    idVerified: () => ({
      title: 'އައިޑީ ވެރިފައިކޮށްފި',
      description: 'ތިޔަ އައިޑީ ކާޑު ވެރިފައިކޮށްފި. މިހާރު ތިޔަ އިޢުލާންތަކުގައި ގަންނަ މީހުންނަށް ވެރިފައިކުރެވިފައިވާ ވިއްކާ މީހާގެ ބެޖު ފެންނާނެ.',
    }),
    idRejected: (notes) => ({
      title: 'އައިޑީ ވެރިފައި ނުކުރެވުނު',
      description: `ތިޔަ އައިޑީ ވެރިފައި ނުކުރެވުނު.${notes ? ` ${notes}` : ''} ސެޓިންގްސް އިން އާ ފޮޓޯ އަޕްލޯޑް ކުރެވޭނެ.`,
    }),
    accountSuspended: () => ({
      title: 'އެކައުންޓު ހުއްޓާލައިފި',
      description: 'ތިޔަ އެކައުންޓު ހުއްޓާލައިފި. ސަޕޯޓާ ގުޅުއްވާ.',
    }),
    accountReactivated: () => ({
      title: 'އެކައުންޓު އަލުން ހުޅުވައިފި',
      description: 'ތިޔަ އެކައުންޓު އަލުން ހުޅުވައިފި. މަރުޙަބާ!',
    }),
    newMessage: (sender, listing) => ({
      title: 'އައު މެސެޖެއް',
      description: `"${listing}" އާ ބެހޭގޮތުން ${sender ?? 'ފޮހެލެވިފައިވާ މެންބަރެއް'} މެސެޖެއް ފޮނުވައިފި.`,
    }),
    offer: (action, listing, amount) => ({ title: DV_OFFER_TITLE[action], description: `${listing}: ${amount}` }),
    soldToYou: (listing) => ({
      title: 'ތިބާއަށް ވިކިއްޖެ',
      description: `${listing} ތިބާއަށް ވިކިއްޖެކަމަށް ލާފައި. 14 ދުވަހުގެ ތެރޭގައި ވިއްކާ މީހާއަށް ފީޑްބެކް ދެވޭނެ.`,
    }),
    reviewReceived: (author, listing, visible) => ({
      title: 'އައު ފީޑްބެކެއް',
      description: visible
        ? `"${listing}" އާ ބެހޭގޮތުން ${author ?? 'މެންބަރަކު'} ތިބާއަށް ފީޑްބެކެއް ދީފި.`
        : `"${listing}" އާ ބެހޭގޮތުން ${author ?? 'މެންބަރަކު'} ތިބާއަށް ފީޑްބެކެއް ދީފި. އެ ފެންނާނީ ތިބާގެ ފީޑްބެކް ލިޔުމުން، ނުވަތަ 14 ދުވަސް ހަމަވުމުން.`,
    }),
    reportOutcome: (resolution) => ({ title: 'ރިޕޯޓު ބަލައިފި', description: DV_REPORT_OUTCOME[resolution] }),
    testimonialApproved: () => ({
      title: 'ޓެސްޓިމޯނިއަލަށް ހުއްދަ ލިބިއްޖެ',
      description: 'ޝުކުރިއްޔާ! ތިޔަ ޓެސްޓިމޯނިއަލް މިހާރު އަޅުގަނޑުމެންގެ ޓެސްޓިމޯނިއަލްސް ޞަފްޙާގައި ފެންނަން ފަށައިފި.',
    }),
    savedSearchAlert: (name, n) => ({
      title: `"${name}" އަށް އައު އެއްޗެހި`,
      description: `ރައްކާކުރި ހޯދުމާ ގުޅޭ ${n} އައު އިޢުލާން. އެންމެ އައުތައް ކުރީގައި.`,
    }),
  },
  email: {
    greeting: (firstName) => (firstName ? `އައްސަލާމު ޢަލައިކުމް ${firstName}،` : 'އައްސަލާމު ޢަލައިކުމް،'),
    messages: {
      subject: (siteName) => `${siteName} ގައި ތިބާ ނުކިޔާ މެސެޖުތައް އެބަހުއްޓެވެ`,
      intro: 'ތިބާއަށް މި މެސެޖުތައް އައިސް އެބަހުއްޓެވެ:',
      line: (other, listing, unread) => `- "${listing}" އާ ބެހޭގޮތުން ${other}: ނުކިޔާ ${unread} މެސެޖު`,
      deletedMember: 'ފޮހެލެވިފައިވާ މެންބަރެއް',
      outro: (siteName) => `${siteName} ގައި ޖަވާބު ދެއްވާ. އެއްޗެއް ދެކެން ނުލިބެނީސް ފައިސާ ނުދައްކަވާ.`,
    },
    expiry: {
      subject: (name, days) => `ތިޔަ އިޢުލާން "${name}" ގެ މުއްދަތު ހަމަވާން ${days} ދުވަސް`,
      date: (date) => `${date.getDate()} ${DHIVEHI_MONTHS[date.getMonth()]} ${date.getFullYear()}`,
      body: (name, expiresOn, ttlDays) =>
        `ތިޔަ އިޢުލާން "${name}" ބާޒާރުން ނަގާލެވޭނީ ${expiresOn} ގައި، އެ ފެންނަން ފެށިތާ ${ttlDays} ދުވަސް ފަހުން.`,
      action: 'ބާޒާރުގައި ބެހެއްޓުމަށް "މައި ލިސްޓިންގްސް" އިން ރިނިއު ކުރައްވާ (އެއް ކްލިކް، އަލުން ރިވިއުއެއް ނެތް):',
      afterExpiry: 'މުއްދަތު ހަމަވުމަށްފަހުވެސް އެތަނުން ރިނިއު ކުރެވޭނެ. ވިކިއްޖެނަމަ، ވިކިއްޖެކަމަށް ލައްވާ.',
      signOff: (siteName) => `— ${siteName}`,
    },
    digest: {
      subject: (siteName) => `${siteName} ގައި ތިޔަ ރައްކާކުރި ހޯދުންތަކާ ގުޅޭ އައު އެއްޗެހި`,
      intro: 'ތިޔަ ރައްކާކުރި ހޯދުންތަކާ ގުޅޭ އައު އިޢުލާންތައް:',
      line: (name, n) => `- ${name}: ${n} އައު އިޢުލާން`,
      outro: (siteName) => `${siteName} ގައި ބައްލަވާ. އެއްޗެއް ދެކެން ނުލިބެނީސް ފައިސާ ނުދައްކަވާ.`,
      unsubscribe: (url) => `މި އީމެއިލް ހުއްޓާލުމަށް (އެއް ކްލިކް، ލޮގިން ނުކޮށް): ${url}`,
    },
    passwordReset: {
      subject: (siteName) => `${siteName} ގެ ޕާސްވޯޑް ބަދަލުކުރޭ`,
      text: ({ name, siteName, link }) =>
        `އައްސަލާމު ޢަލައިކުމް${name ? ` ${name}` : ''}،\n\nތިޔަ ${siteName} އެކައުންޓުގެ ޕާސްވޯޑް ބަދަލުކުރަން އެދިއްޖެ. އާ ޕާސްވޯޑެއް ހެދުމަށް އެއް ގަޑިއިރުގެ ތެރޭގައި މި ލިންކް ހުޅުއްވާ:\n\n${link}\n\nއެއީ ތިބާ ނޫންނަމަ، މި އީމެއިލް ދޫކޮށްލައްވާ؛ ތިޔަ ޕާސްވޯޑް ބަދަލެއް ނުވާނެ.\n`,
    },
    verification: {
      subject: (siteName) => `${siteName} އަށް ތިޔަ އީމެއިލް ކަށަވަރުކުރޭ`,
      text: ({ siteName, link }) =>
        `އައްސަލާމު ޢަލައިކުމް،\n\n${siteName} އަށް މަރުޙަބާ! މި ލިންކް ހުޅުވައިގެން ތިޔަ އީމެއިލް އެޑްރެސް ކަށަވަރުކުރައްވާ:\n\n${link}\n`,
    },
    mailingList: {
      subject: (siteName) => `${siteName} ގެ މެއިލިންގ ލިސްޓަށް ތިބާ ޝާމިލުވެއްޖެ`,
      text: ({ siteName, unsubscribeUrl }) =>
        `އައްސަލާމު ޢަލައިކުމް،\n\n${siteName} ގެ މެއިލިންގ ލިސްޓަށް ޝާމިލުވެވަޑައިގަތީތީ ޝުކުރިއްޔާ. ތިބާއަށް ބޭނުންތެރި ޚަބަރެއް ލިބުމުން އަޅުގަނޑުމެން ލިޔާނަން.\n\nއެއްވެސް ވަގުތެއްގައި ލިސްޓުން ނުކުތުމަށް، މި ލިންކް ހުޅުއްވާ:\n${unsubscribeUrl}\n`,
    },
  },
  unsubscribePage: {
    title: (siteName) => `އީމެއިލް ހުއްޓާލުން · ${siteName}`,
    savedSearchesConfirm: 'ރައްކާކުރި ހޯދުންތަކާ ބެހޭ ދުވަހުން ދުވަހަށް ފޮނުވާ އީމެއިލް ހުއްޓާލަންތަ؟',
    mailingListConfirm: 'މެއިލިންގ ލިސްޓުގެ އީމެއިލްތައް ހުއްޓާލަންތަ؟',
    button: 'ހުއްޓާލާ',
    savedSearchesDone:
      'ރައްކާކުރި ހޯދުންތަކުގެ ދުވަހުން ދުވަހަށް ފޮނުވާ އީމެއިލް ހުއްޓާލީމު. ޑޭޝްބޯޑުން އަލުން ފަށައިގަނެވޭނެ.',
    savedSearchesLink: 'ތިޔަ ރައްކާކުރި ހޯދުންތައް',
    mailingListDone: 'ތިބާ ލިސްޓުން ނުކުމެއްޖެ. އިތުރު އީމެއިލެއް އަޅުގަނޑުމެންގެ ފަރާތުން ނުލިބޭނެ.',
    mailingListInvalid: 'މި ލިންކް މިހާރުވެސް ބޭނުންކޮށްފައި، ނުވަތަ ރަނގަޅު ލިންކެއް ނޫން.',
    backToMarketplace: 'ބާޒާރަށް އެނބުރި',
  },
};

/** The table, both languages: messages.test.ts compares their shapes. */
export const SERVER_MESSAGES: Record<Language, ServerMessages> = { en, dv };

/** The texts in `language`; English for anything that is not a language we offer. */
export function serverMessages(language: unknown): ServerMessages {
  return SERVER_MESSAGES[isLanguage(language) ? language : DEFAULT_LANGUAGE];
}

/**
 * The small HTML page an unsubscribe link answers, in `language`: `<html lang="dv" dir="rtl">` for Dhivehi,
 * and for English exactly the page the links answered before issue #15.
 */
export function unsubscribePageHtml(args: {
  language: Language;
  siteName: string;
  message: string;
  link: { href: string; text: string };
  /**
   * The button that unsubscribes: a form POSTing to `action` (same origin). The link's GET only shows it, so a
   * scanner or prefetcher that opens the link changes nothing (issue #37 item 4f).
   */
  form?: { action: string; button: string };
}): string {
  const page = SERVER_MESSAGES[args.language].unsubscribePage;
  const html = args.language === 'dv' ? '<html lang="dv" dir="rtl">' : '<html lang="en">';
  const form = args.form
    ? `<form method="post" action="${escapeHtml(args.form.action)}"><button type="submit" style="font:inherit;padding:.5rem 1rem">${escapeHtml(args.form.button)}</button></form>`
    : '';
  return `<!doctype html>${html}<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(page.title(args.siteName))}</title></head><body style="font-family:system-ui;max-width:32rem;margin:3rem auto;padding:0 1rem"><h1>${escapeHtml(args.siteName)}</h1><p>${args.message}</p>${form}<p><a href="${args.link.href}">${args.link.text}</a></p></body></html>`;
}

/** Whether a POST came from a browser form (it takes HTML back) rather than a mail client's one-click POST. */
export function wantsHtml(accept: string | undefined): boolean {
  return accept?.includes('text/html') ?? false;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
