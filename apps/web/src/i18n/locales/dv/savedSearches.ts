import type { Translation } from '../../translation';
import type savedSearches from '../en/savedSearches';

/** Dhivehi for the `savedSearches` namespace: every key of `../en/savedSearches.ts` (the type checks it). */
const dvSavedSearches: Translation<typeof savedSearches> = {
  button: {
    savedText: '"{{name}}" ތިބާގެ ޑޭޝްބޯޑުގައި ރައްކާވެއްޖެ. އާ އެއްޗެހި ފެނިއްޖެނަމަ އަހަރެމެން ތިބާއަށް ހަބަރުދޭނަން.',
    view: 'ބަލާ',
  },
  tab: {
    loading: 'ރައްކާކުރި ހޯދުންތައް ލޯޑުވަނީ',
    failed: 'ރައްކާކުރި ހޯދުންތައް ލޯޑެއް ނުކުރެވުނު.',
    tryAgain: 'އަލުން މަސައްކަތްކުރޭ',
    newMatches_one: '{{count}} އައު',
    newMatches_other: '{{count}} އައު',
    newMatchesLabel_one: 'ފަހުން ހުޅުވިފަހުން {{count}} އާ އެއްޗެއް ފެނިއްޖެ',
    newMatchesLabel_other: 'ފަހުން ހުޅުވިފަހުން {{count}} އާ އެއްޗެހި ފެނިއްޖެ',
    digestFor: '{{name}} އަށް',
  },
};
export default dvSavedSearches;
