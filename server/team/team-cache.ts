import type { FastifyBaseLogger } from 'fastify';
import { teamMember } from '../../schemas/team-member';
import type { ListQuery } from '../tables/list-query';
import { pageRecords } from '../tables/page-records';
import type { RecordPage, StoredRecord } from '../tables/record-store';
import { TableError } from '../tables/table-error';

/** The cache holds one list of at most this many pages of 100: bounded whatever the upstream holds. */
const MAX_PAGES = 10;
/** Only the Team fields of the spec go to the public; any other upstream column stays upstream. */
const publicFields = Object.keys(teamMember.shape);

const publicRecord = (record: StoredRecord): StoredRecord => ({
  id: record.id,
  createdTime: record.createdTime,
  fields: Object.fromEntries(
    publicFields.filter((name) => name in record.fields).map((name) => [name, record.fields[name]]),
  ),
});

/** Where the whole list comes from: the upstream table service, read behind submission deliveries. */
export interface TeamSource {
  list(table: string, query: string, priority: 'background'): Promise<RecordPage>;
}

/**
 * The public Team list, read upstream as one whole list at most once per `ttlMs`, whatever the
 * visitors' queries: paging and sorting are applied here, so varying a query costs no upstream
 * call. A stale list is served at once while a refresh runs, and keeps being served while upstream
 * is down. Refreshes wait behind submission deliveries in the upstream rate window.
 */
export class TeamCache {
  private list: { records: StoredRecord[]; fetchedAt: number } | undefined;
  private refreshing: Promise<StoredRecord[]> | undefined;

  constructor(
    private readonly client: TeamSource,
    private readonly table: string,
    private readonly ttlMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  async get(query: ListQuery) {
    return pageRecords(await this.records(), query);
  }

  private async records(): Promise<StoredRecord[]> {
    const cached = this.list;
    if (cached && Date.now() - cached.fetchedAt < this.ttlMs) return cached.records;
    const refresh = this.refresh();
    if (cached) {
      refresh.catch((error: unknown) =>
        this.log.warn({ upstream: String(error) }, 'team refresh failed; serving the last good list'),
      );
      return cached.records;
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

  private refresh(): Promise<StoredRecord[]> {
    this.refreshing ??= this.fetchAll()
      .then((records) => {
        this.list = { records, fetchedAt: Date.now() };
        return records;
      })
      .finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }

  private async fetchAll(): Promise<StoredRecord[]> {
    const records: StoredRecord[] = [];
    let offset: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const query = `pageSize=100${offset ? `&offset=${encodeURIComponent(offset)}` : ''}`;
      const answer = await this.client.list(this.table, query, 'background');
      records.push(...answer.records.map(publicRecord));
      offset = answer.offset;
      if (!offset) break;
    }
    return records;
  }
}
