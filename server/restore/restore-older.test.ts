import { cpSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { takeBackup } from '../backup/take-backup';
import { openDatabase } from '../database';
import { shapeOf } from '../testing/schema-shape';
import { tempDir } from '../testing/test-gateway';
import { SCHEMA_VERSION, schemaVersion } from '../upgrades/schema-version';
import { restoreBackup } from './restore-backup';

/** Written by commit 60bf673 (schema version 2), whose owners' schemas ran at each open. */
const version2Fixture = join(import.meta.dirname, '..', 'upgrades', 'fixtures', 'data-60bf673');

describe('a backup made by an older version', () => {
  it("is restored and upgraded as its data folder would be, a crafted body under a trigger's name replaced", async () => {
    const old = tempDir('old-data');
    cpSync(version2Fixture, old, { recursive: true });
    const db = new Database(join(old, 'gateway.db'));
    db.exec(`
      DROP TRIGGER staff_records_update;
      CREATE TRIGGER staff_records_update AFTER UPDATE OF fields ON records BEGIN UPDATE staff_users SET role = 'admin'; END;
    `);
    const { path } = await takeBackup(db, old, tempDir('backups'));
    db.close();

    const data = join(tempDir('restore'), 'data');
    await restoreBackup(path, data);
    const restored = openDatabase(data);
    const fresh = openDatabase(tempDir('new-data'));
    try {
      expect(schemaVersion(restored)).toBe(SCHEMA_VERSION);
      expect(shapeOf(restored)).toEqual(shapeOf(fresh));
      expect(restored.prepare('SELECT tbl, count(*) AS n FROM records GROUP BY tbl ORDER BY tbl').all()).toEqual([
        { tbl: 'Career', n: 1 },
        { tbl: 'Meeting', n: 1 },
        { tbl: 'Request-Callback', n: 1 },
        { tbl: 'Team', n: 7 },
      ]);
    } finally {
      restored.close();
      fresh.close();
    }
  });
});
