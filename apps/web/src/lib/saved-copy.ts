/**
 * How old the copy of a page is when it was read from this device instead of the network (issue #37 item 1:
 * a page reopened offline "says how old it is"). The service worker marks what it serves from its caches:
 * an API answer with the `X-Saved-At` header (recorded by `lib/api-client.ts`), a kept page with
 * `<meta name="saved-copy-at">` (recorded once at start by `recordSavedPageMeta`). Both are ISO 8601 times.
 *
 * Per address (path and query): the oldest saved copy that went into the page at that address. Forgotten when
 * the browser is back online, as the page then refreshes what it shows. No React here: the API client, and so
 * the page's first script (boot.ts), import it; `hooks/use-saved-copy-at.ts` reads it in components.
 */
import { SAVED_AT_META } from '@/lib/offline-caches';

const savedAtByAddress = new Map<string, number>();
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** The address a saved copy belongs to: the page's path and query. */
export function addressOf(location: { pathname: string; search: string }): string {
  return `${location.pathname}${location.search}`;
}

/**
 * Notes that the page at `address` shows something saved at `savedAt` (ISO 8601); the oldest time wins.
 * Invalid times are ignored.
 */
export function recordSavedCopy(savedAt: string | null | undefined, address: string): void {
  const ms = savedAt ? Date.parse(savedAt) : Number.NaN;
  if (!Number.isFinite(ms)) return;
  const known = savedAtByAddress.get(address);
  if (known !== undefined && known <= ms) return;
  savedAtByAddress.set(address, ms);
  notify();
}

let pageMetaRead = false;
/** Records the kept page's own time, written into its head by the worker, once (the first page loaded). */
export function recordSavedPageMeta(): void {
  if (pageMetaRead || typeof document === 'undefined') return;
  pageMetaRead = true;
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${SAVED_AT_META}"]`);
  if (meta) recordSavedCopy(meta.content, addressOf(window.location));
}

/** Forgets every saved copy (the browser is back online and refreshes what it shows). */
export function forgetSavedCopies(): void {
  if (savedAtByAddress.size === 0) return;
  savedAtByAddress.clear();
  notify();
}

/** Calls `listener` whenever a saved copy is noted or forgotten; returns the unsubscribe. */
export function subscribeToSavedCopies(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== 'undefined')
    window.addEventListener('online', forgetSavedCopies);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener('online', forgetSavedCopies);
    }
  };
}

/** When (epoch ms) the oldest saved copy shown at `address` was saved, or null. */
export function savedCopyAt(address: string): number | null {
  return savedAtByAddress.get(address) ?? null;
}
