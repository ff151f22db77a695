import { useEffect } from 'react';

/**
 * Sets `data-hydrated` on `<html>` once the app has taken over the page (hydrated the server's HTML, or
 * rendered it). Browser journeys wait for it after a full page load before typing into a server-rendered
 * form; it costs nothing and renders nothing, on the server too, so both trees stay the same.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
