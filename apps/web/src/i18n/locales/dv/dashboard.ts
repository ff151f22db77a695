import type { Translation } from '../../translation';
import type dashboard from '../en/dashboard';

/** Dhivehi for the `dashboard` namespace: every key of `../en/dashboard.ts` (the type checks it). */
const dvDashboard: Translation<typeof dashboard> = {
  layout: {
    header: 'ޑޭޝްބޯޑު',
    openMenu: 'ޑޭޝްބޯޑުގެ މެނޫ ހުޅުވާ',
    marketplace: 'ބާޒާރު',
    submitListing: 'އިޢުލާނެއް ހުށަހަޅާ',
    expandSidebar: 'ސައިޑްބާ ފުޅާކުރޭ',
    collapseSidebar: 'ސައިޑްބާ ކުޑަކުރޭ',
    menuTitle: 'ޑޭޝްބޯޑުގެ މެނޫ',
    menuDescription: 'ޑޭޝްބޯޑުގެ ބައިތަކުގެ މެދުގައި ދަތުރުކުރޭ.',
  },
  nav: {
    label: 'ޑޭޝްބޯޑު',
    dashboard: 'ޑޭޝްބޯޑު',
    myListings: 'އިޢުލާންތައް',
    messages: 'މެސެޖްތައް',
    savedListings: 'ރައްކާކުރި އިޢުލާންތައް',
    savedSearches: 'ރައްކާކުރި ހޯދުންތައް',
    reviews: 'ފީޑްބެކް',
    settings: 'ސެޓިންގްސް',
    profile: 'ޕްރޮފައިލް',
    security: 'ސެކިއުރިޓީ އަދި އެކައުންޓު',
    logOut: 'ލޮގްއައުޓް ކުރޭ',
  },
  tabTitles: {
    dashboard: 'ޑޭޝްބޯޑު',
    'my-listings': 'އަޅުގަނޑުގެ އިޢުލާންތައް',
    'submit-listing': 'އިޢުލާނެއް ހުށަހަޅާ',
    messages: 'މެސެޖްތައް',
    'saved-listings': 'ރައްކާކުރި އިޢުލާންތައް',
    'saved-searches': 'ރައްކާކުރި ހޯދުންތައް',
    reviews: 'ފީޑްބެކް',
    'account-settings': 'އެކައުންޓުގެ ސެޓިންގްސް',
  },
  overview: {
    welcome: 'މަރުޙަބާ، <name>{{name}}</name>!',
    welcomeNew: 'މަރުޙަބާ، <name>{{name}}</name>!',
    welcomeNoName: 'މަރުޙަބާ!',
    intro: 'ތިބާގެ އިޢުލާންތައް ބަލަހައްޓައި، ރައްކާކުރި އެއްޗެހި ބައްލަވައި، އައު އެއްޗެއް ވިއްކަން ލައްވާ.',
    quickLinks: 'އަވަސް ލިންކުތައް',
    submitListingTitle: 'އިޢުލާނެއް ހުށަހަޅާ',
    submitListingText: 'ފޮޓޯ، އަގާއި ތަފްސީލު ލިޔުއްވާ. އައު އިޢުލާންތައް އަޅުގަނޑުމެންގެ ޓީމުން 24-48 ގަޑިއިރުގެ ތެރޭގައި ރިވިއުކުރާނެ.',
    myListingsTitle: 'އަޅުގަނޑުގެ އިޢުލާންތައް',
    myListingsText: 'ރިވިއުގައިވާ، ލައިވްވެފައިވާ، ރިޖެކްޓްކުރި ނުވަތަ ވިކިފައިވާ އިޢުލާންތައް ބައްލަވާ.',
    browseTitle: 'ބާޒާރު ބައްލަވާ',
    browseText: 'ރާއްޖޭގެ އެކި ރަށްރަށުގެ ވިއްކާ މީހުންގެ ކިބައިން އައު އެއްޗެއް ހޯއްދަވާ.',
  },
};
export default dvDashboard;
