import type { BackupStatus } from '../../schemas/backup-status';
import type { Selectable } from 'kysely';
import type { Db } from '../storage/db';
import type { Database } from '../storage/database';
import { typedDb, type TypedDb } from '../storage/typed-db';

export type BackupRun = NonNullable<BackupStatus['last']>;

const toRun = (row: Selectable<Database['backup_runs']>): BackupRun => ({
  startedAt: row.started_at,
  finishedAt: row.finished_at,
  ok: row.ok === 1,
  trigger: row.trigger as BackupRun['trigger'],
  path: row.path,
  bytes: row.bytes,
  files: row.files,
  error: row.error,
});

/** Every backup taken of this data folder (nightly or by command) and how it ended; owner of `backup_runs`. */
export class BackupRuns {
  private readonly db: TypedDb;

  constructor(db: Db) {
    this.db = typedDb(db);
  }

  record(run: BackupRun) {
    this.db.run((q) =>
      q.insertInto('backup_runs').values({
        started_at: run.startedAt,
        finished_at: run.finishedAt,
        ok: run.ok ? 1 : 0,
        trigger: run.trigger,
        path: run.path,
        bytes: run.bytes,
        files: run.files,
        error: run.error,
      }),
    );
  }

  last(): BackupRun | null {
    const row = this.db.first((q) => q.selectFrom('backup_runs').selectAll().orderBy('id', 'desc').limit(1));
    return row ? toRun(row) : null;
  }

  /** The newest `limit` runs, newest first. */
  recent(limit: number): BackupRun[] {
    return this.db.all((q) => q.selectFrom('backup_runs').selectAll().orderBy('id', 'desc').limit(limit)).map(toRun);
  }

  lastSuccess(): BackupRun | null {
    const row = this.db.first((q) =>
      q.selectFrom('backup_runs').selectAll().where('ok', '=', 1).orderBy('id', 'desc').limit(1),
    );
    return row ? toRun(row) : null;
  }
}
