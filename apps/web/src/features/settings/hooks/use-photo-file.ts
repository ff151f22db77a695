import {
  LISTING_IMAGE_MAX_BYTES,
  LISTING_IMAGE_MIME_TYPES,
  LISTING_MESSAGES,
} from '@marketplace/contract/listings-messages';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface PhotoFile {
  file: File;
  /** Object URL for the preview; revoked when replaced, cleared or unmounted. */
  previewUrl: string;
}

/** The API checks avatars and ID photos with the listing photo limits (JPEG/PNG/WebP, 10 MB). */
const ACCEPTED_TYPES: readonly string[] = LISTING_IMAGE_MIME_TYPES;

/**
 * One photo picked for upload (avatar, a side of the ID) with its preview and the client-side checks of
 * type and size; the server checks again by content.
 */
export function usePhotoFile() {
  const [photo, setPhoto] = useState<PhotoFile | null>(null);
  const [error, setError] = useState<string | null>(null);
  const live = useRef<{ url: string | null }>({ url: null });

  useEffect(() => {
    const holder = live.current;
    return () => {
      if (holder.url) URL.revokeObjectURL(holder.url);
      holder.url = null;
    };
  }, []);

  const release = useCallback(() => {
    if (live.current.url) URL.revokeObjectURL(live.current.url);
    live.current.url = null;
  }, []);

  /** Takes `file` if it is a JPEG, PNG or WebP of at most 10 MB; otherwise sets `error`. */
  const choose = useCallback(
    (file: File): boolean => {
      if (!ACCEPTED_TYPES.includes(file.type)) {
        setError(LISTING_MESSAGES.imageUnsupported);
        return false;
      }
      if (file.size > LISTING_IMAGE_MAX_BYTES) {
        setError(LISTING_MESSAGES.imageTooLarge);
        return false;
      }
      release();
      const previewUrl = URL.createObjectURL(file);
      live.current.url = previewUrl;
      setPhoto({ file, previewUrl });
      setError(null);
      return true;
    },
    [release],
  );

  const clear = useCallback(() => {
    release();
    setPhoto(null);
    setError(null);
  }, [release]);

  return { photo, error, setError, choose, clear };
}
