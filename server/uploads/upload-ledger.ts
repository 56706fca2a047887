import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db';
import type { JobRunner } from '../jobs/job-runner';
import type { UploadAnswer } from './upload-sink';
import type { UploadStore } from './upload-store';

interface Row {
  url: string;
  local_name: string | null;
}

/**
 * Every file URL this gateway's upload answers gave out (its own, or the upstream file host's in
 * an earlier relay mode), so a Career record can only point at one of them, with its name; and so an upload
 * no Career record took up is deleted after a while.
 */
export class UploadLedger {
  private readonly insertRow;
  private readonly findRow;

  constructor(
    private readonly db: Db,
    private readonly store: UploadStore,
    /** Whether a stored submission holds this text. */
    private readonly referenced: (text: string) => boolean,
  ) {
    this.insertRow = db.prepare(
      'INSERT OR REPLACE INTO upload_answers (url, display_name, filename, local_name, issued_at) VALUES (?, ?, ?, ?, ?)',
    );
    this.findRow = db.prepare('SELECT display_name, filename FROM upload_answers WHERE url = ?');
  }

  record(answer: UploadAnswer, localName: string) {
    const filename = answer.format ? `${answer.display_name}.${answer.format}` : answer.display_name;
    this.insertRow.run(answer.secure_url, answer.display_name, filename, localName, Date.now());
  }

  /** True when `url` came from an upload answer and `filename` is that upload's name (with or without extension). */
  issued(url: string, filename: string): boolean {
    const row = this.findRow.get(url) as { display_name: string; filename: string } | undefined;
    return !!row && (filename === row.display_name || filename === row.filename);
  }

  /** Forgets the answers that gave out these stored files, so no later record can attach a deleted file's URL. */
  forget(localNames: readonly string[]) {
    const forgetRow = this.db.prepare('DELETE FROM upload_answers WHERE local_name = ?');
    for (const name of localNames) forgetRow.run(name);
  }

  /**
   * Forgets uploads older than `keepMs` that no stored Career record (local records or the relay
   * outbox) references, deleting local files; referenced ones are marked kept for good.
   */
  async sweep(keepMs: number, now = Date.now()): Promise<number> {
    const candidates = this.db
      .prepare('SELECT url, local_name FROM upload_answers WHERE kept = 0 AND issued_at <= ?')
      .all(now - keepMs) as Row[];
    let removed = 0;
    for (const row of candidates) {
      // As the URL appears inside a record's stored JSON.
      if (this.referenced(JSON.stringify(row.url).slice(1, -1))) {
        this.db.prepare('UPDATE upload_answers SET kept = 1 WHERE url = ?').run(row.url);
        continue;
      }
      if (row.local_name) await this.store.delete([row.local_name]);
      this.db.prepare('DELETE FROM upload_answers WHERE url = ?').run(row.url);
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
