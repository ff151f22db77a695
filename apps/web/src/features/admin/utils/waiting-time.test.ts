import { describe, expect, it } from 'vitest';
import { waitingTime } from './waiting-time';

const now = Date.parse('2025-03-10T12:00:00.000Z');

describe('waitingTime', () => {
  it('says how long the listing has waited and flags it after 24 hours', () => {
    expect(waitingTime('2025-03-08T12:00:00.000Z', now)).toEqual({ label: 'waiting 2 days', overdue: true });
    expect(waitingTime('2025-03-09T11:59:00.000Z', now)?.overdue).toBe(true);
  });

  it('does not flag a listing submitted within the last 24 hours', () => {
    expect(waitingTime('2025-03-10T09:00:00.000Z', now)).toEqual({
      label: 'waiting 3 hours',
      overdue: false,
    });
    expect(waitingTime('2025-03-09T12:00:00.000Z', now)?.overdue).toBe(false);
  });

  it('treats a clock skewed into the future as no wait, and ignores bad dates', () => {
    expect(waitingTime('2025-03-10T12:05:00.000Z', now)?.label).toBe('waiting 0 seconds');
    expect(waitingTime('not a date', now)).toBeNull();
  });
});
