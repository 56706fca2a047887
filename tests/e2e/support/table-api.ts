import { expect } from 'vitest';

/** The gateway's default BASE_ID, the base the public site writes to. */
const base = 'appLocalGateway01';

export interface StoredRecord {
  id: string;
  createdTime: string;
  fields: Record<string, unknown>;
}

const tableUrl = (baseURL: string, table: string) => `${baseURL}/v0/${base}/${encodeURIComponent(table)}`;

/** Reads a table back through the table API with the staff token, as the office would. */
export async function storedRecords(baseURL: string, staffToken: string, table: string): Promise<StoredRecord[]> {
  const response = await fetch(tableUrl(baseURL, table), { headers: { Authorization: `Bearer ${staffToken}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { records: StoredRecord[] }).records;
}

/** Stores a record the way the public site sends it (no token); answers the stored record. */
export async function createRecord<Fields>(
  baseURL: string,
  table: string,
  fields: Fields,
): Promise<{ id: string; fields: Fields }> {
  const response = await fetch(tableUrl(baseURL, table), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string; fields: Fields };
}
