import { PostgresError } from '../storage/postgres-connection';

/**
 * The disk refused a write (read-only, full, I/O error): nothing was stored. Each API answers it in
 * its own shape (a 503); `cause` is the disk's own error, for the log line, never for the client.
 */
export class StorageError extends Error {
  constructor(cause: unknown) {
    super('The record could not be stored right now. Nothing was saved; please try again shortly.', { cause });
  }
}

const codeOf = (error: unknown) => (error instanceof Error && 'code' in error ? String(error.code) : '');

/** A refusal by the database: SQLite's (`SQLITE_FULL`…) or PostgreSQL's (SQLSTATE `53100`…). */
const isDatabaseRefusal = (error: unknown) => error instanceof PostgresError || codeOf(error).startsWith('SQLITE_');

/** A unique key already taken, on either engine. */
export const isUniqueViolation = (error: unknown) => ['SQLITE_CONSTRAINT_UNIQUE', '23505'].includes(codeOf(error));

/** Runs a write; a refusal by the database becomes a StorageError, so no client gets a 200 for what was not stored. */
export function guardStorage<T>(write: () => T): T {
  try {
    return write();
  } catch (error) {
    if (isDatabaseRefusal(error)) throw new StorageError(error);
    throw error;
  }
}
