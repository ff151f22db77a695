/**
 * User management for the admin (spec 02 §2 Users, §4 User account status, §5, §7 Admin users): list and
 * search, edit (e-mail read-only), ban / activate (a ban ends the sessions at once), ID verification review
 * with the member notified, viewing ID photos (each view logged, never the number), delete, and add.
 */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, ilike, not, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminUserRow,
  type AdminUsersPage,
  type AdminUserUpdateInput,
  type UserStatus,
} from '@marketplace/contract/admin';
import type { Database } from '../../db/client';
import { account, session, user } from '../../db/schema/auth';
import { profiles } from '../../db/schema/profiles';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/hono-env';
import type { Storage, StoredObject } from '../../lib/storage';
import { recordActivity } from '../activity/activity.service';
import { eraseAccount, readIdPhoto } from '../accounts/settings.service';
import { notify } from '../notifications/notifications.service';

const USER_NOT_FOUND = 'User not found.';
const actorRef = (actor: Actor) => ({ id: actor.id, email: actor.email });
/** Accounts deleted by their owner or the admin stay as anonymised rows; they are not listed. */
const notErased = not(ilike(user.email, '%@deleted.invalid'));

const rowColumns = {
  id: user.id,
  email: user.email,
  role: user.role,
  createdAt: user.createdAt,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  mobile: profiles.mobile,
  nationalIdNumber: profiles.nationalIdNumber,
  location: profiles.location,
  instagramHandle: profiles.instagramHandle,
  avatarUrl: profiles.avatarUrl,
  status: profiles.status,
  isVerifiedSeller: profiles.isVerifiedSeller,
  idVerificationStatus: profiles.idVerificationStatus,
  idVerificationAdminNotes: profiles.idVerificationAdminNotes,
  front: profiles.nationalIdFrontKey,
  back: profiles.nationalIdBackKey,
};

type Row = {
  [K in keyof typeof rowColumns]: (typeof rowColumns)[K]['_']['data'] | null;
};

function toRow(row: Row): AdminUserRow {
  return {
    id: row.id!,
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    email: row.email!,
    mobile: row.mobile,
    nationalIdNumber: row.nationalIdNumber,
    location: row.location,
    instagramHandle: row.instagramHandle,
    avatarUrl: row.avatarUrl,
    joinDate: row.createdAt!.toISOString(),
    status: (row.status ?? 'active') as UserStatus,
    role: row.role === 'admin' ? 'admin' : 'user',
    isVerifiedSeller: row.isVerifiedSeller ?? false,
    idVerificationStatus: row.idVerificationStatus ?? 'not_submitted',
    idVerificationAdminNotes: row.idVerificationAdminNotes,
    hasIdPhotos: !!row.front && !!row.back,
  };
}

/** Users newest first; search matches full name, e-mail or national ID, case-insensitive (spec 02 §5). */
export async function listUsers(
  db: Database,
  args: { query?: string; page: number },
): Promise<AdminUsersPage> {
  const conditions: SQL[] = [notErased];
  const term = args.query?.trim();
  if (term) {
    const pattern = `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    conditions.push(
      or(
        ilike(sql`${profiles.firstName} || ' ' || ${profiles.lastName}`, pattern),
        ilike(user.email, pattern),
        ilike(profiles.nationalIdNumber, pattern),
      )!,
    );
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select(rowColumns)
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(where)
      .orderBy(desc(user.createdAt))
      .limit(ADMIN_USERS_PAGE_SIZE)
      .offset((args.page - 1) * ADMIN_USERS_PAGE_SIZE),
    db.select({ n: count() }).from(user).leftJoin(profiles, eq(profiles.id, user.id)).where(where),
  ]);
  return {
    items: rows.map(toRow),
    total: totals[0]?.n ?? 0,
    page: args.page,
    pageSize: ADMIN_USERS_PAGE_SIZE,
  };
}

export async function getUser(db: Database, userId: string): Promise<AdminUserRow> {
  const [row] = await db
    .select(rowColumns)
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(and(eq(user.id, userId), notErased))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
  return toRow(row);
}

/**
 * Edits a member (e-mail stays). Setting the ID verification to verified sets the verified-seller badge;
 * verified or rejected notifies the member (VERIFICATION_APPROVED / VERIFICATION_REJECTED), all in one
 * transaction with ADMIN_USER_UPDATE.
 */
export async function updateUser(
  db: Database,
  args: { actor: Actor; userId: string; input: AdminUserUpdateInput; ipAddress: string },
): Promise<AdminUserRow> {
  const before = await getUser(db, args.userId);
  const { input } = args;
  const changes: Partial<typeof profiles.$inferInsert> = {};
  if (input.firstName !== undefined) changes.firstName = input.firstName;
  if (input.lastName !== undefined) changes.lastName = input.lastName;
  if (input.mobile !== undefined) changes.mobile = input.mobile || null;
  if (input.nationalIdNumber !== undefined)
    changes.nationalIdNumber = input.nationalIdNumber?.toUpperCase() || null;
  if (input.location !== undefined) changes.location = input.location || null;
  if (input.instagramHandle !== undefined)
    changes.instagramHandle = input.instagramHandle?.replace(/^@+/, '') || null;
  if (input.idVerificationAdminNotes !== undefined)
    changes.idVerificationAdminNotes = input.idVerificationAdminNotes || null;
  if (input.isVerifiedSeller !== undefined) changes.isVerifiedSeller = input.isVerifiedSeller;
  const verificationChanged =
    input.idVerificationStatus !== undefined && input.idVerificationStatus !== before.idVerificationStatus;
  if (input.idVerificationStatus !== undefined) {
    changes.idVerificationStatus = input.idVerificationStatus;
    if (input.idVerificationStatus === 'verified') changes.isVerifiedSeller = true;
    if (input.idVerificationStatus === 'rejected' && input.isVerifiedSeller === undefined)
      changes.isVerifiedSeller = false;
  }
  await db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(profiles.id, args.userId));
    if (changes.firstName !== undefined || changes.lastName !== undefined) {
      await tx
        .update(user)
        .set({ name: `${changes.firstName ?? before.firstName} ${changes.lastName ?? before.lastName}` })
        .where(eq(user.id, args.userId));
    }
    await recordActivity(tx, {
      actionType: 'ADMIN_USER_UPDATE',
      description: `Admin updated ${before.email}`,
      actor: actorRef(args.actor),
      ipAddress: args.ipAddress,
      details: {
        userId: args.userId,
        fields: Object.keys(changes)
          .filter((k) => k !== 'nationalIdNumber')
          .concat(changes.nationalIdNumber !== undefined ? ['nationalIdNumber'] : []),
      },
      facts: { event: 'userUpdatedByAdmin', email: before.email },
    });
    if (
      verificationChanged &&
      (input.idVerificationStatus === 'verified' || input.idVerificationStatus === 'rejected')
    ) {
      const approved = input.idVerificationStatus === 'verified';
      await recordActivity(tx, {
        actionType: approved ? 'VERIFICATION_APPROVED' : 'VERIFICATION_REJECTED',
        description: `ID verification ${approved ? 'approved' : 'rejected'} for ${before.email}`,
        actor: actorRef(args.actor),
        ipAddress: args.ipAddress,
        details: { userId: args.userId },
        facts: { event: approved ? 'verificationApproved' : 'verificationRejected', email: before.email },
      });
      await notify(tx, {
        userId: args.userId,
        userEmail: before.email,
        type: approved ? 'approved' : 'rejected',
        text: (m) =>
          approved
            ? m.notifications.idVerified()
            : m.notifications.idRejected(changes.idVerificationAdminNotes ?? null),
        linkTo: '/dashboard?tab=account-settings&section=profile',
      });
    }
  });
  return getUser(db, args.userId);
}

/**
 * Bans or activates a member (spec 02 §4: Ban active → banned; Activate any → active). A ban ends every
 * session at once and blocks sign-in; the member is notified. The admin cannot ban themselves.
 */
export async function setUserStatus(
  db: Database,
  args: { actor: Actor; userId: string; status: UserStatus; ipAddress: string },
): Promise<AdminUserRow> {
  if (args.userId === args.actor.id && args.status !== 'active') {
    throw new AppError('CONFLICT', 'You cannot ban your own account.');
  }
  const before = await getUser(db, args.userId);
  const blocked = args.status !== 'active';
  await db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({ status: args.status, updatedAt: new Date() })
      .where(eq(profiles.id, args.userId));
    await tx
      .update(user)
      .set({ banned: blocked, banReason: blocked ? `Account ${args.status} by the admin` : null })
      .where(eq(user.id, args.userId));
    if (blocked) await tx.delete(session).where(eq(session.userId, args.userId));
    await recordActivity(tx, {
      actionType: 'ADMIN_USER_UPDATE',
      description: `Admin changed the status of ${before.email} from ${before.status} to ${args.status}`,
      actor: actorRef(args.actor),
      ipAddress: args.ipAddress,
      details: { userId: args.userId, from: before.status, to: args.status },
      facts: { event: 'userStatusChanged', email: before.email, from: before.status, to: args.status },
    });
    await notify(tx, {
      userId: args.userId,
      userEmail: before.email,
      type: blocked ? 'warning' : 'general',
      text: (m) => (blocked ? m.notifications.accountSuspended() : m.notifications.accountReactivated()),
      linkTo: '/dashboard',
    });
  });
  return getUser(db, args.userId);
}

/**
 * A member's ID photo opened for review, streamed by the route; each view is logged (VIEW of ID data, never the
 * number). @throws AppError 404 for an unknown member or no photo on file.
 */
export async function viewIdPhoto(
  deps: { db: Database; storage: Storage },
  args: { actor: Actor; userId: string; side: 'front' | 'back'; ipAddress: string },
): Promise<StoredObject> {
  const target = await getUser(deps.db, args.userId);
  const photo = await readIdPhoto(deps, { userId: args.userId, side: args.side });
  try {
    await recordActivity(deps.db, {
      actionType: 'ADMIN_USER_UPDATE',
      description: `Admin viewed the ${args.side} ID photo of ${target.email}`,
      actor: actorRef(args.actor),
      ipAddress: args.ipAddress,
      details: { userId: args.userId, viewed: `id-photo-${args.side}` },
      facts: { event: args.side === 'front' ? 'idPhotoFrontViewed' : 'idPhotoBackViewed', email: target.email },
    });
  } catch (error) {
    // Not logged, not shown: release the open file or bucket connection.
    await photo.body.cancel();
    throw error;
  }
  return photo;
}

/** Deletes a member on the admin's request: personal data and ID photos removed, listings soft-deleted. */
export async function deleteUser(
  deps: { db: Database; storage: Storage },
  args: { actor: Actor; userId: string; ipAddress: string },
): Promise<void> {
  if (args.userId === args.actor.id)
    throw new AppError('CONFLICT', 'You cannot delete your own account here.');
  await getUser(deps.db, args.userId);
  await eraseAccount(deps, { userId: args.userId, byActor: args.actor, ipAddress: args.ipAddress });
}

/**
 * Adds a member without a password; they get a link to set one (the password-reset flow, 1 hour).
 * @throws AppError 409 when the e-mail is registered.
 */
export async function addUser(
  deps: {
    db: Database;
    hashPassword: (password: string) => Promise<string>;
    requestPasswordLink: (email: string) => Promise<void>;
  },
  args: {
    actor: Actor;
    input: {
      firstName: string;
      lastName: string;
      email: string;
      mobile: string;
      nationalIdNumber?: string | null;
    };
    ipAddress: string;
  },
): Promise<string> {
  const { input } = args;
  const [existing] = await deps.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, input.email))
    .limit(1);
  if (existing)
    throw new AppError('CONFLICT', 'User already registered', [
      { path: 'email', message: 'This email is already registered.' },
    ]);
  const id = randomUUID();
  const unusableHash = await deps.hashPassword(`${randomUUID()}${randomUUID()}`);
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(user)
      .values({ id, name: `${input.firstName} ${input.lastName}`, email: input.email, emailVerified: true });
    // A credential account with a random password nobody knows: the member sets theirs from the e-mailed link.
    await tx
      .insert(account)
      .values({
        id: randomUUID(),
        accountId: id,
        providerId: 'credential',
        userId: id,
        password: unusableHash,
      });
    await tx.insert(profiles).values({
      id,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      mobile: input.mobile,
      nationalIdNumber: input.nationalIdNumber ?? null,
    });
    await recordActivity(tx, {
      actionType: 'ADMIN_USER_UPDATE',
      description: `Admin added ${input.email}`,
      actor: actorRef(args.actor),
      ipAddress: args.ipAddress,
      details: { userId: id, created: true },
      facts: { event: 'userAddedByAdmin', email: input.email },
    });
  });
  await deps.requestPasswordLink(input.email);
  return id;
}
