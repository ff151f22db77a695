/**
 * Pending uploads (issue #12): a listing photo sent on its own request as soon as the member picks it, kept
 * for that member until a listing submission or edit attaches it by id (`upload:<id>` in `photoOrder`), and
 * removed with its files when never used. The photo passes the same checks as one sent with the form
 * (lib/images.ts `processPhoto`: ≤ 10 MB, JPEG/PNG/WebP by content, pixel limit) when it arrives, so a bad
 * photo is refused at once and submitting does no image work.
 */
import { and, count, eq, gt, inArray, lt } from 'drizzle-orm';
import {
  OWNER_LISTING_MESSAGES,
  PENDING_UPLOAD_TTL_HOURS,
  PENDING_UPLOADS_MAX,
  UPLOAD_MESSAGES,
  type PendingUpload,
} from '@marketplace/contract/listings-messages';
import type { Database } from '../../db/client';
import { pendingUploads } from '../../db/schema/listings';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/hono-env';
import { processPhoto, type ProcessedImage } from '../../lib/images';
import type { Storage } from '../../lib/storage';

/** How long an upload waits to be attached (ms). */
export const PENDING_UPLOAD_TTL_MS = PENDING_UPLOAD_TTL_HOURS * 60 * 60 * 1000;

type Deps = { db: Database; storage: Storage };

/** Private storage keys of a pending upload's three WebP variants; the folder is `pending-uploads/<id>`. */
export function pendingUploadKeys(uploadId: string) {
  return {
    folder: `pending-uploads/${uploadId}`,
    thumbKey: `pending-uploads/${uploadId}/400.webp`,
    mediumKey: `pending-uploads/${uploadId}/800.webp`,
    largeKey: `pending-uploads/${uploadId}/1600.webp`,
  };
}

/** The 404 for an upload id that is missing, expired or another member's (the same answer for all three). */
export function uploadNotFound(): AppError {
  return new AppError('NOT_FOUND', UPLOAD_MESSAGES.notFound, [
    { path: 'images', message: UPLOAD_MESSAGES.notFound },
  ]);
}

const expiresAt = (createdAt: Date) => new Date(createdAt.getTime() + PENDING_UPLOAD_TTL_MS).toISOString();

/**
 * Checks and re-encodes one photo and keeps it for the member as a pending upload.
 * @param bytes the uploaded file (already made small by the browser; the server's limits still apply)
 * @returns the upload's id, its large variant's size in px and when it expires
 * @throws AppError 413 over LISTING_IMAGE_MAX_BYTES; 400 not a decodable JPEG/PNG/WebP (issue path `image`);
 *   409 when the member already has PENDING_UPLOADS_MAX uploads waiting.
 */
export async function createPendingUpload(
  deps: Deps,
  args: { actor: Actor; bytes: Buffer },
): Promise<PendingUpload> {
  const { db, storage } = deps;
  const waiting = async () =>
    Number(
      (
        await db
          .select({ n: count() })
          .from(pendingUploads)
          .where(and(eq(pendingUploads.userId, args.actor.id), gt(pendingUploads.createdAt, cutoff())))
      )[0]?.n ?? 0,
    );
  // Checked before the image work so a member at the limit costs no decoding, and again in the insert below.
  if ((await waiting()) >= PENDING_UPLOADS_MAX)
    throw new AppError('CONFLICT', UPLOAD_MESSAGES.tooManyPending);
  const image: ProcessedImage = await processPhoto(args.bytes, 'image');
  const id = crypto.randomUUID();
  const keys = pendingUploadKeys(id);
  await Promise.all([
    storage.put('private', keys.thumbKey, image.thumb),
    storage.put('private', keys.mediumKey, image.medium),
    storage.put('private', keys.largeKey, image.large),
  ]);
  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(pendingUploads)
        .values({ id, userId: args.actor.id, width: image.width, height: image.height })
        .returning();
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(pendingUploads)
        .where(and(eq(pendingUploads.userId, args.actor.id), gt(pendingUploads.createdAt, cutoff())));
      if (Number(n) > PENDING_UPLOADS_MAX) throw new AppError('CONFLICT', UPLOAD_MESSAGES.tooManyPending);
      return inserted!;
    });
    return { id: row.id, width: row.width, height: row.height, expiresAt: expiresAt(row.createdAt) };
  } catch (error) {
    await storage.remove('private', keys.folder);
    throw error;
  }
}

/**
 * Removes one of the member's pending uploads and its files (the member cancelled or removed the photo).
 * @throws AppError 404 when it is missing, expired, already attached or another member's.
 */
export async function discardPendingUpload(
  deps: Deps,
  args: { actor: Actor; uploadId: string },
): Promise<void> {
  const removed = await deps.db
    .delete(pendingUploads)
    .where(and(eq(pendingUploads.id, args.uploadId), eq(pendingUploads.userId, args.actor.id)))
    .returning({ id: pendingUploads.id });
  if (removed.length === 0) throw uploadNotFound();
  await deps.storage.remove('private', pendingUploadKeys(args.uploadId).folder);
}

/** Uploads created before this are expired. */
const cutoff = (now = Date.now()) => new Date(now - PENDING_UPLOAD_TTL_MS);

/** One of a listing's photos: bytes sent with the form, or a pending upload of the member. */
export type PhotoSource = { kind: 'file'; bytes: Buffer } | { kind: 'upload'; id: string };

/** Public storage keys of a listing photo's three variants (`listingImageKeys`). */
export interface PhotoKeys {
  thumbKey: string;
  mediumKey: string;
  largeKey: string;
}

/** A photo ready to become a `listing_images` row: its size, and a write that puts its three files in place. */
export interface PreparedPhoto {
  /** For an upload, its id becomes the image id. */
  id: string;
  width: number;
  height: number;
  /** Writes the thumbnail, the middle and the large variant under `keys` in public storage. */
  write(keys: PhotoKeys): Promise<void>;
}

async function readStored(storage: Storage, key: string): Promise<Buffer> {
  const stored = await storage.open('private', key);
  // Removed between the check and the copy (the clean-up raced a submission): the member adds it again.
  if (!stored) throw uploadNotFound();
  return Buffer.from(await new Response(stored.body).arrayBuffer());
}

/**
 * Prepares a listing's photos in order: files are checked and re-encoded one at a time (the first bad one
 * stops the rest); uploads must be the actor's and unexpired. Nothing is written yet.
 * @throws AppError 404 (issue path `images`) for an upload id that is missing, expired or another member's;
 *   400 for the same upload twice; the `processPhoto` errors for a file.
 */
export async function preparePhotos(
  deps: Deps,
  args: { actor: Actor; sources: PhotoSource[] },
): Promise<PreparedPhoto[]> {
  const uploadIds = args.sources.flatMap((source) => (source.kind === 'upload' ? [source.id] : []));
  if (new Set(uploadIds).size !== uploadIds.length) {
    throw new AppError('VALIDATION_FAILED', OWNER_LISTING_MESSAGES.photoOrderInvalid, [
      { path: 'images', message: OWNER_LISTING_MESSAGES.photoOrderInvalid },
    ]);
  }
  const rows = uploadIds.length
    ? await deps.db
        .select()
        .from(pendingUploads)
        .where(
          and(
            inArray(pendingUploads.id, uploadIds),
            eq(pendingUploads.userId, args.actor.id),
            gt(pendingUploads.createdAt, cutoff()),
          ),
        )
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  if (byId.size !== uploadIds.length) throw uploadNotFound();

  const prepared: PreparedPhoto[] = [];
  for (const source of args.sources) {
    if (source.kind === 'upload') {
      const row = byId.get(source.id)!;
      const keys = pendingUploadKeys(row.id);
      prepared.push({
        id: row.id,
        width: row.width,
        height: row.height,
        write: async (to) => {
          const [thumb, medium, large] = await Promise.all([
            readStored(deps.storage, keys.thumbKey),
            readStored(deps.storage, keys.mediumKey),
            readStored(deps.storage, keys.largeKey),
          ]);
          await Promise.all([
            deps.storage.put('public', to.thumbKey, thumb),
            deps.storage.put('public', to.mediumKey, medium),
            deps.storage.put('public', to.largeKey, large),
          ]);
        },
      });
    } else {
      const image = await processPhoto(source.bytes);
      prepared.push({
        id: crypto.randomUUID(),
        width: image.width,
        height: image.height,
        write: async (to) => {
          await Promise.all([
            deps.storage.put('public', to.thumbKey, image.thumb),
            deps.storage.put('public', to.mediumKey, image.medium),
            deps.storage.put('public', to.largeKey, image.large),
          ]);
        },
      });
    }
  }
  return prepared;
}

/**
 * Inside the listing's transaction: deletes the attached uploads' rows, so each upload is attached once even
 * when two submissions race. @throws AppError 404 when one of them is gone (the transaction rolls back).
 */
export async function claimUploads(
  tx: Pick<Database, 'delete'>,
  args: { actor: Actor; uploadIds: string[] },
): Promise<void> {
  if (args.uploadIds.length === 0) return;
  const claimed = await tx
    .delete(pendingUploads)
    .where(and(inArray(pendingUploads.id, args.uploadIds), eq(pendingUploads.userId, args.actor.id)))
    .returning({ id: pendingUploads.id });
  if (claimed.length !== args.uploadIds.length) throw uploadNotFound();
}

/** After the listing committed: the attached uploads' private files are no longer needed. */
export async function removeUploadFiles(storage: Storage, uploadIds: string[]): Promise<void> {
  await Promise.all(uploadIds.map((id) => storage.remove('private', pendingUploadKeys(id).folder)));
}

/**
 * Removes every pending upload older than PENDING_UPLOAD_TTL_HOURS, with its stored files (issue #12).
 * Run at start and on a timer by main.ts (`startUploadCleanup`).
 * @param now the current time in ms (tests pass a later one)
 * @returns how many uploads were removed
 */
export async function removeExpiredUploads(deps: Deps, now = Date.now()): Promise<number> {
  const expired = await deps.db
    .delete(pendingUploads)
    .where(lt(pendingUploads.createdAt, cutoff(now)))
    .returning({ id: pendingUploads.id });
  await removeUploadFiles(
    deps.storage,
    expired.map((row) => row.id),
  );
  return expired.length;
}
