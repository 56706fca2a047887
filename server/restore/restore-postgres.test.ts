import { cpSync, existsSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { callbackTable } from '../../schemas/callback-request';
import { hashFile, MANIFEST, type Manifest } from '../backup/backup-manifest';
import { DUMP } from '../backup/postgres-dump';
import { openDatabase } from '../database';
import type { PostgresConnection } from '../storage/postgres-connection';
import { runPostgresProgram } from '../storage/postgres-programs';
import { runBackupCli } from '../testing/backup-cli';
import { listAllRecords } from '../testing/list-all-records';
import { psql } from '../testing/psql';
import { callback } from '../testing/sample-records';
import { createTestDatabase, tableCount, testCluster } from '../testing/test-database';
import { postJson, startTestGateway, tempDir, TEST_STAFF_TOKEN } from '../testing/test-gateway';

/** A backup of a gateway on PostgreSQL holding two callback requests: the backup's folder, and what it holds. */
async function backupOfTwoRecords() {
  const gateway = await startTestGateway();
  try {
    for (const n of [1, 2])
      expect((await postJson(gateway.table(callbackTable), { fields: callback(n) })).status).toBe(200);
    const records = await listAllRecords(gateway.table(callbackTable), TEST_STAFF_TOKEN);
    const databaseUrl = (gateway.app.database as PostgresConnection).url;
    const backupDir = tempDir('pg-restore-backups');
    const backup = await runBackupCli('backup', backupDir, gateway.dataDir, { DATABASE_URL: databaseUrl }).done;
    expect(backup.code).toBe(0);
    return { backup: join(backupDir, readdirSync(backupDir)[0]), records, databaseUrl };
  } finally {
    await gateway.close();
  }
}

const copyOf = (backup: string) => {
  const copy = join(tempDir('pg-restore-damaged'), 'backup');
  cpSync(backup, copy, { recursive: true });
  return copy;
};

// The PostgreSQL pass's (gateway-postgres): skipped in the SQLite one, which has no cluster.
describe.skipIf(!testCluster())('npm run restore on PostgreSQL', () => {
  it('refuses a damaged dump and a database that holds tables, with messages, writing nothing; restores into an empty one', async () => {
    const { backup, records, databaseUrl } = await backupOfTwoRecords();
    const empty = await createTestDatabase();
    const restoreInto = (from: string, url: string, dataDir = join(tempDir('pg-restored'), 'data')) => ({
      dataDir,
      run: runBackupCli('restore', from, dataDir, { DATABASE_URL: url }).done,
    });

    // A byte of the dump changed: refused by its checksum before pg_restore starts.
    const damaged = copyOf(backup);
    const dump = join(damaged, DUMP);
    const bytes = readFileSync(dump);
    bytes[bytes.length >> 1] ^= 0xff;
    writeFileSync(dump, bytes);
    let attempt = restoreInto(damaged, empty);
    let result = await attempt.run;
    expect(result.code).toBe(1);
    expect(result.output).toContain(`${dump} is damaged: its SHA-256 is not the one the manifest recorded.`);
    expect(await tableCount(empty)).toBe(0);
    expect(existsSync(attempt.dataDir)).toBe(false);

    // Cut off and its manifest rewritten to match: pg_restore fails half-way, in one transaction.
    const cut = copyOf(backup);
    truncateSync(join(cut, DUMP), readFileSync(join(cut, DUMP)).length >> 1);
    const manifest = JSON.parse(readFileSync(join(cut, MANIFEST), 'utf8')) as Manifest;
    manifest.files[0] = { path: DUMP, ...(await hashFile(join(cut, DUMP))) };
    writeFileSync(join(cut, MANIFEST), JSON.stringify(manifest));
    attempt = restoreInto(cut, empty);
    result = await attempt.run;
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/^pg_restore failed \(1\): /m);
    expect(await tableCount(empty)).toBe(0);
    expect(existsSync(attempt.dataDir)).toBe(false);

    // The gateway's own database holds its tables: refused, untouched.
    attempt = restoreInto(backup, databaseUrl);
    result = await attempt.run;
    expect(result.code).toBe(1);
    expect(result.output).toMatch(
      /is not empty \(it holds \d+ tables: .*\): a restore writes into an empty database only: create a new one \(createdb\)/,
    );
    expect(existsSync(attempt.dataDir)).toBe(false);

    attempt = restoreInto(backup, empty);
    result = await attempt.run;
    expect(result.output).toMatch(/^Restored /m);
    expect(result.code).toBe(0);
    const restored = await startTestGateway({ DATA_DIR: attempt.dataDir, DATABASE_URL: empty });
    try {
      expect(await listAllRecords(restored.table(callbackTable), TEST_STAFF_TOKEN)).toEqual(records);
    } finally {
      await restored.close();
    }
  });

  it('refuses a dump altered to hold a trigger of its own, or its own body under a function of the gateway, and drops what it restored', async () => {
    const { backup } = await backupOfTwoRecords();
    const altered = copyOf(backup);
    const crafted = await createTestDatabase();
    expect(
      (await runBackupCli('restore', backup, join(tempDir('pg-crafted'), 'data'), { DATABASE_URL: crafted }).done).code,
    ).toBe(0);
    await psql(
      crafted,
      `CREATE FUNCTION copy_out() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;
      CREATE TRIGGER copy_out AFTER INSERT ON records FOR EACH ROW EXECUTE FUNCTION copy_out();
      CREATE OR REPLACE FUNCTION iso_time(instant timestamptz) RETURNS text LANGUAGE sql STABLE RETURN 'crafted';`,
    );
    rmSync(join(altered, DUMP));
    await runPostgresProgram('pg_dump', crafted, ['--format=custom', `--file=${join(altered, DUMP)}`]);
    const manifest = JSON.parse(readFileSync(join(altered, MANIFEST), 'utf8')) as Manifest;
    manifest.files[0] = { path: DUMP, ...(await hashFile(join(altered, DUMP))) };
    writeFileSync(join(altered, MANIFEST), JSON.stringify(manifest));

    const empty = await createTestDatabase();
    const dataDir = join(tempDir('pg-restored'), 'data');
    const result = await runBackupCli('restore', altered, dataDir, { DATABASE_URL: empty }).done;
    expect(result.code).toBe(1);
    expect(result.output).toContain(
      `${join(altered, DUMP)} holds what this gateway never creates (function copy_out(), function iso_time(timestamp with time zone), trigger copy_out on records): it was altered, so nothing was restored.`,
    );
    expect(await tableCount(empty)).toBe(0);
    expect(Number(await psql(empty, `SELECT count(*) FROM pg_proc WHERE pronamespace = 'public'::regnamespace`))).toBe(
      0,
    );
    expect(existsSync(dataDir)).toBe(false);
  });

  it('says a SQLite backup goes into a data folder and then through migrate-data', async () => {
    const dataDir = tempDir('sqlite-folder');
    openDatabase(dataDir).close();
    const backupDir = tempDir('sqlite-backups');
    expect((await runBackupCli('backup', backupDir, dataDir).done).code).toBe(0);
    const empty = await createTestDatabase();
    const result = await runBackupCli('restore', backupDir, join(tempDir('pg-restored'), 'data'), {
      DATABASE_URL: empty,
    }).done;
    expect(result.code).toBe(1);
    expect(result.output).toMatch(
      /is a backup of a SQLite data folder: restore it without DATABASE_URL into an empty data folder, then move it with npm run migrate-data/,
    );
    expect(await tableCount(empty)).toBe(0);
  });
});
