/**
 * Issue #15: whose language a text is written in. Each e-mail and notification is written in its recipient's
 * saved language (`profiles.language`), read in the transaction that writes it.
 */
import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@marketplace/contract/language';
import type { Database } from '../db/client';
import { profiles } from '../db/schema/profiles';

/** The member's saved language; English for a member without a profile (or an unknown id). */
export async function memberLanguage(db: Database, userId: string): Promise<Language> {
  const [row] = await db
    .select({ language: profiles.language })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return isLanguage(row?.language) ? row.language : DEFAULT_LANGUAGE;
}

/** The saved languages of several members at once (one query); a missing one reads as English. */
export async function memberLanguages(db: Database, userIds: string[]): Promise<Map<string, Language>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: profiles.id, language: profiles.language })
    .from(profiles)
    .where(inArray(profiles.id, ids));
  return new Map(rows.map((row) => [row.id, isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE]));
}
