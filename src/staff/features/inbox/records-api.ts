import type { RecordListAnswer, RecordListQuery } from '@schemas/staff-api';
import { staffClient, staffUrl } from '../../lib/staff-client';

export async function fetchRecords(query: RecordListQuery, cursor: string | undefined) {
  return (await staffClient.get<RecordListAnswer>('/records', { params: { ...query, cursor } })).data;
}

/** The CSV export of exactly the filtered list on screen (a plain GET, so a link does it). */
export function exportUrl(query: RecordListQuery) {
  const { table, status, assignee, from, to, q, when } = query;
  return staffUrl('/export.csv', { table, status, assignee, from, to, q, when });
}
