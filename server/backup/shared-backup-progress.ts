import { hostname } from 'node:os';
import type { BackupProgress } from '../../schemas/backup-status';
import { SettingsStore } from '../settings/settings-store';
import type { Db } from '../storage/db';
import { writerRuns } from './writer-runs';

/** How often the writing gateway says it still writes, and how long a silence means it stopped. */
export const PROGRESS_BEAT_MS = 5_000;
const SILENCE_MS = 30_000;
/** The copy's file count moves many times a second: the shared value follows at most this often. */
const WRITE_EVERY_MS = 1_000;

/**
 * The backup being written by whichever gateway writes it, kept in the settings store so that a
 * Backups page served by another gateway on the same database shows it too. A writer that stopped
 * without clearing it (killed) is known by its process gone (same machine) or its silence.
 */
export class SharedBackupProgress {
  private readonly settings: SettingsStore;
  private lastWrite = 0;
  private lastStep: BackupProgress['step'] | undefined;

  constructor(
    db: Db,
    private readonly now: () => number = Date.now,
  ) {
    this.settings = new SettingsStore(db);
  }

  /** The writer's new progress: shared at once on a new step, else at most once a second. */
  write(progress: BackupProgress) {
    const at = this.now();
    if (progress.step === this.lastStep && at - this.lastWrite < WRITE_EVERY_MS) return;
    this.store(progress, at);
  }

  /** The writer still writes (called every few seconds, whatever the progress). */
  beat(progress: BackupProgress) {
    this.store(progress, this.now());
  }

  clear() {
    this.lastStep = undefined;
    this.settings.delete('backup_progress');
  }

  /** The backup some gateway is writing now, or null. */
  read(): BackupProgress | null {
    const kept = this.settings.get('backup_progress');
    if (!kept) return null;
    if (kept.host === hostname() && !writerRuns(kept.pid)) return null;
    if (this.now() - Date.parse(kept.beatAt) > SILENCE_MS) return null;
    return kept.progress;
  }

  private store(progress: BackupProgress, at: number) {
    this.lastWrite = at;
    this.lastStep = progress.step;
    this.settings.set('backup_progress', {
      progress,
      host: hostname(),
      pid: process.pid,
      beatAt: new Date(at).toISOString(),
    });
  }
}
