import { sql } from 'kysely';
import { postgresBaseline } from '../migrations/postgres-baseline';
import { migrations } from '../migrations/migrations';
import { redacted, type PostgresConnection } from '../storage/postgres-connection';
import { typedDb } from '../storage/typed-db';
import { NewerSchemaError, SCHEMA_VERSION } from './schema-version';

/** The schema version a PostgreSQL database is at: 0 while it has no `schema_version` (empty). */
export function postgresSchemaVersion(connection: PostgresConnection): number {
  const db = typedDb(connection);
  const known = db.first(() => sql<{ found: string | null }>`SELECT to_regclass('schema_version')::text AS found`);
  return known?.found
    ? (db.first(() => sql<{ version: number }>`SELECT version FROM schema_version`)?.version ?? 0)
    : 0;
}

/**
 * Brings a PostgreSQL database to SCHEMA_VERSION (or an earlier version `to`, at least the
 * baseline's, to see what that version's schema holds) in one transaction (PostgreSQL's DDL is
 * transactional: a crash leaves the old version whole): an empty database gets the baseline
 * (the schema as SQLite has it at the baseline's version), then the steps after it, each in its
 * PostgreSQL form; a database from a newer build is refused, untouched.
 */
export function upgradePostgres(connection: PostgresConnection, to = SCHEMA_VERSION): void {
  const db = typedDb(connection);
  db.transaction(() => {
    // Every gateway takes it: the first to start runs the steps, the others wait and find them done.
    connection.lockFor('schema upgrade');
    let version = postgresSchemaVersion(connection);
    if (version > SCHEMA_VERSION) throw new NewerSchemaError(redacted(connection.url), version);
    if (version >= to) return;
    if (version === 0) {
      for (const statement of postgresBaseline.statements) connection.exec(statement);
      version = postgresBaseline.version;
    }
    for (const [index, step] of migrations.slice(version, to).entries()) {
      if (!step.postgres) throw new Error(`Schema step ${version + index + 1} has no PostgreSQL form`);
      step.postgres(connection);
    }
    db.run(() => sql`UPDATE schema_version SET version = ${to}`);
  });
}
