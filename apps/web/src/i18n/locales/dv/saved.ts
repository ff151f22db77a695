import type { Translation } from '../../translation';
import type saved from '../en/saved';

/** Dhivehi for the `saved` namespace: every key of `../en/saved.ts` (the type checks it). */
const dvSaved: Translation<typeof saved> = {
  button: {
    save: 'ރައްކާކުރޭ',
    saved: 'ރައްކާކުރެވިއްޖެ',
  },
  tab: {
    title: 'ރައްކާކުރި އިޢުލާންތައް',
    loading: 'ރައްކާކުރި އިޢުލާންތައް ލޯޑުވަނީ',
    failed: 'ރައްކާކުރި އިޢުލާންތައް ލޯޑެއް ނުކުރެވުނު.',
    tryAgain: 'އަލުން މަސައްކަތްކުރޭ',
    empty: 'ތިބާ އަދި އެއްވެސް އިޢުލާނެއް ރައްކާއެއް ނުކުރޭ.',
    emptyText: 'ބާޒާރު ބަލަމުންދާއިރު އިޢުލާންތައް ރައްކާކުރޭ، އެތަކެތި މިތާ ފެންނާނެ.',
    browse: 'ބާޒާރު ބަލާ',
    savedAgo: '{{id}} · <time>{{ago}}</time> ރައްކާކުރި',
    unsave: 'ރައްކާކުރުން ނައްތާލާ',
    unsaveLabel: '{{name}} ރައްކާކުރުން ނައްތާލާ',
  },
};
export default dvSaved;
