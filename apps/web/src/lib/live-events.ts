/**
 * The tab's one live connection to the server (`GET /api/events`, server-sent events; spec 01 §4, §7
 * "Realtime") and the small in-page bus its events go out on, so the notifications and testimonials features
 * listen without knowing about each other or about the connection.
 *
 * Events: `notification` (the member's new notification, data = `Notification`), `testimonials` (the public
 * list changed; also sent to visitors) and `reconnected` (raised here when the connection came back after a
 * drop: whatever was missed meanwhile must be fetched again).
 */
import type {
  ConversationReadEvent,
  MessageEvent as ConversationMessageEvent,
} from '@marketplace/contract/conversations-messages';
import type { Notification } from '@marketplace/contract/notifications';
import { REALTIME_RECONNECT_BACKOFF_MS } from '@marketplace/contract/notifications';

export const LIVE_EVENTS_PATH = '/api/events';

export interface LiveEventMap {
  notification: Notification;
  testimonials: unknown;
  /** Issue #13: a message in one of the member's conversations (sent by them or to them). */
  message: ConversationMessageEvent;
  /** Issue #13: the member read a conversation (in this or another tab). */
  'conversation-read': ConversationReadEvent;
  reconnected: undefined;
}
export type LiveEventName = keyof LiveEventMap;

type Handler = (data: unknown) => void;
const handlers = new Map<LiveEventName, Set<Handler>>();

/** Listens for one kind of live event. @returns the unsubscribe function */
export function onLiveEvent<K extends LiveEventName>(
  name: K,
  handler: (data: LiveEventMap[K]) => void,
): () => void {
  const set = handlers.get(name) ?? new Set<Handler>();
  handlers.set(name, set);
  const wrapped: Handler = (data) => handler(data as LiveEventMap[K]);
  set.add(wrapped);
  return () => {
    set.delete(wrapped);
  };
}

/** Hands an event to every listener (the connection calls it; tests may too). */
export function emitLiveEvent<K extends LiveEventName>(name: K, data: LiveEventMap[K]): void {
  for (const handler of [...(handlers.get(name) ?? [])]) handler(data);
}

/** The wait before the n-th consecutive reconnection attempt (0-based): 1, 2, 5, then 10 s for good. */
export function reconnectDelayMs(failures: number): number {
  const steps = REALTIME_RECONNECT_BACKOFF_MS;
  return steps[Math.min(failures, steps.length - 1)]!;
}

function parseData(event: Event): unknown {
  const { data } = event as MessageEvent<string>;
  try {
    return data ? (JSON.parse(data) as unknown) : null;
  } catch {
    console.warn(`Ignored a live event with unreadable data (${event.type}).`);
    return undefined;
  }
}

/**
 * Opens the live connection and keeps it open until the returned function is called. On an error the
 * EventSource is closed (so the browser does not retry on its own schedule) and opened again after
 * `reconnectDelayMs`; every connection after the first raises `reconnected` once the server says `ready`.
 * Does nothing where EventSource does not exist.
 * @returns stop: closes the connection and cancels a pending reconnection
 */
export function connectLiveEvents(): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let connectedBefore = false;
  let stopped = false;

  const open = () => {
    const current = new EventSource(LIVE_EVENTS_PATH);
    source = current;
    current.addEventListener('ready', () => {
      failures = 0;
      if (connectedBefore) emitLiveEvent('reconnected', undefined);
      connectedBefore = true;
    });
    current.addEventListener('notification', (event) => {
      const data = parseData(event);
      if (data && typeof data === 'object') emitLiveEvent('notification', data as Notification);
    });
    for (const name of ['message', 'conversation-read'] as const) {
      current.addEventListener(name, (event) => {
        const data = parseData(event);
        if (data && typeof data === 'object') emitLiveEvent(name, data as LiveEventMap[typeof name]);
      });
    }
    current.addEventListener('testimonials', (event) => {
      emitLiveEvent('testimonials', parseData(event));
    });
    current.addEventListener('error', () => {
      current.close();
      if (stopped || source !== current) return;
      source = null;
      timer = setTimeout(open, reconnectDelayMs(failures));
      failures += 1;
    });
  };

  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
    source = null;
  };
}
