import type { ListingFieldsInput } from '@marketplace/contract/listings';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/** A photo of a draft: the shrunk bytes, and the pending upload's id once it was uploaded. */
export interface DraftPhoto {
  name: string;
  /**
   * The shrunk photo's bytes, or the picked file's when it was saved before it was shrunk. Bytes rather than
   * a File: every browser stores an ArrayBuffer in IndexedDB, not all of them a File.
   */
  bytes: ArrayBuffer;
  /** MIME type of `bytes`. */
  type: string;
  compressed: boolean;
  uploadId: string | null;
  /** ISO 8601; after this the server has removed the upload and the photo must be sent again. */
  expiresAt: string | null;
}

/**
 * A listing being written or edited (issue #12): what was typed and the photos picked, kept in the browser.
 * An edit's draft also says which version of the listing it started from and which of its current photos
 * were kept, in order.
 */
export interface ListingDraft {
  fields: Partial<Record<keyof ListingFieldsInput, string>>;
  /** Issue #39: the chosen category's field values as the form holds them (absent in drafts from before). */
  attributes?: Record<string, string | string[]>;
  /** Photos picked in this form (the listing's current photos are not copied). */
  photos: DraftPhoto[];
  /** ms since the epoch */
  savedAt: number;
  /** Edit only: the listing's `updatedAt` when the edit began; a draft of an older version is dropped. */
  listingUpdatedAt?: string;
  /** Edit only: the ids of the listing's current photos still in the form, in order. */
  existingImageIds?: string[];
}

let store: UseStore | null = null;
// Opened on first use, so a page that never shows the form never opens IndexedDB.
const draftStore = () => (store ??= createStore('raajje-market', 'listing-drafts'));
/** A new listing's draft is one per member; an edit's one per member and listing. */
const keyOf = (memberId: string, listingId?: string) =>
  listingId ? `edit-listing:${memberId}:${listingId}` : `new-listing:${memberId}`;

/**
 * The member's unfinished new listing (no `listingId`) or unsaved edit of `listingId`, kept in IndexedDB with
 * `idb-keyval` so it survives a reload, a closed tab or a dropped connection. Per member: another member
 * signing in on the same phone never sees it. Reads never throw (private windows may refuse IndexedDB): no
 * draft then.
 */
export async function loadDraft(memberId: string, listingId?: string): Promise<ListingDraft | null> {
  try {
    return (await get<ListingDraft>(keyOf(memberId, listingId), draftStore())) ?? null;
  } catch {
    return null;
  }
}

/** Replaces the member's draft. Best effort: a browser that refuses storage simply keeps no draft. */
export async function saveDraft(memberId: string, draft: ListingDraft, listingId?: string): Promise<void> {
  try {
    await set(keyOf(memberId, listingId), draft, draftStore());
  } catch {
    // No storage (private mode, quota): the form still works, only without a draft.
  }
}

/** Forgets the member's draft (after a successful submission or save, or "Start over"). */
export async function clearDraft(memberId: string, listingId?: string): Promise<void> {
  try {
    await del(keyOf(memberId, listingId), draftStore());
  } catch {
    // Nothing stored.
  }
}

/** The draft photo's bytes as a File again. */
export function draftPhotoFile(photo: DraftPhoto): File {
  return new File([photo.bytes], photo.name, { type: photo.type });
}
