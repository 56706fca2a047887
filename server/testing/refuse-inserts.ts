import { isSqlite, type Db } from '../storage/db';

/**
 * Makes the database refuse what is written into `table`, as a full disk would, until the returned
 * undo runs. `insert`: each insert is refused, the transaction around it goes on. `transaction`:
 * the whole transaction is refused and keeps nothing (SQLite rolls it back at the insert;
 * PostgreSQL refuses its commit, with SQLSTATE 53100, disk full).
 */
export function refuseInserts(db: Db, table: string, message: string, scope: 'insert' | 'transaction'): () => void {
  const text = message.replaceAll("'", "''");
  if (isSqlite(db)) {
    const raise = scope === 'insert' ? 'ABORT' : 'ROLLBACK';
    db.exec(
      `CREATE TEMP TRIGGER refuse_inserts BEFORE INSERT ON ${table} BEGIN SELECT RAISE(${raise}, '${text}'); END`,
    );
    return () => db.exec('DROP TRIGGER refuse_inserts');
  }
  db.exec(`CREATE FUNCTION refuse_inserts() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION '${text}' USING ERRCODE = 'disk_full'; END $$`);
  db.exec(
    scope === 'insert'
      ? `CREATE TRIGGER refuse_inserts BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION refuse_inserts()`
      : `CREATE CONSTRAINT TRIGGER refuse_inserts AFTER INSERT ON ${table} DEFERRABLE INITIALLY DEFERRED
         FOR EACH ROW EXECUTE FUNCTION refuse_inserts()`,
  );
  return () => db.exec(`DROP TRIGGER refuse_inserts ON ${table}; DROP FUNCTION refuse_inserts()`);
}
