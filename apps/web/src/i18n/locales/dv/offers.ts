import type { Translation } from '../../translation';
import type offers from '../en/offers';

/** Dhivehi for the `offers` namespace: every key of `../en/offers.ts` (the type checks it). */
const dvOffers: Translation<typeof offers> = {
  panel: {
    label: 'އޮފަރ',
    theBuyer: 'ގަންނަ މީހާ',
    theSeller: 'ވިއްކާ މީހާ',
    markSoldTo: '{{buyer}} އަށް ވިއްކި ކަމަށް ލާ',
    soldTo: '{{buyer}} އަށް {{price}} އަށް ވިކިއްޖެ',
    boughtFor: 'ތިބާ މި ގަތީ {{price}} އަށް',
    waitingFor: '{{name}} ޖަވާބު ދެއްވަންދެން މަޑުކުރަނީ.',
    reservedPrice: 'ރިޒާވްކޮށްފައި: {{price}}',
    confirmAcceptTitle: '{{name}} ގެ {{price}} ގެ އޮފަރ ގަބޫލުކުރަންތޯ؟',
    confirmAcceptSellerText: 'އިޢުލާނުގައި ރިޒާވްކޮށްފައި ކަމަށް ދައްކާނެ. ވިއްކި ކަމަށް ލާންދެން ނުވަތަ ރިޒަރވޭޝަން ދޫކޮށްލާންދެން {{name}} އަށް ހިފަހައްޓާނެ.',
    confirmAcceptBuyerText: '{{name}} މި އިޢުލާން ތިބާއަށް ހިފަހައްޓާނެ. ފައިސާ ދިނުމާއި ހޯދުމުގެ ކަންތައް މި ވާހަކައިގައި އެބޭފުޅާއާ އެއްބަސްވެލައްވާ.',
    accepting: 'ގަބޫލުކުރަނީ…',
    confirmMarkSoldTitle: '{{buyer}} އަށް {{price}} އަށް ވިއްކި ކަމަށް ލާންތޯ؟',
    confirmMarkSoldText: 'މި އިޢުލާން މާކެޓުން އަބަދަށް ނެގޭނެ. ތިބާއާއި {{buyer}} އަށް އެކަކު އަނެކަކަށް ރިވިއު ލިޔެވޭނެ.',
    confirmMarkSold: 'ވިކިއްޖެ ކަމަށް ލާ',
    markingSold: 'ވިކިއްޖެ ކަމަށް ފާހަގަކުރަނީ…',
    cancel: 'ބާތިލުކުރޭ',
  },
  step: {
    made: '{{name}} {{amount}} ގެ އޮފަރެއް ހުށަހެޅި',
    madeMine: 'ތިބާ {{amount}} ގެ އޮފަރެއް ހުށަހެޅި',
    countered: '{{name}} {{amount}} ގެ ކައުންޓަރ އޮފަރެއް ހުށަހެޅި',
    counteredMine: 'ތިބާ {{amount}} ގެ ކައުންޓަރ އޮފަރެއް ހުށަހެޅި',
    accepted: '{{name}} {{amount}} ގެ އޮފަރ ގަބޫލުކުރި',
    acceptedMine: 'ތިބާ {{amount}} ގެ އޮފަރ ގަބޫލުކުރި',
    declined: '{{name}} {{amount}} ގެ އޮފަރ ގަބޫލުނުކުރި',
    declinedMine: 'ތިބާ {{amount}} ގެ އޮފަރ ގަބޫލުނުކުރި',
    withdrawn: '{{name}} {{amount}} ގެ އޮފަރ އަނބުރާ ނެގި',
    withdrawnMine: 'ތިބާ {{amount}} ގެ އޮފަރ އަނބުރާ ނެގި',
  },
  form: {
    amountPlaceholder: 'މިސާލަކަށް 1,200',
  },
  filter: {
    availability: 'ލިބެން ހުރުން',
  },
};
export default dvOffers;
