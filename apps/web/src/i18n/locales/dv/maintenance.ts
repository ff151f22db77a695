import type { Translation } from '../../translation';
import type maintenance from '../en/maintenance';

/** Dhivehi for the `maintenance` namespace: every key of `../en/maintenance.ts` (the type checks it). */
const dvMaintenance: Translation<typeof maintenance> = {};
export default dvMaintenance;
