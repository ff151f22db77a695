/**
 * Response schema of `/api/locations` (issue #11), matching Atoll in locations.ts (responses.test.ts
 * checks they agree). Categories: `categorySchema` in listings-responses.ts.
 */
import { z } from 'zod';

export const atollSchema = z.object({
  code: z.string(),
  name: z.string(),
  label: z.string(),
  islands: z.array(z.object({ id: z.number(), name: z.string(), value: z.string() })),
});
