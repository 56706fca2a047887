import { openDatabase } from '../database';
import { Outbox, type OutboxEntry, type OutboxStatus } from '../mirror/outbox';

/** Reads a mirror's outbox from its data folder, as a staff tool would, without disturbing the gateway. */
export function readOutbox(dataDir: string): { counts: Record<OutboxStatus, number>; pending: OutboxEntry[] } {
  const db = openDatabase(dataDir, { readonly: true });
  try {
    const outbox = new Outbox(db);
    return { counts: outbox.counts(), pending: outbox.list('pending') };
  } finally {
    db.close();
  }
}
