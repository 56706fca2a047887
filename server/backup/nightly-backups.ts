import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { BackupProgress, BackupStatus } from '../../schemas/backup-status';
import type { Db } from '../storage/db';
import type { JobRunner } from '../jobs/job-runner';
import { MANIFEST } from './backup-manifest';
import { BackupRuns, type BackupRun } from './backup-runs';
import { PROGRESS_BEAT_MS, SharedBackupProgress } from './shared-backup-progress';
import type { BackupPlan } from './backup-plans';
import { isBackupName, takeBackup, type OnBackupProgress } from './take-backup';

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

const plainWords: Record<string, string> = {
  ENOSPC: 'The disk of the backup folder is full',
  EDQUOT: 'The disk of the backup folder is full',
  EACCES: 'The gateway may not write in the backup folder',
  EPERM: 'The gateway may not write in the backup folder',
  EROFS: 'The backup folder is on a read-only disk',
  ENOENT: 'The backup folder is missing or is not a folder',
  ENOTDIR: 'The backup folder is missing or is not a folder',
  EEXIST: 'The backup folder is missing or is not a folder',
};

/** A failure as the Backups page shows it: what happened in plain words first, then the system's own message. */
function describeFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const plain = plainWords[(error as NodeJS.ErrnoException).code ?? ''];
  return plain ? `${plain} (${message})` : message;
}

/** Takes one backup and records how it went (a failure is recorded too, with its message). */
export async function backupAndRecord(
  db: Db,
  dataDir: string,
  backupDir: string,
  trigger: BackupRun['trigger'],
  now = new Date(),
  onProgress?: OnBackupProgress,
): Promise<BackupRun> {
  const runs = new BackupRuns(db);
  let run: BackupRun;
  try {
    const result = await takeBackup(db, dataDir, backupDir, now, onProgress);
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
      error: describeFailure(error),
    };
  }
  runs.record(run);
  return run;
}

export interface NightlyBackups {
  status(): BackupStatus;
  /** The backup being written now, by this gateway or another on the same database, or null. */
  progress(): BackupProgress | null;
  /** The newest `limit` runs, newest first. */
  recent(limit: number): BackupRun[];
  /** Takes a backup now (the nightly one calls this); one at a time. */
  runNow(now?: Date, trigger?: BackupRun['trigger']): Promise<BackupRun>;
  stop(): Promise<void>;
}

export interface NightlyOptions {
  jobs: JobRunner;
  db: Db;
  dataDir: string;
  /** Read on every use: where backups go (none: no nightly backup), how long they are kept, the hour. */
  plan: () => BackupPlan;
  log: FastifyBaseLogger;
  clock?: () => Date;
}

/**
 * Checks every minute (a job kind): a backup is due in the chosen hour once nothing was tried for 20 hours,
 * and at any hour once the last good one is 26 hours old (the gateway was down at night, or the
 * night's backup failed) or there is none yet. The plan is read at each check: settings an admin
 * changes apply without a restart.
 */
export function scheduleNightlyBackups(options: NightlyOptions): NightlyBackups {
  const { jobs, db, dataDir, plan, log } = options;
  const clock = options.clock ?? (() => new Date());
  const runs = new BackupRuns(db);
  const shared = new SharedBackupProgress(db);
  let running: Promise<BackupRun> | undefined;
  let progress: BackupProgress | null = null;
  let lastTry = 0;

  // The progress is for the Backups page: a database that refuses it must not fail the backup.
  const share = (write: () => void) => {
    try {
      write();
    } catch (error) {
      log.warn({ error }, 'backup progress not shared with the other gateways');
    }
  };

  const runNow = (now = clock(), trigger: BackupRun['trigger'] = 'nightly'): Promise<BackupRun> => {
    const { folder, keepDays } = plan().settings;
    if (!folder) return Promise.reject(new Error('No folder is set for backups'));
    let beat: NodeJS.Timeout | undefined;
    running ??= (async () => {
      lastTry = now.getTime();
      const startedAt = now.toISOString();
      beat = setInterval(() => {
        const current = progress;
        if (current) share(() => shared.beat(current));
      }, PROGRESS_BEAT_MS);
      beat.unref();
      const run = await backupAndRecord(db, dataDir, folder, trigger, now, (step) => {
        const current = { startedAt, ...step };
        progress = current;
        share(() => shared.write(current));
      });
      if (run.ok) {
        log.info({ path: run.path, bytes: run.bytes }, 'backup written');
        const removed = pruneBackups(folder, keepDays, now);
        if (removed.length) log.info({ removed }, 'old backups removed');
      } else log.error({ error: run.error }, 'ALARM backup failed');
      return run;
    })().finally(() => {
      clearInterval(beat);
      running = undefined;
      progress = null;
      share(() => shared.clear());
    });
    return running;
  };

  const due = (now: Date) => {
    const { settings, hourOf } = plan();
    if (!settings.enabled || !settings.folder) return false;
    const lastGood = runs.lastSuccess();
    const goodAge = lastGood ? now.getTime() - Date.parse(lastGood.startedAt) : Infinity;
    if (now.getTime() - lastTry < HOUR) return false;
    if (goodAge > 26 * HOUR) return true;
    return hourOf(now) === settings.hour && goodAge > 20 * HOUR;
  };

  jobs.every('nightly-backup', { everyMs: 60_000, firstAfterMs: 60_000 }, async () => {
    if (!running && !shared.read() && due(clock())) await runNow();
  });

  return {
    status: () => {
      const { enabled, folder, keepDays } = plan().settings;
      return { nightly: enabled && Boolean(folder), keepDays, last: runs.last(), lastSuccess: runs.lastSuccess() };
    },
    // Its own run as it goes; another gateway's as that one last shared it.
    progress: () => progress ?? shared.read(),
    recent: (limit) => runs.recent(limit),
    runNow,
    async stop() {
      await running?.catch(() => {});
    },
  };
}
