/**
 * The `sitePages` namespace in English (the source language; spec texts to the letter): about, FAQ and
 * support, terms and privacy. `<tag>…</tag>` marks a link or bold text (`<Trans>`). `../dv/sitePages.ts` has
 * the same keys.
 */
const sitePages = {
  breadcrumbs: {
    label: 'Breadcrumb',
    home: 'Home',
  },
  legal: {
    contents: 'Contents',
  },
  faq: {
    crumb: 'Support / FAQ',
    title: 'Support & FAQ',
    intro: 'Answers to common questions, and how to reach us.',
    searchLabel: 'Search the FAQ',
    searchPlaceholder: 'Search questions and answers',
    listLabel: 'Frequently asked questions',
    shown: '{{shown}} of {{total}} questions shown',
    empty: 'No FAQs found matching your search term...',
    contactTitle: 'Still need help?',
    contactText: 'Our support team replies within 24-48 hours.',
    email: 'Email',
    phone: 'Phone',
    directMessage: 'Direct message',
    directMessageText: 'Message us on Instagram',
    contactNone:
      'Our e-mail and phone will be here soon. Meanwhile the answers above cover most questions, and a question about an item goes to its seller through Message seller.',
    entries: {
      review: {
        question: 'How long does it take for my listing to be approved?',
        answer:
          'Our team reviews every listing by hand. Review usually takes 24-48 hours; you get a notification as soon as your listing is approved or rejected.',
      },
      rejected: {
        question: 'My listing was rejected. What can I do?',
        answer:
          'The reason is shown with the listing in your dashboard. A rejected listing can be edited and resubmitted for review. Edits to an approved listing may need re-approval too.',
      },
      payments: {
        question: 'How do payment and delivery work?',
        answer:
          'We handle no payments, shipping or returns. Buyers and sellers arrange payment, delivery and pickup between themselves — meet somewhere public or agree on a ferry or courier you both trust.',
      },
      whatToSell: {
        question: 'What can I sell?',
        answer:
          'Tangible {{product}} goods that you own. Illegal items, counterfeit goods, hazardous materials and services are not allowed.',
      },
      verification: {
        question: 'How do I become a verified seller?',
        answer:
          'Upload a photo of your national ID in Account Settings. Once our team has checked it, a verified badge appears on your seller card.',
      },
      support: {
        question: 'How can I contact support?',
        answer:
          'E-mail us, call us or send us a direct message on social media (details below). Our support team replies within 24-48 hours.',
      },
    },
  },
  about: {
    title: 'About {{product}}',
    lead: '{{siteName}} is where the Maldives buys and sells {{product}} goods.',
    storyTitle: 'Our story',
    story:
      'Living across more than a thousand islands means a good sofa, a bicycle or a phone is often a ferry ride away — and the usual way to find one is scrolling through crowded group chats. We started {{siteName}} to give islanders one calm, trustworthy place to pass things on, from Haa Alif in the north to Seenu in the south.',
    missionTitle: 'Our mission',
    mission:
      'To keep good {{product}} goods in use across the Maldives by making buying and selling between neighbours simple, safe and fair.',
    howTitle: 'How it works',
    steps: {
      listTitle: 'List your item',
      listText: 'Add photos, a fair price in MVR, the condition and your island.',
      reviewTitle: 'We review it',
      reviewText: 'Our team checks every listing by hand, usually within 24-48 hours.',
      contactTitle: 'Buyers get in touch',
      contactText: 'You agree on payment, delivery or pickup between yourselves.',
    },
    differentTitle: 'What makes us different',
    different: {
      reviewedTitle: 'Every listing reviewed',
      reviewedText:
        'Nothing goes live without a person looking at it first, so browsing stays safe and spam-free.',
      verifiedTitle: 'Verified sellers',
      verifiedText: 'Sellers can verify their identity with their national ID and earn a badge buyers can trust.',
      islandsTitle: 'Made for the islands',
      islandsText: 'Search by atoll and island, from Haa Alif to Seenu, with prices in MVR.',
      directTitle: 'You deal directly',
      directText:
        'Buyers and sellers arrange payment, delivery and pickup themselves; we handle no payments, shipping or returns.',
    },
    followTitle: 'Follow us',
    socialLabel: '{{siteName}} on {{network}}',
    explore: 'Explore Marketplace',
  },
  terms: {
    title: 'Terms of Service',
    intro: 'The rules for buying and selling {{product}} goods on {{siteName}}.',
    acceptanceHeading: 'Accepting these terms',
    acceptance:
      'By creating an account, submitting a listing or otherwise using {{siteName}} you agree to these Terms of Service and to our <privacy>Privacy Policy</privacy>. If you do not agree, please do not use the service.',
    eligibilityHeading: 'Who can register',
    eligibility:
      'You must be at least {{age}} years old, or the age of legal majority where you live if that is higher, to register an account. You are responsible for keeping your password safe and for everything done with your account. Sellers may be asked to verify their identity with their national ID.',
    ourRoleHeading: 'What we do and do not do',
    ourRole:
      '{{siteName}} is a place where buyers and sellers, mainly in the Maldives, find each other. Prices are shown in MVR. We review listings by hand before they go live, but we are not a party to any sale.',
    ourRoleNoPayments:
      '<strong>{{siteName}} handles no payments, shipping or returns.</strong> Buyers and sellers arrange payment, delivery and pickup among themselves, and any return or refund is a matter between them.',
    listingsHeading: 'What may be listed',
    listingsGoods: 'Listings must be for tangible {{product}} goods that the seller owns and may sell.',
    listingsProhibited: 'The following are prohibited:',
    prohibitedIllegal: 'illegal items;',
    prohibitedCounterfeit: 'counterfeit goods;',
    prohibitedHazardous: 'hazardous materials;',
    prohibitedServices: 'services of any kind.',
    listingsRemoval:
      'We may reject or remove any listing that breaks these rules or that we reasonably believe misleads buyers. A rejected listing can be edited and resubmitted for review.',
    conductHeading: 'Your conduct',
    conduct:
      'Describe your items honestly, use your own photos, respect other members and do not use the service for spam, fraud or harassment. We may suspend or close accounts that do.',
    liabilityHeading: 'Limitation of liability',
    liability:
      'To the extent the law allows, our total liability to you for any claim arising from the service is limited to the greater of (a) the fees you paid us in the {{months}} months before the claim arose, or (b) MVR {{cap}}. We are not liable for the items, the conduct of other members or any arrangement made between buyers and sellers.',
    disputesHeading: 'Disputes and governing law',
    disputes:
      'Any dispute arising from these terms or the service will be settled by arbitration in the Maldives, conducted in English before a single arbitrator. As an alternative venue, either party may bring the dispute before the courts in Malé.',
    changesHeading: 'Changes to these terms',
    changes:
      'We may update these terms. We will give at least {{days}} days’ notice of any material change, on the site and by e-mail to registered members, before it takes effect.',
    contactHeading: 'Contact',
    contact: 'Questions about these terms? Write to <email>{{email}}</email> or visit <support>Support</support>.',
    contactNoEmail: 'Questions about these terms? Visit <support>Support</support>.',
  },
  privacy: {
    title: 'Privacy Policy',
    intro: 'How {{siteName}} collects, uses and protects your personal data.',
    collectHeading: 'What we collect',
    collectAccount:
      'Account details: your name, e-mail address, mobile number, date of birth, island, national ID number and, if you add them, your Instagram handle and profile photo.',
    collectListings: 'Listings you submit, with their photos, and the listings you save.',
    collectTestimonials: 'Testimonials you write and the notifications we send you.',
    collectMailingList: 'If you join our mailing list or early access list: your e-mail address and name.',
    collectTechnical:
      'Basic technical data such as sign-in sessions and the device that used them, to keep accounts safe.',
    useHeading: 'How we use it',
    use: 'To run the marketplace for {{product}} goods: to show your listings, let buyers contact you, review listings, verify sellers, send notifications and the e-mails you asked for, and to prevent fraud and abuse.',
    sharingHeading: 'Who can see it',
    sharingPublic:
      'Buyers see a seller’s public card: name, photo, member-since date, mobile number, Instagram handle and verified badge. Your national ID number and ID photos are shown only to you and to our admin for verification. We do not sell your data.',
    sharingNoPayments:
      '{{siteName}} handles no payments, shipping or returns, so we never receive card or bank details; what you share with another member to arrange a sale is between you and them.',
    cookiesHeading: 'Cookies and local storage',
    cookies:
      'We use one cookie to keep you signed in, and your browser’s local storage to remember your e-mail when you tick “Remember me”. We do not use advertising trackers.',
    choicesHeading: 'Your choices',
    choices:
      'You can correct your details in Account Settings, unsubscribe from e-mails at any time and ask us to delete your account, which deletes your personal data with it. Accounts are for people aged {{age}} or over (or the age of legal majority where you live).',
    changesHeading: 'Changes to this policy',
    changes:
      'We will give at least {{days}} days’ notice of any material change to this policy. The <terms>Terms of Service</terms> apply alongside it.',
    contactHeading: 'Contact',
    contact: 'Privacy questions or requests: <email>{{email}}</email>.',
    contactNoEmail: 'Privacy questions or requests: see <support>Support</support>.',
  },
};
export default sitePages;
