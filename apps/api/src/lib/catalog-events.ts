/**
 * "The public catalogue changed" (a listing approved, removed, edited, sold). Caches of derived browse data
 * subscribe and drop what they hold; in-process only — other instances rely on their caches' short TTL.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onCatalogChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function catalogChanged(): void {
  for (const listener of listeners) listener();
}
