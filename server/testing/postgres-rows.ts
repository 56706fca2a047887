import { PostgresConnection } from '../storage/postgres-connection';

/** What a connection of its own reads from the database at `url`: what really landed, not what a gateway holds. */
export function postgresRows<T>(url: string, text: string, ...values: unknown[]): T[] {
  const reader = new PostgresConnection(url);
  try {
    return reader.prepare(text).all(...values) as T[];
  } finally {
    reader.close();
  }
}
