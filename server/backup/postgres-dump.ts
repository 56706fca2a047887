import { closeSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { PostgresConnection } from '../storage/postgres-connection';
import { runPostgresProgram } from '../storage/postgres-programs';
import { postgresTables } from '../storage/postgres-tables';
import { typedDb } from '../storage/typed-db';
import { RecordStore } from '../tables/record-store';
import { postgresSchemaVersion } from '../upgrades/postgres-schema';
import type { Manifest } from './backup-manifest';

/** A PostgreSQL backup's database: `pg_dump --format=custom`, one file. */
export const DUMP = 'gateway.dump';

/**
 * Dumps the database into `dir/gateway.dump` and counts what the dump holds. The counts and the
 * dump read one snapshot (exported by a connection of its own, which pg_dump joins), so the
 * manifest says exactly what a restore brings back while writers go on. The gateway's own
 * connection is left alone: its statements would otherwise run inside this long transaction.
 */
export async function dumpPostgres(
  url: string,
  dir: string,
): Promise<Pick<Manifest, 'schemaVersion' | 'tables' | 'records'>> {
  const file = join(dir, DUMP);
  closeSync(openSync(file, 'wx', 0o600));
  const snapshot = new PostgresConnection(url);
  try {
    snapshot.exec('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const typed = typedDb(snapshot);
    const { id } = typed.first(() => sql<{ id: string }>`SELECT pg_export_snapshot() AS id`)!;
    const tables = Object.fromEntries(
      postgresTables(snapshot).map((name) => [
        name,
        typed.first(() => sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.id(name)}`)!.n,
      ]),
    );
    const counts = {
      schemaVersion: postgresSchemaVersion(snapshot),
      tables,
      records: new RecordStore(snapshot).countsByTable(),
    };
    await runPostgresProgram('pg_dump', url, ['--format=custom', `--snapshot=${id}`, `--file=${file}`]);
    snapshot.exec('COMMIT');
    return counts;
  } finally {
    snapshot.close();
  }
}
