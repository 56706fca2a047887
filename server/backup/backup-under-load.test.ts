import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { buffer } from 'node:stream/consumers';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it, onTestFinished } from 'vitest';
import { callbackTable } from '../../schemas/callback-request';
import { careerTable } from '../../schemas/career-application';
import { meetingTable } from '../../schemas/meeting';
import { startGateway } from '../../scripts/gateway-process.mjs';
import { openConfiguredDatabase } from '../database';
import type { FileStore } from '../files/file-store';
import { fileStoreFor } from '../files/file-store-for';
import { typedDb } from '../storage/typed-db';
import type { StoredRecord } from '../tables/record-store';
import { runBackupCli } from '../testing/backup-cli';
import { uploadCareerAttachments } from '../testing/career-uploads';
import { listAllRecords } from '../testing/list-all-records';
import { createTestDatabase, testCluster } from '../testing/test-database';
import { postJson, tempDir, TEST_BASE } from '../testing/test-gateway';
import { openCalendarMeeting, openCalendarRetention, writeOpenAvailability } from '../testing/open-calendar';
import { callback } from '../testing/sample-records';
import { career } from '../testing/valid-records';
import { DATABASE, MANIFEST, manifestSchema } from './backup-manifest';
import { DUMP } from './postgres-dump';

const WRITERS = 8;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A data folder's store of `folder`, as its gateway opens it: the folder on SQLite, the database on PostgreSQL. */
function withStore<T>(
  dataDir: string,
  database: Record<string, string>,
  folder: string,
  work: (store: FileStore) => Promise<T>,
) {
  const db = openConfiguredDatabase({ DATA_DIR: dataDir, ...database });
  return work(fileStoreFor(db, dataDir, folder)).finally(() => db.close());
}

/** Every file of a store, by name, with its SHA-256. */
const filesOf = (dataDir: string, database: Record<string, string>, folder: string) =>
  withStore(dataDir, database, folder, async (store) => {
    const files: Record<string, string> = {};
    for (const name of await store.list()) files[name] = sha256(await buffer((await store.read(name))!));
    return files;
  });

/** The password the PostgreSQL pass's backup is given (the cluster trusts local connections): never printed. */
const PASSWORD = 'never-printed-0123';

/**
 * In the PostgreSQL pass (gateway-postgres), the gateway, the backup and the restore use a database
 * of the throw-away cluster each: the same test, pg_dump and pg_restore doing the database's part.
 */
const onPostgres = Boolean(testCluster());
const databaseEnv = async (): Promise<Record<string, string>> =>
  onPostgres ? { DATABASE_URL: await createTestDatabase() } : {};

describe('npm run backup while the gateway takes submissions, then npm run restore', () => {
  it('restores every submission acknowledged before the backup began, and every file byte for byte', async () => {
    // Writers send meetings as fast as the gateway takes them: more than the default week holds.
    const dataDir = tempDir('backup-load');
    const database = await databaseEnv();
    writeOpenAvailability(dataDir, database.DATABASE_URL);
    const gateway = await startGateway({
      RATE_LIMIT_PER_MIN: '0',
      DATA_DIR: dataDir,
      ...database,
      ...openCalendarRetention,
    });
    onTestFinished(() => gateway.stop('SIGKILL'));
    const tableUrl = (table: string, url = gateway.url) => `${url}/v0/${TEST_BASE}/${encodeURIComponent(table)}`;
    // Files of every kind the data folder keeps: uploads (through the API), a team photo, mail.
    for (let n = 0; n < 3; n++) {
      const response = await postJson(tableUrl(careerTable), {
        fields: { ...career(), 'First Name': `Applicant ${'abc'[n]}`, ...(await uploadCareerAttachments(gateway.url)) },
      });
      expect(response.status).toBe(200);
    }
    await withStore(gateway.dataDir, database, 'team-photos', (store) =>
      store.put(`${'ab'.repeat(16)}.webp`, Buffer.alloc(50_000, 7)),
    );

    const acknowledged: StoredRecord[] = [];
    let backupBegan = -1;
    let stop = false;
    let next = 0;
    const writer = async () => {
      while (!stop) {
        const n = next++;
        const submission =
          n % 2 === 0
            ? { table: callbackTable, fields: callback(n) }
            : { table: meetingTable, fields: openCalendarMeeting(n) };
        const response = await postJson(tableUrl(submission.table), { fields: submission.fields });
        expect(response.status).toBe(200);
        acknowledged.push(await response.json());
      }
    };
    const writers = Array.from({ length: WRITERS }, writer);
    while (acknowledged.length < 100) await new Promise((resolve) => setTimeout(resolve, 20));

    const backupDir = tempDir('backups');
    backupBegan = acknowledged.length;
    const backup = runBackupCli(
      'backup',
      backupDir,
      gateway.dataDir,
      onPostgres ? { DATABASE_URL: database.DATABASE_URL.replace('//postgres@', `//postgres:${PASSWORD}@`) } : {},
    );
    const { code, output } = await backup.done;
    const acksDuringBackup = acknowledged.length - backupBegan;
    stop = true;
    await Promise.all(writers);
    expect(output).toMatch(/^Backup written: /m);
    expect(code).toBe(0);
    expect(output).not.toContain(PASSWORD);
    // The writers really were writing while the backup ran.
    expect(acksDuringBackup).toBeGreaterThan(0);
    const originalUploads = await filesOf(gateway.dataDir, database, 'files');
    expect(Object.keys(originalUploads)).toHaveLength(12);
    const originalPhotos = await filesOf(gateway.dataDir, database, 'team-photos');
    expect(Object.keys(originalPhotos)).toHaveLength(1);
    await gateway.stop();

    const [name] = readdirSync(backupDir);
    const manifest = manifestSchema.parse(JSON.parse(readFileSync(join(backupDir, name, MANIFEST), 'utf8')));
    expect(manifest.files[0].path).toBe(onPostgres ? DUMP : DATABASE);
    expect(manifest.records[careerTable]).toBe(3);

    const restoredDir = join(tempDir('restore'), 'data');
    const restoredDatabase = await databaseEnv();
    const restore = await runBackupCli('restore', join(backupDir, name), restoredDir, restoredDatabase).done;
    expect(restore.output).toMatch(/^Restored /m);
    expect(restore.code).toBe(0);
    expect(await filesOf(restoredDir, restoredDatabase, 'files')).toEqual(originalUploads);
    expect(await filesOf(restoredDir, restoredDatabase, 'team-photos')).toEqual(originalPhotos);
    const counted = openConfiguredDatabase({ DATA_DIR: restoredDir, ...restoredDatabase });
    for (const [table, rows] of Object.entries(manifest.tables))
      expect([
        table,
        typedDb(counted).first(() => sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.id(table)}`)!.n,
      ]).toEqual([table, rows]);
    counted.close();

    const restored = await startGateway({ DATA_DIR: restoredDir, ...restoredDatabase, ...openCalendarRetention });
    try {
      const stored = new Map<string, StoredRecord>();
      for (const table of new Set(acknowledged.map((record) => (record.fields.Email ? 'Meeting' : 'Request-Callback'))))
        for (const record of await listAllRecords(tableUrl(table, restored.url), restored.staffToken))
          stored.set(record.id, record);
      for (const record of acknowledged.slice(0, backupBegan)) expect(stored.get(record.id)).toEqual(record);
      const careers = await listAllRecords(tableUrl(careerTable, restored.url), restored.staffToken);
      expect(careers).toHaveLength(3);
      const cv = (careers[0].fields['Resume/CV'] as { url: string }[])[0].url.split('/').pop()!;
      const file = await fetch(`${restored.url}/files/${cv}`, {
        headers: { Authorization: `Bearer ${restored.staffToken}` },
      });
      expect(
        createHash('sha256')
          .update(Buffer.from(await file.arrayBuffer()))
          .digest('hex'),
      ).toBe(originalUploads[cv]);
    } finally {
      await restored.stop();
    }
  });
});
