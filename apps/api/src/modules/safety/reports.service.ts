/**
 * Reports by members (issue #13 item 5): a live listing (not their own), a member (not themselves) or a
 * message in a conversation they are part of (not their own). One open report per reporter and target: the
 * partial unique index `reports_one_open_per_reporter_target_idx` decides, so two racing requests still make
 * one report. A message report stores its conversation: the admin reads that conversation only through it.
 */
import { and, eq, not } from 'drizzle-orm';
import { z } from 'zod';
import { SAFETY_MESSAGES, type ReportCreated, type ReportReason, type ReportTargetType } from '@marketplace/contract/safety';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { conversationMembers, messages, reports } from '../../db/schema/conversations';
import { listings } from '../../db/schema/listings';
import { AppError, fieldError } from '../../lib/app-error';
import type { Actor } from '../../lib/hono-env';
import { erasedEmail } from './blocks.service';
import { liveListing } from '../listings/listing-lifecycle';

const uuid = z.uuid();
export const isUuid = (value: string) => uuid.safeParse(value).success;

/**
 * Checks that `actor` may report the target and returns the conversation of a reported message.
 * @throws AppError 404 when the target does not exist or is not visible to the actor (a listing not live, a
 *   message outside their conversations); 400 (field `targetId`) for their own listing, themselves or their
 *   own message.
 */
async function checkTarget(
  db: Database,
  actor: Actor,
  targetType: ReportTargetType,
  targetId: string,
): Promise<{ conversationId: string | null }> {
  if (targetType === 'listing') {
    if (!isUuid(targetId)) throw new AppError('NOT_FOUND', SAFETY_MESSAGES.listingNotFound);
    const [listing] = await db
      .select({ userId: listings.userId })
      .from(listings)
      .where(and(eq(listings.id, targetId), liveListing))
      .limit(1);
    if (!listing) throw new AppError('NOT_FOUND', SAFETY_MESSAGES.listingNotFound);
    if (listing.userId === actor.id) throw fieldError('targetId', SAFETY_MESSAGES.ownListing);
    return { conversationId: null };
  }
  if (targetType === 'member') {
    if (targetId === actor.id) throw fieldError('targetId', SAFETY_MESSAGES.yourself);
    const [member] = await db
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.id, targetId), not(erasedEmail)))
      .limit(1);
    if (!member) throw new AppError('NOT_FOUND', SAFETY_MESSAGES.memberNotFound);
    return { conversationId: null };
  }
  if (!isUuid(targetId)) throw new AppError('NOT_FOUND', SAFETY_MESSAGES.messageNotFound);
  const [message] = await db
    .select({ senderId: messages.senderId, conversationId: messages.conversationId })
    .from(messages)
    .innerJoin(
      conversationMembers,
      and(eq(conversationMembers.conversationId, messages.conversationId), eq(conversationMembers.userId, actor.id)),
    )
    .where(eq(messages.id, targetId))
    .limit(1);
  if (!message) throw new AppError('NOT_FOUND', SAFETY_MESSAGES.messageNotFound);
  if (message.senderId === actor.id) throw fieldError('targetId', SAFETY_MESSAGES.ownMessage);
  return { conversationId: message.conversationId };
}

/**
 * `POST /api/reports`: files a report (status open).
 * @throws AppError 404 / 400 from the target checks above; 409 when the actor already has an open report on
 *   this target (SAFETY_MESSAGES.alreadyReported). Nothing is written on an error.
 */
export async function createReport(
  db: Database,
  args: { actor: Actor; targetType: ReportTargetType; targetId: string; reason: ReportReason; note: string | null },
): Promise<ReportCreated> {
  const { conversationId } = await checkTarget(db, args.actor, args.targetType, args.targetId);
  const [row] = await db
    .insert(reports)
    .values({
      reporterId: args.actor.id,
      targetType: args.targetType,
      targetId: args.targetId,
      conversationId,
      reason: args.reason,
      note: args.note,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError('CONFLICT', SAFETY_MESSAGES.alreadyReported);
  return {
    id: row.id,
    targetType: row.targetType,
    targetId: row.targetId,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}
