import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqliteDb as Db } from '../storage/db';
import { databaseAtVersion } from '../testing/database-at-version';
import { startPostgresCluster, type PostgresCluster } from '../testing/postgres-cluster';
import { psql } from '../testing/psql';
import { postgresBaseline } from './postgres-baseline';

/** What PostgreSQL has and SQLite has not, on purpose (see the baseline's header). */
const onlyOnPostgres: Record<string, string[]> = {
  content_media: ['rowid'],
  content_testimonials: ['rowid'],
  staff_records_fts: ['rowid', 'body_tsv'],
  schema_version: ['version'],
};
const typeOnPostgres: Record<string, string> = {
  INTEGER: 'bigint',
  REAL: 'double precision',
  TEXT: 'text',
  BLOB: 'bytea',
  '': 'text',
};
const defaultOnPostgres = (sqliteDefault: string | null) =>
  sqliteDefault === "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')" ? 'iso_time(statement_timestamp())' : sqliteDefault;

interface Column {
  name: string;
  type: string;
  notNull: boolean;
  default: string | null;
}
interface Index {
  name: string;
  table: string;
  columns: string[];
  unique: boolean;
  partial: boolean;
}

async function rows<T>(url: string, query: string): Promise<T[]> {
  return JSON.parse(await psql(url, `WITH r AS (${query}) SELECT coalesce(json_agg(r), '[]') FROM r`)) as T[];
}

/** Every table SQLite reports but its own and FTS5's shadow tables (`<fts table>_data`, …). */
function sqliteTables(db: Db): string[] {
  const all = db
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all() as { name: string; sql: string }[];
  const virtual = all.filter((t) => t.sql.startsWith('CREATE VIRTUAL TABLE')).map((t) => `${t.name}_`);
  return all.map((t) => t.name).filter((name) => !virtual.some((prefix) => name.startsWith(prefix)));
}

function sqliteColumns(db: Db, table: string): { table: string; columns: Column[]; primaryKey: string[] } {
  const info = db.pragma(`table_info("${table}")`) as {
    name: string;
    type: string;
    notnull: number;
    dflt_value: string | null;
    pk: number;
  }[];
  return {
    table,
    // A key column is never NULL: PostgreSQL says so, SQLite implies it for INTEGER PRIMARY KEY.
    columns: info.map((c) => ({
      name: c.name,
      type: typeOnPostgres[c.type]!,
      notNull: c.notnull === 1 || c.pk > 0,
      default: defaultOnPostgres(c.dflt_value),
    })),
    primaryKey: info
      .filter((c) => c.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((c) => c.name),
  };
}

/** Each table's columns and primary key, as `sqliteColumns` answers them, less the ones only PostgreSQL has. */
async function postgresColumns(url: string) {
  const tables = await rows<{ table: string; columns: Column[]; primaryKey: string[] }>(
    url,
    `SELECT t.table_name AS table,
       (SELECT json_agg(json_build_object('name', c.column_name, 'type', c.data_type, 'notNull', c.is_nullable = 'NO',
          'default', regexp_replace(c.column_default, '::text$', '')) ORDER BY c.ordinal_position)
        FROM information_schema.columns c WHERE c.table_schema = t.table_schema AND c.table_name = t.table_name) AS columns,
       ARRAY(SELECT k.column_name::text FROM information_schema.table_constraints p
        JOIN information_schema.key_column_usage k USING (constraint_schema, constraint_name)
        WHERE p.table_schema = t.table_schema AND p.table_name = t.table_name AND p.constraint_type = 'PRIMARY KEY'
        ORDER BY k.ordinal_position) AS "primaryKey"
     FROM information_schema.tables t WHERE t.table_schema = 'public' ORDER BY t.table_name`,
  );
  return tables.map(({ table, columns, primaryKey }) => {
    const extra = onlyOnPostgres[table] ?? [];
    return {
      table,
      columns: columns.filter((c) => !extra.includes(c.name)),
      primaryKey: primaryKey.filter((name) => !extra.includes(name)),
    };
  });
}

/** SQLite's indexes, the unnamed ones of UNIQUE constraints included (their names differ on PostgreSQL). */
function sqliteIndexes(db: Db): Index[] {
  return sqliteTables(db).flatMap((table) =>
    (db.pragma(`index_list("${table}")`) as { name: string; unique: number; origin: string; partial: number }[])
      .filter((index) => index.origin !== 'pk')
      .map((index) => ({
        name: index.origin === 'u' ? 'unique constraint' : index.name,
        table,
        columns: (db.pragma(`index_info("${index.name}")`) as { name: string }[]).map((c) => c.name),
        unique: index.unique === 1,
        partial: index.partial === 1,
      })),
  );
}

async function postgresIndexes(url: string): Promise<Index[]> {
  const indexes = await rows<Index & { constraint: boolean }>(
    url,
    `SELECT i.relname AS name, t.relname AS table, x.indisunique AS unique, x.indpred IS NOT NULL AS partial,
       EXISTS (SELECT FROM pg_constraint c WHERE c.conindid = x.indexrelid AND c.contype = 'u') AS constraint,
       ARRAY(SELECT pg_get_indexdef(x.indexrelid, k, true) FROM generate_series(1, x.indnkeyatts) k) AS columns
     FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
     JOIN pg_namespace n ON n.oid = t.relnamespace
     WHERE n.nspname = 'public' AND NOT x.indisprimary`,
  );
  return indexes
    .filter((index) => !index.columns.some((column) => onlyOnPostgres[index.table]?.includes(column)))
    .map(({ constraint, ...index }) => ({ ...index, name: constraint ? 'unique constraint' : index.name }));
}

const byName = (a: Index, b: Index) =>
  `${a.table} ${a.name} ${a.columns.join()}`.localeCompare(`${b.table} ${b.name} ${b.columns.join()}`);

/**
 * Writes as the gateway does on either engine: back-office records (one a likely duplicate, one
 * with an attachment, one in Nepali), a record of another table, a meeting with its booking rows,
 * an edit, deletions, and the posts, subscribers and uploads whose rows others keep.
 */
const workday = `
INSERT INTO records (tbl, id, created_time, fields) VALUES
  ('Request-Callback', 'recA', '2024-05-01T10:00:00.000Z', '{"First Name":"Ram","Phone No":"980-000 0001","Email":"Ram@Example.com","Message":"नमस्ते, मलाई फोन गर्नुहोस्"}'),
  ('Request-Callback', 'recB', '2024-05-01T12:30:00.000Z', '{"First Name":"Ramesh","Phone No":"9800000001"}'),
  ('Career', 'recC', '2024-05-01T13:00:00.000Z', '{"Full Name":"Sita","Email":"ram@example.com","CV":[{"url":"https://files.example/cv.pdf","filename":"sita-cv.pdf"}]}'),
  ('Request-Callback', 'recD', '2024-05-03T09:00:00.000Z', '{"First Name":"Ram","Email":"RAM@example.com"}'),
  ('Meeting', 'recE', '2024-05-03T10:00:00.000Z', '{"Name":"Hari","Email":"hari@example.com","Phone":"9811111111"}'),
  ('Meeting', 'recF', '2024-05-03T11:00:00.000Z', '{"Name":"Hari","Email":"Hari@Example.com"}'),
  ('Meeting', 'recG', '2024-05-03T11:10:00.000Z', '{"Name":"Shyam","Phone Number":"98-2222-2222"}'),
  ('Team', 'recT', '2024-05-03T11:30:00.000Z', '{"Name":"Gita","Email":"hari@example.com"}');
INSERT INTO booking_requests (record_id, email, caller, at_ms) VALUES ('recF', 'hari@example.com', NULL, 1), ('recG', 'shyam@example.com', NULL, 2);
INSERT INTO booking_slots (id, kind, start_ms, end_ms) VALUES ('recF', 'meeting', 10, 20), ('recG', 'meeting', 30, 40), ('recG-hold', 'block', 50, 60);
INSERT INTO meeting_life (record_id, nonce) VALUES ('recF', 'n1'), ('recG', 'n2');
INSERT INTO mirror_copies (record_id, tbl, upstream_id) VALUES ('recA', 'Request-Callback', 'up1'), ('recT', 'Team', 'up2');
INSERT INTO staff_notes (seq, body, created_at) SELECT seq, 'called back', '2024-05-02T00:00:00.000Z' FROM records WHERE id = 'recA';
INSERT INTO staff_team_meta (record_id, position) VALUES ('recT', 1.5);
UPDATE records SET fields = '{"First Name":"Ramesh","Phone No":"9800000001","Message":"please call after 5"}' WHERE id = 'recB';
DELETE FROM records WHERE id IN ('recA', 'recG', 'recT');
INSERT INTO content_posts (id, slug, lang, title, summary, category, author_name, cover, cover_alt, body, created_at, updated_at)
  VALUES ('p1', 'hello', 'en', 't', 's', 'c', 'a', 'x.jpg', 'x', 'b', 't', 't'), ('p2', 'again', 'en', 't', 's', 'c', 'a', 'x.jpg', 'x', 'b', 't', 't');
INSERT INTO post_views (post_id, day, views) VALUES ('p1', '2024-05-01', 3), ('p2', '2024-05-01', 4);
DELETE FROM content_posts WHERE id = 'p1';
INSERT INTO subscribers (id, email, lang, state, unsubscribe_nonce, created_at)
  VALUES ('s1', 'a@example.com', 'en', 'confirmed', 'u1', 't'), ('s2', 'b@example.com', 'ne', 'pending', 'u2', 't');
INSERT INTO subscriber_posts (subscriber_id, post_id, sent_at) VALUES ('s1', 'p2', 't'), ('s2', 'p2', 't');
DELETE FROM subscribers WHERE id = 's2';
INSERT INTO uploads (name, original_filename, kind, bytes, created_at) VALUES ('f1', 'a.pdf', 'cv', 1, 't'), ('f2', 'b.pdf', 'cv', 2, 't');
INSERT INTO mirror_files (name, hosted_url) VALUES ('f1', 'https://files.example/f1'), ('f2', 'https://files.example/f2');
DELETE FROM uploads WHERE name = 'f1';
`;

/** The tables the workday's triggers write, each in a stable order. */
const kept: Record<string, string> = {
  records: 'SELECT seq, tbl, id, created_time, fields FROM records ORDER BY seq',
  staff_record_meta: 'SELECT * FROM staff_record_meta ORDER BY seq',
  staff_records_fts: 'SELECT rowid, body FROM staff_records_fts ORDER BY rowid',
  staff_contacts: 'SELECT * FROM staff_contacts ORDER BY tbl, contact, seq',
  staff_duplicates: 'SELECT * FROM staff_duplicates ORDER BY seq',
  staff_notes: 'SELECT seq, body FROM staff_notes ORDER BY id',
  staff_team_meta: 'SELECT * FROM staff_team_meta ORDER BY record_id',
  booking_requests: 'SELECT * FROM booking_requests ORDER BY record_id',
  booking_slots: 'SELECT * FROM booking_slots ORDER BY id',
  meeting_life: 'SELECT record_id FROM meeting_life ORDER BY record_id',
  mirror_copies: 'SELECT * FROM mirror_copies ORDER BY record_id',
  post_views: 'SELECT * FROM post_views ORDER BY post_id',
  subscriber_posts: 'SELECT * FROM subscriber_posts ORDER BY subscriber_id',
  mirror_files: 'SELECT * FROM mirror_files ORDER BY name',
};

describe('the PostgreSQL baseline', () => {
  let cluster: PostgresCluster;
  let url: string;
  let sqlite: Db;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    url = await cluster.createDatabase();
    await psql(url, postgresBaseline.statements.map((statement) => `${statement};\n`).join(''));
    sqlite = databaseAtVersion('postgres-baseline', postgresBaseline.version).db;
  });
  afterAll(async () => {
    sqlite?.close();
    await cluster?.stop();
  });

  it('has the tables of SQLite at the same version, each with the same columns, types, NOT NULLs, defaults and key', async () => {
    const tables = (await postgresColumns(url)).filter((t) => t.table !== 'schema_version');
    expect(tables.map((t) => t.table)).toEqual(sqliteTables(sqlite));
    expect(tables).toEqual(sqliteTables(sqlite).map((table) => sqliteColumns(sqlite, table)));
  });

  it('has every index SQLite has, by name, on the same columns, as unique and as partial, and the same UNIQUE constraints', async () => {
    expect((await postgresIndexes(url)).sort(byName)).toEqual(sqliteIndexes(sqlite).sort(byName));
  });

  it('has as many CHECK constraints on each table as SQLite, and refuses what they refuse', async () => {
    const checks = await rows<{ table: string; count: number }>(
      url,
      `SELECT t.relname AS table, count(*)::int AS count FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace WHERE n.nspname = 'public' AND c.contype = 'c' GROUP BY t.relname ORDER BY t.relname`,
    );
    const sqliteChecks = sqliteTables(sqlite)
      .map((table) => ({
        table,
        count:
          (sqlite.prepare('SELECT sql FROM sqlite_master WHERE name = ?').pluck().get(table) as string).split('CHECK (')
            .length - 1,
      }))
      .filter((t) => t.count > 0);
    expect(checks).toEqual(sqliteChecks);
    await expect(
      psql(
        url,
        "INSERT INTO content_testimonials (id, quote, name, rating, created_at, updated_at) VALUES ('t', 'q', 'n', 6, 't', 't')",
      ),
    ).rejects.toThrow(/check constraint/);
    await expect(psql(url, "INSERT INTO readiness_probe (id, at) VALUES (2, 't')")).rejects.toThrow(/check constraint/);
  });

  it('has a trigger for every SQLite trigger, and a workday leaves the same rows in every table they keep', async () => {
    const triggers = await rows<{ name: string; table: string }>(
      url,
      `SELECT tgname AS name, tgrelid::regclass::text AS table FROM pg_trigger WHERE NOT tgisinternal ORDER BY tgname`,
    );
    expect(triggers).toEqual(
      sqlite.prepare("SELECT name, tbl_name AS 'table' FROM sqlite_master WHERE type = 'trigger' ORDER BY name").all(),
    );

    sqlite.exec(workday);
    await psql(url, workday);
    for (const [table, query] of Object.entries(kept))
      expect({ table, rows: await rows(url, query) }).toEqual({ table, rows: sqlite.prepare(query).all() });
    // recB was flagged as recA's likely duplicate (same phone, same day) until recA went; recF stays
    // flagged as recE's (same e-mail, another case); recD came two days after recA, recC in another form.
    const flags =
      'SELECT d.id AS record, o.id AS "of" FROM staff_duplicates f JOIN records d ON d.seq = f.seq JOIN records o ON o.seq = f.of_seq';
    expect(await rows(url, flags)).toEqual([{ record: 'recF', of: 'recE' }]);
  });

  it('reads a record back as it was written, and orders testimonials by rowid, the order they were added in', async () => {
    const fields = JSON.stringify({ 'First Name': 'सीता', Message: "it's 50% done" });
    const [record] = await rows<{ seq: number; id: string; fields: string }>(
      url,
      `INSERT INTO records (tbl, id, created_time, fields) VALUES ('Career', 'recR', '2024-06-01T00:00:00.000Z', '${fields.replace(/'/g, "''")}') RETURNING seq, id, fields`,
    );
    expect(record).toEqual({ seq: expect.any(Number), id: 'recR', fields });

    const added = `INSERT INTO content_testimonials (id, quote, name, rating, created_at, updated_at) VALUES
      ('zeta', 'q', 'n', 5, '2024-06-01', 't'), ('alpha', 'q', 'n', 4, '2024-06-01', 't'), ('mid', 'q', 'n', 4, '2024-05-01', 't')`;
    const ordered = 'SELECT id FROM content_testimonials ORDER BY created_at, rowid';
    sqlite.exec(added);
    await psql(url, added);
    expect(await rows(url, ordered)).toEqual([{ id: 'mid' }, { id: 'zeta' }, { id: 'alpha' }]);
    expect(await rows(url, ordered)).toEqual(sqlite.prepare(ordered).all());
  });

  it('sorts and lower-cases text as SQLite does, whatever the database locale', async () => {
    const odd = await rows(
      url,
      `SELECT table_name AS table, column_name AS column, collation_name AS collation FROM information_schema.columns
       WHERE table_schema = 'public' AND data_type = 'text' AND collation_name IS DISTINCT FROM 'C'`,
    );
    expect(odd).toEqual([{ table: 'staff_users', column: 'email', collation: 'nocase' }]);

    const keys = `INSERT INTO settings (key, value, updated_at) VALUES
      ('b', '', 't'), ('B', '', 't'), ('a', '', 't'), ('_x', '', 't'), ('Éa', '', 't'), ('éb', '', 't'), ('Z', '', 't')`;
    sqlite.exec(keys);
    await psql(url, keys);
    for (const query of ['SELECT key FROM settings ORDER BY key', 'SELECT lower(key) AS key FROM settings ORDER BY 1'])
      expect(await rows(url, query)).toEqual(sqlite.prepare(query).all());
  });

  it('finds a record by any of its words, a Nepali word by its start too, through the search index', async () => {
    await psql(
      url,
      `INSERT INTO records (tbl, id, created_time, fields) VALUES ('Meeting', 'recN', '2024-06-02T00:00:00.000Z', '{"Name":"Gopal","Message":"नेपालमा भेटौं"}')`,
    );
    const found = (query: string) =>
      rows<{ id: string }>(
        url,
        `SELECT r.id FROM staff_records_fts f JOIN records r ON r.seq = f.rowid WHERE f.body_tsv @@ to_tsquery('simple', '${query.replace(/'/g, "''")}')`,
      );
    expect(await found("'gopal'")).toEqual([{ id: 'recN' }]);
    expect(await found("'नेपाल':*")).toEqual([{ id: 'recN' }]);
    expect(await found("'gopal' & 'भेटौं'")).toEqual([{ id: 'recN' }]);
    expect(await found("'gopal' & 'ram'")).toEqual([]);
  });

  it('matches staff e-mail addresses whatever their case, as SQLite does', async () => {
    await psql(
      url,
      "INSERT INTO staff_users (id, email, name, role, created_at) VALUES ('u1', 'Admin@Example.com', 'A', 'admin', 't')",
    );
    expect(await rows(url, "SELECT id FROM staff_users WHERE email = 'admin@EXAMPLE.com'")).toEqual([{ id: 'u1' }]);
    await expect(
      psql(
        url,
        "INSERT INTO staff_users (id, email, name, role, created_at) VALUES ('u2', 'ADMIN@example.com', 'B', 'staff', 't')",
      ),
    ).rejects.toThrow(/duplicate key/);
  });

  it('stands at its version', async () => {
    expect(await rows(url, 'SELECT version FROM schema_version')).toEqual([{ version: postgresBaseline.version }]);
    expect(sqlite.pragma('user_version', { simple: true })).toBe(postgresBaseline.version);
  });
});
