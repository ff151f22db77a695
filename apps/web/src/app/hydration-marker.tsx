import { useEffect, useRef } from 'react';

/**
 * Sets `data-hydrated` on `<html>` once the app has taken over the page (hydrated the server's HTML, or
 * rendered it), then calls `onHydrated` (main.tsx starts the offline worker's registration from there, issue
 * #12 §3). Browser journeys wait for the attribute after a full page load before typing into a server-rendered
 * form; it renders nothing, on the server too, so both trees stay the same.
 */
export function HydrationMarker({ onHydrated }: { onHydrated?: () => void }) {
  // Once: the page is hydrated once, with the callback it was first given.
  const firstOnHydrated = useRef(onHydrated);
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    firstOnHydrated.current?.();
  }, []);
  return null;
}
