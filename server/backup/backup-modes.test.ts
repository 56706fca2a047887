import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { careerTable } from '../../schemas/career-application';
import { uploadCareerAttachments } from '../testing/career-uploads';
import { postJson, startTestGateway, tempDir } from '../testing/test-gateway';
import { career } from '../testing/valid-records';
import { restoreBackup } from '../restore/restore-backup';
import { takeBackup } from './take-backup';

/** Every file under `dir` with its permission bits, as `path 0600`. */
const modes = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => join(entry.parentPath, entry.name))
    .map((path) => `${relative(dir, path)} ${(statSync(path).mode & 0o777).toString(8).padStart(4, '0')}`)
    .sort();

it('writes every file of a backup and of its restore readable by its owner only (0600), the database and uploads too, and no stray -wal or -shm', async () => {
  const gateway = await startTestGateway();
  try {
    const answer = await postJson(gateway.table(careerTable), {
      fields: { ...career(), ...(await uploadCareerAttachments(gateway.url)) },
    });
    expect(answer.status).toBe(200);
    const { path } = await takeBackup(gateway.app.database, gateway.dataDir, tempDir('backups'));
    const found = modes(path);
    expect(found.filter((file) => file.startsWith('files/'))).toHaveLength(4);
    expect(found.filter((file) => !file.endsWith(' 0600') || /-(wal|shm) /.test(file))).toEqual([]);
    expect(found).toContain('gateway.db 0600');
    const restored = join(tempDir('restore'), 'data');
    await restoreBackup(path, restored);
    expect(modes(restored).filter((file) => !file.endsWith(' 0600'))).toEqual([]);
  } finally {
    await gateway.close();
  }
});
