import { backupSettings, type BackupsPage, type BackupStatus } from '../../schemas/backup-status';
import { adminsOnly } from '../staff/auth/staff-auth';
import { StaffApiError } from '../staff/staff-api-error';
import type { StaffPlugin } from '../staff/staff-context';
import { backupArchive } from './backup-archive';
import { backupFolderProblem } from './backup-folder-problem';
import type { BackupPlans } from './backup-plans';
import type { NightlyBackups } from './nightly-backups';
import { newestBackupName } from './take-backup';

/** A backup folder's name is its time: `backup-2026-11-30T10-49-48-123Z`. */
const createdAtOf = (name: string) =>
  name.slice('backup-'.length).replace(/T(\d\d)-(\d\d)-(\d\d)-(\d+)Z$/, 'T$1:$2:$3.$4Z');

const fromEnvironment = () =>
  new StaffApiError(
    409,
    'SET_IN_ENVIRONMENT',
    'Backups are set in the server’s environment (BACKUP_DIR): change them there, or remove BACKUP_DIR to set them here.',
  );

/**
 * The back office's Backups page (admins): `GET /backups` the last one's result (as `/readyz`),
 * `GET /backups/page` the settings, progress and last ten runs, `PUT /backups/settings` (audited;
 * 422 with a plain message, 409 while BACKUP_DIR is set), `POST /backups/run` starts one now (202),
 * `GET /backups/newest.tar` the newest complete backup as one archive.
 */
export const backupRoutes =
  (backups: NightlyBackups, plans: BackupPlans, dataDir: string): StaffPlugin =>
  async (app, { context }) => {
    const page = (): BackupsPage => {
      const { settings, fromEnvironment } = plans.current();
      const newest = settings.folder ? newestBackupName(settings.folder) : undefined;
      return {
        settings,
        fromEnvironment,
        progress: backups.progress(),
        newest: newest ? { name: newest, createdAt: createdAtOf(newest) } : null,
        runs: backups.recent(10),
      };
    };

    app.get('/backups', adminsOnly, async (): Promise<BackupStatus> => backups.status());

    app.get('/backups/page', adminsOnly, async () => page());

    app.put('/backups/settings', adminsOnly, async (request) => {
      if (plans.current().fromEnvironment) throw fromEnvironment();
      const parsed = backupSettings.safeParse(request.body ?? {});
      if (!parsed.success) throw new StaffApiError(422, 'INVALID_REQUEST', parsed.error.issues[0].message);
      const settings = parsed.data;
      // An empty folder is fine while backups are off: nothing is written anywhere.
      const problem = settings.enabled || settings.folder ? backupFolderProblem(settings.folder, dataDir) : undefined;
      if (problem) throw new StaffApiError(422, 'INVALID_REQUEST', problem);
      plans.save(settings, () =>
        context.audit.write(request.staff.actor, {
          action: 'changed backup settings',
          detail: `${settings.enabled ? `nightly at ${settings.hour}:00` : 'nightly off'}, keep ${settings.keepDays} days, in ${settings.folder || '(none)'}`,
        }),
      );
      return page();
    });

    app.post('/backups/run', adminsOnly, async (request, reply) => {
      const { folder } = plans.current().settings;
      if (!folder) throw new StaffApiError(409, 'NO_BACKUP_FOLDER', 'Choose where backups go and save first.');
      if (backups.progress()) throw new StaffApiError(409, 'BACKUP_RUNNING', 'A backup is being written already.');
      context.audit.write(request.staff.actor, { action: 'started a backup', detail: folder });
      // Its result is recorded with the runs; the page follows the progress.
      backups.runNow(new Date(), 'staff').catch((error: unknown) => request.log.error({ error }, 'backup failed'));
      return reply.code(202).send(page());
    });

    app.get('/backups/newest.tar', adminsOnly, async (_request, reply) => {
      const { folder } = plans.current().settings;
      const name = folder ? newestBackupName(folder) : undefined;
      if (!folder || !name) throw new StaffApiError(404, 'NOT_FOUND', 'There is no complete backup to download yet.');
      return reply
        .header('Content-Type', 'application/x-tar')
        .header('Content-Disposition', `attachment; filename="${name}.tar"`)
        .header('Cache-Control', 'no-store')
        .send(backupArchive(folder, name));
    });
  };
