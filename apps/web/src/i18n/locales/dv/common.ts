import type { Translation } from '../../translation';
import type common from '../en/common';

/** Dhivehi for the `common` namespace: every key of `../en/common.ts` (the type checks it). */
const dvCommon: Translation<typeof common> = {
  language: {
    switchLabel: 'ބަސް',
    switchTo: 'ސައިޓު {{language}} އިން ދައްކާ',
  },
  time: {
    year_one: '{{count}} އަހަރު',
    year_other: '{{count}} އަހަރު',
    month_one: '{{count}} މަސް',
    month_other: '{{count}} މަސް',
    day_one: '{{count}} ދުވަސް',
    day_other: '{{count}} ދުވަސް',
    hour_one: '{{count}} ގަޑިއިރު',
    hour_other: '{{count}} ގަޑިއިރު',
    minute_one: '{{count}} މިނިޓު',
    minute_other: '{{count}} މިނިޓު',
    second_one: '{{count}} ސިކުންތު',
    second_other: '{{count}} ސިކުންތު',
    ago: '{{amount}} ކުރިން',
    in: '{{amount}} ފަހުން',
  },
  condition: {
    new: 'އައު',
    'like new': 'އައު ފަދަ',
    good: 'ރަނގަޅު',
    fair: 'މެދުމިނުގެ',
    'needs repair': 'މަރާމާތު ކުރަން ޖެހޭ',
  },
  listingStatus: {
    Pending: 'ރިވިއުގައި',
    Approved: 'ހުއްދަ ލިބިފައި',
    Rejected: 'ރިޖެކްޓްކޮށްފައި',
    Sold: 'ވިކިއްޖެ',
    Expired: 'މުއްދަތު ހަމަވެފައި',
  },
};
export default dvCommon;
