/**
 * Testimonials (spec 01 §3–§5, §7): members submit (pending), the public sees approved ones newest first with
 * the name and avatar snapshotted at submission (none for anonymous ones; "Former member" once the author
 * deleted their account), and the admin approves (the author is notified) or deletes — the approval step the
 * spec leaves out.
 */
import { and, desc, eq } from 'drizzle-orm';
import {
  TESTIMONIAL_FORMER_MEMBER,
  type PendingTestimonial,
  type Testimonial,
} from '@marketplace/contract/testimonials';
import type { z } from 'zod';
import type { testimonialInputSchema } from '@marketplace/contract/testimonials';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { testimonials } from '../../db/schema/community';
import { profiles } from '../../db/schema/profiles';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/hono-env';
import { recordActivity } from '../activity/activity.service';
import { announce, notify } from '../notifications/notifications.service';

type TestimonialData = z.output<typeof testimonialInputSchema>;
type Row = typeof testimonials.$inferSelect;

function toPublic(row: Row): Testimonial {
  // No author row any more: the member deleted their account (issue #11), so nothing of them is shown.
  const authorGone = row.userId === null;
  return {
    id: row.id,
    rating: row.rating,
    content: row.content,
    item_focus: row.itemFocus,
    is_anonymous: row.isAnonymous,
    name: row.isAnonymous ? null : authorGone ? TESTIMONIAL_FORMER_MEMBER : row.profileNameAtSubmission,
    avatar_url: row.isAnonymous || authorGone ? null : row.profileAvatarAtSubmission,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Erases a deleting member from their testimonials, within the erasure's transaction (issue #11): the link to
 * the account and the name and avatar snapshotted at submission go; the text stays and is shown as by
 * `TESTIMONIAL_FORMER_MEMBER`. Open testimonial pages are told about each approved one that changed.
 */
export async function forgetTestimonialAuthor(tx: Database, userId: string): Promise<void> {
  const rows = await tx
    .update(testimonials)
    .set({ userId: null, profileNameAtSubmission: null, profileAvatarAtSubmission: null })
    .where(eq(testimonials.userId, userId))
    .returning();
  for (const row of rows) {
    if (row.status === 'approved')
      await announce(tx, { userId: null, event: 'testimonials', id: row.id, data: toPublic(row) });
  }
}

/** Stores a pending testimonial with TESTIMONIAL_SUBMITTED. @returns its id. */
export async function submitTestimonial(
  db: Database,
  args: { actor: Actor; input: TestimonialData; ipAddress: string },
) {
  const [profile] = await db
    .select({ firstName: profiles.firstName, lastName: profiles.lastName, avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.id, args.actor.id))
    .limit(1);
  const name = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') || null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(testimonials)
      .values({
        userId: args.actor.id,
        rating: args.input.rating,
        content: args.input.content,
        itemFocus: args.input.itemFocus,
        isAnonymous: args.input.isAnonymous,
        profileNameAtSubmission: args.input.isAnonymous ? null : name,
        profileAvatarAtSubmission: args.input.isAnonymous ? null : (profile?.avatarUrl ?? null),
      })
      .returning({ id: testimonials.id });
    await recordActivity(tx, {
      actionType: 'TESTIMONIAL_SUBMITTED',
      description: 'Testimonial submitted for review',
      actor: { id: args.actor.id, email: args.actor.email },
      ipAddress: args.ipAddress,
      details: { testimonialId: row!.id, rating: args.input.rating },
      facts: { event: 'testimonialSubmitted' },
    });
    return row!.id;
  });
}

/** Approved testimonials, newest first (at most 100). */
export async function listApproved(db: Database): Promise<Testimonial[]> {
  const rows = await db
    .select()
    .from(testimonials)
    .where(eq(testimonials.status, 'approved'))
    .orderBy(desc(testimonials.createdAt))
    .limit(100);
  return rows.map(toPublic);
}

/** The admin's queue: pending first (oldest first), then approved. */
export async function listForModeration(
  db: Database,
  status: 'pending' | 'approved',
): Promise<PendingTestimonial[]> {
  const rows = await db
    .select({ row: testimonials, email: user.email })
    .from(testimonials)
    .leftJoin(user, eq(user.id, testimonials.userId))
    .where(eq(testimonials.status, status))
    .orderBy(status === 'pending' ? testimonials.createdAt : desc(testimonials.createdAt))
    .limit(200);
  return rows.map(({ row, email }) => ({
    ...toPublic(row),
    // The admin sees who wrote an anonymous one; the public never does.
    name: row.profileNameAtSubmission,
    status: row.status,
    author_email: email,
  }));
}

/**
 * Approves a pending testimonial: the author is notified, every open page is told to refresh
 * (TESTIMONIAL_STATUS_CHANGE). @throws 404 unknown, 409 not pending.
 */
export async function approveTestimonial(
  db: Database,
  args: { actor: Actor; id: string; ipAddress: string },
) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(testimonials)
      .set({ status: 'approved' })
      .where(and(eq(testimonials.id, args.id), eq(testimonials.status, 'pending')))
      .returning();
    if (!row) {
      const [exists] = await tx
        .select({ id: testimonials.id })
        .from(testimonials)
        .where(eq(testimonials.id, args.id));
      throw exists
        ? new AppError('CONFLICT', 'This testimonial is already approved.')
        : new AppError('NOT_FOUND', 'Testimonial not found.');
    }
    await recordActivity(tx, {
      actionType: 'TESTIMONIAL_STATUS_CHANGE',
      description: 'Testimonial approved',
      actor: { id: args.actor.id, email: args.actor.email },
      ipAddress: args.ipAddress,
      details: { testimonialId: row.id, to: 'approved' },
      facts: { event: 'testimonialApproved' },
    });
    if (row.userId) {
      const [author] = await tx.select({ email: user.email }).from(user).where(eq(user.id, row.userId));
      if (author) {
        await notify(tx, {
          userId: row.userId,
          userEmail: author.email,
          type: 'general',
          text: (m) => m.notifications.testimonialApproved(),
          linkTo: '/testimonials',
        });
      }
    }
    await announce(tx, { userId: null, event: 'testimonials', id: row.id, data: toPublic(row) });
  });
}

/** Deletes a testimonial that should not be shown (TESTIMONIAL_STATUS_CHANGE). @throws 404 unknown. */
export async function deleteTestimonial(db: Database, args: { actor: Actor; id: string; ipAddress: string }) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(testimonials).where(eq(testimonials.id, args.id)).returning();
    if (!row) throw new AppError('NOT_FOUND', 'Testimonial not found.');
    await recordActivity(tx, {
      actionType: 'TESTIMONIAL_STATUS_CHANGE',
      description: `Testimonial deleted (was ${row.status})`,
      actor: { id: args.actor.id, email: args.actor.email },
      ipAddress: args.ipAddress,
      details: { testimonialId: row.id, to: 'deleted' },
      facts: { event: 'testimonialDeleted', testimonialStatus: row.status },
    });
    if (row.status === 'approved')
      await announce(tx, { userId: null, event: 'testimonials', id: row.id, data: null });
  });
}
