/**
 * GET requests started by `boot.ts` before the app's main code has arrived, by URL. `apiRequest` takes each
 * one (once) instead of asking again, so the answer is often there by the time React first renders.
 */
const started = new Map<string, { response: Promise<Response>; at: number }>();

/** The app takes them within a second or so of starting; anything older is not served as fresh. */
const EARLY_ANSWER_TTL_MS = 10_000;

export function startEarlyGet(url: string): void {
  if (started.has(url)) return;
  const response = fetch(url, { credentials: 'same-origin' });
  // A failure surfaces to whoever takes the response; an untaken one must not log an unhandled rejection.
  response.catch(() => {});
  started.set(url, { response, at: Date.now() });
}

/**
 * A copy of an early answer, to read without using up the body that `apiRequest` will read. Call it right
 * after `startEarlyGet`, before the app can take the response. Undefined when the request failed.
 */
export function peekEarlyGet(url: string): Promise<Response | undefined> {
  const early = started.get(url);
  if (!early) return Promise.resolve(undefined);
  return early.response.then((r) => r.clone()).catch(() => undefined);
}

/** The early response for `url`, if one was started (less than 10 s ago) and not yet taken. */
export function takeEarlyGet(url: string): Promise<Response> | undefined {
  const early = started.get(url);
  started.delete(url);
  return early && Date.now() - early.at < EARLY_ANSWER_TTL_MS ? early.response : undefined;
}
