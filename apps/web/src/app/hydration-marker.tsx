import { useEffect } from 'react';

/**
 * Sets `data-hydrated` on `<html>` once the app has taken over the page (hydrated the server's HTML, or
 * rendered it), then calls `onHydrated` (main.tsx starts the offline worker's registration from there, issue
 * #12 §3). Browser journeys wait for the attribute after a full page load before typing into a server-rendered
 * form; it renders nothing, on the server too, so both trees stay the same.
 */
export function HydrationMarker({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    onHydrated?.();
    // Once: the page is hydrated once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
