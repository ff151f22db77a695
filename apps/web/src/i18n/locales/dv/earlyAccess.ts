import type { Translation } from '../../translation';
import type earlyAccess from '../en/earlyAccess';

/** Dhivehi for the `earlyAccess` namespace: every key of `../en/earlyAccess.ts` (the type checks it). */
const dvEarlyAccess: Translation<typeof earlyAccess> = {};
export default dvEarlyAccess;
