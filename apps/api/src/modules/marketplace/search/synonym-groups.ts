/**
 * The synonym groups a query is read with (issue #38 item 1): the maintained list built into search
 * (`synonyms.ts`) and the admin's own groups (`search_synonyms`, migration 0032), with each one-word member's
 * folded key, so that a Thaana or Latin-typed Dhivehi word joins a group by its key. The admin's groups are
 * asked on every reading (one read of at most SEARCH_SYNONYM_GROUPS_MAX small rows); readings are
 * cached by their callers and dropped when a group changes (the table announces on the catalogue channel).
 */
import {
  SEARCH_SYNONYM_GROUPS_MAX,
  SEARCH_SYNONYM_MESSAGES,
  type SearchSynonymGroup,
  type SearchSynonyms,
} from '@marketplace/contract/search-synonyms';
import { asc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../db/client';
import { searchSynonyms } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { recordActivity } from '../../activity/activity.service';
import { SYNONYM_GROUPS } from './synonyms';

/** The groups a reading uses and the folded key of every one-word member. */
export interface SynonymGroups {
  groups: ReadonlyArray<readonly string[]>;
  /** member → its folded key (one-word members only). */
  memberKeys: ReadonlyMap<string, string>;
}

/** The folded key of each word or phrase ('' for a phrase or a stop word), in order. One statement. */
async function keysOf(db: Database, members: readonly string[]): Promise<string[]> {
  if (members.length === 0) return [];
  const result = await db.execute(sql`
    select ord, case when position(' ' in w) > 0 then ''
                     else coalesce(search_key((tsvector_to_array(to_tsvector('english', search_text(w))))[1]), '')
                end as key
    from jsonb_array_elements_text(${JSON.stringify(members)}::jsonb) with ordinality as m(w, ord)
    order by ord`);
  return rowsOf<{ key: string }>(result).map((row) => row.key);
}

let builtInKeysOnce: Promise<Map<string, string>> | undefined;
/** The built-in members' keys, asked once per process: keys depend on nothing but the word. */
function builtInMemberKeys(db: Database): Promise<Map<string, string>> {
  builtInKeysOnce ??= (async () => {
    const members = [...new Set(SYNONYM_GROUPS.flat())];
    const keys = await keysOf(db, members);
    return new Map(members.flatMap((member, i) => (keys[i] ? [[member, keys[i]] as const] : [])));
  })().catch((error: unknown) => {
    builtInKeysOnce = undefined;
    throw error;
  });
  return builtInKeysOnce;
}

/**
 * The built-in groups followed by the admin's (oldest first), and every one-word member's key.
 * @throws the database's error when it cannot be read
 */
export async function loadSynonymGroups(db: Database): Promise<SynonymGroups> {
  const [builtInKeys, rows] = await Promise.all([
    builtInMemberKeys(db),
    db
      .select({ words: searchSynonyms.words, memberKeys: searchSynonyms.memberKeys })
      .from(searchSynonyms)
      .orderBy(asc(searchSynonyms.id)),
  ]);
  if (rows.length === 0) return { groups: SYNONYM_GROUPS, memberKeys: builtInKeys };
  const memberKeys = new Map(builtInKeys);
  for (const row of rows) {
    row.words.forEach((word, i) => {
      const key = row.memberKeys[i];
      if (key && !memberKeys.has(word)) memberKeys.set(word, key);
    });
  }
  return { groups: [...SYNONYM_GROUPS, ...rows.map((row) => row.words)], memberKeys };
}

const groupOf = (row: typeof searchSynonyms.$inferSelect): SearchSynonymGroup => ({
  id: row.id,
  words: row.words,
  createdAt: row.createdAt.toISOString(),
});

/** `GET /api/admin/search/synonyms`: the admin's groups, oldest first, and the built-in list. */
export async function listSynonymGroups(db: Database): Promise<SearchSynonyms> {
  const rows = await db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.id));
  return { groups: rows.map(groupOf), builtIn: SYNONYM_GROUPS.map((group) => [...group]) };
}

/**
 * Adds a group (words already validated and normalised by `searchSynonymGroupInputSchema`) with its
 * activity-log row, in one transaction; applies to the next query read, on every instance.
 * @throws AppError 409 when a group with the same words (in any order) exists, or there are already
 *   SEARCH_SYNONYM_GROUPS_MAX groups
 */
export async function addSynonymGroup(
  db: Database,
  args: { words: string[]; actor: { id: string; email: string }; ipAddress: string | null },
): Promise<SearchSynonymGroup> {
  return db.transaction(async (tx) => {
    // One admin edits at a time in practice; the lock makes the limit and the duplicate check exact anyway.
    await tx.execute(sql`lock table search_synonyms in share row exclusive mode`);
    const [facts] = rowsOf<{ groups: number; same: boolean }>(
      await tx.execute(sql`
        select count(*)::int as groups,
               coalesce(bool_or((select array_agg(w order by w) from unnest(s.words) w) =
                 array(select w from jsonb_array_elements_text(${JSON.stringify(args.words)}::jsonb) w order by w)), false)
                 as same
        from search_synonyms s`),
    );
    if (facts?.same) throw new AppError('CONFLICT', SEARCH_SYNONYM_MESSAGES.groupExists);
    if ((facts?.groups ?? 0) >= SEARCH_SYNONYM_GROUPS_MAX) {
      throw new AppError('CONFLICT', SEARCH_SYNONYM_MESSAGES.groupsFull);
    }
    const memberKeys = await keysOf(tx, args.words);
    const [row] = await tx
      .insert(searchSynonyms)
      .values({ words: args.words, memberKeys, createdBy: args.actor.id })
      .returning();
    await recordActivity(tx, {
      actionType: 'ADMIN_USER_UPDATE',
      description: `Search synonyms added: ${args.words.join(', ')}`,
      actor: args.actor,
      ipAddress: args.ipAddress,
      details: { searchSynonyms: { id: row!.id, words: args.words } },
      facts: { event: 'searchSynonymsAdded', synonymWords: args.words },
    });
    return groupOf(row!);
  });
}

/**
 * Removes a group with its activity-log row.
 * @throws AppError 404 when there is no group `id`
 */
export async function removeSynonymGroup(
  db: Database,
  args: { id: number; actor: { id: string; email: string }; ipAddress: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(searchSynonyms).where(eq(searchSynonyms.id, args.id)).returning();
    if (!row) throw new AppError('NOT_FOUND', SEARCH_SYNONYM_MESSAGES.groupNotFound);
    await recordActivity(tx, {
      actionType: 'ADMIN_USER_UPDATE',
      description: `Search synonyms removed: ${row.words.join(', ')}`,
      actor: args.actor,
      ipAddress: args.ipAddress,
      details: { searchSynonyms: { id: row.id, words: row.words } },
      facts: { event: 'searchSynonymsRemoved', synonymWords: row.words },
    });
  });
}
