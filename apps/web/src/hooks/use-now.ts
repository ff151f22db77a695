import { useSyncExternalStore } from 'react';

/** How often the shared clock ticks while something reads it. */
export const NOW_TICK_MS = 60_000;

let now = Date.now();
/** True while the clock shows the server's render time (`holdClockAt`): the server's render, then hydration. */
let held = false;
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    if (!held) now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, NOW_TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

function getSnapshot(): number {
  // Nobody is subscribed yet (first render of the first reader): start from a fresh reading, kept stable
  // for a second so React's repeated snapshot reads agree.
  if (!held && !timer && Date.now() - now > 1000) now = Date.now();
  return now;
}

/**
 * The current time in ms, refreshed once a minute while a component shows it ("waiting 2 days"). Read
 * through a store so render stays pure; every reader sees the same instant.
 */
export function useNow(): number {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** Where the server's render time travels to the browser: a query in the page's dehydrated state. */
export const RENDER_TIME_QUERY_KEY = ['render-time'] as const;

/**
 * Sets the shared clock to `ms` (epoch ms) and holds it there until `releaseClock` (issue #12 §3, hydration
 * without mismatch): the server renders "16 seconds ago" at its render time and the browser, hydrating seconds
 * later, must write the same text (React error #418 otherwise, and the page rendered again from scratch). The
 * server holds it at its render time while it renders; the browser at that same time, from the page's state,
 * while it hydrates.
 */
export function holdClockAt(ms: number): void {
  now = ms;
  held = true;
}

/**
 * Lets the clock move again once the page has hydrated. What it shows then catches up at the next tick
 * (`NOW_TICK_MS`), so hydration is not followed by a second render of every date at once.
 */
export function releaseClock(): void {
  held = false;
}
