/**
 * The disk refused a write (read-only, full, I/O error): nothing was stored. Each API answers it in
 * its own shape (a 503); `cause` is the disk's own error, for the log line, never for the client.
 */
export class StorageError extends Error {
  constructor(cause: unknown) {
    super('The record could not be stored right now. Nothing was saved; please try again shortly.', { cause });
  }
}

/** Runs a write; a refusal by SQLite becomes a StorageError, so no client gets a 200 for what was not stored. */
export function guardStorage<T>(write: () => T): T {
  try {
    return write();
  } catch (error) {
    if (error instanceof Error && 'code' in error && String(error.code).startsWith('SQLITE_'))
      throw new StorageError(error);
    throw error;
  }
}
