import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { careerTable } from '../../schemas/career-application';
import { openDatabase } from '../database';
import { RecordStore } from '../tables/record-store';
import { runBackupCli } from '../testing/backup-cli';
import { uploadCareerAttachments } from '../testing/career-uploads';
import { retiredDuplicateTrigger } from '../testing/retired-duplicate-trigger';
import { postJson, startTestGateway, tempDir } from '../testing/test-gateway';
import { career } from '../testing/valid-records';
import { DATABASE, hashFile, MANIFEST, type Manifest } from '../backup/backup-manifest';
import { restoreArchive } from './restore-archive';
import { BadBackupError, restoreBackup } from './restore-backup';
import { takeBackup } from '../backup/take-backup';

let pristine: string;

beforeAll(async () => {
  const gateway = await startTestGateway();
  try {
    const answer = await postJson(gateway.table(careerTable), {
      fields: { ...career(), ...(await uploadCareerAttachments(gateway.url)) },
    });
    expect(answer.status).toBe(200);
    pristine = (await takeBackup(gateway.app.database, gateway.dataDir, tempDir('backups'))).path;
  } finally {
    await gateway.close();
  }
});

/** A copy of the good backup for one attack, and the path of one of its uploads. */
function backupToTamper() {
  const dir = join(tempDir('tampered'), 'backup');
  cpSync(pristine, dir, { recursive: true });
  const upload = join(dir, 'files', readdirSync(join(dir, 'files'))[0]);
  return { dir, upload };
}

/** The restore is refused with exactly `message`, and nothing is written beside or into the data folder. */
async function expectRefused(backup: string, message: string) {
  const parent = tempDir('restore');
  await expect(restoreBackup(backup, join(parent, 'data'))).rejects.toThrow(new BadBackupError(message));
  expect(readdirSync(parent)).toEqual([]);
}

describe('a hostile backup is refused before it is read, naming the file', () => {
  it('a file replaced by a symbolic link to /dev/zero', async () => {
    const { dir, upload } = backupToTamper();
    rmSync(upload);
    symlinkSync('/dev/zero', upload);
    await expectRefused(dir, `${upload} is a symbolic link, not a regular file: nothing was restored.`);
  });

  it('a manifest that is a symbolic link to /dev/zero', async () => {
    const { dir } = backupToTamper();
    rmSync(join(dir, MANIFEST));
    symlinkSync('/dev/zero', join(dir, MANIFEST));
    await expectRefused(dir, `${join(dir, MANIFEST)} is a symbolic link, not a regular file: nothing was restored.`);
  });

  it('a FIFO, which no writer ever fills (npm run restore exits with the message)', async () => {
    const { dir, upload } = backupToTamper();
    rmSync(upload);
    execFileSync('mkfifo', [upload]);
    const message = `${upload} is a named pipe (FIFO), not a regular file: nothing was restored.`;
    await expectRefused(dir, message);
    const cli = await runBackupCli('restore', dir, join(tempDir('restore'), 'data')).done;
    expect(cli.code).toBe(1);
    expect(cli.output).toContain(message);
  });

  it('a file larger than the manifest recorded', async () => {
    const { dir, upload } = backupToTamper();
    const recorded = readFileSync(upload).length;
    writeFileSync(upload, Buffer.alloc(64 * 1024 * 1024), { flag: 'a' });
    await expectRefused(
      dir,
      `${upload} is damaged: it is ${recorded + 64 * 1024 * 1024} bytes, not the ${recorded} the manifest recorded: nothing was restored.`,
    );
  });

  it('a folder that is a symbolic link out of the backup', async () => {
    const { dir } = backupToTamper();
    const elsewhere = join(tempDir('elsewhere'), 'files');
    renameSync(join(dir, 'files'), elsewhere);
    symlinkSync(elsewhere, join(dir, 'files'));
    await expectRefused(
      dir,
      `${join(dir, 'files')} is a symbolic link or lies under one, not a folder of the backup: nothing was restored.`,
    );
  });

  it('a database with a trigger, a view and a virtual table the gateway never creates, its manifest rewritten to match', async () => {
    const { dir } = backupToTamper();
    await withDatabaseChanged(dir, (db) =>
      db.exec(`
        CREATE TRIGGER promote_me AFTER INSERT ON records BEGIN UPDATE staff_users SET role = 'admin'; END;
        CREATE VIEW everyone AS SELECT * FROM records;
        CREATE VIRTUAL TABLE shadow USING fts5 (body);
      `),
    );
    await expectRefused(
      dir,
      `${join(dir, DATABASE)} holds what this gateway never creates (view everyone, trigger promote_me, table shadow): it was altered, so nothing was restored.`,
    );
  });

  it('a manifest naming a journal for the database', async () => {
    const { dir } = backupToTamper();
    writeFileSync(join(dir, 'gateway.db-wal'), '');
    const manifestPath = join(dir, MANIFEST);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
    manifest.files.push({ path: 'gateway.db-wal', ...(await hashFile(join(dir, 'gateway.db-wal'))) });
    writeFileSync(manifestPath, JSON.stringify(manifest));
    await expectRefused(dir, `${manifestPath} names a file no backup holds: gateway.db-wal`);
  });
});

/** Replaces the backup's database by `change` of it, with the manifest rewritten to match. */
async function withDatabaseChanged(dir: string, change: (db: Database.Database) => void) {
  const db = new Database(join(dir, DATABASE));
  change(db);
  db.pragma('journal_mode = DELETE');
  db.close();
  const manifestPath = join(dir, MANIFEST);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  manifest.files[0] = { path: DATABASE, ...(await hashFile(join(dir, DATABASE))) };
  writeFileSync(manifestPath, JSON.stringify(manifest));
}

const triggerSql = (db: Database.Database, name: string) =>
  db.prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?").pluck().get(name);

describe("a backup whose triggers carry the gateway's own names", () => {
  it("restores with the gateway's own trigger in place of a crafted body under its name", async () => {
    const { dir } = backupToTamper();
    const reference = openDatabase(tempDir('reference'));
    const own = triggerSql(reference, 'staff_records_update');
    reference.close();
    await withDatabaseChanged(dir, (db) =>
      db.exec(`
        DROP TRIGGER staff_records_update;
        CREATE TRIGGER staff_records_update AFTER UPDATE OF fields ON records
        BEGIN UPDATE staff_users SET role = 'admin'; END;
      `),
    );
    const data = join(tempDir('restore'), 'data');
    await restoreBackup(dir, data);
    const db = openDatabase(data);
    expect(triggerSql(db, 'staff_records_update')).toBe(own);
    db.close();
  });

  it('restores an older backup with the retired duplicate trigger, whose likely duplicates are then stored', async () => {
    const { dir } = backupToTamper();
    await withDatabaseChanged(dir, (db) => db.exec(retiredDuplicateTrigger));
    const data = join(tempDir('restore'), 'data');
    await restoreBackup(dir, data);
    const db = openDatabase(data);
    const records = new RecordStore(db);
    records.create('Request-Callback', [{ Name: 'Asha', Phone: '9852012345' }]);
    expect(records.create('Request-Callback', [{ Name: 'Asha again', Phone: '9852012345' }])).toHaveLength(1);
    expect(triggerSql(db, 'staff_records_duplicate')).toBeUndefined();
    db.close();
  });
});

describe('a backup archive (the Backups page download)', () => {
  const archiveOf = (backup: string, ...extra: string[]) => {
    const archive = join(tempDir('archive'), 'backup.tar');
    execFileSync('tar', ['--create', '--file', archive, '--directory', join(backup, '..'), ...extra, basename(backup)]);
    return archive;
  };

  it('restores whole into an empty data folder, leaving nothing unpacked behind', async () => {
    const parent = tempDir('from-archive');
    const manifest = await restoreArchive(archiveOf(pristine), join(parent, 'data'));
    expect(readdirSync(parent)).toEqual(['data']);
    // The database is opened to be checked on the way (its header may change): its records are compared elsewhere.
    for (const file of manifest.files.filter((file) => file.path !== DATABASE))
      expect(await hashFile(join(parent, 'data', file.path))).toEqual({ bytes: file.bytes, sha256: file.sha256 });
    expect(manifest.files.length).toBeGreaterThan(4);
  });

  it('cut off half-way, or a member named outside the folder, is refused and restores nothing', async () => {
    const whole = archiveOf(pristine);
    const cut = join(tempDir('cut'), 'backup.tar');
    writeFileSync(cut, readFileSync(whole).subarray(0, Math.floor(readFileSync(whole).length / 2)));
    const outside = tempDir('outside');
    const escaping = archiveOf(pristine, `--transform=s,^,../../${basename(outside)}/,`);
    for (const archive of [cut, escaping]) {
      const parent = tempDir('refused');
      await expect(restoreArchive(archive, join(parent, 'data'))).rejects.toThrow(BadBackupError);
      expect(readdirSync(parent)).toEqual([]);
    }
    expect(readdirSync(outside)).toEqual([]);
  });
});
