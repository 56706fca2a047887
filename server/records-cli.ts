import { readFileSync, writeFileSync } from 'node:fs';
import { extname } from 'node:path';
import { tables } from '../schemas/tables';
import { teamTable } from '../schemas/team-member';
import { loadConfig } from './config';
import { cellText, parseCsv, toCsv } from './csv';
import { openConfiguredDatabase } from './database';
import { Outbox } from './mirror/outbox';
import { RecordStore, type Fields, type StoredRecord } from './tables/record-store';
import { validateFields } from './tables/incoming-records';
import { markSeeded } from './settings/seed-once';

const usage = `Usage:
  npm run records -- list <table>
  npm run records -- export <table> --csv <file>
  npm run records -- outbox
  npm run records -- outbox retry      (sends the dead letters again)
  npm run records -- import Team <file.json|file.csv>
Tables: ${Object.keys(tables).join(', ')}. DATA_DIR is read from the environment.`;

const config = loadConfig();
const db = openConfiguredDatabase(config);
const store = new RecordStore(db);
const outbox = new Outbox(db);

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(1);
}

function tableName(name: string | undefined): string {
  if (!name || !Object.hasOwn(tables, name)) fail(`Unknown table: ${name ?? '(none)'}`);
  return name;
}

function recordsOf(table: string): StoredRecord[] {
  return store.list(table, { skip: 0, sort: [] });
}

function list(table: string) {
  const records = recordsOf(table);
  for (const record of records) console.log(`${record.createdTime}  ${record.id}  ${JSON.stringify(record.fields)}`);
  console.log(`${records.length} record(s) in ${table}`);
}

function exportCsv(table: string, file: string | undefined) {
  if (!file) fail('export needs --csv <file>');
  const columns = Object.keys(tables[table].schema.shape);
  const records = recordsOf(table);
  const rows = records.map((record) => [
    record.id,
    record.createdTime,
    ...columns.map((column) => cellText(record.fields[column])),
  ]);
  writeFileSync(file, toCsv([['id', 'createdTime', ...columns], ...rows]), { mode: 0o600 });
  console.log(`Wrote ${records.length} record(s) of ${table} to ${file}`);
}

function showOutbox() {
  const counts = outbox.counts();
  console.log(`pending ${counts.pending}, delivered ${counts.delivered}, dead letters ${counts.dead}`);
  for (const entry of outbox.list('pending')) {
    const next = new Date(entry.nextAttemptAt).toISOString();
    console.log(
      `pending  ${entry.table}  ${entry.recordId}  attempts ${entry.attempts}, next ${next}${entry.lastError ? `, last error: ${entry.lastError}` : ''}`,
    );
  }
  for (const entry of outbox.list('dead')) {
    console.log(
      `dead     ${entry.table}  ${entry.recordId}  ${entry.createdTime}  ${entry.lastError}\n         ${JSON.stringify(entry.fields)}`,
    );
  }
}

/** A CSV row as Team fields: Image holds image URLs separated by spaces, order is a number. */
function teamRowFields(header: string[], cells: string[]): Fields {
  const fields: Fields = {};
  header.forEach((column, i) => {
    const value = (cells[i] ?? '').trim();
    if (value === '') return;
    if (column === 'Image') fields.Image = value.split(/\s+/).map((url) => ({ url }));
    else if (column === 'order') fields.order = Number(value);
    else fields[column] = value.replaceAll('\\n', '\n');
  });
  return fields;
}

function readTeamFile(file: string): Fields[] {
  const text = readFileSync(file, 'utf8');
  if (extname(file).toLowerCase() === '.csv') {
    const [header, ...rows] = parseCsv(text);
    if (!header) fail(`${file} is empty`);
    return rows.map((cells) =>
      teamRowFields(
        header.map((h) => h.trim()),
        cells,
      ),
    );
  }
  const data = JSON.parse(text) as unknown;
  const items = Array.isArray(data) ? data : (data as { records?: unknown[] }).records;
  if (!Array.isArray(items)) fail(`${file} must hold an array of Team records or {records:[...]}`);
  return items.map((item) => ((item as { fields?: Fields }).fields ?? item) as Fields);
}

function importTeam(table: string, file: string | undefined) {
  if (table !== teamTable) fail('Only the Team table can be imported.');
  if (!file) fail('import needs a file');
  const fieldsList = readTeamFile(file).map((fields, i) => {
    try {
      return validateFields(tables[teamTable].schema, fields);
    } catch (error) {
      fail(`Record ${i + 1} of ${file}: ${(error as Error).message}`);
    }
  });
  if (fieldsList.length === 0) fail(`${file} holds no records`);
  store.replace(teamTable, fieldsList);
  markSeeded(db, 'team_seeded');
  console.log(`Team replaced with ${fieldsList.length} record(s) from ${file}`);
}

const [command, ...args] = process.argv.slice(2);
try {
  if (command === 'list') list(tableName(args[0]));
  else if (command === 'export')
    exportCsv(tableName(args[0]), args.includes('--csv') ? args[args.indexOf('--csv') + 1] : undefined);
  else if (command === 'outbox' && args[0] === 'retry')
    console.log(`${outbox.requeueDead()} dead letter(s) queued again; a running gateway sends them within a minute`);
  else if (command === 'outbox') showOutbox();
  else if (command === 'import') importTeam(tableName(args[0]), args[1]);
  else fail(command ? `Unknown command: ${command}` : 'No command given');
} finally {
  db.close();
}
