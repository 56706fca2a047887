import { expect } from 'vitest';
import { listAllRecords } from '../../../server/testing/list-all-records';
import type { StoredRecord } from '../../../server/tables/record-store';

/** The gateway's default BASE_ID, the base the public site writes to. */
const base = 'appLocalGateway01';

const tableUrl = (baseURL: string, table: string) => `${baseURL}/v0/${base}/${encodeURIComponent(table)}`;

/** Every record of a table, all pages, read through the table API with the staff token, as the office would. */
export function storedRecords(baseURL: string, staffToken: string, table: string): Promise<StoredRecord[]> {
  return listAllRecords(tableUrl(baseURL, table), staffToken);
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
