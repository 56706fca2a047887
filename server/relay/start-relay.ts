import type { FastifyBaseLogger } from 'fastify';
import { teamTable } from '../../schemas/team-member';
import type { Config } from '../config';
import type { Db } from '../db';
import type { JobRunner } from '../jobs/job-runner';
import type { TableBackend } from '../tables/table-backend';
import type { UploadSink } from '../uploads/upload-sink';
import { Forwarder } from './forwarder';
import type { Delivery } from '../staff/delivery/delivery';
import type { Outbox } from './outbox';
import { RateWindow } from './rate-window';
import { relayTables } from './relay-tables';
import { relayUploadSink } from './relay-upload-sink';
import { readTableHealth } from './table-health';
import { TeamCache } from '../team/team-cache';
import { UpstreamClient } from './upstream-client';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface Relay {
  tables: TableBackend;
  uploads: UploadSink;
  /** What the back office's Delivery page reads and retries. */
  delivery: Delivery;
  /** Called before the job runner stops: a call stuck behind a rate-limit pause is abandoned. */
  stop(): void;
}

/**
 * Wires relay mode: forwarding the outbox (whatever it already holds, then each new entry) and
 * purging delivered entries (as the gateway starts, then hourly) are job kinds of `jobs`.
 */
export function startRelay(config: Config, db: Db, jobs: JobRunner, outbox: Outbox, log: FastifyBaseLogger): Relay {
  // The config schema requires these in relay mode.
  const tableUrl = config.UPSTREAM_TABLE_URL!;
  const uploadUrl = config.UPSTREAM_UPLOAD_URL!;
  const client = new UpstreamClient({
    tableUrl,
    baseId: config.UPSTREAM_BASE_ID ?? config.BASE_ID,
    token: config.UPSTREAM_TOKEN!,
    timeoutMs: config.RELAY_TIMEOUT_MS,
    penaltyMs: config.RELAY_429_WAIT_MS,
    rate: new RateWindow(config.RELAY_RATE_PER_SEC),
  });
  const forwarder = new Forwarder(
    outbox,
    db,
    client,
    jobs,
    {
      batchDelayMs: config.RELAY_BATCH_DELAY_MS,
      retryBaseMs: config.RELAY_RETRY_BASE_MS,
      retryMaxMs: config.RELAY_RETRY_MAX_MS,
      penaltyMs: config.RELAY_429_WAIT_MS,
      timeoutMs: config.RELAY_TIMEOUT_MS,
      upsertField: config.SUBMISSION_ID_FIELD,
      upsertTables: config.UPSERT_TABLES,
    },
    log,
  );
  jobs.every('outbox-purge', { everyMs: HOUR_MS, firstAfterMs: 0 }, () => {
    const purged = outbox.purgeDelivered(new Date(Date.now() - config.OUTBOX_KEEP_DELIVERED_DAYS * DAY_MS));
    if (purged > 0) log.info({ purged }, 'purged delivered outbox entries; the hosted table keeps them');
  });
  const team = new TeamCache(client, teamTable, config.TEAM_CACHE_MS, log);
  return {
    tables: relayTables(config.BASE_ID, outbox, forwarder, client, team),
    uploads: relayUploadSink({
      uploadUrl,
      preset: config.UPSTREAM_UPLOAD_PRESET ?? config.UPLOAD_PRESET,
      timeoutMs: config.RELAY_TIMEOUT_MS,
    }),
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
    stop: () => forwarder.stop(),
  };
}
