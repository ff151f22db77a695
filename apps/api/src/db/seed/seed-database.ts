/**
 * First-run seeding: reference data always (idempotent), the admin, and — on an empty catalogue when
 * SEED_DEMO is on — the demo catalogue.
 */
import { count } from 'drizzle-orm';
import type { Database } from '../client';
import { listings } from '../schema/listings';
import type { Storage } from '../../lib/storage';
import { ensureAdminAccount, generateAdminPassword } from './admin-account';
import { seedDemoCatalogue } from './demo-catalogue';
import { seedReferenceData } from './reference-data';

/** Password of every demo seller (they are fictional; documented in the README). */
export const DEMO_SELLER_PASSWORD = 'Demo-Seller-2026!';

export interface SeedReport {
  admin: { email: string; password: string | null; created: boolean };
  demo: { sellers: number; listings: number } | null;
}

export async function seedDatabase(args: {
  db: Database;
  storage: Storage;
  hashPassword: (password: string) => Promise<string>;
  adminEmail: string;
  adminPassword?: string;
  seedDemo: boolean;
}): Promise<SeedReport> {
  await seedReferenceData(args.db);
  const password = args.adminPassword ?? generateAdminPassword();
  const outcome = await ensureAdminAccount(args.db, {
    email: args.adminEmail,
    password,
    hashPassword: args.hashPassword,
  });
  let demo: SeedReport['demo'] = null;
  if (args.seedDemo) {
    const [row] = await args.db.select({ n: count() }).from(listings);
    if ((row?.n ?? 0) === 0) {
      demo = await seedDemoCatalogue({
        db: args.db,
        storage: args.storage,
        sellerPassword: DEMO_SELLER_PASSWORD,
      });
    }
  }
  return {
    admin: {
      email: args.adminEmail,
      // Only a generated password is shown, and only when it was just set.
      password: outcome === 'created' && !args.adminPassword ? password : null,
      created: outcome === 'created',
    },
    demo,
  };
}
