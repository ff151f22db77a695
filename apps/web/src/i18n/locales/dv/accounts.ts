import type { Translation } from '../../translation';
import type accounts from '../en/accounts';

/** Dhivehi for the `accounts` namespace: every key of `../en/accounts.ts` (the type checks it). */
const dvAccounts: Translation<typeof accounts> = {};
export default dvAccounts;
