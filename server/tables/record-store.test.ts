import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../storage/db';
import { typedDb } from '../storage/typed-db';
import { openFolderDatabase } from '../testing/folder-database';
import { refuseInserts } from '../testing/refuse-inserts';
import { storedCount } from '../testing/stored-count';
import { tempDir } from '../testing/test-gateway';
import { RecordStore } from './record-store';

let db: Db | undefined;
afterEach(() => db?.close());

/** A store whose hook refuses any submission named `Refused`, as a taken slot refuses a booking. */
async function storeRefusing(): Promise<RecordStore> {
  db = await openFolderDatabase(tempDir('record-store'));
  return new RecordStore(db, (_table, records) => {
    if (records.some((record) => record.fields.Name === 'Refused')) throw new Error('That time was just taken.');
  });
}

describe('submissions that arrive together share one commit', () => {
  it('stores each one its hook accepts and refuses only the one it refuses, each answered once committed', async () => {
    const store = await storeRefusing();
    const settled: string[] = [];
    const submit = (name: string) =>
      store.createSoon('Request-Callback', [{ Name: name }]).then(
        ([record]) => {
          // Answered only after the shared transaction is committed: every accepted one is readable.
          expect(storedCount(db!, 'Request-Callback')).toBe(2);
          settled.push(`${name}: ${record.fields.Name}`);
        },
        (error: Error) => settled.push(`${name}: ${error.message}`),
      );
    await Promise.all([submit('Asha'), submit('Refused'), submit('Bina')]);
    expect(settled).toEqual(['Asha: Asha', 'Refused: That time was just taken.', 'Bina: Bina']);
    const names = typedDb(db!)
      .all((q) => q.selectFrom('records').select('fields').orderBy('seq'))
      .map((row) => ({ name: (JSON.parse(row.fields) as { Name: string }).Name }));
    expect(names).toEqual([{ name: 'Asha' }, { name: 'Bina' }]);
  });

  it('refuses every one of a group, storing none, when the database refuses the commit itself', async () => {
    const store = await storeRefusing();
    const accept = refuseInserts(db!, 'records', 'disk refused', 'transaction');
    const answers = await Promise.allSettled([
      store.createSoon('Request-Callback', [{ Name: 'Asha' }]),
      store.createSoon('Request-Callback', [{ Name: 'Bina' }]),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
    expect(storedCount(db!)).toBe(0);
    accept();
    // The store goes on committing once the database accepts writes again.
    expect((await store.createSoon('Request-Callback', [{ Name: 'Chandra' }]))[0].fields.Name).toBe('Chandra');
  });
});
