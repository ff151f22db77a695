/**
 * The `name=value` pairs of the Set-Cookie headers in `headers` (a response's), as a request's Cookie header:
 * how the server asks better-auth about a session it has just made (sign-up, a sign-in through /api/auth).
 */
export function cookieHeaderOf(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .join('; ');
}
