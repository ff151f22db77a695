/**
 * The allow-list of better-auth endpoints reachable from outside (issue #11), mounted by
 * `auth-endpoints.routes.ts`. A file of its own, not the routes': the admin module's authorisation matrix
 * reads it, and a module never imports another's routes (STYLE.md "Layout").
 */

export interface PublicAuthEndpoint {
  method: 'GET' | 'POST';
  path: `/api/auth/${string}`;
  /** Who calls it: the web app or a link the app sends. */
  usedBy: string;
}

/** The allow-list. A new entry needs a row in the authorisation matrix (admin.test.ts). */
export const PUBLIC_AUTH_ENDPOINTS: readonly PublicAuthEndpoint[] = [
  {
    method: 'GET',
    path: '/api/auth/verify-email',
    usedBy: 'the link of the e-mail confirmation message (signs the member in, then redirects)',
  },
];
