/**
 * Realtime fan-out through PostgreSQL LISTEN/NOTIFY (ARCHITECTURE.md "Scale out"): a write calls
 * `pg_notify` inside its transaction, PostgreSQL delivers it at commit to every API instance listening, and
 * each instance hands it to the SSE streams of the user it is for. Works the same on PGlite (in-process).
 */
import type { DatabaseHandle } from '../db/client';
import type { Logger } from './logger';
import { listenToChannel } from './pg-listen';

export const NOTIFICATIONS_CHANNEL = 'marketplace_notifications';
/**
 * Announced by a database trigger whenever a session row is deleted (migration 0009, issue #11): `userId` is
 * the member, `data` is `{ sessionId }`. The hub ends that session's subscriptions and never passes the
 * message on to listeners.
 */
export const SESSION_ENDED_EVENT = 'session-ended';

export interface RealtimeMessage {
  /** Whose streams receive it; null means everyone (e.g. a testimonial approved). */
  userId: string | null;
  event: string;
  /** Event id for Last-Event-ID catch-up. */
  id: string;
  data: unknown;
}

type Listener = (message: RealtimeMessage) => void;

export interface SubscriptionSession {
  /** The session the subscriber was signed in with. */
  sessionId: string;
  /** Called once that session ends on any instance (deleted: sign-out, revoked, banned, password changed…). */
  onEnded: () => void;
}

interface Subscription {
  userId: string | null;
  session?: SubscriptionSession;
}

export interface RealtimeHub {
  /**
   * Receives messages for `userId` (and broadcasts). With `session`, `session.onEnded` is called when that
   * session ends. Returns an unsubscribe function.
   */
  subscribe(userId: string | null, listener: Listener, session?: SubscriptionSession): () => void;
  /** Number of open subscriptions (for health and tests). */
  size(): number;
  /** Stops listening and tells every subscriber to close (graceful shutdown). */
  close(): Promise<void>;
  /** Called with every subscriber when the hub closes. */
  onClose(callback: () => void): () => void;
}

export async function createRealtimeHub(database: DatabaseHandle, logger: Logger): Promise<RealtimeHub> {
  const listeners = new Map<Listener, Subscription>();
  const closeCallbacks = new Set<() => void>();
  const dispatch = (payload: string) => {
    let message: RealtimeMessage;
    try {
      message = JSON.parse(payload) as RealtimeMessage;
    } catch {
      logger.warn({ payload }, 'unreadable realtime payload');
      return;
    }
    if (message.event === SESSION_ENDED_EVENT) {
      const { sessionId } = (message.data ?? {}) as { sessionId?: string };
      for (const { userId, session } of [...listeners.values()]) {
        if (session && userId === message.userId && session.sessionId === sessionId) session.onEnded();
      }
      return;
    }
    for (const [listener, { userId }] of listeners) {
      if (message.userId === null || message.userId === userId) listener(message);
    }
  };

  // A dedicated LISTEN connection that reconnects when dropped (or PGlite's in-process listen).
  const channel = await listenToChannel(
    database,
    NOTIFICATIONS_CHANNEL,
    { onPayload: (payload) => payload && dispatch(payload) },
    logger,
  );
  const stop = () => channel.close();

  return {
    subscribe(userId, listener, session) {
      listeners.set(listener, { userId, session });
      return () => listeners.delete(listener);
    },
    size: () => listeners.size,
    onClose(callback) {
      closeCallbacks.add(callback);
      return () => closeCallbacks.delete(callback);
    },
    async close() {
      for (const callback of closeCallbacks) callback();
      closeCallbacks.clear();
      listeners.clear();
      await stop();
    },
  };
}
