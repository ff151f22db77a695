import { ACTIVITY_ACTION_TYPES } from '@marketplace/contract/admin';
import { describe, expect, it } from 'vitest';
import { activityBadgeTone } from './activity-badge';

describe('activityBadgeTone', () => {
  it.each([
    ['LOGIN_FAILURE', 'red'],
    ['SIGNUP_FAILURE', 'red'],
    ['DELETE_LISTING', 'red'],
    ['ACCOUNT_DELETE_REQUEST', 'red'],
    ['LOGIN_SUCCESS', 'green'],
    ['PASSWORD_RESET_SUCCESS', 'green'],
    ['CREATE_LISTING', 'green'],
    ['UPDATE_LISTING', 'blue'],
    ['ADMIN_USER_UPDATE', 'blue'],
    ['VIEW_LISTING', 'blue'],
    ['LOGOUT', 'yellow'],
    ['ACCOUNT_DELETED', 'red'],
    ['VERIFICATION_SUBMITTED', 'yellow'],
    ['ADMIN_LISTING_STATUS_CHANGE', 'yellow'],
    ['SOMETHING_NEW', 'yellow'],
  ] as const)('%s is %s', (type, tone) => {
    expect(activityBadgeTone(type)).toBe(tone);
  });

  it('does not care about letter case', () => {
    expect(activityBadgeTone('login_failure')).toBe('red');
  });

  it('gives every known action type a colour', () => {
    expect(ACTIVITY_ACTION_TYPES).toHaveLength(28);
    for (const type of ACTIVITY_ACTION_TYPES) {
      expect(['red', 'green', 'blue', 'yellow']).toContain(activityBadgeTone(type));
    }
  });
});
