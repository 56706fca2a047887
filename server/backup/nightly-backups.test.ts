import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupStatus } from '../../schemas/backup-status';
import { signInAs } from '../testing/staff-test-client';
import { staffHeaders, startTestGateway, tempDir } from '../testing/test-gateway';

const DAY = 24 * 3_600_000;

describe('nightly backups', () => {
  it('keep BACKUP_KEEP days (the clock moved on), and admins see the last one in the back office', async () => {
    const backupDir = tempDir('nightly');
    const gateway = await startTestGateway({ BACKUP_DIR: backupDir, BACKUP_KEEP: '14' });
    try {
      const now = Date.now();
      for (const daysAgo of [20, 15, 13, 0]) {
        const run = await gateway.app.backups.runNow(new Date(now - daysAgo * DAY));
        expect(run.ok).toBe(true);
      }
      const kept = readdirSync(backupDir).sort();
      expect(kept.map((name) => name.slice(7, 17))).toEqual(
        [13, 0].map((daysAgo) => new Date(now - daysAgo * DAY).toISOString().slice(0, 10)),
      );

      const admin = await signInAs(gateway, 'admin@example.com', 'admin');
      const status = backupStatus.parse(await (await admin.call('GET', '/backups')).json());
      expect(status).toMatchObject({ nightly: true, keepDays: 14, last: { ok: true, trigger: 'nightly' } });
      expect(status.last!.path).toBe(join(backupDir, kept[1]));
      expect(status.last!.bytes).toBeGreaterThan(4096);

      const staff = await signInAs(gateway, 'staff@example.com', 'staff');
      expect((await staff.call('GET', '/backups')).status).toBe(403);
      expect((await fetch(`${gateway.url}/staff/api/backups`, { headers: staffHeaders })).status).toBe(403);
      expect((await fetch(`${gateway.url}/staff/api/backups`)).status).toBe(401);
    } finally {
      await gateway.close();
    }
  });

  it('records a failed backup with its reason, keeping the last good one', async () => {
    const notAFolder = join(tempDir('nightly'), 'file');
    writeFileSync(notAFolder, '');
    const gateway = await startTestGateway({ BACKUP_DIR: notAFolder });
    try {
      const run = await gateway.app.backups.runNow();
      expect(run.ok).toBe(false);
      expect(run.error).toMatch(/EEXIST|ENOTDIR/);
      expect(run.error).toMatch(/^The backup folder is missing or is not a folder \(/);
      expect(gateway.app.backups.status()).toMatchObject({ last: { ok: false }, lastSuccess: null });
    } finally {
      await gateway.close();
    }
  });
});
