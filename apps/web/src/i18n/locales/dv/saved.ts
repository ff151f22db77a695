import type { Translation } from '../../translation';
import type saved from '../en/saved';

/** Dhivehi for the `saved` namespace: every key of `../en/saved.ts` (the type checks it). */
const dvSaved: Translation<typeof saved> = {};
export default dvSaved;
