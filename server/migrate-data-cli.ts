import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { openDatabase } from './database';
import { migrateToPostgres, type TableCount } from './migrate-data/migrate-to-postgres';
import { PostgresConnection, redacted } from './storage/postgres-connection';

const usage = `Usage:
  npm run migrate-data -- --to postgres://USER@HOST:5432/DATABASE
      moves DATA_DIR's SQLite database (upgraded first, as the gateway does) into an empty
      PostgreSQL database with its files, in one transaction.
Give the password in PGPASSWORD rather than in the URL, which the process list shows.`;

const { values } = parseArgs({ options: { to: { type: 'string' } } });
if (!values.to || !/^postgres(ql)?:\/\/\S+$/.test(values.to)) {
  console.error(usage);
  process.exit(1);
}

const table = (counts: TableCount[]) => {
  const width = Math.max(5, ...counts.map((row) => row.table.length));
  const line = (name: string, sqlite: string, postgres: string) =>
    `${name.padEnd(width)}  ${sqlite.padStart(10)}  ${postgres.padStart(10)}`;
  return [
    line('table', 'SQLite', 'PostgreSQL'),
    ...counts.map((row) => line(row.table, String(row.sqlite), String(row.postgres))),
  ].join('\n');
};

try {
  const { DATA_DIR } = loadConfig();
  if (!existsSync(join(DATA_DIR, 'gateway.db')))
    throw new Error(`${DATA_DIR} holds no gateway.db: set DATA_DIR to the data folder to move.`);
  const started = Date.now();
  const source = openDatabase(DATA_DIR);
  const target = new PostgresConnection(values.to);
  try {
    const counts = await migrateToPostgres({
      source,
      target,
      dataDir: DATA_DIR,
      progress: (line) => console.log(line),
    });
    console.log(table(counts));
    console.log(
      `Moved ${DATA_DIR} into ${redacted(values.to)} (${((Date.now() - started) / 1000).toFixed(1)} s). ` +
        `Start the gateways with DATABASE_URL set to it; the files are in the database too.`,
    );
  } finally {
    target.close();
    source.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error('Nothing was moved: the target database is as it was.');
  process.exit(1);
}
