/**
 * Blocking a member (issue #13 item 5): `member_blocks(blocker, blocked)`. A block in either direction stops
 * messages both ways and takes the pair's conversations out of the blocker's inbox; the conversations module
 * reads the table (`assertCanSend`, the inbox), this module writes it.
 *
 * Decision (documented in docs/decisions/021-safety-and-moderation.md): a member cannot block themselves, and
 * nobody can block the admin account — the site team must stay able to reach every member. An erased account
 * ("Deleted member") cannot be blocked either (it cannot write any more). The admin may block a member like
 * anyone else.
 */
import { and, desc, eq, not, ilike } from 'drizzle-orm';
import { SAFETY_MESSAGES, type BlockedMember } from '@marketplace/contract/safety';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { memberBlocks } from '../../db/schema/conversations';
import { profiles } from '../../db/schema/profiles';
import { AppError, fieldError } from '../../lib/app-error';
import type { Actor } from '../../lib/hono-env';

/** Accounts erased by their owner or the admin keep an anonymised row with this e-mail domain. */
export const erasedEmail = ilike(user.email, '%@deleted.invalid');

/**
 * `actor` blocks `userId` (idempotent: blocking again keeps the first time).
 * @throws AppError 400 for oneself or the admin account; 404 for an unknown or erased member.
 */
export async function blockMember(db: Database, args: { actor: Actor; userId: string }): Promise<void> {
  if (args.userId === args.actor.id) throw fieldError('userId', SAFETY_MESSAGES.cannotBlockYourself);
  const [target] = await db
    .select({ id: user.id, role: user.role })
    .from(user)
    .where(and(eq(user.id, args.userId), not(erasedEmail)))
    .limit(1);
  if (!target) throw new AppError('NOT_FOUND', SAFETY_MESSAGES.memberNotFound);
  if (target.role === 'admin') throw fieldError('userId', SAFETY_MESSAGES.cannotBlockAdmin);
  await db.insert(memberBlocks).values({ blockerId: args.actor.id, blockedId: target.id }).onConflictDoNothing();
}

/** `actor` unblocks `userId` (idempotent; an id never blocked is simply not blocked). */
export async function unblockMember(db: Database, args: { actor: Actor; userId: string }): Promise<void> {
  await db
    .delete(memberBlocks)
    .where(and(eq(memberBlocks.blockerId, args.actor.id), eq(memberBlocks.blockedId, args.userId)));
}

/** The members `actor` blocked, newest block first: name and avatar only (never e-mail or ID). */
export async function listBlocks(db: Database, actor: Actor): Promise<BlockedMember[]> {
  const rows = await db
    .select({
      userId: memberBlocks.blockedId,
      blockedAt: memberBlocks.createdAt,
      name: user.name,
      avatarUrl: profiles.avatarUrl,
    })
    .from(memberBlocks)
    .innerJoin(user, eq(user.id, memberBlocks.blockedId))
    .leftJoin(profiles, eq(profiles.id, memberBlocks.blockedId))
    .where(eq(memberBlocks.blockerId, actor.id))
    .orderBy(desc(memberBlocks.createdAt), desc(memberBlocks.blockedId));
  return rows.map((row) => ({
    userId: row.userId,
    name: row.name.trim() || SAFETY_MESSAGES.deletedMember,
    avatarUrl: row.avatarUrl,
    blockedAt: row.blockedAt.toISOString(),
  }));
}
