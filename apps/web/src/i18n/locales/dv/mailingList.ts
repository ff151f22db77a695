import type { Translation } from '../../translation';
import type mailingList from '../en/mailingList';

/** Dhivehi for the `mailingList` namespace: every key of `../en/mailingList.ts` (the type checks it). */
const dvMailingList: Translation<typeof mailingList> = {
  footer: {
    title: 'ޚަބަރުތައް ލިބިގަންނަވާ',
    text: 'އައު އިޢުލާންތަކާއި ބާޒާރުގެ ޚަބަރު، ފަހަރުން ފަހަރަށް. ކޮންމެ ވަގުތެއްގައި ވެސް ކެނޑުނުވާލެވޭނެ.',
    emailLabel: 'އީމެއިލް އެޑްރެސް',
    placeholder: 'މިސާލު: you@example.com',
    subscribing: 'ސަބްސްކްރައިބް ކުރަނީ…',
    subscribe: 'ސަބްސްކްރައިބް',
  },
};
export default dvMailingList;
