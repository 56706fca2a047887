import type { BackupSettings, BackupsPage } from '@schemas/backup-status';
import { staffClient, staffUrl } from '../../lib/staff-client';

export const fetchBackupsPage = async () => (await staffClient.get<BackupsPage>('/backups/page')).data;

export const saveBackupSettings = async (settings: BackupSettings) =>
  (await staffClient.put<BackupsPage>('/backups/settings', settings)).data;

export const startBackup = async () => (await staffClient.post<BackupsPage>('/backups/run')).data;

/** The newest complete backup as one .tar file: a plain link, so the browser saves it as it streams. */
export const newestArchiveUrl = staffUrl('/backups/newest.tar');
