import type { Translation } from '../../translation';
import type sitePages from '../en/sitePages';

/** Dhivehi for the `sitePages` namespace: every key of `../en/sitePages.ts` (the type checks it). */
const dvSitePages: Translation<typeof sitePages> = {};
export default dvSitePages;
