import { sql } from 'kysely';
import { describe, expect, it, onTestFinished } from 'vitest';
import { openDatabase } from '../database';
import { openFolderDatabase } from '../testing/folder-database';
import { testCluster } from '../testing/test-database';
import { tempDir } from '../testing/test-gateway';
import { typedDb, type TypedDb } from './typed-db';

async function settingsDb() {
  const db = await openFolderDatabase(tempDir('typed-db'));
  onTestFinished(() => void db.close());
  return typedDb(db);
}

const put = (key: string, value: string) => (db: TypedDb) =>
  db.run((q) => q.insertInto('settings').values({ key, value, updated_at: '2026-01-01T00:00:00.000Z' }));

describe('typed queries run on the connection', () => {
  it('answers rows, a first row, and what a write changed', async () => {
    const db = await settingsDb();
    const written = put('a', '1')(db);
    expect(written.changes).toBe(1);
    // PostgreSQL has no rowid to give (an owner asks for a new key with `returning`).
    if (db.engine === 'sqlite') expect(written.lastInsertRowid).toBe(1);
    else
      expect(() => written.lastInsertRowid).toThrow('PostgreSQL has no last rowid: ask for the key with returning()');
    put('b', '2')(db);
    expect(db.all((q) => q.selectFrom('settings').select(['key', 'value']).orderBy('key'))).toEqual([
      { key: 'a', value: '1' },
      { key: 'b', value: '2' },
    ]);
    expect(db.first((q) => q.selectFrom('settings').select('value').where('key', '=', 'b'))).toEqual({ value: '2' });
    expect(db.first((q) => q.selectFrom('settings').select('value').where('key', '=', 'c'))).toBeUndefined();
    expect(db.run((q) => q.deleteFrom('settings').where('key', 'in', ['a', 'b', 'c']))).toMatchObject({ changes: 2 });
  });

  it('runs a whole statement written with the sql template, its values bound as parameters', async () => {
    const db = await settingsDb();
    put('quote', "it's")(db);
    const key = "quote' OR 1 = 1 --";
    expect(db.all(() => sql<{ value: string }>`SELECT value FROM settings WHERE key = ${key}`)).toEqual([]);
    expect(db.all(() => sql<{ value: string }>`SELECT value FROM settings WHERE key = ${'quote'}`)).toEqual([
      { value: "it's" },
    ]);
  });

  it('commits all of a transaction or, when it throws, none of it', async () => {
    const db = await settingsDb();
    expect(() =>
      db.transaction(() => {
        put('a', '1')(db);
        put('a', '2')(db);
      }),
    ).toThrow(
      db.engine === 'sqlite'
        ? /UNIQUE constraint failed: settings.key/
        : /duplicate key value violates unique constraint "settings_pkey"/,
    );
    expect(db.all((q) => q.selectFrom('settings').selectAll())).toEqual([]);
  });
});

describe('an immediate transaction', () => {
  // SQLite's own write lock: on PostgreSQL `immediate` is an advisory lock, which holds back only those who take it too.
  it.skipIf(testCluster() !== undefined)(
    'holds the write lock from its start, so another process cannot write between its read and its write',
    () => {
      const dir = tempDir('typed-db');
      const [first, second] = [openDatabase(dir), openDatabase(dir)];
      onTestFinished(() => void [first, second].forEach((db) => db.close()));
      second.pragma('busy_timeout = 0');
      const [mine, theirs] = [typedDb(first), typedDb(second)];
      const read = () => mine.all((q) => q.selectFrom('settings').selectAll());
      mine.transaction(() => {
        read();
        put('a', '1')(theirs);
      });
      mine.transaction(
        () => {
          read();
          expect(() => put('b', '2')(theirs)).toThrow('database is locked');
          put('b', '3')(mine);
        },
        { immediate: true },
      );
      expect(theirs.all((q) => q.selectFrom('settings').select(['key', 'value']).orderBy('key'))).toEqual([
        { key: 'a', value: '1' },
        { key: 'b', value: '3' },
      ]);
    },
  );
});

describe('a statement compiled once', () => {
  it('binds the values of each run, however often it runs', async () => {
    const db = await settingsDb();
    const write = db.statement((q, args: { key: string; value: string }) =>
      q.insertInto('settings').values({ key: args.key, value: args.value, updated_at: args.value }),
    );
    const read = db.statement((q, args: { key: string }) =>
      q.selectFrom('settings').select(['value', 'updated_at']).where('key', '=', args.key),
    );
    write.run({ key: 'a', value: '1' });
    write.run({ key: 'b', value: '2' });
    expect(read.first({ key: 'b' })).toEqual({ value: '2', updated_at: '2' });
    expect(read.all({ key: 'a' })).toEqual([{ value: '1', updated_at: '1' }]);
    expect(read.first({ key: 'c' })).toBeUndefined();
  });

  it('refuses a value computed from its arguments, which compiling once would freeze', async () => {
    const db = await settingsDb();
    expect(() =>
      db.statement((q, args: { key: string; on: boolean }) =>
        q
          .updateTable('settings')
          .set({ value: args.on ? 'on' : 'off' })
          .where('key', '=', args.key),
      ),
    ).toThrow("A statement's values are bound as they are; computed from: on");
  });

  it('refuses its arguments passed whole, whose names it cannot list', async () => {
    const db = await settingsDb();
    expect(() =>
      db.statement((q, args: { key: string; value: string; updated_at: string }) =>
        q.insertInto('settings').values(args),
      ),
    ).toThrow('A statement names each of its values (`values({ key: args.key })`, not `values(args)`)');
  });
});
