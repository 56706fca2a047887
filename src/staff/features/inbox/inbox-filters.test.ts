import { describe, expect, it } from 'vitest';
import { listQuery, type InboxFilters } from './inbox-filters';

const none: InboxFilters = { q: '', status: '', assignee: '', from: '', to: '', when: '' };

describe('the inbox query', () => {
  it('"All new" lists only new submissions of every table', () => {
    expect(listQuery(undefined, none)).toMatchObject({ table: undefined, status: 'new' });
  });

  it('a search from "All new" looks through every status, which the status filter narrows', () => {
    expect(listQuery(undefined, { ...none, q: 'Sharma' })).toMatchObject({ q: 'Sharma', status: undefined });
    expect(listQuery(undefined, { ...none, q: 'Sharma', status: 'done' })).toMatchObject({
      q: 'Sharma',
      status: 'done',
    });
  });

  it("one table's inbox keeps its status filter, any status by default", () => {
    expect(listQuery('Meeting', none)).toMatchObject({ table: 'Meeting', status: undefined });
    expect(listQuery('Meeting', { ...none, status: 'new' })).toMatchObject({ status: 'new' });
  });

  it('filters meetings by their booked time, and only meetings', () => {
    expect(listQuery('Meeting', { ...none, when: 'upcoming' })).toMatchObject({ table: 'Meeting', when: 'upcoming' });
    expect(listQuery('Request-Callback', { ...none, when: 'past' }).when).toBeUndefined();
  });
});
