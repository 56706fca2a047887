import type { BackupStatus } from '../../schemas/backup-status';
import { adminsOnly } from '../staff/auth/staff-auth';
import type { StaffPlugin } from '../staff/staff-context';
import type { NightlyBackups } from './nightly-backups';

/** The back office's view of backups (admins): the last one's time, size and result. */
export const backupRoutes =
  (backups: NightlyBackups): StaffPlugin =>
  async (app) => {
    app.get('/backups', adminsOnly, async (): Promise<BackupStatus> => backups.status());
  };
