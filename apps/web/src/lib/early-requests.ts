/**
 * GET requests started by `boot.ts` before the app's main code has arrived, by URL. `apiRequest` takes each
 * one (once) instead of asking again, so the answer is often there by the time React first renders.
 */
const started = new Map<string, Promise<Response>>();

/** Starts `GET url` now; the returned promise is for a look at the answer (a copy, the body left for apiRequest). */
export function startEarlyGet(url: string): Promise<Response | undefined> {
  const existing = started.get(url);
  const response = existing ?? fetch(url, { credentials: 'same-origin' });
  if (!existing) started.set(url, response);
  // A failure surfaces to whoever takes the response; the copy must not log an unhandled rejection.
  return response.then((r) => r.clone()).catch(() => undefined);
}

/** The early response for `url`, if one was started and not yet taken. */
export function takeEarlyGet(url: string): Promise<Response> | undefined {
  const response = started.get(url);
  started.delete(url);
  return response;
}
