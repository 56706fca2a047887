import { storageUnavailable } from './table-error';

/**
 * Runs a write; if the disk refuses (read-only, full, I/O error) the client gets a 503 and no
 * acknowledgement, never a 200 for something that was not stored.
 */
export function guardStorage<T>(write: () => T): T {
  try {
    return write();
  } catch (error) {
    if (error instanceof Error && 'code' in error && String(error.code).startsWith('SQLITE_'))
      throw storageUnavailable(error);
    throw error;
  }
}
