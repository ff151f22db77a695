/**
 * Realtime fan-out through PostgreSQL LISTEN/NOTIFY (ARCHITECTURE.md "Scale out"): a write calls
 * `pg_notify` inside its transaction, PostgreSQL delivers it at commit to every API instance listening, and
 * each instance hands it to the SSE streams of the user it is for. Works the same on PGlite (in-process).
 */
import pg from 'pg';
import type { DatabaseHandle } from '../db/client';
import type { Logger } from './logger';

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

  let stop: () => Promise<void>;
  if (database.kind === 'postgres') {
    // A dedicated connection: LISTEN needs one that stays open, outside the pool. It reconnects if dropped.
    let client: pg.Client | null = null;
    let closed = false;
    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString: database.url });
      next.on('notification', (msg) => msg.payload && dispatch(msg.payload));
      next.on('error', (error) => {
        logger.warn({ err: error }, 'realtime connection lost; reconnecting');
        next.end().catch(() => {});
        if (!closed) setTimeout(() => void connect().catch((e: unknown) => logger.error({ err: e }, 'realtime reconnect failed')), 1000);
      });
      await next.connect();
      await next.query(`LISTEN ${NOTIFICATIONS_CHANNEL}`);
      client = next;
    };
    await connect();
    stop = async () => {
      closed = true;
      await client?.end().catch(() => {});
    };
  } else {
    const unlisten = await database.pglite!.listen(NOTIFICATIONS_CHANNEL, dispatch);
    stop = async () => {
      await unlisten();
    };
  }

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
