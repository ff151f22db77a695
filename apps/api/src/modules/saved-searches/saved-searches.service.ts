/**
 * Saved searches (issue #14 item 2): a member's browse queries, at most SAVED_SEARCHES_MAX, named
 * automatically ("Boats in K. Malé under MVR 50,000") and renamable, each with the number of listings that
 * matched since the member last opened it and a daily e-mail switch. The matching itself is a job
 * (`saved-search-alerts.service.ts`), never the approving request.
 *
 * Every function takes the acting member; a saved search that is not theirs answers 404 exactly like a
 * missing one.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { fieldFilterText } from '@marketplace/contract/field-filters';
import { placeName } from '@marketplace/contract/places';
import {
  autoSavedSearchName,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCHES_MAX,
  savedSearchHref,
  type SavedSearch,
  type SavedSearchQuery,
} from '@marketplace/contract/saved-searches';
import { rowsOf, type Database } from '../../db/client';
import { categories, maldivesLocations } from '../../db/schema/catalog';
import { savedSearches } from '../../db/schema/saved-searches';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/hono-env';
import { recordActivity } from '../activity/activity.service';
import { displayIdFromQuery } from '../marketplace/search/display-id';
import { currentFieldsOf, withApplicableFieldFilters } from '../catalog/category-fields.service';

type SavedSearchRow = typeof savedSearches.$inferSelect;

function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    search: row.search,
    href: savedSearchHref(row.search, { newestFirst: true }),
    newMatches: row.newMatchCount,
    emailDigest: row.emailDigest,
    createdAt: row.createdAt.toISOString(),
    lastOpenedAt: row.lastOpenedAt.toISOString(),
  };
}

/** The member's saved searches, oldest first (the order they were saved in). */
export async function listSavedSearches(db: Database, actor: Actor): Promise<SavedSearch[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, actor.id))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
  return rows.map(toSavedSearch);
}

/** The automatic name: the category and island names come from the reference tables (a place: `placeName`). */
async function nameFor(db: Database, search: SavedSearchQuery): Promise<string> {
  const [categoryRows, islandRows] = await Promise.all([
    search.categories?.length
      ? db
          .select({ name: categories.name })
          .from(categories)
          .where(inArray(categories.id, search.categories))
          .orderBy(asc(categories.id))
      : Promise.resolve([]),
    search.location?.length
      ? db
          .select({ name: maldivesLocations.name, atoll: maldivesLocations.atoll })
          .from(maldivesLocations)
          .where(inArray(maldivesLocations.id, search.location))
          .orderBy(asc(maldivesLocations.atollOrder), asc(maldivesLocations.name))
      : Promise.resolve([]),
  ]);
  // How many islands each chosen atoll has, to name a whole atoll by the atoll's name.
  const atollSizes = islandRows.length
    ? await db
        .select({ atoll: maldivesLocations.atoll, islands: count() })
        .from(maldivesLocations)
        .where(inArray(maldivesLocations.atoll, [...new Set(islandRows.map((row) => row.atoll))]))
        .groupBy(maldivesLocations.atoll)
    : [];
  const fields = search.categories?.length === 1 ? await currentFieldsOf(db, search.categories[0]!) : [];
  return autoSavedSearchName(search, {
    categories: categoryRows.map((row) => row.name),
    island: placeName(islandRows, new Map(atollSizes.map((row) => [row.atoll, row.islands]))),
    fields: (search.fields ?? []).flatMap((filter) => {
      const field = fields.find((one) => one.key === filter.key);
      return field ? [fieldFilterText(filter, field, 'en')] : [];
    }),
  });
}

/** The columns the matching job joins on, from the stored query. */
export function matchColumnsOf(search: SavedSearchQuery) {
  return {
    term: search.query ?? null,
    termDisplayId: search.query ? displayIdFromQuery(search.query) : null,
    categoryIds: search.categories ?? null,
    locationIds: search.location?.length ? search.location : null,
    condition: search.condition ?? null,
    minPrice: search.minPrice ?? null,
    maxPrice: search.maxPrice ?? null,
    availableOnly: search.availability === 'available',
    fieldFilters: search.fields?.length ? search.fields : null,
  };
}

/**
 * Saves `search` (browse's query, normalised) for the member, named `name` or automatically; logged as
 * SAVED_ITEM_ADD.
 * @throws AppError 409 when the member already has SAVED_SEARCHES_MAX saved searches, or this very search.
 */
export async function createSavedSearch(
  db: Database,
  args: { actor: Actor; search: SavedSearchQuery; name?: string; ipAddress: string; now: Date },
): Promise<SavedSearch> {
  const search = await withApplicableFieldFilters(db, args.search);
  const name = args.name ?? (await nameFor(db, search));
  return db.transaction(async (tx) => {
    // Two saves at once by the same member must not both pass the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-searches:${args.actor.id}`}))`);
    const mine = await tx
      .select({ id: savedSearches.id, search: savedSearches.search })
      .from(savedSearches)
      .where(eq(savedSearches.userId, args.actor.id));
    if (mine.length >= SAVED_SEARCHES_MAX) throw new AppError('CONFLICT', SAVED_SEARCH_MESSAGES.limitReached);
    const key = canonicalJson(search);
    if (mine.some((row) => canonicalJson(row.search) === key)) {
      throw new AppError('CONFLICT', SAVED_SEARCH_MESSAGES.duplicate);
    }
    const [row] = await tx
      .insert(savedSearches)
      .values({
        userId: args.actor.id,
        name,
        search,
        ...matchColumnsOf(search),
        lastOpenedAt: args.now,
        createdAt: args.now,
      })
      .returning();
    await recordActivity(tx, {
      actionType: 'SAVED_ITEM_ADD',
      description: `Saved the search "${name}"`,
      actor: { id: args.actor.id, email: args.actor.email },
      ipAddress: args.ipAddress,
      details: { savedSearchId: row!.id, search: search },
      facts: { event: 'searchSaved', searchName: name },
    });
    return toSavedSearch(row!);
  });
}

/**
 * A search as JSON with every object's keys sorted, at any depth: a stored search comes back from JSONB with
 * its keys in JSONB's order (a field filter's `min` after `max`), so two equal searches compare equal.
 */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1)))
      : inner,
  );
}

const mineWhere = (actor: Actor, id: string) =>
  and(eq(savedSearches.id, id), eq(savedSearches.userId, actor.id));

/**
 * Renames a saved search and/or switches its daily e-mail. Matches count towards the e-mail only while it is
 * on (earlier ones are not mailed); switching it off drops what was waiting. Logged as SUBSCRIPTION_MANAGED
 * when the e-mail changes.
 * @throws AppError 404 when the saved search is missing or not the member's.
 */
export async function updateSavedSearch(
  db: Database,
  args: { actor: Actor; id: string; name?: string; emailDigest?: boolean; ipAddress: string },
): Promise<SavedSearch> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(savedSearches)
      .set({
        ...(args.name !== undefined ? { name: args.name } : {}),
        // Matches are counted for the e-mail only while it is on, so switching it on starts from none.
        ...(args.emailDigest === true ? { emailDigest: true } : {}),
        ...(args.emailDigest === false ? { emailDigest: false, digestPendingCount: 0 } : {}),
      })
      .where(mineWhere(args.actor, args.id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', SAVED_SEARCH_MESSAGES.notFound);
    if (args.emailDigest !== undefined) {
      await recordActivity(tx, {
        actionType: 'SUBSCRIPTION_MANAGED',
        description: `Daily e-mail for the saved search "${row.name}" ${args.emailDigest ? 'on' : 'off'}`,
        actor: { id: args.actor.id, email: args.actor.email },
        ipAddress: args.ipAddress,
        details: { savedSearchId: row.id, emailDigest: args.emailDigest },
        facts: { event: args.emailDigest ? 'searchDigestOn' : 'searchDigestOff', searchName: row.name },
      });
    }
    return toSavedSearch(row);
  });
}

/**
 * Opens a saved search: marks it opened now and resets its new-match count.
 * @returns the saved search, whose `href` shows the newest first.
 * @throws AppError 404 when missing or not the member's.
 */
export async function openSavedSearch(
  db: Database,
  args: { actor: Actor; id: string; now: Date },
): Promise<SavedSearch> {
  const [row] = await db
    .update(savedSearches)
    .set({ lastOpenedAt: args.now, newMatchCount: 0 })
    .where(mineWhere(args.actor, args.id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', SAVED_SEARCH_MESSAGES.notFound);
  return toSavedSearch(row);
}

/**
 * Deletes a saved search (a hard delete: it is the member's own preference, nothing else refers to it);
 * logged as SAVED_ITEM_REMOVE.
 * @throws AppError 404 when missing or not the member's.
 */
export async function deleteSavedSearch(
  db: Database,
  args: { actor: Actor; id: string; ipAddress: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(savedSearches)
      .where(mineWhere(args.actor, args.id))
      .returning({ id: savedSearches.id, name: savedSearches.name });
    if (!row) throw new AppError('NOT_FOUND', SAVED_SEARCH_MESSAGES.notFound);
    await recordActivity(tx, {
      actionType: 'SAVED_ITEM_REMOVE',
      description: `Deleted the saved search "${row.name}"`,
      actor: { id: args.actor.id, email: args.actor.email },
      ipAddress: args.ipAddress,
      details: { savedSearchId: row.id },
      facts: { event: 'savedSearchDeleted', searchName: row.name },
    });
  });
}

const TOKEN_PURPOSE = 'saved-search-digest-unsubscribe';

/** The digest's unsubscribe token for `userId`: `<userId>.<HMAC-SHA256 of it, base64url>`. Never expires. */
export function unsubscribeToken(secret: string, userId: string): string {
  const mac = createHmac('sha256', secret).update(`${TOKEN_PURPOSE}:${userId}`).digest('base64url');
  return `${userId}.${mac}`;
}

/** The member a token was made for, or null when it was not made with `secret`. */
export function userOfUnsubscribeToken(secret: string, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const userId = token.slice(0, dot);
  const expected = Buffer.from(unsubscribeToken(secret, userId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}

/**
 * One-click unsubscribe from the daily digest, without signing in (the e-mail's link): switches the e-mail
 * off for every saved search of the token's member. Idempotent; logged as SUBSCRIPTION_MANAGED when
 * something changed.
 * @throws AppError 400 when the token is not one we signed.
 */
export async function unsubscribeFromDigest(
  db: Database,
  args: { secret: string; token: string; ipAddress: string },
): Promise<void> {
  const userId = userOfUnsubscribeToken(args.secret, args.token);
  if (!userId) throw new AppError('VALIDATION_FAILED', SAVED_SEARCH_MESSAGES.invalidToken);
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(savedSearches)
      .set({ emailDigest: false, digestPendingCount: 0 })
      .where(and(eq(savedSearches.userId, userId), eq(savedSearches.emailDigest, true)))
      .returning({ id: savedSearches.id });
    if (changed.length > 0) {
      const [member] = rowsOf<{ email: string }>(
        await tx.execute(sql`select email from "user" where id = ${userId} limit 1`),
      );
      await recordActivity(tx, {
        actionType: 'SUBSCRIPTION_MANAGED',
        description: 'Unsubscribed from the saved-search e-mail (link in the e-mail)',
        actor: member ? { id: userId, email: member.email } : null,
        ipAddress: args.ipAddress,
        details: { savedSearchIds: changed.map((row) => row.id) },
        facts: { event: 'searchDigestUnsubscribedByLink' },
      });
    }
  });
}
