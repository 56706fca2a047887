import { Outbox, type OutboxEntry, type OutboxStatus } from '../mirror/outbox';
import { openFolderDatabase } from './folder-database';

/** Reads a mirror's outbox from its data folder, as a staff tool would, without disturbing the gateway. */
export async function readOutbox(
  dataDir: string,
): Promise<{ counts: Record<OutboxStatus, number>; pending: OutboxEntry[] }> {
  const db = await openFolderDatabase(dataDir);
  try {
    const outbox = new Outbox(db);
    return { counts: outbox.counts(), pending: outbox.list('pending') };
  } finally {
    db.close();
  }
}
