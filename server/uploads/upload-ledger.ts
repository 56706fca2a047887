import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../storage/db';
import type { JobRunner } from '../jobs/job-runner';
import { typedDb, type TypedDb } from '../storage/typed-db';
import type { UploadAnswer } from './upload-sink';
import type { UploadStore } from './upload-store';

/**
 * Every file URL this gateway's upload answers gave out (its own, or the upstream file host's in
 * an earlier relay mode), so a Career record can only point at one of them, with its name; and so an upload
 * no Career record took up is deleted after a while.
 */
export class UploadLedger {
  private readonly db: TypedDb;
  // Compiled once: every upload and every Career submission's files go through them.
  private readonly insertRow;
  private readonly findRow;

  constructor(
    db: Db,
    private readonly store: UploadStore,
    /** Whether a stored submission holds this text. */
    private readonly referenced: (text: string) => boolean,
  ) {
    this.db = typedDb(db);
    // A URL given out again starts over (a new issue time, not yet kept), as a new answer.
    this.insertRow = this.db.statement(
      (q, args: { url: string; display_name: string; filename: string; local_name: string; issued_at: number }) =>
        q
          .insertInto('upload_answers')
          .values({
            url: args.url,
            display_name: args.display_name,
            filename: args.filename,
            local_name: args.local_name,
            issued_at: args.issued_at,
          })
          .onConflict((conflict) =>
            conflict.column('url').doUpdateSet((eb) => ({
              display_name: eb.ref('excluded.display_name'),
              filename: eb.ref('excluded.filename'),
              local_name: eb.ref('excluded.local_name'),
              issued_at: eb.ref('excluded.issued_at'),
              kept: 0,
            })),
          ),
    );
    this.findRow = this.db.statement((q, args: { url: string }) =>
      q.selectFrom('upload_answers').select(['display_name', 'filename']).where('url', '=', args.url),
    );
  }

  record(answer: UploadAnswer, localName: string) {
    this.insertRow.run({
      url: answer.secure_url,
      display_name: answer.display_name,
      filename: answer.format ? `${answer.display_name}.${answer.format}` : answer.display_name,
      local_name: localName,
      issued_at: Date.now(),
    });
  }

  /** True when `url` came from an upload answer and `filename` is that upload's name (with or without extension). */
  issued(url: string, filename: string): boolean {
    const row = this.findRow.first({ url });
    return !!row && (filename === row.display_name || filename === row.filename);
  }

  /** Forgets the answers that gave out these stored files, so no later record can attach a deleted file's URL. */
  forget(localNames: readonly string[]) {
    for (const name of localNames) this.db.run((q) => q.deleteFrom('upload_answers').where('local_name', '=', name));
  }

  /**
   * Forgets uploads older than `keepMs` that no stored Career record (local records or the mirror's
   * outbox) references, deleting local files; referenced ones are marked kept for good.
   */
  async sweep(keepMs: number, now = Date.now()): Promise<number> {
    const candidates = this.db.all((q) =>
      q
        .selectFrom('upload_answers')
        .select(['url', 'local_name'])
        .where('kept', '=', 0)
        .where('issued_at', '<=', now - keepMs),
    );
    let removed = 0;
    for (const row of candidates) {
      // As the URL appears inside a record's stored JSON.
      if (this.referenced(JSON.stringify(row.url).slice(1, -1))) {
        this.db.run((q) => q.updateTable('upload_answers').set({ kept: 1 }).where('url', '=', row.url));
        continue;
      }
      if (row.local_name) await this.store.delete([row.local_name]);
      this.db.run((q) => q.deleteFrom('upload_answers').where('url', '=', row.url));
      removed += 1;
    }
    return removed;
  }
}

const SWEEP_EVERY_MS = 10 * 60_000;

/** Sweeps as the gateway starts (catching up after downtime) and every ten minutes (a job kind). */
export function scheduleUploadSweep(jobs: JobRunner, ledger: UploadLedger, keepMs: number, log: FastifyBaseLogger) {
  jobs.every('upload-sweep', { everyMs: SWEEP_EVERY_MS, firstAfterMs: 0 }, async () => {
    try {
      const removed = await ledger.sweep(keepMs);
      if (removed > 0) log.info({ removed }, 'deleted uploads no Career record took up');
    } catch (error) {
      log.warn({ err: error }, 'upload sweep failed; trying again later');
    }
  });
}
