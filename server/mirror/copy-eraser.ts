import type { JobRunner } from '../jobs/job-runner';
import type { HostedCopy } from './outbox';
import type { UpstreamClient } from './upstream-client';

/** The job kind that deletes erased records' copies from the hosted table. */
export const ERASE_JOB = 'mirror-erase';
/** The hosted table deletes at most 10 records in one call. */
const IDS_PER_CALL = 10;
/** An erasure outlasts a long outage: about 7 hours at the default MIRROR_RETRY_MAX_MS, then a dead letter. */
const MAX_ATTEMPTS = 50;

/** A job's payload: hosted record ids only, never a field of the person. */
interface ErasePayload {
  table: string;
  ids: string[];
}

/**
 * Deletes hosted copies of erased records as durable jobs of `jobs` (one per table and 10 ids),
 * through the forwarder's client and so its rate window; a copy the hosted table no longer has
 * counts as deleted. Attempts spent, the job is a dead letter staff see and retry.
 */
export class CopyEraser {
  constructor(
    private readonly jobs: JobRunner,
    client: UpstreamClient,
    options: { retryBaseMs: number; retryMaxMs: number; timeoutMs: number },
  ) {
    jobs.define<ErasePayload>(ERASE_JOB, ({ table, ids }) => client.remove(table, ids), {
      maxAttempts: MAX_ATTEMPTS,
      retryBaseMs: options.retryBaseMs,
      retryMaxMs: options.retryMaxMs,
      // A call ends within the client's time-out; after a crash the job runs again this soon.
      leaseMs: 2 * options.timeoutMs,
    });
  }

  /** Queues the copies' deletion, in the caller's transaction. */
  erase(copies: readonly HostedCopy[]) {
    for (const table of new Set(copies.map((copy) => copy.table))) {
      const ids = copies.filter((copy) => copy.table === table).map((copy) => copy.upstreamId);
      for (let at = 0; at < ids.length; at += IDS_PER_CALL)
        this.jobs.enqueue(ERASE_JOB, { table, ids: ids.slice(at, at + IDS_PER_CALL) });
    }
  }
}
