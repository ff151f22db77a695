/**
 * Response schemas shared by several endpoints (issue #11): the small acknowledgements whose shape is the
 * whole contract. They document /api/openapi.json; handlers answer the matching literals.
 */
import { z } from 'zod';

/** `{ ok: true }`: the action was done (typed boolean, as the handlers' `c.json` widens the literal). */
export const okResponseSchema = z.object({ ok: z.boolean().describe('Always `true`') });

/** `{ items: T[] }`: a whole (unpaged) list. */
export function itemsResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item) });
}
