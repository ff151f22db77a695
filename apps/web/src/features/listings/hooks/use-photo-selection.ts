import {
  LISTING_IMAGE_MAX_BYTES,
  LISTING_IMAGE_MIME_TYPES,
  LISTING_IMAGES_MAX,
  LISTING_IMAGES_MIN,
  LISTING_MESSAGES,
  UPLOAD_MESSAGES,
  type ListingImage,
} from '@marketplace/contract/listings-messages';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { discardUpload } from '../api/discard-upload';
import { uploadPhoto } from '../api/upload-photo';
import { compressPhoto } from '../utils/compress-photo';
import { draftPhotoFile, type DraftPhoto } from '../utils/listing-draft';

/**
 * Where a picked photo is on its way to the server (issue #12): being made small, being sent (with
 * `progress`), kept by the server as a pending upload (`uploadId`), or failed (`error`, retry possible).
 */
export type UploadStatus = 'compressing' | 'uploading' | 'uploaded' | 'failed';

/** A photo picked from the device. */
export interface NewPhoto {
  kind: 'new';
  id: string;
  /** The file name the member picked. */
  name: string;
  /** What is sent: the shrunk photo once compressed, the picked file before. */
  file: File;
  compressed: boolean;
  status: UploadStatus;
  /** Sent fraction of the upload, 0–1. */
  progress: number;
  uploadId: string | null;
  expiresAt: string | null;
  error: string | null;
  /** The failure was the connection (retried by itself when the browser is back online). */
  offline: boolean;
  /** An object URL for the preview; revoked when the photo is removed or the form goes away. */
  previewUrl: string;
}

/** A photo the listing already has (edit mode); kept by sending `existing:<imageId>`. */
export interface ExistingPhoto {
  kind: 'existing';
  id: string;
  imageId: string;
  /** The 400 px thumbnail. */
  previewUrl: string;
}

export type SelectedPhoto = NewPhoto | ExistingPhoto;

const ACCEPTED_TYPES: readonly string[] = LISTING_IMAGE_MIME_TYPES;

/** Whether a new photo is still on its way (not yet kept by the server). */
export const isInFlight = (photo: SelectedPhoto) => photo.kind === 'new' && photo.status !== 'uploaded';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The photos of a listing form, in order (the first is the cover): the listing's current photos (edit
 * mode) and newly picked ones in one list, with the client-side checks of LISTING_MESSAGES: type, 10 MB
 * each, at most 8. Each picked photo is made small in a worker and uploaded on its own request at once
 * (issue #12), with progress, cancel (remove) and retry; photos that failed for want of a connection are
 * sent again when the browser is back online. The server checks everything again by content.
 */
export function usePhotoSelection(initial: readonly ListingImage[] = []) {
  // The listing's photos as the form started with them; "start over" goes back to these.
  const [initialPhotos] = useState<SelectedPhoto[]>(() =>
    initial.map((image) => ({
      kind: 'existing',
      id: `existing-${image.id}`,
      imageId: image.id,
      previewUrl: image.thumbUrl,
    })),
  );
  const [photos, setPhotos] = useState<SelectedPhoto[]>(initialPhotos);
  const [error, setError] = useState<string | null>(null);
  const nextId = useRef(0);
  // Every preview URL still alive, so unmounting can revoke them whatever the state holds by then.
  const liveUrls = useRef(new Set<string>());
  // The running compression/upload of each photo, so removing it (or leaving the page) cancels it.
  const running = useRef(new Map<string, AbortController>());
  // The latest list, for the async steps that outlive a render. Updated as the render commits (a layout
  // effect), not after paint: an `online` event in between read the old list, where the photo that had lost
  // its connection was still "uploading", and it was never sent again (a CI run under load caught it).
  const current = useRef(photos);
  useLayoutEffect(() => {
    current.current = photos;
  }, [photos]);

  useEffect(() => {
    const urls = liveUrls.current;
    const jobs = running.current;
    return () => {
      for (const controller of jobs.values()) controller.abort();
      jobs.clear();
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  const patch = useCallback((id: string, change: Partial<NewPhoto>) => {
    setPhotos((list) => list.map((p) => (p.id === id && p.kind === 'new' ? { ...p, ...change } : p)));
  }, []);

  /** Shrinks (once) and uploads one photo, updating its status as it goes. */
  const send = useCallback(
    async (id: string) => {
      const photo = current.current.find((p): p is NewPhoto => p.id === id && p.kind === 'new');
      if (!photo) return;
      running.current.get(id)?.abort();
      const controller = new AbortController();
      running.current.set(id, controller);
      const { signal } = controller;
      try {
        let file = photo.file;
        if (!photo.compressed) {
          patch(id, { status: 'compressing', error: null, offline: false, progress: 0 });
          try {
            file = await compressPhoto(photo.file, signal);
          } catch (error) {
            if (isAbort(error) || signal.aborted) throw error;
            // A photo the browser cannot decode goes as it is; the server decides (and says why).
            file = photo.file;
          }
          patch(id, { file, compressed: true });
        }
        patch(id, { status: 'uploading', progress: 0, error: null, offline: false });
        const upload = await uploadPhoto(file, {
          signal,
          onProgress: (progress) => patch(id, { progress }),
        });
        patch(id, { status: 'uploaded', progress: 1, uploadId: upload.id, expiresAt: upload.expiresAt });
      } catch (error) {
        if (signal.aborted || isAbort(error)) return;
        const offline = error instanceof ApiError && error.code === 'NETWORK';
        const message =
          error instanceof ApiError
            ? offline
              ? UPLOAD_MESSAGES.offline
              : (error.issues[0]?.message ?? error.message)
            : UPLOAD_MESSAGES.uploadFailed;
        patch(id, { status: 'failed', error: message, offline });
      } finally {
        if (running.current.get(id) === controller) running.current.delete(id);
      }
    },
    [patch],
  );

  // The connection drops: uploads under way cannot finish (and a dead link can hang a request for minutes),
  // so they stop and wait. Back online: send again what failed for want of a connection.
  useEffect(() => {
    const onOffline = () => {
      for (const photo of current.current) {
        if (photo.kind !== 'new' || photo.status !== 'uploading') continue;
        running.current.get(photo.id)?.abort();
        running.current.delete(photo.id);
        patch(photo.id, { status: 'failed', offline: true, error: UPLOAD_MESSAGES.offline, progress: 0 });
      }
    };
    const onOnline = () => {
      for (const photo of current.current) {
        if (photo.kind === 'new' && photo.status === 'failed' && photo.offline) void send(photo.id);
      }
    };
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, [send, patch]);

  const track = (file: Blob) => {
    const url = URL.createObjectURL(file);
    liveUrls.current.add(url);
    return url;
  };

  /** Adds files after `photos`, skipping unsupported or oversized ones; reports the last problem found. */
  const add = useCallback(
    (files: Iterable<File>) => {
      const accepted: NewPhoto[] = [];
      let problem: string | null = null;
      for (const file of files) {
        if (!ACCEPTED_TYPES.includes(file.type)) {
          problem = LISTING_MESSAGES.imageUnsupported;
          continue;
        }
        if (file.size > LISTING_IMAGE_MAX_BYTES) {
          problem = LISTING_MESSAGES.imageTooLarge;
          continue;
        }
        if (current.current.length + accepted.length >= LISTING_IMAGES_MAX) {
          problem = LISTING_MESSAGES.imagesTooMany;
          break;
        }
        nextId.current += 1;
        accepted.push({
          kind: 'new',
          id: `photo-${nextId.current}`,
          name: file.name,
          file,
          compressed: false,
          status: 'compressing',
          progress: 0,
          uploadId: null,
          expiresAt: null,
          error: null,
          offline: false,
          previewUrl: track(file),
        });
      }
      if (accepted.length > 0) {
        const next = [...current.current, ...accepted];
        current.current = next;
        setPhotos(next);
        for (const photo of accepted) void send(photo.id);
      }
      setError(problem);
    },
    [send],
  );

  /**
   * Puts back the photos of a saved draft: uploads the server still keeps stay uploaded; the others are
   * shrunk (if they were not yet) and sent again. `existingImageIds` (an edit's draft) keeps the listing's
   * current photos that were still in the form, in that order, ahead of the picked ones.
   */
  const restore = useCallback(
    (saved: readonly DraftPhoto[], existingImageIds?: readonly string[]) => {
      const now = Date.now();
      const restored: NewPhoto[] = saved.slice(0, LISTING_IMAGES_MAX).map((photo) => {
        nextId.current += 1;
        const file = draftPhotoFile(photo);
        const kept = photo.uploadId !== null && photo.expiresAt !== null && Date.parse(photo.expiresAt) > now;
        return {
          kind: 'new',
          id: `photo-${nextId.current}`,
          name: photo.name,
          file,
          compressed: photo.compressed,
          status: kept ? 'uploaded' : photo.compressed ? 'uploading' : 'compressing',
          progress: kept ? 1 : 0,
          uploadId: kept ? photo.uploadId : null,
          expiresAt: kept ? photo.expiresAt : null,
          error: null,
          offline: false,
          previewUrl: track(file),
        };
      });
      const existing = current.current.filter((p): p is ExistingPhoto => p.kind === 'existing');
      const kept = existingImageIds
        ? existingImageIds.flatMap((id) => existing.filter((p) => p.imageId === id))
        : existing;
      const next = [...kept, ...restored];
      current.current = next;
      setPhotos(next);
      for (const photo of restored) if (photo.status !== 'uploaded') void send(photo.id);
    },
    [send],
  );

  /** Sends a failed photo again. */
  const retry = useCallback((id: string) => void send(id), [send]);

  /** Removes a photo: a running compression or upload is cancelled, an uploaded one discarded on the server. */
  const remove = useCallback((id: string) => {
    const photo = current.current.find((p) => p.id === id);
    if (!photo) return;
    if (photo.kind === 'new') {
      running.current.get(id)?.abort();
      running.current.delete(id);
      if (photo.uploadId) void discardUpload(photo.uploadId);
      URL.revokeObjectURL(photo.previewUrl);
      liveUrls.current.delete(photo.previewUrl);
    }
    const next = current.current.filter((p) => p.id !== id);
    current.current = next;
    setPhotos(next);
    setError(null);
  }, []);

  /** Moves a photo one place left (-1) or right (+1). */
  const move = useCallback((id: string, direction: -1 | 1) => {
    setPhotos((list) => {
      const from = list.findIndex((p) => p.id === id);
      const to = from + direction;
      if (from < 0 || to < 0 || to >= list.length) return list;
      const next = [...list];
      [next[from], next[to]] = [next[to]!, next[from]!];
      return next;
    });
  }, []);

  /** Makes a photo the cover by moving it to the front; the others keep their order. */
  const makeCover = useCallback((id: string) => {
    setPhotos((list) => {
      const photo = list.find((p) => p.id === id);
      return photo ? [photo, ...list.filter((p) => p.id !== id)] : list;
    });
  }, []);

  /**
   * Back to the photos the form started with — none for a new listing, the listing's current ones for an
   * edit (after a successful submission, or starting over). Picked photos' uploads are discarded when asked.
   */
  const clear = useCallback((options: { discard?: boolean } = {}) => {
    for (const controller of running.current.values()) controller.abort();
    running.current.clear();
    if (options.discard) {
      for (const photo of current.current) if (photo.kind === 'new' && photo.uploadId) void discardUpload(photo.uploadId);
    }
    for (const url of liveUrls.current) URL.revokeObjectURL(url);
    liveUrls.current.clear();
    current.current = initialPhotos;
    setPhotos(initialPhotos);
    setError(null);
  }, [initialPhotos]);

  // "Still uploading" goes away by itself once every photo is up.
  const shownError = error === UPLOAD_MESSAGES.stillUploading && !photos.some(isInFlight) ? null : error;

  /** Checks the count and the uploads before submitting; returns whether the photos can be sent. */
  const validate = useCallback((): boolean => {
    if (photos.length < LISTING_IMAGES_MIN) {
      setError(LISTING_MESSAGES.imagesRequired);
      return false;
    }
    if (photos.length > LISTING_IMAGES_MAX) {
      setError(LISTING_MESSAGES.imagesTooMany);
      return false;
    }
    if (photos.some(isInFlight)) {
      setError(UPLOAD_MESSAGES.stillUploading);
      return false;
    }
    return true;
  }, [photos]);

  return { photos, error: shownError, setError, add, restore, retry, remove, move, makeCover, clear, validate };
}
