/**
 * The admin's moderation queue (issue #13 item 5): open reports grouped by target, a target's detail (for a
 * message: the five messages before and after it — the only way the admin reads a conversation), and the
 * actions that close a target's open reports: dismiss, remove the listing (the existing admin removal), ban
 * the member (the existing admin ban: sessions end, decision 012). Each action commits in one transaction
 * with its activity-log rows and one outcome notification per reporter.
 */
import { and, asc, desc, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  MODERATION_CONTEXT_MESSAGES,
  MODERATION_PAGE_SIZE,
  MODERATION_PREVIEW_LENGTH,
  SAFETY_MESSAGES,
  type ModerationAction,
  type ModerationActionResult,
  type ModerationContextMessage,
  type ModerationQueueItem,
  type ModerationQueuePage,
  type ModerationSort,
  type ModerationTargetDetail,
  type ReportReason,
  type ReportResolution,
  type ReportTargetType,
} from '@marketplace/contract/safety';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { conversations, messages, reports } from '../../db/schema/conversations';
import { listings } from '../../db/schema/listings';
import { profiles } from '../../db/schema/profiles';
import { AppError, fieldError } from '../../lib/app-error';
import type { Actor } from '../../lib/hono-env';
import { recordActivity } from '../activity/activity.service';
import { removeListing } from '../admin/admin-listings.service';
import { setUserStatus } from '../admin/admin-users.service';
import { notify } from '../notifications/notifications.service';

const isOpen = eq(reports.status, 'open');
const ofTarget = (targetType: ReportTargetType, targetId: string) =>
  and(eq(reports.targetType, targetType), eq(reports.targetId, targetId), isOpen)!;

function preview(body: string | null): string {
  const oneLine = (body ?? '').replace(/\s+/g, ' ').trim();
  return oneLine.length > MODERATION_PREVIEW_LENGTH ? `${oneLine.slice(0, MODERATION_PREVIEW_LENGTH - 1)}…` : oneLine;
}

function memberName(name: string | null | undefined): string {
  return name?.trim() || SAFETY_MESSAGES.deletedMember;
}

type Labels = Map<string, Pick<ModerationQueueItem, 'label' | 'itemDisplayId' | 'offerAmount' | 'messageKind'>>;

/** Labels of the targets on one page: the listing's name + display id, the member's name, the message's preview. */
async function labelsOf(db: Database, targets: Array<{ targetType: ReportTargetType; targetId: string }>): Promise<Labels> {
  const ids = (type: ReportTargetType) => targets.filter((t) => t.targetType === type).map((t) => t.targetId);
  const labels: Labels = new Map();
  const listingIds = ids('listing');
  const memberIds = ids('member');
  const messageIds = ids('message');
  const [listingRows, memberRows, messageRows] = await Promise.all([
    listingIds.length
      ? db
          .select({ id: listings.id, name: listings.name, itemDisplayId: listings.itemDisplayId })
          .from(listings)
          .where(inArray(listings.id, listingIds))
      : [],
    memberIds.length ? db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, memberIds)) : [],
    messageIds.length
      ? db
          .select({ id: messages.id, kind: messages.kind, body: messages.body, offerAmount: messages.offerAmount })
          .from(messages)
          .where(inArray(messages.id, messageIds))
      : [],
  ]);
  for (const row of listingRows)
    labels.set(`listing:${row.id}`, { label: row.name, itemDisplayId: row.itemDisplayId, offerAmount: null, messageKind: null });
  for (const row of memberRows)
    labels.set(`member:${row.id}`, { label: memberName(row.name), itemDisplayId: null, offerAmount: null, messageKind: null });
  for (const row of messageRows)
    labels.set(`message:${row.id}`, {
      label: row.kind === 'text' ? preview(row.body) : '',
      itemDisplayId: null,
      offerAmount: row.kind === 'offer' ? row.offerAmount : null,
      messageKind: row.kind,
    });
  return labels;
}

function fallbackLabel(targetType: ReportTargetType) {
  return {
    label: targetType === 'member' ? SAFETY_MESSAGES.deletedMember : targetType === 'listing' ? SAFETY_MESSAGES.removedListing : '',
    itemDisplayId: null,
    offerAmount: null,
    messageKind: null,
  };
}

/**
 * `GET /api/admin/moderation`: targets with open reports, `MODERATION_PAGE_SIZE` per page, most-reported first
 * (ties: newest report first) or newest report first. Each with its label, count, count per reason and the
 * time of its newest report (ISO 8601).
 */
export async function listModerationQueue(
  db: Database,
  args: { sort: ModerationSort; page: number },
): Promise<ModerationQueuePage> {
  const reportCount = sql<number>`count(*)::int`;
  const newest = sql<Date>`max(${reports.createdAt})`.mapWith(reports.createdAt);
  const order: SQL[] =
    args.sort === 'most' ? [desc(reportCount), desc(newest)] : [desc(newest), desc(reportCount)];
  const [groups, totals] = await Promise.all([
    db
      .select({ targetType: reports.targetType, targetId: reports.targetId, count: reportCount, newest })
      .from(reports)
      .where(isOpen)
      .groupBy(reports.targetType, reports.targetId)
      .orderBy(...order, asc(reports.targetType), asc(reports.targetId))
      .limit(MODERATION_PAGE_SIZE)
      .offset((args.page - 1) * MODERATION_PAGE_SIZE),
    db
      .select({ n: sql<number>`count(distinct (${reports.targetType} || ':' || ${reports.targetId}))::int` })
      .from(reports)
      .where(isOpen),
  ]);
  const [reasonRows, labels] = await Promise.all([
    groups.length
      ? db
          .select({ targetType: reports.targetType, targetId: reports.targetId, reason: reports.reason, count: reportCount })
          .from(reports)
          .where(and(isOpen, or(...groups.map((g) => and(eq(reports.targetType, g.targetType), eq(reports.targetId, g.targetId))))))
          .groupBy(reports.targetType, reports.targetId, reports.reason)
          .orderBy(desc(reportCount), asc(reports.reason))
      : [],
    labelsOf(db, groups),
  ]);
  return {
    items: groups.map((g) => ({
      targetType: g.targetType,
      targetId: g.targetId,
      ...(labels.get(`${g.targetType}:${g.targetId}`) ?? fallbackLabel(g.targetType)),
      count: g.count,
      reasons: reasonRows
        .filter((r) => r.targetType === g.targetType && r.targetId === g.targetId)
        .map((r) => ({ reason: r.reason as ReportReason, count: r.count })),
      newestAt: g.newest.toISOString(),
    })),
    total: totals[0]?.n ?? 0,
    page: args.page,
    pageSize: MODERATION_PAGE_SIZE,
    sort: args.sort,
  };
}

async function memberSummary(db: Database, userId: string): Promise<ModerationTargetDetail['member']> {
  const [row] = await db
    .select({ id: user.id, name: user.name, email: user.email, avatarUrl: profiles.avatarUrl, status: profiles.status })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    name: memberName(row.name),
    avatarUrl: row.avatarUrl,
    status: row.status ?? 'active',
    erased: row.email.endsWith('@deleted.invalid'),
  };
}

async function listingSummary(db: Database, listingId: string): Promise<ModerationTargetDetail['listing'] & { userId: string } | null> {
  const [row] = await db
    .select({
      id: listings.id,
      name: listings.name,
      itemDisplayId: listings.itemDisplayId,
      status: listings.status,
      isDeleted: listings.isDeleted,
      userId: listings.userId,
    })
    .from(listings)
    .where(eq(listings.id, listingId))
    .limit(1);
  return row ? { ...row, adminPath: `/admin/listings/${row.id}` } : null;
}

const contextColumns = {
  id: messages.id,
  senderId: messages.senderId,
  senderName: user.name,
  kind: messages.kind,
  body: messages.body,
  offerAction: messages.offerAction,
  offerAmount: messages.offerAmount,
  createdAt: messages.createdAt,
};

/** The reported message with up to MODERATION_CONTEXT_MESSAGES before and after it, oldest first. */
async function messageContext(
  db: Database,
  message: { id: string; conversationId: string; createdAt: Date },
): Promise<ModerationContextMessage[]> {
  const base = () =>
    db.select(contextColumns).from(messages).innerJoin(user, eq(user.id, messages.senderId));
  const inThread = eq(messages.conversationId, message.conversationId);
  const [before, self, after] = await Promise.all([
    base()
      .where(
        and(
          inThread,
          or(
            lt(messages.createdAt, message.createdAt),
            and(eq(messages.createdAt, message.createdAt), lt(messages.id, message.id)),
          ),
        ),
      )
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(MODERATION_CONTEXT_MESSAGES),
    base().where(eq(messages.id, message.id)).limit(1),
    base()
      .where(
        and(
          inThread,
          or(
            gt(messages.createdAt, message.createdAt),
            and(eq(messages.createdAt, message.createdAt), gt(messages.id, message.id)),
          ),
        ),
      )
      .orderBy(asc(messages.createdAt), asc(messages.id))
      .limit(MODERATION_CONTEXT_MESSAGES),
  ]);
  return [...before.reverse(), ...self, ...after].map((row) => ({
    id: row.id,
    senderId: row.senderId,
    senderName: memberName(row.senderName),
    kind: row.kind,
    body: row.body,
    offerAction: row.offerAction,
    offerAmount: row.offerAmount,
    createdAt: row.createdAt.toISOString(),
    reported: row.id === message.id,
  }));
}

/**
 * `GET /api/admin/moderation/{targetType}/{targetId}`: the target's open reports (newest first, with notes),
 * the member a ban would hit, the listing (with its admin page), and for a message its conversation around it.
 * @throws AppError 404 when the target has no open report: the admin reads a conversation only through one.
 */
export async function moderationTargetDetail(
  db: Database,
  args: { targetType: ReportTargetType; targetId: string },
): Promise<ModerationTargetDetail> {
  const reportRows = await db
    .select({
      id: reports.id,
      reporterId: reports.reporterId,
      reporterName: user.name,
      reason: reports.reason,
      note: reports.note,
      createdAt: reports.createdAt,
    })
    .from(reports)
    .innerJoin(user, eq(user.id, reports.reporterId))
    .where(ofTarget(args.targetType, args.targetId))
    .orderBy(desc(reports.createdAt), desc(reports.id));
  if (reportRows.length === 0) throw new AppError('NOT_FOUND', SAFETY_MESSAGES.noOpenReports);
  const detail: ModerationTargetDetail = {
    targetType: args.targetType,
    targetId: args.targetId,
    label: '',
    listing: null,
    member: null,
    conversation: null,
    reports: reportRows.map((r) => ({
      id: r.id,
      reporterId: r.reporterId,
      reporterName: memberName(r.reporterName),
      reason: r.reason,
      note: r.note,
      createdAt: r.createdAt.toISOString(),
    })),
  };
  if (args.targetType === 'listing') {
    const listing = await listingSummary(db, args.targetId);
    if (listing) {
      const { userId, ...rest } = listing;
      detail.listing = rest;
      detail.label = listing.name;
      detail.member = await memberSummary(db, userId);
    } else detail.label = SAFETY_MESSAGES.removedListing;
  } else if (args.targetType === 'member') {
    detail.member = await memberSummary(db, args.targetId);
    detail.label = detail.member?.name ?? SAFETY_MESSAGES.deletedMember;
  } else {
    const [message] = await db
      .select({
        id: messages.id,
        conversationId: messages.conversationId,
        createdAt: messages.createdAt,
        senderId: messages.senderId,
        kind: messages.kind,
        body: messages.body,
        listingId: conversations.listingId,
      })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(eq(messages.id, args.targetId))
      .limit(1);
    if (message) {
      detail.label = message.kind === 'text' ? preview(message.body) : '';
      const [context, member, listing] = await Promise.all([
        messageContext(db, message),
        memberSummary(db, message.senderId),
        listingSummary(db, message.listingId),
      ]);
      detail.conversation = { id: message.conversationId, messages: context };
      detail.member = member;
      if (listing) {
        const { userId: _owner, ...rest } = listing;
        detail.listing = rest;
      }
    }
  }
  return detail;
}

const RESOLUTION_OF: Record<ModerationAction, ReportResolution> = {
  dismiss: 'dismissed',
  'remove-listing': 'listing_removed',
  'ban-member': 'member_banned',
};

/** The member a ban hits: the member reported, the listing's seller, or the message's sender. */
async function memberToBan(db: Database, targetType: ReportTargetType, targetId: string): Promise<string> {
  if (targetType === 'member') return targetId;
  if (targetType === 'listing') {
    const [row] = await db.select({ userId: listings.userId }).from(listings).where(eq(listings.id, targetId)).limit(1);
    if (row) return row.userId;
  } else {
    const [row] = await db.select({ senderId: messages.senderId }).from(messages).where(eq(messages.id, targetId)).limit(1);
    if (row) return row.senderId;
  }
  throw new AppError('NOT_FOUND', SAFETY_MESSAGES.memberNotFound);
}

/**
 * `POST /api/admin/moderation/{targetType}/{targetId}/{action}`: resolves every open report on the target in one
 * transaction:
 * - `dismiss`: reports → dismissed;
 * - `remove-listing` (listing targets only): the admin's soft delete (DELETE_LISTING, the seller notified; the
 *   catalogue drops it at commit), reports → actioned;
 * - `ban-member`: the admin's ban of the member reported / the message's sender / the listing's seller
 *   (ADMIN_USER_UPDATE; their sessions end, their live streams close), reports → actioned.
 * Every action also writes REPORTS_RESOLVED and notifies each reporter of the outcome.
 * @throws AppError 404 when the target has no open report (or the member/listing is gone: the admin dismisses
 *   then); 400 remove-listing on a non-listing; 409 from the existing paths (a Pending listing, banning oneself).
 */
export async function resolveTarget(
  db: Database,
  args: { actor: Actor; targetType: ReportTargetType; targetId: string; action: ModerationAction; ipAddress: string },
): Promise<ModerationActionResult> {
  if (args.action === 'remove-listing' && args.targetType !== 'listing')
    throw fieldError('targetType', SAFETY_MESSAGES.removeListingOnlyForListing);
  const resolution = RESOLUTION_OF[args.action];
  return db.transaction(async (tx) => {
    const open = await tx
      .select({ id: reports.id, reporterId: reports.reporterId, reporterEmail: user.email })
      .from(reports)
      .innerJoin(user, eq(user.id, reports.reporterId))
      .where(ofTarget(args.targetType, args.targetId))
      .for('update', { of: reports });
    if (open.length === 0) throw new AppError('NOT_FOUND', SAFETY_MESSAGES.noOpenReports);
    let bannedId: string | null = null;
    if (args.action === 'remove-listing') {
      await removeListing(tx, { actor: args.actor, listingId: args.targetId, ipAddress: args.ipAddress });
    } else if (args.action === 'ban-member') {
      bannedId = await memberToBan(tx, args.targetType, args.targetId);
      await setUserStatus(tx, { actor: args.actor, userId: bannedId, status: 'banned', ipAddress: args.ipAddress });
    }
    const now = new Date();
    await tx
      .update(reports)
      .set({
        status: args.action === 'dismiss' ? 'dismissed' : 'actioned',
        resolution,
        resolvedBy: args.actor.id,
        resolvedAt: now,
      })
      .where(inArray(reports.id, open.map((r) => r.id)));
    await recordActivity(tx, {
      actionType: 'REPORTS_RESOLVED',
      description: `Admin resolved ${open.length} ${open.length === 1 ? 'report' : 'reports'} on a ${args.targetType}: ${resolution}`,
      actor: { id: args.actor.id, email: args.actor.email },
      ipAddress: args.ipAddress,
      details: {
        targetType: args.targetType,
        targetId: args.targetId,
        resolution,
        reportIds: open.map((r) => r.id),
        ...(bannedId ? { bannedUserId: bannedId } : {}),
      },
      facts: { event: 'reportsResolved', count: open.length, targetType: args.targetType, resolution },
    });
    // One notification per reporter (a reporter has at most one open report on a target).
    for (const report of open) {
      await notify(tx, {
        userId: report.reporterId,
        userEmail: report.reporterEmail,
        type: 'general',
        text: (m) => m.notifications.reportOutcome(resolution),
        linkTo: '/notifications',
      });
    }
    return { resolution, closed: open.length };
  });
}
