import {
  LISTING_IMAGE_MAX_BYTES,
  LISTING_IMAGE_MIME_TYPES,
  LISTING_IMAGES_MAX,
  LISTING_IMAGES_MIN,
  LISTING_MESSAGES,
  type ListingImage,
} from '@marketplace/contract/listings-messages';
import { useCallback, useEffect, useRef, useState } from 'react';

/** A photo picked from the device, not uploaded yet. */
export interface NewPhoto {
  kind: 'new';
  id: string;
  file: File;
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

/**
 * The photos of a listing form, in order (the first is the cover): the listing's current photos (edit
 * mode) and newly picked ones in one list, with the client-side checks of LISTING_MESSAGES: type, 10 MB
 * each, at most 8. The server checks again by content.
 */
export function usePhotoSelection(initial: readonly ListingImage[] = []) {
  const [photos, setPhotos] = useState<SelectedPhoto[]>(() =>
    initial.map((image) => ({
      kind: 'existing',
      id: `existing-${image.id}`,
      imageId: image.id,
      previewUrl: image.thumbUrl,
    })),
  );
  const [error, setError] = useState<string | null>(null);
  const nextId = useRef(0);
  // Every preview URL still alive, so unmounting can revoke them whatever the state holds by then.
  const liveUrls = useRef(new Set<string>());

  useEffect(() => {
    const urls = liveUrls.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

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
        if (photos.length + accepted.length >= LISTING_IMAGES_MAX) {
          problem = LISTING_MESSAGES.imagesTooMany;
          break;
        }
        nextId.current += 1;
        const previewUrl = URL.createObjectURL(file);
        liveUrls.current.add(previewUrl);
        accepted.push({ kind: 'new', id: `photo-${nextId.current}`, file, previewUrl });
      }
      if (accepted.length > 0) setPhotos([...photos, ...accepted]);
      setError(problem);
    },
    [photos],
  );

  const remove = useCallback(
    (id: string) => {
      const photo = photos.find((p) => p.id === id);
      if (!photo) return;
      if (photo.kind === 'new') {
        URL.revokeObjectURL(photo.previewUrl);
        liveUrls.current.delete(photo.previewUrl);
      }
      setPhotos(photos.filter((p) => p.id !== id));
      setError(null);
    },
    [photos],
  );

  /** Moves a photo one place left (-1) or right (+1). */
  const move = useCallback(
    (id: string, direction: -1 | 1) => {
      const from = photos.findIndex((p) => p.id === id);
      const to = from + direction;
      if (from < 0 || to < 0 || to >= photos.length) return;
      const next = [...photos];
      [next[from], next[to]] = [next[to]!, next[from]!];
      setPhotos(next);
    },
    [photos],
  );

  /** Makes a photo the cover by moving it to the front; the others keep their order. */
  const makeCover = useCallback(
    (id: string) => {
      const photo = photos.find((p) => p.id === id);
      if (!photo) return;
      setPhotos([photo, ...photos.filter((p) => p.id !== id)]);
    },
    [photos],
  );

  /** Removes every photo (after a successful submission). */
  const clear = useCallback(() => {
    for (const url of liveUrls.current) URL.revokeObjectURL(url);
    liveUrls.current.clear();
    setPhotos([]);
    setError(null);
  }, []);

  /** Checks the count before submitting; returns whether the photos can be sent. */
  const validate = useCallback((): boolean => {
    if (photos.length < LISTING_IMAGES_MIN) {
      setError(LISTING_MESSAGES.imagesRequired);
      return false;
    }
    if (photos.length > LISTING_IMAGES_MAX) {
      setError(LISTING_MESSAGES.imagesTooMany);
      return false;
    }
    return true;
  }, [photos.length]);

  return { photos, error, setError, add, remove, move, makeCover, clear, validate };
}
