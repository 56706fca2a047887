import type { BackupStatus } from '../../schemas/backup-status';
import type { Db } from '../db';

export type BackupRun = NonNullable<BackupStatus['last']>;

interface Row {
  started_at: string;
  finished_at: string;
  ok: number;
  trigger: BackupRun['trigger'];
  path: string | null;
  bytes: number | null;
  files: number | null;
  error: string | null;
}

const toRun = (row: Row): BackupRun => ({
  startedAt: row.started_at,
  finishedAt: row.finished_at,
  ok: row.ok === 1,
  trigger: row.trigger,
  path: row.path,
  bytes: row.bytes,
  files: row.files,
  error: row.error,
});

/** Every backup taken of this data folder (nightly or by command) and how it ended; owner of `backup_runs`. */
export class BackupRuns {
  constructor(private readonly db: Db) {}

  record(run: BackupRun) {
    this.db
      .prepare(
        'INSERT INTO backup_runs (started_at, finished_at, ok, trigger, path, bytes, files, error) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(run.startedAt, run.finishedAt, run.ok ? 1 : 0, run.trigger, run.path, run.bytes, run.files, run.error);
  }

  last(): BackupRun | null {
    const row = this.db.prepare('SELECT * FROM backup_runs ORDER BY id DESC LIMIT 1').get() as Row | undefined;
    return row ? toRun(row) : null;
  }

  lastSuccess(): BackupRun | null {
    const row = this.db.prepare('SELECT * FROM backup_runs WHERE ok = 1 ORDER BY id DESC LIMIT 1').get() as
      Row | undefined;
    return row ? toRun(row) : null;
  }
}
