import type { Translation } from '../../translation';
import type earlyAccess from '../en/earlyAccess';

/** Dhivehi for the `earlyAccess` namespace: every key of `../en/earlyAccess.ts` (the type checks it). */
const dvEarlyAccess: Translation<typeof earlyAccess> = {
  meta: {
    title: 'އަވަހަށް ވަނުން',
    description:
      'ދިވެހިރާއްޖޭގެ {{product}} ތަކެތީގެ ބާޒާރުގެ އަވަހަށް ވަނުމުގެ ލިސްޓުގައި ބައިވެރިވޭ: ކުރިން އިޢުލާން ލުން، އިސްކަންދޭ ސަޕޯޓް، ލޯންޗް ދުވަހު ފާހަގަކުރުން އަދި އަވަސް އެކްސެސް.',
    successTitle: 'ތިބާ ލިސްޓުގައި ހިމެނިއްޖެ',
    successDescription: 'އަވަހަށް ވަނުމުގެ ލިސްޓުގައި ބައިވެރިވެވަޑައިގަތުމަށް ޝުކުރިއްޔާ.',
  },
  page: {
    marketplaceShort: 'ބާޒާރު',
    browseMarketplace: 'ބާޒާރު ބައްލަވާ',
    eyebrow: 'އަވަހަށް ވަނުން',
    title: '{{siteName}} ގައި އެންމެ ކުރިން ވަދެވަޑައިގަންނަވާ',
    intro: 'ދިވެހިރާއްޖޭގެ {{product}} ތަކެތީގެ ބާޒާރުގެ ވޭޓްލިސްޓުގައި ބައިވެރިވެ، ތިރީގައިވާ ފައިދާތައް ލިބިގަންނަވާ.',
    formTitle: 'ތިބާގެ ޖާގަ ރިޒާވްކުރޭ',
    formIntro: 'އަވަހަށް ވަނުން ހުޅުވާލުމުން އީމެއިލް ކުރާނަން. ސްޕޭމެއް ނުފޮނުވާނަން، ކޮންމެ ވަގުތެއްގައި ވެސް ސަބްސްކްރިޕްޝަން ކެނޑުނުވާލެވޭނެ.',
  },
  perks: {
    earlyListingTitle: 'ކުރިން އިޢުލާން ހުށަހެޅުން',
    earlyListingText: 'އެހެން މީހުންނަށް ވުރެ ކުރިން ތަކެތި ލައްވާ، ދޮރު ހުޅުވާއިރު އެތަކެތި ތައްޔާރަށް ހުންނާނެ.',
    prioritySupportTitle: 'އިސްކަންދޭ ސަޕޯޓް',
    prioritySupportText: 'ވިއްކުމާއި ގަތުމާ ބެހޭ ސުވާލުތަކަށް އެންމެ ކުރިން ޖަވާބުދޭނަން.',
    launchDayTitle: 'ލޯންޗް ދުވަހު ފާހަގަކުރުން',
    launchDayText: 'ލޯންޗް ދުވަހު ކުރިން ބައިވެރިވި މެމްބަރުންގެ އިޢުލާންތައް ފާހަގަކޮށް ދައްކާނަން.',
    instantAccessTitle: 'އަވަސް އެކްސެސް',
    instantAccessText: 'ސައިޓު ހުޅުވާ ވަގުތު އެކައުންޓު ތައްޔާރަށް އޮންނާނެ. ނުމަޑުކޮށް، ދެވަނަ ފަހަރަށް އެކައުންޓެއް ނުހަދައި.',
  },
  form: {
    firstName: 'ފުރަތަމަ ނަން',
    lastName: 'ފަހު ނަން',
    email: 'އީމެއިލް',
    terms: '<terms>ޝަރުޠުތަކާއި</terms> <privacy>ޕްރައިވެސީ ސިޔާސަތަށް</privacy> އަޅުގަނޑު އެއްބަސްވަން.',
    submitting: 'ބައިވެރިވަނީ…',
    submit: 'އަވަހަށް ވަނުމުގެ ލިސްޓުގައި ބައިވެރިވޭ',
  },
  success: {
    thanksName: 'ޝުކުރިއްޔާ، {{name}}!',
    thanks: 'ޝުކުރިއްޔާ!',
    text: 'ތިބާ އަވަހަށް ވަނުމުގެ ލިސްޓުގައި ހިމެނިއްޖެ. ފައިދާތައް ތައްޔާރުވުމާއެކު އީމެއިލް ކުރާނަން.',
    browse: 'ބާޒާރު ބައްލަވާ',
    home: 'ފުރަތަމަ ޞަފްޙާއަށް',
  },
};
export default dvEarlyAccess;
