import { text } from './fields';
import { LOCATION_REQUIRED_MESSAGE } from './fields-messages';

/**
 * Maldives locations (spec 01 §2–§3). Islands are shown with their atoll's code prefix
 * ("HA. Dhidhdhoo"); the value stored on a profile is the prefixed island, a comma, and the
 * atoll's name without its bracketed code ("HA. Dhidhdhoo, Haa Alif").
 */
export interface Island {
  /** maldives_locations.id */
  id: number;
  /** Prefixed island name, e.g. "HA. Dhidhdhoo". */
  name: string;
  /** Stored location value, e.g. "HA. Dhidhdhoo, Haa Alif". */
  value: string;
}

export interface Atoll {
  /** Short code, e.g. "HA". */
  code: string;
  /** Atoll name without code, e.g. "Haa Alif". */
  name: string;
  /** "Haa Alif (HA)" */
  label: string;
  islands: Island[];
}

/** "HA" + "Dhidhdhoo" → "HA. Dhidhdhoo" */
export function prefixedIslandName(atollCode: string, island: string): string {
  return `${atollCode}. ${island}`;
}

/** "HA. Dhidhdhoo" + "Haa Alif" → "HA. Dhidhdhoo, Haa Alif" (spec 01 §2). */
export function locationValue(prefixedIsland: string, atollName: string): string {
  return `${prefixedIsland}, ${atollName}`;
}

export { LOCATION_REQUIRED_MESSAGE } from './fields-messages';

export const locationValueSchema = text({ error: LOCATION_REQUIRED_MESSAGE })
  .trim()
  .min(1, { message: LOCATION_REQUIRED_MESSAGE });
