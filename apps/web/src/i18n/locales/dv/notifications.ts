import type { Translation } from '../../translation';
import type notifications from '../en/notifications';

/** Dhivehi for the `notifications` namespace: every key of `../en/notifications.ts` (the type checks it). */
const dvNotifications: Translation<typeof notifications> = {};
export default dvNotifications;
