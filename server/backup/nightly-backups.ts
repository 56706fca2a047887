import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { BackupStatus } from '../../schemas/backup-status';
import type { Db } from '../storage/db';
import type { JobRunner } from '../jobs/job-runner';
import { MANIFEST } from './backup-manifest';
import { BackupRuns, type BackupRun } from './backup-runs';
import { isBackupName, takeBackup } from './take-backup';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Removes complete backups older than `keepDays`, never the newest one. Returns the removed names.
 */
export function pruneBackups(backupDir: string, keepDays: number, now: Date): string[] {
  if (!existsSync(backupDir)) return [];
  const backups = readdirSync(backupDir)
    .filter((name) => isBackupName(name) && existsSync(join(backupDir, name, MANIFEST)))
    .sort();
  const newest = backups.pop();
  const removed: string[] = [];
  for (const name of backups) {
    const { createdAt } = JSON.parse(readFileSync(join(backupDir, name, MANIFEST), 'utf8')) as { createdAt: string };
    if (now.getTime() - Date.parse(createdAt) <= keepDays * DAY) continue;
    rmSync(join(backupDir, name), { recursive: true, force: true });
    removed.push(name);
  }
  return newest ? removed : [];
}

/** Takes one backup and records how it went (a failure is recorded too, with its message). */
export async function backupAndRecord(
  db: Db,
  dataDir: string,
  backupDir: string,
  trigger: BackupRun['trigger'],
  now = new Date(),
): Promise<BackupRun> {
  const runs = new BackupRuns(db);
  let run: BackupRun;
  try {
    const result = await takeBackup(db, dataDir, backupDir, now);
    run = {
      startedAt: now.toISOString(),
      finishedAt: new Date().toISOString(),
      ok: true,
      trigger,
      path: result.path,
      bytes: result.manifest.totalBytes,
      files: result.manifest.files.length,
      error: null,
    };
  } catch (error) {
    run = {
      startedAt: now.toISOString(),
      finishedAt: new Date().toISOString(),
      ok: false,
      trigger,
      path: null,
      bytes: null,
      files: null,
      error: error instanceof Error ? error.message : String(error),
    };
  }
  runs.record(run);
  return run;
}

export interface NightlyBackups {
  status(): BackupStatus;
  /** Takes a backup now (the nightly one calls this); one at a time. */
  runNow(now?: Date): Promise<BackupRun>;
  stop(): Promise<void>;
}

export interface NightlyOptions {
  jobs: JobRunner;
  db: Db;
  dataDir: string;
  /** Unset: no nightly backup (the status still shows backups taken by command). */
  backupDir: string | undefined;
  keepDays: number;
  /** The local hour (0–23) the nightly backup starts in. */
  hour: number;
  log: FastifyBaseLogger;
  clock?: () => Date;
}

/**
 * Checks every minute (a job kind): a backup is due in the chosen hour once nothing was tried for 20 hours,
 * and at any hour once the last good one is 26 hours old (the gateway was down at night, or the
 * night's backup failed) or there is none yet.
 */
export function scheduleNightlyBackups(options: NightlyOptions): NightlyBackups {
  const { jobs, db, dataDir, backupDir, keepDays, hour, log } = options;
  const clock = options.clock ?? (() => new Date());
  const runs = new BackupRuns(db);
  let running: Promise<BackupRun> | undefined;
  let lastTry = 0;

  const runNow = (now = clock()): Promise<BackupRun> => {
    if (!backupDir) return Promise.reject(new Error('BACKUP_DIR is not set'));
    running ??= (async () => {
      lastTry = now.getTime();
      const run = await backupAndRecord(db, dataDir, backupDir, 'nightly', now);
      if (run.ok) {
        log.info({ path: run.path, bytes: run.bytes }, 'backup written');
        const removed = pruneBackups(backupDir, keepDays, now);
        if (removed.length) log.info({ removed }, 'old backups removed');
      } else log.error({ error: run.error }, 'ALARM backup failed');
      return run;
    })().finally(() => (running = undefined));
    return running;
  };

  const due = (now: Date) => {
    const lastGood = runs.lastSuccess();
    const goodAge = lastGood ? now.getTime() - Date.parse(lastGood.startedAt) : Infinity;
    if (now.getTime() - lastTry < HOUR) return false;
    if (goodAge > 26 * HOUR) return true;
    return now.getHours() === hour && goodAge > 20 * HOUR;
  };

  if (backupDir)
    jobs.every('nightly-backup', { everyMs: 60_000, firstAfterMs: 60_000 }, async () => {
      if (!running && due(clock())) await runNow();
    });

  return {
    status: () => ({ nightly: Boolean(backupDir), keepDays, last: runs.last(), lastSuccess: runs.lastSuccess() }),
    runNow,
    async stop() {
      await running?.catch(() => {});
    },
  };
}
