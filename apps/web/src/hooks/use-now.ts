import { useSyncExternalStore } from 'react';

/** How often the shared clock ticks while something reads it. */
export const NOW_TICK_MS = 60_000;

let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
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
  if (!timer && Date.now() - now > 1000) now = Date.now();
  return now;
}

/**
 * The current time in ms, refreshed once a minute while a component shows it ("waiting 2 days"). Read
 * through a store so render stays pure; every reader sees the same instant.
 */
export function useNow(): number {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
