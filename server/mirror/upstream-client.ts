import type { Fields, RecordPage } from '../tables/record-store';
import type { CallPriority, RateWindow } from './rate-window';

export type DeliveryResult =
  | { kind: 'delivered'; ids: string[] }
  | { kind: 'rate-limited' }
  | { kind: 'rejected'; message: string }
  | { kind: 'blocked'; status: number; message: string }
  | { kind: 'failed'; message: string };

export interface UpstreamOptions {
  tableUrl: string;
  baseId: string;
  token: string;
  timeoutMs: number;
  /** How long the upstream refuses a base after a 429 (30 s for the hosted service). */
  penaltyMs: number;
  rate: RateWindow;
}

export class UpstreamError extends Error {}

async function describe(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text);
    const error = body.error ?? body.errors?.[0];
    if (typeof error === 'string') return `${response.status} ${error}`;
    return `${response.status} ${error?.type ?? error?.error ?? ''}: ${error?.message ?? ''}`.trim();
  } catch {
    return `${response.status} ${text.slice(0, 200)}`.trim();
  }
}

const networkMessage = (error: unknown) =>
  error instanceof Error
    ? `${error.name}: ${(error.cause as Error | undefined)?.message ?? error.message}`
    : String(error);

/** The hosted table service, called with the server-held token and paced per base. */
export class UpstreamClient {
  constructor(private readonly options: UpstreamOptions) {}

  private url(table: string, query = '') {
    return `${this.options.tableUrl}/v0/${this.options.baseId}/${encodeURIComponent(table)}${query ? `?${query}` : ''}`;
  }

  private async call(
    table: string,
    init: RequestInit,
    query?: string,
    priority: CallPriority = 'delivery',
  ): Promise<Response> {
    const release = await this.options.rate.acquire(priority);
    const response = await fetch(this.url(table, query), {
      ...init,
      // A DELETE has no body, and a server may refuse a JSON type on an empty one.
      headers: {
        Authorization: `Bearer ${this.options.token}`,
        ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      },
      signal: AbortSignal.timeout(this.options.timeoutMs),
    }).finally(release);
    if (response.status === 429) this.options.rate.pauseUntil(Date.now() + this.options.penaltyMs);
    return response;
  }

  /** Creates (or, with `upsertOn`, upserts) up to 10 records in one call. */
  async deliver(table: string, fieldsList: Fields[], upsertOn?: string): Promise<DeliveryResult> {
    const records = fieldsList.map((fields) => ({ fields }));
    const body = upsertOn
      ? { performUpsert: { fieldsToMergeOn: [upsertOn] }, records, typecast: true }
      : { records, typecast: true };
    let response: Response;
    try {
      response = await this.call(table, { method: upsertOn ? 'PATCH' : 'POST', body: JSON.stringify(body) });
    } catch (error) {
      return { kind: 'failed', message: networkMessage(error) };
    }
    if (response.ok) {
      const answer = (await response.json().catch(() => undefined)) as { records?: { id: string }[] } | undefined;
      if (answer?.records?.length === fieldsList.length)
        return { kind: 'delivered', ids: answer.records.map((record) => record.id) };
      return { kind: 'failed', message: `${response.status} unexpected answer` };
    }
    if (response.status === 429) {
      await response.body?.cancel();
      return { kind: 'rate-limited' };
    }
    const message = await describe(response);
    // 422 and friends are final for these records; auth or routing trouble is the table's, for staff to fix.
    if ([400, 413, 422].includes(response.status)) return { kind: 'rejected', message };
    if ([401, 403, 404].includes(response.status)) return { kind: 'blocked', status: response.status, message };
    return { kind: 'failed', message };
  }

  /**
   * Deletes up to 10 records by their hosted ids; throws UpstreamError when they may still be there.
   * A record already gone counts as deleted: the hosted table refuses a call naming one with a 404,
   * so a refused call is repeated one id at a time.
   */
  async remove(table: string, ids: readonly string[]): Promise<void> {
    let response: Response;
    try {
      const query = ids.map((id) => `records[]=${encodeURIComponent(id)}`).join('&');
      response = await this.call(table, { method: 'DELETE' }, query);
    } catch (error) {
      throw new UpstreamError(networkMessage(error));
    }
    if (response.ok) return void (await response.body?.cancel());
    const message = await describe(response);
    if (response.status !== 404 || message.includes('TABLE_NOT_FOUND')) throw new UpstreamError(message);
    if (ids.length > 1) for (const id of ids) await this.remove(table, [id]);
  }

  async list(table: string, query: string, priority: CallPriority = 'delivery'): Promise<RecordPage> {
    let response: Response;
    try {
      response = await this.call(table, { method: 'GET' }, query, priority);
    } catch (error) {
      throw new UpstreamError(networkMessage(error));
    }
    if (!response.ok) throw new UpstreamError(await describe(response));
    return (await response.json()) as RecordPage;
  }
}
