import { backupSettings, defaultBackupSettings, type BackupSettings } from '../../schemas/backup-status';
import { NEPAL_OFFSET_MINUTES } from '../../schemas/nepal-time';
import type { Db } from '../storage/db';
import { SettingsStore } from '../settings/settings-store';

/** What backups do now: the environment's BACKUP_* when BACKUP_DIR is set, else what an admin set. */
export interface BackupPlan {
  settings: BackupSettings;
  fromEnvironment: boolean;
  /** The hour `now` is in on the clock `settings.hour` is meant in: the server's for BACKUP_HOUR, Nepal's otherwise. */
  hourOf: (now: Date) => number;
}

export interface BackupEnvironment {
  BACKUP_DIR?: string;
  BACKUP_KEEP: number;
  BACKUP_HOUR: number;
}

const nepalHour = (now: Date) => new Date(now.getTime() + NEPAL_OFFSET_MINUTES * 60_000).getUTCHours();

/** The `backups` setting (owner of it), read on every use: a change applies without a restart. */
export class BackupPlans {
  private readonly store: SettingsStore;

  constructor(
    db: Db,
    private readonly env: BackupEnvironment,
  ) {
    this.store = new SettingsStore(db);
  }

  current(): BackupPlan {
    const { BACKUP_DIR, BACKUP_KEEP, BACKUP_HOUR } = this.env;
    if (BACKUP_DIR)
      return {
        settings: { enabled: true, hour: BACKUP_HOUR, keepDays: BACKUP_KEEP, folder: BACKUP_DIR },
        fromEnvironment: true,
        hourOf: (now) => now.getHours(),
      };
    // A value an older version wrote keeps the defaults for what it lacks.
    const stored = backupSettings.safeParse({ ...defaultBackupSettings, ...this.store.get('backups') });
    return {
      settings: stored.success ? stored.data : defaultBackupSettings,
      fromEnvironment: false,
      hourOf: nepalHour,
    };
  }

  /** Stores settings (checked by the caller) and, in the same transaction, what `alongside` writes (the audit entry). */
  save(settings: BackupSettings, alongside: () => void) {
    this.store.save('backups', settings, defaultBackupSettings, alongside);
  }
}
