import type { Translation } from '../../translation';
import type dashboard from '../en/dashboard';

/** Dhivehi for the `dashboard` namespace: every key of `../en/dashboard.ts` (the type checks it). */
const dvDashboard: Translation<typeof dashboard> = {};
export default dvDashboard;
