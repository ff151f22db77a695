import type { Translation } from '../../translation';
import type common from '../en/common';

/** Dhivehi for the `common` namespace: every key of `../en/common.ts` (the type checks it). */
const dvCommon: Translation<typeof common> = {
  language: {
    switchLabel: 'ބަސް',
    switchTo: 'ސައިޓު {{language}} އިން ދައްކާ',
  },
  condition: {
    new: 'އައު',
    'like new': 'އައު ފަދަ',
    good: 'ރަނގަޅު',
    fair: 'މެދުމިނުގެ',
    'needs repair': 'މަރާމާތު ކުރަން ޖެހޭ',
  },
  listingStatus: {
    Pending: 'ރިވިއުކުރަން ބަލަހައްޓަނީ',
    Approved: 'ހުއްދަ ދެވިފައި',
    Rejected: 'ރިޖެކްޓް ކުރެވިފައި',
    Sold: 'ވިކިއްޖެ',
    Expired: 'މުއްދަތު ހަމަވެފައި',
  },
};
export default dvCommon;
