/**
 * Accounts: sign-up (user + credential + profile in one transaction), the current user, and the profile
 * reads other modules need. Spec 01 §3–§5.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { SignUpData } from '@marketplace/contract/accounts';
import { DEFAULT_LANGUAGE, type Language } from '@marketplace/contract/language';
import type { CurrentUser } from '@marketplace/contract/accounts-messages';
import { LOCATION_REQUIRED_MESSAGE } from '@marketplace/contract/locations';
import type { Database } from '../../db/client';
import { account, user } from '../../db/schema/auth';
import { maldivesLocations } from '../../db/schema/catalog';
import { profiles } from '../../db/schema/profiles';
import { AppError, fieldError } from '../../lib/app-error';
import { recordActivity } from '../activity/activity.service';

/** Message better-auth's hosted predecessor used; the web maps 409 to the spec's "already registered" toast. */
export const ALREADY_REGISTERED_MESSAGE = 'User already registered';

/** Splits "HA. Dhidhdhoo, Haa Alif" into island and atoll and checks the pair exists. */
export async function isKnownLocation(db: Database, value: string): Promise<boolean> {
  const cut = value.lastIndexOf(', ');
  if (cut < 0) return false;
  const [island, atoll] = [value.slice(0, cut), value.slice(cut + 2)];
  const rows = await db
    .select({ id: maldivesLocations.id })
    .from(maldivesLocations)
    .where(and(eq(maldivesLocations.name, island), eq(maldivesLocations.atoll, atoll)))
    .limit(1);
  return rows.length === 1;
}

/**
 * Creates a member: `user`, credential `account` and `profiles` row commit together, with SIGNUP_SUCCESS.
 * Role, ban, verification and early-access fields are never taken from the input (mass assignment).
 * @param passwordHash the output of better-auth's configured hasher (scrypt)
 * @returns the new user's id
 * @throws AppError 409 CONFLICT "User already registered"; 400 when the location is not a known island.
 */
export async function createMember(
  db: Database,
  args: {
    input: SignUpData;
    passwordHash: string;
    ipAddress: string;
    /** Issue #15: the page's language at sign-up, the member's language from then on (English if absent). */
    language?: Language;
  },
): Promise<string> {
  const { input } = args;
  if (!(await isKnownLocation(db, input.location))) throw fieldError('location', LOCATION_REQUIRED_MESSAGE);

  const existing = await db.select({ id: user.id }).from(user).where(eq(user.email, input.email)).limit(1);
  if (existing.length > 0) {
    await recordActivity(db, {
      actionType: 'SIGNUP_FAILURE',
      description: 'Sign-up with an e-mail that is already registered',
      actor: null,
      ipAddress: args.ipAddress,
      details: { email: input.email },
      facts: { event: 'signUpDuplicate', email: input.email },
    });
    throw new AppError('CONFLICT', ALREADY_REGISTERED_MESSAGE, [
      { path: 'email', message: ALREADY_REGISTERED_MESSAGE },
    ]);
  }

  const userId = randomUUID();
  try {
    await db.transaction(async (tx) => {
      await tx.insert(user).values({
        id: userId,
        name: `${input.firstName} ${input.lastName}`,
        email: input.email,
        emailVerified: false,
      });
      await tx.insert(account).values({
        id: randomUUID(),
        accountId: userId,
        providerId: 'credential',
        userId,
        password: args.passwordHash,
      });
      await tx.insert(profiles).values({
        id: userId,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        mobile: input.mobile,
        nationalIdNumber: input.nationalIdNumber,
        dateOfBirth: input.dateOfBirth,
        location: input.location,
        instagramHandle: input.instagramHandle,
        language: args.language ?? DEFAULT_LANGUAGE,
      });
      await recordActivity(tx, {
        actionType: 'SIGNUP_SUCCESS',
        description: 'New member signed up',
        actor: { id: userId, email: input.email },
        ipAddress: args.ipAddress,
        facts: { event: 'signedUp' },
      });
    });
  } catch (error) {
    // Two sign-ups with one e-mail racing: the unique index decides.
    if (String((error as { cause?: unknown })?.cause ?? error).includes('unique')) {
      throw new AppError('CONFLICT', ALREADY_REGISTERED_MESSAGE, [
        { path: 'email', message: ALREADY_REGISTERED_MESSAGE },
      ]);
    }
    throw error;
  }
  return userId;
}

/**
 * The signed-in member as the browser caches it (spec 01 §3 Current user).
 * @returns null when the user no longer exists.
 */
export async function getCurrentUser(db: Database, userId: string): Promise<CurrentUser | null> {
  const rows = await db
    .select({
      id: user.id,
      email: user.email,
      role: user.role,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      avatarUrl: profiles.avatarUrl,
      instagramHandle: profiles.instagramHandle,
      mobile: profiles.mobile,
      location: profiles.location,
      language: profiles.language,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName || 'User',
    lastName: row.lastName ?? '',
    avatarUrl: row.avatarUrl,
    instagramHandle: row.instagramHandle,
    mobile: row.mobile,
    location: row.location,
    joinDate: row.createdAt.toISOString(),
    role: row.role === 'admin' ? 'admin' : 'user',
    emailVerified: row.emailVerified,
    language: row.language ?? DEFAULT_LANGUAGE,
  };
}

/** The user with this (lower-cased) e-mail, or null. */
export async function findUserByEmail(db: Database, email: string) {
  const rows = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(user.email, email))
    .limit(1);
  return rows[0] ?? null;
}
