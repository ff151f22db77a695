/**
 * Issue #13 item 5 (safety): blocking a member, reporting a listing, a member or a message, and the admin's
 * moderation queue. The reasons, their labels and every user-visible text live here once, for the API, the
 * forms and the Dhivehi translation (issue #15).
 */
import { z } from 'zod';
import { text } from './fields';
import {
  REPORT_NOTE_MAX_LENGTH,
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
  MODERATION_SORTS,
  SAFETY_MESSAGES,
  type ModerationSort,
  type ReportReason,
  type ReportResolution,
  type ReportTargetType,
} from './safety-messages';

export * from './safety-messages';

/**
 * `POST /api/reports` body. `targetId` is a listing id, a member's user id or a message id. The note is
 * trimmed; empty means none; it is required when the reason is "other".
 */
export const reportInputSchema = z
  .object({
    targetType: z.enum(REPORT_TARGET_TYPES, { error: SAFETY_MESSAGES.targetTypeInvalid }),
    targetId: text({ error: SAFETY_MESSAGES.targetIdRequired })
      .trim()
      .min(1, { message: SAFETY_MESSAGES.targetIdRequired })
      .max(100, { message: SAFETY_MESSAGES.targetIdRequired }),
    reason: z.enum(REPORT_REASONS, { error: SAFETY_MESSAGES.reasonRequired }),
    note: text({ multiline: true })
      .trim()
      .max(REPORT_NOTE_MAX_LENGTH, { message: SAFETY_MESSAGES.noteTooLong })
      .optional()
      .nullable()
      .transform((value) => value || null),
  })
  .superRefine((input, ctx) => {
    if (input.reason === 'other' && !input.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: SAFETY_MESSAGES.noteRequired });
    }
  });
export type ReportInput = z.input<typeof reportInputSchema>;

/** `GET /api/admin/moderation` query: `sort` most-reported first (default) or newest first, `page` from 1. */
export const moderationQuerySchema = z.object({
  sort: z.enum(MODERATION_SORTS, { error: SAFETY_MESSAGES.moderationSortInvalid }).default('most'),
  page: z.coerce
    .number({ error: SAFETY_MESSAGES.moderationPageInvalid })
    .int({ message: SAFETY_MESSAGES.moderationPageInvalid })
    .min(1, { message: SAFETY_MESSAGES.moderationPageInvalid })
    .max(100_000, { message: SAFETY_MESSAGES.moderationPageInvalid })
    .default(1),
});
export type ModerationQuery = z.input<typeof moderationQuerySchema>;

/** One reported target in the queue: its open reports grouped. */
export interface ModerationQueueItem {
  targetType: ReportTargetType;
  targetId: string;
  /** The listing's name, the member's name or the message's preview ("" for an offer step: see `offerAmount`). */
  label: string;
  /** The listing's display id (listings only). */
  itemDisplayId: string | null;
  /** For a message that is an offer step: its amount in MVR (rendered by the client). */
  offerAmount: number | null;
  messageKind: 'text' | 'offer' | null;
  count: number;
  reasons: Array<{ reason: ReportReason; count: number }>;
  newestAt: string;
}

export interface ModerationQueuePage {
  items: ModerationQueueItem[];
  total: number;
  page: number;
  pageSize: number;
  sort: ModerationSort;
}

/** An open report on a target, as the admin sees it. */
export interface ModerationReport {
  id: string;
  reporterId: string;
  reporterName: string;
  reason: ReportReason;
  note: string | null;
  createdAt: string;
}

/** A message of the reported conversation (the reported one and up to five either side). */
export interface ModerationContextMessage {
  id: string;
  senderId: string;
  senderName: string;
  kind: 'text' | 'offer';
  body: string | null;
  offerAction: string | null;
  offerAmount: number | null;
  createdAt: string;
  reported: boolean;
}

/** `GET /api/admin/moderation/{targetType}/{targetId}`. */
export interface ModerationTargetDetail {
  targetType: ReportTargetType;
  targetId: string;
  label: string;
  /** The listing reported, or the listing the reported conversation is about. */
  listing: {
    id: string;
    name: string;
    itemDisplayId: string;
    status: string;
    isDeleted: boolean;
    /** The admin listing page. */
    adminPath: string;
  } | null;
  /** The member a ban would hit: the member reported, the sender of the message, or the listing's seller. */
  member: { id: string; name: string; avatarUrl: string | null; status: string; erased: boolean } | null;
  /** For a message report: the conversation around it. */
  conversation: { id: string; messages: ModerationContextMessage[] } | null;
  reports: ModerationReport[];
}

/** `POST /api/admin/moderation/{targetType}/{targetId}/{action}` answer. */
export interface ModerationActionResult {
  resolution: ReportResolution;
  /** Open reports closed (each reporter notified). */
  closed: number;
}
