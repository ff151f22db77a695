/**
 * The first admin (ARCHITECTURE.md "Rules that hold everywhere": the admin is a role in the database,
 * bootstrapped from ADMIN_EMAIL). Created once; an existing account with that e-mail is promoted.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { account, user } from '../schema/auth';
import { profiles } from '../schema/profiles';

export const DEFAULT_ADMIN_EMAIL = 'admin@raajje.market';

/** A password meeting the spec's rule: upper, lower, digit and special character. */
export function generateAdminPassword(): string {
  return `Adm-${randomBytes(9).toString('base64url')}7a!`;
}

/**
 * Ensures an admin exists with `email`.
 * @returns `created` with the password to print once, or `existing`.
 */
export async function ensureAdminAccount(
  db: Database,
  args: { email: string; password: string; hashPassword: (password: string) => Promise<string> },
): Promise<'created' | 'existing'> {
  const [existing] = await db
    .select({ id: user.id, role: user.role })
    .from(user)
    .where(eq(user.email, args.email))
    .limit(1);
  if (existing) {
    if (existing.role !== 'admin')
      await db.update(user).set({ role: 'admin' }).where(eq(user.id, existing.id));
    return 'existing';
  }
  const id = randomUUID();
  const hash = await args.hashPassword(args.password);
  await db.transaction(async (tx) => {
    await tx
      .insert(user)
      .values({ id, name: 'Site Admin', email: args.email, emailVerified: true, role: 'admin' });
    await tx
      .insert(account)
      .values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password: hash });
    await tx.insert(profiles).values({ id, firstName: 'Site', lastName: 'Admin', email: args.email });
  });
  return 'created';
}
