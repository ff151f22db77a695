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

/** The English label ("waiting 2 days"); a screen passes its own, in the page's language (issue #15). */
const englishLabel = (submitted: number, until: number) =>
  `waiting ${formatDistanceStrict(submitted, until)}`;

/**
 * How long a listing submitted at `createdAt` (ISO) has waited at `now` (ms); null for a bad date. `label`
 * writes the wait from the submission time to the end of the wait (both in ms).
 */
export function waitingTime(
  createdAt: string,
  now: number,
  label: (submitted: number, until: number) => string = englishLabel,
): WaitingTime | null {
  const submitted = Date.parse(createdAt);
  if (Number.isNaN(submitted)) return null;
  const waited = Math.max(0, now - submitted);
  return {
    label: label(submitted, submitted + waited),
    overdue: waited > PENDING_FLAG_HOURS * HOUR_MS,
  };
}
