import type { Translation } from '../../translation';
import type marketplace from '../en/marketplace';

/** Dhivehi for the `marketplace` namespace: every key of `../en/marketplace.ts` (the type checks it). */
const dvMarketplace: Translation<typeof marketplace> = {
  browse: {
    title: '{{product}} އެއްޗެހި ބަލާ',
    resultsFor: '“<term>{{query}}</term>” ހޯދުމުގެ ނަތީޖާ',
    showingResultsFor: '“<term>{{corrected}}</term>” ހޯދުމުގެ ނަތީޖާ ދައްކަނީ',
    searchInsteadFor: 'ލިޔުނު ގޮތަށް ހޯދާ: <typed>{{query}}</typed>',
    noItemsFor: '"{{query}}" އަށް އެއްވެސް އެއްޗެއް ނުފެނުނު',
    relatedHeading: 'ތިޔަ ލިޔުއްވި ބަސްތަކުގެ ބައެއް ހިމެނޭ އެއްޗެހި',
    showing: '{{total}} އެއްޗެހިން {{shown}} ދައްކަނީ',
    totalCapped: '{{count}}+',
    sortBy: 'ތަރުތީބުކުރާނީ',
    tryAgain: 'އަލުން މަސައްކަތްކުރޭ',
    filters: 'ފިލްޓަރު',
    filtersActive: 'ފިލްޓަރު، {{active}} ބޭނުންކުރެވިފައި',
    results: 'ނަތީޖާ',
    fieldFilters: 'ބޭނުންކުރެވިފައިވާ ތަފްސީލުގެ ފިލްޓަރުތައް',
    removeFieldFilter: 'ފިލްޓަރު ނައްތާލާ: {{filter}}',
  },
  sort: {
    newest: 'އެންމެ އައު',
    price_asc: 'އެންމެ ހެޔޮ އަގު',
    price_desc: 'އެންމެ މަތީ އަގު',
    relevance: 'އެންމެ ގުޅޭ',
  },
  drawer: {
    title: 'ފިލްޓަރު',
    description: 'ފިލްޓަރު ޚިޔާރުކޮށް، ދެން ނަތީޖާއަށް ބޭނުންކުރޭ.',
  },
  filters: {
    categories: 'ކެޓަގަރީތައް',
    tryAgain: 'އަލުން މަސައްކަތްކުރޭ',
    noCategories: 'މި ހޯދުމާ ގުޅޭ އެއްވެސް ކެޓަގަރީއެއް ނެތް.',
    price: 'އަގު',
    singlePrice: 'ފެނުނު ހުރިހާ އެއްޗެއްގެ އަގަކީ {{price}}.',
    minimumPrice: 'އެންމެ ދަށް އަގު',
    maximumPrice: 'އެންމެ މަތީ އަގު',
    location: 'ރަށް',
    allLocations: 'ހުރިހާ ރަށެއް',
    island: 'ރަށް {{id}}',
    condition: 'ހާލަތު',
    any: 'ކޮންމެ ހާލަތެއް',
    notApplied: 'ބަދަލުތައް އަދި ބޭނުންކޮށްފައެއް ނުވޭ.',
    reset: 'ފުހެލާ',
    apply: 'ފިލްޓަރު ބޭނުންކުރޭ',
    fieldFrom: 'އެންމެ ދަށް',
    fieldTo: 'އެންމެ މަތި',
    fieldFromLabel: '{{label}}، އެންމެ ދަށް',
    fieldToLabel: '{{label}}، އެންމެ މަތި',
    fieldNoValues: 'މި އެއްޗެހީގައި މިކަން ބުނެފައެއް ނުވޭ.',
  },
  pager: {
    label: 'ސަފްހާތައް',
    previous: 'ކުރީގެ',
    next: 'ދެން',
    page: 'ސަފްހާ {{page}}',
  },
  card: {
    location: 'ރަށް',
    category: 'ކެޓަގަރީ',
    posted: 'ޕޯސްޓްކުރީ',
  },
};
export default dvMarketplace;
