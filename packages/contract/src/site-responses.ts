/**
 * Response schemas of `/api/health`, `/api/ready`, `/api/site*` and `/api/admin/system*` (issue #11),
 * matching the TypeScript types in site.ts and site-settings.ts (responses.test.ts checks they agree).
 */
import { z } from 'zod';
import { siteContactSchema } from './site-contact';

// Typed string, as the handlers' `c.json` widens the literal; the description names the one value.
export const healthSchema = z.object({ status: z.string().describe('Always `ok`') });
export const readySchema = z.object({ status: z.string().describe('Always `ready`') });
export const unavailableSchema = z.object({ status: z.string().describe('Always `unavailable`') });

export const siteConfigSchema = z.object({
  siteName: z.string(),
  productNoun: z.string(),
  productNounDv: z.string().optional(),
  baseUrl: z.string(),
  maintenance: z.boolean().optional(),
  contact: siteContactSchema.optional(),
});

export const siteStatusSchema = z.object({ maintenance: z.boolean(), forcedByEnvironment: z.boolean() });

export const systemSummarySchema = z.object({
  users: z.number(),
  listings: z.number(),
  subscribers: z.number(),
  mailOutbox: z.object({ pending: z.number(), sent: z.number() }),
  maintenance: siteStatusSchema,
});

export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  text: z.string().nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
});
