/**
 * Response schemas of the safety routes (issue #13 item 5), matching the TypeScript types in safety.ts
 * (responses.test.ts style: safety-responses.test.ts checks they agree).
 */
import { z } from 'zod';
import { REPORT_REASONS, REPORT_RESOLUTIONS, REPORT_TARGET_TYPES, MODERATION_SORTS } from './safety-messages';

const targetType = z.enum(REPORT_TARGET_TYPES);
const reason = z.enum(REPORT_REASONS);

export const reportCreatedSchema = z.object({
  id: z.string(),
  targetType,
  targetId: z.string(),
  reason,
  createdAt: z.string(),
});

export const blockedMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  blockedAt: z.string(),
});

export const blockStateSchema = z.object({ userId: z.string(), blocked: z.boolean() });

export const moderationQueueItemSchema = z.object({
  targetType,
  targetId: z.string(),
  label: z.string(),
  itemDisplayId: z.string().nullable(),
  offerAmount: z.number().nullable(),
  messageKind: z.enum(['text', 'offer']).nullable(),
  count: z.number(),
  reasons: z.array(z.object({ reason, count: z.number() })),
  newestAt: z.string(),
});

export const moderationQueuePageSchema = z.object({
  items: z.array(moderationQueueItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  sort: z.enum(MODERATION_SORTS),
});

export const moderationTargetDetailSchema = z.object({
  targetType,
  targetId: z.string(),
  label: z.string(),
  listing: z
    .object({
      id: z.string(),
      name: z.string(),
      itemDisplayId: z.string(),
      status: z.string(),
      isDeleted: z.boolean(),
      adminPath: z.string(),
    })
    .nullable(),
  member: z
    .object({
      id: z.string(),
      name: z.string(),
      avatarUrl: z.string().nullable(),
      status: z.string(),
      erased: z.boolean(),
    })
    .nullable(),
  conversation: z
    .object({
      id: z.string(),
      messages: z.array(
        z.object({
          id: z.string(),
          senderId: z.string(),
          senderName: z.string(),
          kind: z.enum(['text', 'offer']),
          body: z.string().nullable(),
          offerAction: z.string().nullable(),
          offerAmount: z.number().nullable(),
          createdAt: z.string(),
          reported: z.boolean(),
        }),
      ),
    })
    .nullable(),
  reports: z.array(
    z.object({
      id: z.string(),
      reporterId: z.string(),
      reporterName: z.string(),
      reason,
      note: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});

export const moderationActionResultSchema = z.object({
  resolution: z.enum(REPORT_RESOLUTIONS),
  closed: z.number(),
});
