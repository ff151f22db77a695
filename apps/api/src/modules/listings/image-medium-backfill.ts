/**
 * Issue #12 item 5: the ≤ 800 px middle size for listing photos stored before it existed (migration 0020).
 * A job (lib/jobs.ts, once a minute) makes it from each photo's stored 1600 px WebP — the original upload is
 * never kept — newest photos first, a batch at a time, until none is left; then a pass is one indexed query.
 *
 * Why a backfill and not only a fallback: a buyer expects every listing's photo to look as sharp on their
 * phone as a new one's, not to tell old listings by their soft photo. Until a photo's turn comes the API
 * answers `mediumUrl: null` and the page shows what it showed before (decision 017).
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listingImages } from '../../db/schema/listings';
import { mediumFromLarge } from '../../lib/images';
import type { Logger } from '../../lib/logger';
import type { Storage } from '../../lib/storage';

/** The job's queue name (pg-boss: letters, digits, `-`). */
export const LISTING_IMAGE_MEDIUM_JOB = 'listing-image-medium';

/** Photos per pass: ~25 × 50 ms of image work on one core, once a minute. */
export const MEDIUM_BACKFILL_BATCH = 25;

/**
 * Storage key of a photo's middle size, beside its thumbnail (`…/<id>-400.webp` → `…/<id>-800.webp`).
 * @param image the row's thumbnail key, listing id and id (the latter two when the key has another shape)
 */
export function mediumKeyFor(image: { thumbKey: string; listingId: string; id: string }): string {
  return /-400\.webp$/.test(image.thumbKey)
    ? image.thumbKey.replace(/-400\.webp$/, '-800.webp')
    : `listings/${image.listingId}/${image.id}-800.webp`;
}

/**
 * One pass: makes and stores the middle size of up to `batch` photos that have none, and records the keys in
 * one transaction (one catalogue-change announcement, so cached item pages pick up the new URLs).
 * A photo whose large file is missing or unreadable is skipped (logged) and tried again next pass; a photo
 * removed meanwhile has its new file removed again.
 * @returns how many photos got their middle size
 */
export async function backfillMediumImages(
  deps: { db: Database; storage: Storage; logger?: Logger },
  batch = MEDIUM_BACKFILL_BATCH,
): Promise<number> {
  const { db, storage } = deps;
  const rows = await db
    .select({
      id: listingImages.id,
      listingId: listingImages.listingId,
      thumbKey: listingImages.thumbKey,
      largeKey: listingImages.largeKey,
    })
    .from(listingImages)
    .where(isNull(listingImages.mediumKey))
    .orderBy(desc(listingImages.createdAt))
    .limit(batch);
  const made: { id: string; key: string }[] = [];
  // One at a time: the job shares the process (and its two cores) with the API's requests.
  for (const row of rows) {
    try {
      const stored = await storage.open('public', row.largeKey);
      if (!stored) continue;
      const medium = await mediumFromLarge(Buffer.from(await new Response(stored.body).arrayBuffer()));
      const key = mediumKeyFor(row);
      await storage.put('public', key, medium);
      made.push({ id: row.id, key });
    } catch (error) {
      deps.logger?.warn({ err: error, imageId: row.id }, 'making a photo’s middle size failed');
    }
  }
  if (made.length === 0) return 0;
  const recorded = await db.transaction(async (tx) => {
    const ids: string[] = [];
    for (const { id, key } of made) {
      const updated = await tx
        .update(listingImages)
        .set({ mediumKey: key })
        .where(and(eq(listingImages.id, id), isNull(listingImages.mediumKey)))
        .returning({ id: listingImages.id });
      if (updated.length > 0) ids.push(id);
    }
    return new Set(ids);
  });
  // Removed (or given its own middle size) while this pass worked: the file written here is nobody's.
  const orphans = made.filter((entry) => !recorded.has(entry.id));
  await Promise.all(orphans.map((entry) => storage.remove('public', entry.key)));
  return recorded.size;
}
