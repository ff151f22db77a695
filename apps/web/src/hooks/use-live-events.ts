import { useEffect, useEffectEvent } from 'react';
import { connectLiveEvents, onLiveEvent, type LiveEventMap, type LiveEventName } from '@/lib/live-events';

/**
 * Keeps the tab's live connection (`/api/events`) open while `connectionKey` is not null, and opens a new
 * one whenever the key changes — pass who is signed in (a user id, or "visitor"), since the server decides
 * from the session cookie whose notifications the stream carries. Mount once per tab.
 */
export function useLiveEventsConnection(connectionKey: string | null): void {
  useEffect(() => {
    if (connectionKey === null) return;
    return connectLiveEvents();
  }, [connectionKey]);
}

/** Calls `handler` (always the latest one) for every live event of kind `name`. */
export function useLiveEvent<K extends LiveEventName>(
  name: K,
  handler: (data: LiveEventMap[K]) => void,
): void {
  const onEvent = useEffectEvent(handler);
  useEffect(() => onLiveEvent(name, (data) => onEvent(data)), [name]);
}
