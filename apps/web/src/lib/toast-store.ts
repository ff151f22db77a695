/**
 * The toast queue behind `toast()` (spec 01 §4, §9): one toast visible at a time — a new one replaces the
 * previous — 5000 ms by default, `Infinity` to stay until dismissed. Rendered by <Toaster/> with Radix Toast
 * (swipe 50 px, hotkey F8).
 */
import { useSyncExternalStore, type ReactNode } from 'react';

export const TOAST_DEFAULT_DURATION_MS = 5000;

export interface ToastOptions {
  /**
   * A string is one of the app's English texts, shown in the page's language by <Toaster/>; a node is shown as
   * it is (e.g. a notice's own words, written by the server: issue #37 item 4h). So is `description`.
   */
  title: ReactNode;
  description?: ReactNode;
  variant?: 'default' | 'destructive' | 'success';
  /** ms; Infinity keeps it until dismissed. */
  duration?: number;
  /** One action button, e.g. Login on "Login Required". */
  action?: { label: string; onClick: () => void };
}

export interface ToastEntry extends ToastOptions {
  id: string;
  open: boolean;
}

let toasts: ToastEntry[] = [];
let counter = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a toast, replacing the visible one. Returns its id and a dismiss action (spec 01 §3 Toast). */
export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  counter += 1;
  const id = String(counter);
  toasts = [{ ...options, id, open: true }];
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id?: string): void {
  toasts = toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t));
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Calls `listener` with every toast as it is shown, even one replaced before the next render (tests count
 * them: one failure, one toast). @returns the unsubscribe function.
 */
export function onToastShown(listener: (entry: ToastEntry) => void): () => void {
  let lastId = toasts[0]?.id;
  return subscribe(() => {
    const entry = toasts[0];
    if (entry && entry.id !== lastId) {
      lastId = entry.id;
      listener(entry);
    }
  });
}

export function useToasts(): ToastEntry[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
