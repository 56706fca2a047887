import { describe, expect, it } from 'vitest';
import { newRecordId, type Fields } from '../tables/record-store';
import { openFolderDatabase } from '../testing/folder-database';
import { callback } from '../testing/sample-records';
import { tempDir } from '../testing/test-gateway';
import { Outbox } from './outbox';

const open = async () => new Outbox(await openFolderDatabase(tempDir('outbox')));

/** Copies records as if just stored, answering them. */
function copy(outbox: Outbox, table: string, fieldsList: Fields[]) {
  const records = fieldsList.map((fields) => ({ id: newRecordId(), createdTime: new Date().toISOString(), fields }));
  outbox.copy('appLocalGateway01', table, records);
  return records;
}

describe('Outbox', () => {
  it('has nothing due and no due time when empty', async () => {
    const outbox = await open();
    expect(outbox.due(Date.now(), 10)).toEqual([]);
    expect(outbox.nextDueAt()).toBeUndefined();
    expect(outbox.counts()).toEqual({ pending: 0, delivered: 0, dead: 0 });
  });

  it('keeps newer entries behind an older one that is backing off', async () => {
    const outbox = await open();
    const now = Date.now();
    copy(outbox, 'Request-Callback', [callback(1)]);
    outbox.markRetry(outbox.due(now, 10), now + 5_000, '500 SERVER_ERROR');
    copy(outbox, 'Request-Callback', [callback(2)]);

    expect(outbox.due(now, 10)).toEqual([]);
    expect(outbox.nextDueAt()).toBe(now + 5_000);
    const later = outbox.due(now + 5_000, 10);
    expect(later.map((entry) => [entry.fields, entry.attempts, entry.lastError])).toEqual([
      [callback(1), 1, '500 SERVER_ERROR'],
      [callback(2), 0, null],
    ]);
  });

  it('keeps each copy under its record id, also its submission id, and records the outcome', async () => {
    const outbox = await open();
    const records = copy(outbox, 'Meeting', [callback(1), callback(2)]);
    const [first, second] = outbox.due(Date.now(), 10);
    expect([first.recordId, second.recordId]).toEqual(records.map((record) => record.id));
    expect([first.submissionId, second.submissionId]).toEqual(records.map((record) => record.id));
    outbox.markDelivered([first], ['recUpstream0000001'], () => {});
    outbox.markDead(second, '422 INVALID_VALUE_FOR_COLUMN: Field "Email" cannot accept the provided value');
    expect(outbox.counts()).toEqual({ pending: 0, delivered: 1, dead: 1 });
    expect(outbox.list('delivered')[0].upstreamId).toBe('recUpstream0000001');
    expect(outbox.list('dead')[0].lastError).toMatch(/^422 INVALID_VALUE_FOR_COLUMN/);

    expect(outbox.requeueDead()).toBe(1);
    expect(outbox.due(Date.now(), 10).map((entry) => [entry.recordId, entry.solo, entry.attempts])).toEqual([
      [second.recordId, true, 0],
    ]);
  });
});
