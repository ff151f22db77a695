/** The four colours of an activity log badge (spec 02 §9 "Log badge colours"). */
export type ActivityBadgeTone = 'red' | 'green' | 'blue' | 'yellow';

/**
 * Spec 02 §9: red for FAILURE/DELETE, green for SUCCESS/CREATE, blue for UPDATE/VIEW, yellow otherwise. The
 * words are matched anywhere in the action type, in that order, so `LOGIN_FAILURE` is red and
 * `ACCOUNT_DELETE_REQUEST` red before anything else.
 */
export function activityBadgeTone(actionType: string): ActivityBadgeTone {
  const type = actionType.toUpperCase();
  if (type.includes('FAILURE') || type.includes('DELETE')) return 'red';
  if (type.includes('SUCCESS') || type.includes('CREATE')) return 'green';
  if (type.includes('UPDATE') || type.includes('VIEW')) return 'blue';
  return 'yellow';
}

/** Tailwind classes per tone; dark text on light fills keeps 4.5:1 contrast. */
export const ACTIVITY_BADGE_CLASSES: Record<ActivityBadgeTone, string> = {
  red: 'border-transparent bg-red-100 text-red-800',
  green: 'border-transparent bg-green-100 text-green-800',
  blue: 'border-transparent bg-blue-100 text-blue-800',
  yellow: 'border-transparent bg-yellow-100 text-yellow-900',
};
