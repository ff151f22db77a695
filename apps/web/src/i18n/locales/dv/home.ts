import type { Translation } from '../../translation';
import type home from '../en/home';

/** Dhivehi for the `home` namespace: every key of `../en/home.ts` (the type checks it). */
const dvHome: Translation<typeof home> = {};
export default dvHome;
