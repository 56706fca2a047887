import { z } from './zod';

const backupRun = z.object({
  startedAt: z.string(),
  finishedAt: z.string(),
  ok: z.boolean(),
  trigger: z.enum(['nightly', 'command']),
  path: z.string().nullable(),
  bytes: z.number().int().nullable(),
  files: z.number().int().nullable(),
  error: z.string().nullable(),
});

/** `GET /staff/api/backups` (admins) and the `backup` part of `/readyz`. */
export const backupStatus = z.object({
  /** Whether the gateway takes a backup itself every night (BACKUP_DIR set). */
  nightly: z.boolean(),
  keepDays: z.number().int(),
  last: backupRun.nullable(),
  lastSuccess: backupRun.nullable(),
});
export type BackupStatus = z.infer<typeof backupStatus>;
