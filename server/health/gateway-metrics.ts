import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { BackupStatus } from '../../schemas/backup-status';
import type { Db } from '../storage/db';
import type { RecordStore } from '../tables/record-store';
import type { UploadStore } from '../uploads/upload-store';
import { notificationCounts, notificationQueueState } from '../notify/notification-queue';
import { outboxState } from '../mirror/outbox';

/** The part of the site a path belongs to, so latency is told per family and labels stay few. */
export function routeFamily(url: string): string {
  if (url.startsWith('/v0/')) return 'tables';
  if (url.startsWith('/v1_1/')) return 'uploads';
  if (url.startsWith('/staff/api/')) return 'staff-api';
  if (url === '/staff' || url.startsWith('/staff/')) return 'staff-app';
  if (url.startsWith('/files/') || url.startsWith('/team-photos/')) return 'files';
  if (url === '/healthz' || url === '/readyz') return 'health';
  return 'site';
}

export interface MetricsSources {
  db: Db;
  records: Pick<RecordStore, 'countsByTable'>;
  uploads: Pick<UploadStore, 'bytesKept'>;
  backups: () => BackupStatus;
}

/**
 * The gateway's Prometheus metrics, in a registry of its own (several gateways share a test
 * process). Counts that live in SQLite are read when scraped, so they survive restarts; what
 * happens per request is counted by hooks.
 */
export function gatewayMetrics(app: FastifyInstance, { db, records, uploads, backups }: MetricsSources): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'gateway_' });

  const latency = new Histogram({
    name: 'gateway_http_request_duration_seconds',
    help: 'Time to answer a request, by route family, method and status class',
    labelNames: ['family', 'method', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const submissions = new Counter({
    name: 'gateway_submissions_total',
    help: 'Records accepted through the table API since the gateway started, by table',
    labelNames: ['table'],
    registers: [registry],
  });
  const signInFailures = new Counter({
    name: 'gateway_staff_sign_in_failures_total',
    help: 'Refused back-office sign-ins since the gateway started',
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? request.url.split('?')[0];
    const status = `${Math.floor(reply.statusCode / 100)}xx`;
    latency.observe({ family: routeFamily(request.url), method: request.method, status }, reply.elapsedTime / 1000);
    if (request.method === 'POST' && route === '/v0/:base/:table' && reply.statusCode === 200)
      submissions.inc({ table: (request.params as { table: string }).table });
    if (request.method === 'POST' && route === '/staff/api/session' && reply.statusCode === 401) signInFailures.inc();
  });

  new Gauge({
    name: 'gateway_records',
    help: 'Records stored, by table',
    labelNames: ['table'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [table, n] of Object.entries(records.countsByTable())) this.set({ table }, n);
    },
  });
  /** A gauge of one value, read when scraped; null leaves it absent. */
  const gauge = (name: string, help: string, value: () => number | null) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        const now = value();
        if (now !== null) this.set(now);
      },
    });
  gauge('gateway_upload_bytes', 'Bytes of uploaded files kept', () => uploads.bytesKept());
  gauge('gateway_outbox_pending', 'Mirror outbox entries waiting for delivery', () => outboxState(db).depth);
  gauge(
    'gateway_outbox_oldest_pending_seconds',
    'Age of the oldest entry waiting in the mirror outbox (0 when none)',
    () => outboxState(db).oldestAgeSeconds,
  );
  gauge('gateway_outbox_dead_letters', 'Records the upstream refused, kept for staff', () => outboxState(db).dead);
  new Gauge({
    name: 'gateway_notifications',
    help: 'Notifications by channel and status (queued: waiting; failed: refused for good)',
    labelNames: ['channel', 'status'],
    registers: [registry],
    collect() {
      this.reset();
      for (const row of notificationCounts(db)) this.set({ channel: row.channel, status: row.status }, row.n);
    },
  });
  gauge(
    'gateway_notifications_oldest_queued_seconds',
    'Age of the oldest notification waiting to be sent (0 when none)',
    () => notificationQueueState(db).oldestAgeSeconds,
  );
  gauge(
    'gateway_last_backup_age_seconds',
    'Seconds since the last complete backup began (absent when there is none)',
    () => {
      const last = backups().lastSuccess;
      return last && Math.round((Date.now() - Date.parse(last.startedAt)) / 1000);
    },
  );
  gauge(
    'gateway_last_backup_ok',
    '1 when the last backup attempt succeeded, 0 when it failed (absent before the first)',
    () => {
      const last = backups().last;
      return last && (last.ok ? 1 : 0);
    },
  );
  return registry;
}
