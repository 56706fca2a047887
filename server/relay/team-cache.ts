import type { FastifyBaseLogger } from 'fastify';
import { TableError } from '../tables/table-error';
import type { RecordPage } from '../tables/table-backend';
import type { UpstreamClient } from './upstream-client';

interface Entry {
  page: RecordPage;
  fetchedAt: number;
}

/**
 * Upstream reads of a public table, cached per query for `ttlMs`. A stale answer is served at
 * once while a refresh runs, and keeps being served while upstream is down.
 */
export class TeamCache {
  private readonly entries = new Map<string, Entry>();
  private readonly refreshing = new Map<string, Promise<RecordPage>>();

  constructor(
    private readonly client: UpstreamClient,
    private readonly table: string,
    private readonly ttlMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  async get(query: string): Promise<RecordPage> {
    const entry = this.entries.get(query);
    if (entry && Date.now() - entry.fetchedAt < this.ttlMs) return entry.page;
    const refresh = this.refresh(query);
    if (entry) {
      refresh.catch((error: unknown) =>
        this.log.warn({ upstream: String(error) }, 'team refresh failed; serving the last good list'),
      );
      return entry.page;
    }
    try {
      return await refresh;
    } catch {
      throw new TableError(
        503,
        'SERVICE_UNAVAILABLE',
        'The team list is not available right now. Please try again shortly.',
      );
    }
  }

  private refresh(query: string): Promise<RecordPage> {
    let running = this.refreshing.get(query);
    if (!running) {
      running = this.client
        .list(this.table, query)
        .then((page) => {
          this.entries.set(query, { page, fetchedAt: Date.now() });
          return page;
        })
        .finally(() => this.refreshing.delete(query));
      this.refreshing.set(query, running);
    }
    return running;
  }
}
