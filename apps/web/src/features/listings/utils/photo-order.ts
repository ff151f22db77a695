import type { SelectedPhoto } from '../hooks/use-photo-selection';

/**
 * The `PUT /api/listings/{id}` photo plan for the photos in display order: `photoOrder` holds
 * `existing:<imageId>` for a kept photo and `new:<n>` for the n-th file of `files` (uploaded as `images`).
 * Current photos left out are removed by the server.
 *
 * `[new a, existing 9f…, new b]` → `{ photoOrder: ['new:0', 'existing:9f…', 'new:1'], files: [a, b] }`.
 */
export function buildPhotoOrder(photos: readonly SelectedPhoto[]): { photoOrder: string[]; files: File[] } {
  const files: File[] = [];
  const photoOrder = photos.map((photo) => {
    if (photo.kind === 'existing') return `existing:${photo.imageId}`;
    files.push(photo.file);
    return `new:${files.length - 1}`;
  });
  return { photoOrder, files };
}
