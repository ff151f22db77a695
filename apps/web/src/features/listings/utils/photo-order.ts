import type { SelectedPhoto } from '../hooks/use-photo-selection';

/**
 * The `photoOrder` tokens of `POST /api/listings` and `PUT /api/listings/{id}` for the photos in display
 * order: `existing:<imageId>` for a kept photo and `upload:<id>` for a picked photo the server already keeps
 * as a pending upload (issue #12). Current photos left out are removed by the server.
 *
 * `[upload 5d…, existing 9f…]` → `['upload:5d…', 'existing:9f…']`.
 * @throws Error when a picked photo has not finished uploading (the form checks that first)
 */
export function buildPhotoOrder(photos: readonly SelectedPhoto[]): string[] {
  return photos.map((photo) => {
    if (photo.kind === 'existing') return `existing:${photo.imageId}`;
    if (!photo.uploadId) throw new Error(`Photo ${photo.name} has not finished uploading.`);
    return `upload:${photo.uploadId}`;
  });
}
