import type { Translation } from '../../translation';
import type mailingList from '../en/mailingList';

/** Dhivehi for the `mailingList` namespace: every key of `../en/mailingList.ts` (the type checks it). */
const dvMailingList: Translation<typeof mailingList> = {};
export default dvMailingList;
