import { describe, expect, it } from 'vitest';
import { recordFilterQuery, staffApiBase } from '@schemas/staff-api';
import { listQuery, type InboxFilters } from './inbox-filters';
import { exportUrl } from './records-api';

/** Every filter the inbox's bar sets, each given a value. */
const everyFilter: InboxFilters = {
  q: 'Sharma',
  status: 'new',
  assignee: 'me',
  from: '2026-11-01',
  to: '2026-11-30',
  when: 'upcoming',
  payment: 'unpaid',
  waiting: '1',
};

const exported = (url: string) => {
  expect(url.startsWith(`${staffApiBase}/export.csv?`)).toBe(true);
  return Object.fromEntries(new URL(url, 'https://example.com').searchParams);
};

describe('the Export CSV link', () => {
  it('carries every filter the list is asked with, the payment filter among them, and nothing else', () => {
    const query = listQuery('Meeting', everyFilter);
    const sent = exported(exportUrl(query));
    // Every filter the gateway's export knows is there, as the list has it.
    expect(Object.keys(sent).sort()).toEqual(Object.keys(recordFilterQuery.shape).sort());
    expect(recordFilterQuery.parse(sent)).toEqual(query);
  });

  it('exports All new as the list shows it: every table, New only', () => {
    const none: InboxFilters = { q: '', status: '', assignee: '', from: '', to: '', when: '' };
    expect(exported(exportUrl(listQuery(undefined, none)))).toEqual({ status: 'new' });
    expect(exported(exportUrl(listQuery(undefined, { ...none, waiting: '1' })))).toEqual({
      status: 'new',
      waiting: '1',
    });
  });
});
