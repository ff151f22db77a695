/**
 * LISTEN on one PostgreSQL channel, on either engine: a dedicated `pg` connection outside the pool (LISTEN needs
 * one that stays open; it reconnects when dropped) or PGlite's in-process `listen`.
 */
import pg from 'pg';
import type { DatabaseHandle } from '../db/client';
import type { Logger } from './logger';

export interface ChannelListener {
  /** Stops listening and closes the dedicated connection. */
  close(): Promise<void>;
}

/**
 * @param onPayload called with each NOTIFY payload, in commit order.
 * @param onReconnect called after a lost connection is back: notifications sent meanwhile were missed.
 * @throws when the first LISTEN cannot be set up (the database is unreachable at start).
 */
export async function listenToChannel(
  database: DatabaseHandle,
  channel: string,
  handlers: { onPayload: (payload: string) => void; onReconnect?: () => void },
  logger: Logger,
): Promise<ChannelListener> {
  if (database.kind !== 'postgres') {
    const unlisten = await database.pglite!.listen(channel, handlers.onPayload);
    return { close: () => unlisten() };
  }
  let client: pg.Client | null = null;
  let closed = false;
  const connect = async (isReconnect: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: database.url });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onPayload(message.payload ?? '');
    });
    next.on('error', (error) => {
      logger.warn({ err: error, channel }, 'LISTEN connection lost; reconnecting');
      next.end().catch(() => {});
      if (!closed) setTimeout(() => void reconnect(), 1000);
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
    if (isReconnect) handlers.onReconnect?.();
  };
  const reconnect = async (): Promise<void> => {
    try {
      await connect(true);
    } catch (error) {
      logger.error({ err: error, channel }, 'LISTEN reconnect failed; retrying');
      if (!closed) setTimeout(() => void reconnect(), 1000);
    }
  };
  await connect(false);
  return {
    async close() {
      closed = true;
      await client?.end().catch(() => {});
    },
  };
}
