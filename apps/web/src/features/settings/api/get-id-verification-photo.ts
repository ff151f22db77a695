/** Which side of the national ID. */
export type IdPhotoSide = 'front' | 'back';

/**
 * `GET /api/accounts/verification/photos/{side}` → image/webp, for the owner only and never cached. Used
 * as an <img> source (same origin, the session cookie goes along); `version` changes the address when the
 * profile is reloaded, so a resubmitted photo is not hidden behind the old one.
 */
export function idVerificationPhotoUrl(side: IdPhotoSide, version: number): string {
  return `/api/accounts/verification/photos/${side}?v=${version}`;
}
