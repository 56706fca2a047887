import { defaultBackupKeepDays } from './retention';
import { z } from './zod';

const backupRun = z.object({
  startedAt: z.string(),
  finishedAt: z.string(),
  ok: z.boolean(),
  /** `staff`: an admin pressed "Back up now". */
  trigger: z.enum(['nightly', 'command', 'staff']),
  path: z.string().nullable(),
  bytes: z.number().int().nullable(),
  files: z.number().int().nullable(),
  error: z.string().nullable(),
});

/** `GET /staff/api/backups` (admins) and the `backup` part of `/readyz`. */
export const backupStatus = z.object({
  /** Whether the gateway takes a backup itself every night (BACKUP_DIR set, or switched on in the back office). */
  nightly: z.boolean(),
  keepDays: z.number().int(),
  last: backupRun.nullable(),
  lastSuccess: backupRun.nullable(),
});
export type BackupStatus = z.infer<typeof backupStatus>;

/** What an admin sets in the back office (`PUT /staff/api/backups/settings`); BACKUP_DIR in the environment wins. */
export const backupSettings = z.strictObject({
  enabled: z.boolean({ error: 'Nightly backup: on or off' }),
  /** The hour (Nepal time, 0–23) the nightly backup starts in. */
  hour: z
    .number({ error: 'Hour: a whole hour from 0 to 23' })
    .int({ error: 'Hour: a whole hour from 0 to 23' })
    .min(0, { error: 'Hour: a whole hour from 0 to 23' })
    .max(23, { error: 'Hour: a whole hour from 0 to 23' }),
  keepDays: z
    .number({ error: 'Keep: a number of days' })
    .int({ error: 'Keep: a whole number of days' })
    .min(1, { error: 'Keep: at least 1 day' })
    .max(3650, { error: 'Keep: at most 3650 days' }),
  /** A folder on the server, outside the data folder; empty until an admin chooses one. */
  folder: z
    .string({ error: 'Where: a folder on the server' })
    .trim()
    .max(1000, { error: 'Where: at most 1000 characters' }),
});
export type BackupSettings = z.infer<typeof backupSettings>;

export const defaultBackupSettings: BackupSettings = {
  enabled: false,
  hour: 2,
  keepDays: defaultBackupKeepDays,
  folder: '',
};

/** A backup being written now: its step and, while files are copied, how many of them are done. */
export const backupProgress = z.object({
  startedAt: z.string(),
  step: z.enum(['database', 'files', 'finishing']),
  filesDone: z.number().int(),
  filesTotal: z.number().int(),
});
export type BackupProgress = z.infer<typeof backupProgress>;

/**
 * `GET /staff/api/backups/page` (admins): the settings in force, whether the environment set them,
 * the backup being written now, the newest complete one (`GET /staff/api/backups/newest.tar`
 * downloads it) and the last ten runs, newest first.
 */
export const backupsPage = z.object({
  settings: backupSettings,
  fromEnvironment: z.boolean(),
  progress: backupProgress.nullable(),
  newest: z.object({ name: z.string(), createdAt: z.string() }).nullable(),
  runs: z.array(backupRun),
});
export type BackupsPage = z.infer<typeof backupsPage>;
