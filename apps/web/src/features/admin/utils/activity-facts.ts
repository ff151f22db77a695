/**
 * Issue #37 item 4t: reads the sentence an activity-log row was written from (`details.event`) and the facts
 * it needs (`ACTIVITY_EVENTS`), so the page says it in the admin's language. Null when the row has no event
 * (written before this), an unknown one, or a fact is missing or malformed: the page then shows the stored
 * English description.
 */
import {
  ACTIVITY_EVENTS,
  type ActivityEvent,
  type ActivityFactName,
} from '@marketplace/contract/activity-events';
import type { Language } from '@marketplace/contract/language';

/** A fact as the sentence shows it: text or a number (lists are joined, words translated, by the page). */
export type FactValue = string | number | readonly string[];

export interface ActivitySentence {
  event: ActivityEvent;
  facts: Partial<Record<ActivityFactName, FactValue>>;
  /** The field's Dhivehi label, when the row has one (category-field sentences). */
  fieldLabelDv: string | null;
}

const isEvent = (value: unknown): value is ActivityEvent =>
  typeof value === 'string' && Object.hasOwn(ACTIVITY_EVENTS, value);

function factValue(value: unknown): FactValue | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string')) {
    return value as string[];
  }
  return null;
}

export function activitySentenceOf(details: Record<string, unknown> | null): ActivitySentence | null {
  const event = details?.event;
  if (!details || !isEvent(event)) return null;
  const facts: ActivitySentence['facts'] = {};
  for (const name of ACTIVITY_EVENTS[event] as readonly ActivityFactName[]) {
    const value = factValue(details[name]);
    if (value === null) return null;
    facts[name] = value;
  }
  const dv = details.fieldLabelDv;
  return { event, facts, fieldLabelDv: typeof dv === 'string' && dv.trim() !== '' ? dv : null };
}

/** Facts whose value is a word the page translates (`admin:activityLog.values.<fact>.<value>`). */
export const TRANSLATED_FACTS = [
  'from',
  'to',
  'source',
  'targetType',
  'resolution',
  'testimonialStatus',
  'contactFields',
] as const satisfies readonly ActivityFactName[];

/** Between the words of a list fact (contact fields), as each language writes a list. */
export const LIST_SEPARATOR: Record<Language, string> = { en: ', ', dv: '، ' };
