/**
 * Response schema of `/api/mailing-list/subscribe` (issue #11), matching SubscribeResponse in
 * mailing-list-messages.ts (responses.test.ts checks they agree).
 */
import { z } from 'zod';

export const subscribeResponseSchema = z.object({ success: z.boolean(), message: z.string() });
