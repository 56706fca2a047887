import { describe, expect, it, onTestFinished } from 'vitest';
import { openDatabase } from '../database';
import { tempDir } from '../testing/test-gateway';
import { declaredColumns } from './database';

describe('the typed tables', () => {
  it('are exactly the tables of a new data folder, column for column, with their types and NOT NULLs', () => {
    const db = openDatabase(tempDir('typed-tables'));
    onTestFinished(() => void db.close());
    // Virtual tables (FTS5) and their shadow tables are SQLite only, read through `sql` by their owner.
    const tables = (db.pragma('table_list') as { schema: string; name: string; type: string }[])
      .filter((table) => table.schema === 'main' && table.type === 'table' && !table.name.startsWith('sqlite_'))
      .map((table) => table.name);
    const schema = Object.fromEntries(
      tables.map((table) => [
        table,
        Object.fromEntries(
          (db.pragma(`table_info("${table}")`) as { name: string; type: string; notnull: number; pk: number }[]).map(
            (column) => [column.name, column.notnull || column.pk ? `${column.type} NOT NULL` : column.type],
          ),
        ),
      ]),
    );
    expect(schema).toEqual(declaredColumns);
  });
});
