/**
 * Where to go after signing in: the `from` the guard or a page passed (navigation state or `?from=`),
 * when it is a path on this site, else /dashboard (spec 01 §2). Rejects "//host" and "/\host", which
 * browsers treat as another origin.
 */
export function redirectTarget(stateFrom: unknown, queryFrom: string | null): string {
  for (const candidate of [stateFrom, queryFrom]) {
    if (typeof candidate === 'string' && /^\/(?![/\\])/.test(candidate)) return candidate;
  }
  return '/dashboard';
}
