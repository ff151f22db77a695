import type { Translation } from '../../translation';
import type sellers from '../en/sellers';

/** Dhivehi for the `sellers` namespace: every key of `../en/sellers.ts` (the type checks it). */
const dvSellers: Translation<typeof sellers> = {
  page: {
    loadingTitle: 'ވިއްކާ މީހާ',
    memberSince: '{{date}} އިން ފެށިގެން މެންބަރެއް',
  },
};
export default dvSellers;
