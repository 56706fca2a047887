import type { StoredRecord } from '../tables/record-store';

/** Every record of a table, page by page, read through the staff API. */
export async function listAllRecords(tableUrl: string, token: string): Promise<StoredRecord[]> {
  const records: StoredRecord[] = [];
  let offset = '';
  for (let page = 0; page < 1000; page++) {
    const query = `pageSize=100${offset && `&offset=${encodeURIComponent(offset)}`}`;
    const response = await fetch(`${tableUrl}?${query}`, { headers: { Authorization: `Bearer ${token}` } });
    if (response.status !== 200)
      throw new Error(`listing ${tableUrl} answered ${response.status}: ${await response.text()}`);
    const body = (await response.json()) as { records: StoredRecord[]; offset?: string };
    records.push(...body.records);
    if (!body.offset) return records;
    offset = body.offset;
  }
  throw new Error(`listing ${tableUrl} did not end after 1000 pages`);
}
