/**
 * "The public catalogue changed" (issue #10 §4): a listing approved, rejected, edited, sold, expired or
 * soft-deleted, its photos changed, a seller's card changed, an account deleted. Database triggers announce
 * every such write on the `marketplace_catalog` channel at commit (migration 0008), whatever code path made
 * it, so no write has to remember to; every instance LISTENs and drops its browse, item and suggestion
 * caches within milliseconds of the commit.
 */
import type { DatabaseHandle } from '../db/client';
import type { Logger } from './logger';
import { listenToChannel } from './pg-listen';

export const CATALOG_CHANNEL = 'marketplace_catalog';

export interface CatalogEvents {
  /** Calls `listener` after each committed catalogue change (one call per transaction). Returns unsubscribe. */
  onChange(listener: () => void): () => void;
  /**
   * Tells this instance's listeners now that the catalogue changed, for a write whose effect the writer's own
   * next request must see at once (the announcement still reaches every instance, this one again, at commit).
   */
  changedHere(): void;
  /** Stops listening. */
  close(): Promise<void>;
}

/** Listens for catalogue changes on this instance's database. @throws when the database is unreachable. */
export async function listenForCatalogChanges(
  database: DatabaseHandle,
  logger: Logger,
): Promise<CatalogEvents> {
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  // After a lost connection, changes may have been missed: drop everything then too.
  const channel = await listenToChannel(
    database,
    CATALOG_CHANNEL,
    { onPayload: changed, onReconnect: changed },
    logger,
  );
  return {
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    changedHere: changed,
    async close() {
      listeners.clear();
      await channel.close();
    },
  };
}
