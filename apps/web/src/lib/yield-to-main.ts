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
