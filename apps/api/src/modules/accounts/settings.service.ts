/**
 * Account settings (the spec's "not shown" settings tabs): profile, avatar, sessions, ID verification and
 * account deletion. National ID numbers and ID photos stay private to the owner and the admin.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '@marketplace/contract/language';
import type { ActiveSession, OwnProfile } from '@marketplace/contract/accounts-messages';
import { SETTINGS_MESSAGES } from '@marketplace/contract/accounts-messages';
import { LOCATION_REQUIRED_MESSAGE } from '@marketplace/contract/locations';
import type { z } from 'zod';
import type { updateProfileInputSchema } from '@marketplace/contract/accounts';
import type { Database } from '../../db/client';
import { account, session, user } from '../../db/schema/auth';
import { listings } from '../../db/schema/listings';
import { profiles } from '../../db/schema/profiles';
import { AppError, fieldError } from '../../lib/app-error';
import type { Actor } from '../../lib/hono-env';
import { processAvatar, processPhoto } from '../../lib/images';
import type { Storage, StoredObject } from '../../lib/storage';
import { recordActivity } from '../activity/activity.service';
import { transitionListing } from '../listings/listing-lifecycle';
import { forgetTestimonialAuthor } from '../testimonials/testimonials.service';
import { isKnownLocation } from './accounts.service';

type UpdateProfileData = z.output<typeof updateProfileInputSchema>;
const actorRef = (actor: Actor) => ({ id: actor.id, email: actor.email });

/** The owner's profile with its private fields. @throws AppError 404 when the profile is gone. */
export async function getOwnProfile(db: Database, userId: string): Promise<OwnProfile> {
  const [row] = await db
    .select({ profile: profiles, emailVerified: user.emailVerified, createdAt: user.createdAt })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(profiles.id, userId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Profile not found.');
  const p = row.profile;
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    emailVerified: row.emailVerified,
    mobile: p.mobile,
    nationalIdNumber: p.nationalIdNumber,
    dateOfBirth: p.dateOfBirth,
    location: p.location,
    instagramHandle: p.instagramHandle,
    avatarUrl: p.avatarUrl,
    isVerifiedSeller: p.isVerifiedSeller,
    idVerification: {
      status: p.idVerificationStatus,
      adminNotes: p.idVerificationAdminNotes,
      hasFrontPhoto: !!p.nationalIdFrontKey,
      hasBackPhoto: !!p.nationalIdBackKey,
    },
    joinDate: row.createdAt.toISOString(),
  };
}

/** Saves names, mobile, location and Instagram handle (UPDATE_PROFILE). @throws 400 for an unknown island. */
export async function updateProfile(
  db: Database,
  args: { actor: Actor; input: UpdateProfileData; ipAddress: string },
) {
  if (!(await isKnownLocation(db, args.input.location)))
    throw fieldError('location', LOCATION_REQUIRED_MESSAGE);
  await db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({ ...args.input, updatedAt: new Date() })
      .where(eq(profiles.id, args.actor.id));
    await tx
      .update(user)
      .set({ name: `${args.input.firstName} ${args.input.lastName}`, updatedAt: new Date() })
      .where(eq(user.id, args.actor.id));
    await recordActivity(tx, {
      actionType: 'UPDATE_PROFILE',
      description: 'Profile details updated',
      actor: actorRef(args.actor),
      ipAddress: args.ipAddress,
      details: { fields: Object.keys(args.input) },
      facts: { event: 'profileUpdated' },
    });
  });
}

/**
 * Issue #15: saves the member's language, used for every e-mail and notification the server writes them from
 * now on (UPDATE_PROFILE with `{ language }` in its details, only when it changes). A member without a
 * profile row (cannot happen through sign-up) changes nothing and reads as English.
 * @returns the language now saved.
 */
export async function setMemberLanguage(
  db: Database,
  args: { actor: Actor; language: Language; ipAddress: string },
): Promise<Language> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(profiles)
      .set({ language: args.language, updatedAt: new Date() })
      .where(and(eq(profiles.id, args.actor.id), ne(profiles.language, args.language)))
      .returning({ id: profiles.id });
    if (changed.length > 0) {
      await recordActivity(tx, {
        actionType: 'UPDATE_PROFILE',
        description: `Language set to ${args.language === 'dv' ? 'Dhivehi' : 'English'}`,
        actor: actorRef(args.actor),
        ipAddress: args.ipAddress,
        details: { language: args.language },
        facts: { event: args.language === 'dv' ? 'languageSetDhivehi' : 'languageSetEnglish' },
      });
    }
    const [row] = await tx
      .select({ language: profiles.language })
      .from(profiles)
      .where(eq(profiles.id, args.actor.id));
    return row?.language ?? DEFAULT_LANGUAGE;
  });
}

/** Replaces the avatar with a 256 px square WebP; the old file is removed. @returns the new public URL. */
export async function replaceAvatar(
  deps: { db: Database; storage: Storage },
  args: { actor: Actor; bytes: Buffer; ipAddress: string },
): Promise<string> {
  const webp = await processAvatar(args.bytes);
  const key = `avatars/${args.actor.id}/${randomUUID()}.webp`;
  await deps.storage.put('public', key, webp);
  const url = deps.storage.publicUrl(key);
  const [before] = await deps.db
    .select({ avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.id, args.actor.id));
  await deps.db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({ avatarUrl: url, updatedAt: new Date() })
      .where(eq(profiles.id, args.actor.id));
    await tx.update(user).set({ image: url }).where(eq(user.id, args.actor.id));
    await recordActivity(tx, {
      actionType: 'UPDATE_PROFILE',
      description: 'Avatar updated',
      actor: actorRef(args.actor),
      ipAddress: args.ipAddress,
      facts: { event: 'avatarUpdated' },
    });
  });
  const oldKey = before?.avatarUrl?.startsWith('/media/avatars/')
    ? before.avatarUrl.slice('/media/'.length)
    : null;
  if (oldKey) await deps.storage.remove('public', oldKey);
  return url;
}

/** The member's unexpired sessions, most recently active first. */
export async function listActiveSessions(db: Database, actor: Actor): Promise<ActiveSession[]> {
  const rows = await db
    .select()
    .from(session)
    .where(and(eq(session.userId, actor.id), gt(session.expiresAt, new Date())))
    .orderBy(desc(session.updatedAt));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    current: row.id === actor.sessionId,
  }));
}

/** Ends one of the member's own sessions. @throws AppError 404 for an id that is not theirs. */
export async function revokeOwnSession(db: Database, args: { actor: Actor; sessionId: string }) {
  const deleted = await db
    .delete(session)
    .where(and(eq(session.id, args.sessionId), eq(session.userId, args.actor.id)))
    .returning({ id: session.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Session not found.');
}

/**
 * Stores the front and back photos of the national ID privately and sets the status to pending
 * (VERIFICATION_SUBMITTED). Resubmission is allowed after a rejection, not while pending or once verified.
 * @throws AppError 400 for a missing or unreadable photo, 409 when pending or verified.
 */
export async function submitIdVerification(
  deps: { db: Database; storage: Storage },
  args: { actor: Actor; front: Buffer | null; back: Buffer | null; ipAddress: string },
) {
  if (!args.front || !args.back) {
    throw new AppError('VALIDATION_FAILED', SETTINGS_MESSAGES.idPhotosRequired, [
      ...(!args.front ? [{ path: 'front', message: SETTINGS_MESSAGES.idPhotosRequired }] : []),
      ...(!args.back ? [{ path: 'back', message: SETTINGS_MESSAGES.idPhotosRequired }] : []),
    ]);
  }
  const [profile] = await deps.db.select().from(profiles).where(eq(profiles.id, args.actor.id)).limit(1);
  if (!profile) throw new AppError('NOT_FOUND', 'Profile not found.');
  if (profile.idVerificationStatus === 'verified')
    throw new AppError('CONFLICT', SETTINGS_MESSAGES.verificationAlreadyVerified);
  if (profile.idVerificationStatus === 'pending')
    throw new AppError('CONFLICT', SETTINGS_MESSAGES.verificationPending);

  const front = await processPhoto(args.front, 'front');
  const back = await processPhoto(args.back, 'back');
  const frontKey = `id-verification/${args.actor.id}/${randomUUID()}-front.webp`;
  const backKey = `id-verification/${args.actor.id}/${randomUUID()}-back.webp`;
  await deps.storage.put('private', frontKey, front.large);
  await deps.storage.put('private', backKey, back.large);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({
        nationalIdFrontKey: frontKey,
        nationalIdBackKey: backKey,
        idVerificationStatus: 'pending',
        idVerificationAdminNotes: null,
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, args.actor.id));
    await recordActivity(tx, {
      actionType: 'VERIFICATION_SUBMITTED',
      description: 'National ID photos submitted for verification',
      actor: actorRef(args.actor),
      ipAddress: args.ipAddress,
      facts: { event: 'idPhotosSubmitted' },
    });
  });
  for (const oldKey of [profile.nationalIdFrontKey, profile.nationalIdBackKey]) {
    if (oldKey) await deps.storage.remove('private', oldKey);
  }
}

/**
 * A member's ID photo opened for streaming from private storage (owner or admin only; the caller checks).
 * The route sends the stream itself: no object URL leaves the server (issue #11).
 * @throws AppError 404 when absent.
 */
export async function readIdPhoto(
  deps: { db: Database; storage: Storage },
  args: { userId: string; side: 'front' | 'back' },
): Promise<StoredObject> {
  const [profile] = await deps.db
    .select({ front: profiles.nationalIdFrontKey, back: profiles.nationalIdBackKey })
    .from(profiles)
    .where(eq(profiles.id, args.userId))
    .limit(1);
  const key = profile?.[args.side];
  const photo = key ? await deps.storage.open('private', key) : null;
  if (!photo) throw new AppError('NOT_FOUND', 'No ID photo on file.');
  return photo;
}

/**
 * Deletes an account on its owner's request: ID photos and avatar files go, the profile's personal data is
 * erased, sessions and the password end, listings are soft-deleted; the user row stays anonymised so the
 * listings' history and the audit log keep their references. ACCOUNT_DELETE_REQUEST and ACCOUNT_DELETED.
 * @throws AppError 400 when the password is wrong.
 */
export async function deleteOwnAccount(
  deps: {
    db: Database;
    storage: Storage;
    verifyPassword: (hash: string, password: string) => Promise<boolean>;
  },
  args: { actor: Actor; password: string; ipAddress: string },
) {
  const [credential] = await deps.db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, args.actor.id), eq(account.providerId, 'credential')))
    .limit(1);
  if (!credential?.password || !(await deps.verifyPassword(credential.password, args.password))) {
    throw fieldError('password', SETTINGS_MESSAGES.currentPasswordWrong);
  }
  await recordActivity(deps.db, {
    actionType: 'ACCOUNT_DELETE_REQUEST',
    description: 'Member asked to delete their account',
    actor: actorRef(args.actor),
    ipAddress: args.ipAddress,
    facts: { event: 'accountDeleteRequested' },
  });
  await eraseAccount(deps, { userId: args.actor.id, byActor: args.actor, ipAddress: args.ipAddress });
}

/**
 * Erases a member's personal data (shared by self-deletion and the admin's delete), their name and avatar on
 * testimonials included (issue #11). Their listings are soft-deleted one by one through the lifecycle's
 * `softDelete` by the system (issue #14 item 1), in the same transaction as the rest of the erasure.
 */
export async function eraseAccount(
  deps: { db: Database; storage: Storage },
  args: { userId: string; byActor: Actor; ipAddress: string },
) {
  await deps.db.transaction(async (tx) => {
    // Each listing leaves through the lifecycle's soft delete (by the system: any state, no notification to
    // an account that is going), with its DELETE_LISTING row naming who erased the account.
    const now = new Date();
    const own = await tx
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.userId, args.userId), eq(listings.isDeleted, false)));
    for (const listing of own) {
      await transitionListing(tx, {
        listingId: listing.id,
        move: 'softDelete',
        actor: { role: 'system', id: args.byActor.id, email: args.byActor.email },
        ipAddress: args.ipAddress,
        now,
      });
    }
    await tx.delete(session).where(eq(session.userId, args.userId));
    await tx.delete(account).where(eq(account.userId, args.userId));
    await tx
      .update(user)
      .set({
        name: 'Deleted member',
        email: `deleted-${args.userId}@deleted.invalid`,
        emailVerified: false,
        image: null,
        banned: true,
        banReason: 'Account deleted',
        updatedAt: new Date(),
      })
      .where(eq(user.id, args.userId));
    await tx
      .update(profiles)
      .set({
        firstName: '',
        lastName: '',
        email: `deleted-${args.userId}@deleted.invalid`,
        mobile: null,
        nationalIdNumber: null,
        dateOfBirth: null,
        location: null,
        instagramHandle: null,
        avatarUrl: null,
        nationalIdFrontKey: null,
        nationalIdBackKey: null,
        idVerificationAdminNotes: null,
        isVerifiedSeller: false,
        status: 'banned',
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, args.userId));
    await forgetTestimonialAuthor(tx, args.userId);
    await recordActivity(tx, {
      actionType: 'ACCOUNT_DELETED',
      description:
        args.byActor.id === args.userId ? 'Account deleted by its owner' : 'Account deleted by the admin',
      actor: { id: args.byActor.id, email: args.byActor.email },
      ipAddress: args.ipAddress,
      details: { userId: args.userId },
      facts: { event: args.byActor.id === args.userId ? 'accountDeletedByOwner' : 'accountDeletedByAdmin' },
    });
  });
  await deps.storage.remove('private', `id-verification/${args.userId}`);
  await deps.storage.remove('public', `avatars/${args.userId}`);
}
