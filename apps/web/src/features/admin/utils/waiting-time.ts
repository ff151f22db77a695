import { formatDistanceStrict } from 'date-fns';

/** A Pending listing waiting longer than this is flagged in the queue. */
export const PENDING_FLAG_HOURS = 24;
const HOUR_MS = 60 * 60 * 1000;

export interface WaitingTime {
  /** "waiting 2 days", "waiting 5 minutes". */
  label: string;
  /** True after PENDING_FLAG_HOURS. */
  overdue: boolean;
}

/** How long a listing submitted at `createdAt` (ISO) has waited at `now` (ms); null for a bad date. */
export function waitingTime(createdAt: string, now: number): WaitingTime | null {
  const submitted = Date.parse(createdAt);
  if (Number.isNaN(submitted)) return null;
  const waited = Math.max(0, now - submitted);
  return {
    label: `waiting ${formatDistanceStrict(submitted, submitted + waited)}`,
    overdue: waited > PENDING_FLAG_HOURS * HOUR_MS,
  };
}
