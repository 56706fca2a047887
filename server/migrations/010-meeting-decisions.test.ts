import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../database';
import { BookingLedger } from '../meetings/booking-ledger';
import { MeetingLife } from '../meetings/meeting-life';
import { StaffAccounts } from '../staff/accounts/staff-accounts';
import { InboxStore } from '../staff/inbox/inbox-store';
import { RecordStore } from '../tables/record-store';
import { databaseAtVersion } from '../testing/database-at-version';
import { callback, meeting } from '../testing/sample-records';
import { SCHEMA_VERSION, schemaVersion } from '../upgrades/schema-version';

/**
 * A data folder at schema version 9 with its meetings' decisions where that version kept them:
 * one confirmed by Asha after a decline (two decisions) with its life row, one declined by the
 * staff token before it had a life row, one never decided, and a callback.
 */
function version9Folder(prefix: string) {
  const { dataDir, db } = databaseAtVersion(prefix, 9);
  const asha = new StaffAccounts(db).create({ email: 'asha@example.com', name: 'Asha', role: 'staff' });
  const store = new RecordStore(db);
  const [confirmed, declined, undecided] = store.create('Meeting', [meeting(), meeting(), meeting()]);
  const [call] = store.create('Request-Callback', [callback(1)]);
  db.prepare(
    "INSERT INTO meeting_life (record_id, lang, join_url, nonce) VALUES (?, 'ne', 'https://meet.google.com/abc-defg-hij', 'old-nonce-kept')",
  ).run(confirmed.id);
  // InboxStore.setDecision of version 9, word for word.
  const decide = db.prepare(
    `UPDATE staff_record_meta SET decision = ?, decided_at = ?, decided_by = ?, decisions = decisions + 1
     WHERE seq = (SELECT seq FROM records WHERE id = ?)`,
  );
  decide.run('declined', '2026-11-02T08:00:00.000Z', asha.id, confirmed.id);
  decide.run('confirmed', '2026-11-03T09:30:00.000Z', asha.id, confirmed.id);
  decide.run('declined', '2026-11-04T10:00:00.000Z', null, declined.id);
  db.close();
  return {
    dataDir,
    asha,
    ids: { confirmed: confirmed.id, declined: declined.id, undecided: undecided.id, call: call.id },
  };
}

/** Every meeting's decision and count as the back office and the meetings domain read them after the upgrade. */
function decisionsAfter(dataDir: string, ids: Record<'confirmed' | 'declined' | 'undecided' | 'call', string>) {
  const db = openDatabase(dataDir);
  try {
    expect(schemaVersion(db)).toBe(SCHEMA_VERSION);
    const life = new MeetingLife(db);
    const inbox = new InboxStore(db, { times: new BookingLedger(db), decisions: life });
    const meetings = (['confirmed', 'declined', 'undecided'] as const).map((key) => ({
      decision: inbox.require('Meeting', ids[key]).decision,
      sequence: life.sequence(ids[key]),
    }));
    return {
      meetings,
      call: inbox.require('Request-Callback', ids.call).decision,
      kept: {
        lang: life.get(ids.confirmed).lang,
        joinUrl: life.get(ids.confirmed).joinUrl,
        nonce: life.get(ids.confirmed).nonce,
      },
    };
  } finally {
    db.close();
  }
}

const expected = (asha: { id: string }) => ({
  meetings: [
    {
      decision: { value: 'confirmed', decidedAt: '2026-11-03T09:30:00.000Z', decidedBy: { id: asha.id, name: 'Asha' } },
      sequence: 2,
    },
    { decision: { value: 'declined', decidedAt: '2026-11-04T10:00:00.000Z', decidedBy: null }, sequence: 1 },
    { decision: null, sequence: 0 },
  ],
  call: null,
  kept: { lang: 'ne', joinUrl: 'https://meet.google.com/abc-defg-hij', nonce: 'old-nonce-kept' },
});

describe('step 10: meeting decisions move to the meetings domain', () => {
  it('upgrades a data folder at schema 9 with every decision, its time, its maker and its count intact', () => {
    const { dataDir, asha, ids } = version9Folder('decisions-9');
    expect(decisionsAfter(dataDir, ids)).toEqual(expected(asha));
  });

  it('killed -9 inside the upgrade, leaves schema 9 whole with every decision; the next start moves them', () => {
    const { dataDir, asha, ids } = version9Folder('decisions-9-kill');
    const read = () => {
      const db = new Database(join(dataDir, 'gateway.db'), { readonly: true });
      try {
        return {
          version: schemaVersion(db),
          decisions: db.prepare('SELECT seq, decision, decided_at, decided_by, decisions FROM staff_record_meta').all(),
        };
      } finally {
        db.close();
      }
    };
    const before = read();
    expect(before.version).toBe(9);

    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/testing/die-inside-upgrade.ts', dataDir]);
    expect(run.signal).toBe('SIGKILL');
    expect(read()).toEqual(before);

    expect(decisionsAfter(dataDir, ids)).toEqual(expected(asha));
  });
});
