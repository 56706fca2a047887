import { sql } from 'kysely';
import { redacted, type PostgresConnection } from './postgres-connection';
import { typedDb } from './typed-db';

/** The tables of the connection's schema (`public`, where the upgrade makes them), sorted. */
export const postgresTables = (connection: PostgresConnection): string[] =>
  typedDb(connection)
    .all(
      () =>
        sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
    .map((row) => row.name);

/** Refuses a database that holds tables already: `what` (a restore, a move) writes into an empty one only. */
export function refuseNonEmpty(connection: PostgresConnection, what: string) {
  const tables = postgresTables(connection);
  if (tables.length)
    throw new Error(
      `${redacted(connection.url)} is not empty (it holds ${tables.length} tables: ${tables.slice(0, 5).join(', ')}${tables.length > 5 ? ' …' : ''}): ` +
        `${what} writes into an empty database only: create a new one (createdb), or drop this one and create it again.`,
    );
}
