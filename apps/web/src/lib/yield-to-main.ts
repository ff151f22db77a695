/**
 * Ends the current task and resumes in a new one (issue #12 §3, Lighthouse's Total Blocking Time): a long
 * piece of start-up work split with `await yieldToMain()` is several short tasks, between which the browser
 * can answer a tap or paint. `scheduler.yield()` (Chromium 129+) resumes ahead of other queued tasks; elsewhere
 * a zero-delay timeout does the same job, only queued behind what is already waiting.
 * @returns a promise that settles in a later task.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `callback` once the browser is idle (`requestIdleCallback`, at the latest after `timeoutMs`), or after
 * `timeoutMs` where there is no such API (Safari): for work no one waits for, kept out of the start-up tasks
 * (issue #12 §3).
 */
export function runWhenIdle(callback: () => void, timeoutMs = 2000): void {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(callback, { timeout: timeoutMs });
  else setTimeout(callback, timeoutMs);
}
