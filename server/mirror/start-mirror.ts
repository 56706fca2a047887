import type { FastifyBaseLogger } from 'fastify';
import { teamTable } from '../../schemas/team-member';
import type { Config } from '../config';
import type { Db } from '../storage/db';
import type { JobRunner } from '../jobs/job-runner';
import type { TableBackend } from '../tables/record-store';
import type { UploadStore } from '../uploads/upload-store';
import { CopyEraser } from './copy-eraser';
import { FileMirror, hostedFileUrls } from './file-mirror';
import { Forwarder } from './forwarder';
import type { Delivery } from '../staff/delivery/delivery';
import type { MirrorErasure } from '../../schemas/retention';
import { mirroredTables } from './mirrored-tables';
import type { HostedCopy, Outbox } from './outbox';
import { RateWindow } from './rate-window';
import { readTableHealth } from './table-health';
import { TeamCache } from '../team/team-cache';
import { UpstreamClient } from './upstream-client';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface Mirror {
  /** The local tables with each new record copied to the hosted table, and the Team read from it. */
  tables(local: TableBackend): TableBackend;
  /** What the back office's Delivery page reads and retries. */
  delivery: Delivery;
  /**
   * A person's erasure, inside its transaction: queues deleting the records' hosted copies (given by
   * `Outbox.forget`), and answers where the file host keeps their files, which only staff can delete.
   */
  erase(copies: HostedCopy[], fileNames: string[]): MirrorErasure;
  /** What `erase` would answer for these records and files, for staff to read before they confirm. */
  preview(recordIds: string[], fileNames: string[]): MirrorErasure;
  /** Called before the job runner stops: a call stuck behind a rate-limit pause is abandoned. */
  stop(): void;
}

/**
 * Wires the hosted table mirror when its settings are there (else answers undefined): forwarding
 * the outbox (whatever it already holds, then each new entry), deleting an erased person's hosted
 * copies and purging delivered entries (as the gateway starts, then hourly) are job kinds of `jobs`.
 */
export function startMirror(
  config: Config,
  db: Db,
  jobs: JobRunner,
  outbox: Outbox,
  uploads: UploadStore,
  log: FastifyBaseLogger,
): Mirror | undefined {
  const { UPSTREAM_TABLE_URL: tableUrl, UPSTREAM_TOKEN: token } = config;
  if (!tableUrl || !token) return undefined;
  const client = new UpstreamClient({
    tableUrl,
    baseId: config.UPSTREAM_BASE_ID ?? config.BASE_ID,
    token,
    timeoutMs: config.MIRROR_TIMEOUT_MS,
    penaltyMs: config.MIRROR_429_WAIT_MS,
    rate: new RateWindow(config.MIRROR_RATE_PER_SEC),
  });
  const eraser = new CopyEraser(jobs, client, {
    retryBaseMs: config.MIRROR_RETRY_BASE_MS,
    retryMaxMs: config.MIRROR_RETRY_MAX_MS,
    timeoutMs: config.MIRROR_TIMEOUT_MS,
  });
  // The copies' files go to the file host when one is configured; otherwise they keep this gateway's URLs.
  const files = config.UPSTREAM_UPLOAD_URL
    ? new FileMirror(db, uploads, {
        uploadUrl: config.UPSTREAM_UPLOAD_URL,
        preset: config.UPSTREAM_UPLOAD_PRESET ?? config.UPLOAD_PRESET,
        timeoutMs: config.MIRROR_TIMEOUT_MS,
      })
    : undefined;
  const forwarder = new Forwarder(
    outbox,
    db,
    client,
    jobs,
    {
      batchDelayMs: config.MIRROR_BATCH_DELAY_MS,
      retryBaseMs: config.MIRROR_RETRY_BASE_MS,
      retryMaxMs: config.MIRROR_RETRY_MAX_MS,
      penaltyMs: config.MIRROR_429_WAIT_MS,
      timeoutMs: config.MIRROR_TIMEOUT_MS,
      upsertField: config.SUBMISSION_ID_FIELD,
      upsertTables: config.UPSERT_TABLES,
      copyFields: files && ((fields) => files.hostedFields(fields)),
      eraseCopies: (copies) => eraser.erase(copies),
    },
    log,
  );
  jobs.every('outbox-purge', { everyMs: HOUR_MS, firstAfterMs: 0 }, () => {
    const purged = outbox.purgeDelivered(new Date(Date.now() - config.OUTBOX_KEEP_DELIVERED_DAYS * DAY_MS));
    if (purged > 0) log.info({ purged }, 'purged delivered outbox entries; their records stay here');
  });
  const team = new TeamCache(client, teamTable, config.TEAM_CACHE_MS, log);
  return {
    tables: (local) => mirroredTables(local, config.BASE_ID, outbox, forwarder, team),
    delivery: {
      counts: () => outbox.counts(),
      deadLetters: () =>
        outbox
          .list('dead')
          .reverse()
          .map((entry) => ({
            seq: entry.seq,
            table: entry.table,
            recordId: entry.recordId,
            createdTime: entry.createdTime,
            attempts: entry.attempts,
            lastError: entry.lastError,
            fields: entry.fields,
          })),
      retry: (seq) => outbox.retry(seq),
      tableHealth: () => readTableHealth(db),
      nudge: () => forwarder.nudge(),
    },
    erase(copies, fileNames) {
      eraser.erase(copies);
      return { tableCopies: copies.length, hostedFiles: hostedFileUrls(db, fileNames) };
    },
    preview: (recordIds, fileNames) => ({
      tableCopies: outbox.hostedCopies(recordIds).length,
      hostedFiles: hostedFileUrls(db, fileNames),
    }),
    stop: () => forwarder.stop(),
  };
}
