import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../database';
import { BookingLedger } from '../meetings/booking-ledger';
import { MeetingLife } from '../meetings/meeting-life';
import { InboxStore } from '../staff/inbox/inbox-store';
import type { Db } from '../storage/db';
import { PostgresConnection } from '../storage/postgres-connection';
import { databaseAtVersion } from '../testing/database-at-version';
import { startPostgresCluster, type PostgresCluster } from '../testing/postgres-cluster';
import { upgradePostgres } from '../upgrades/postgres-schema';
import { SCHEMA_VERSION, schemaVersion } from '../upgrades/schema-version';
import { answeredMeetingsLeaveNew } from './020-answered-meetings-leave-new';
import { migrations } from './migrations';

/** The schema version just before this step: the data folders the earlier code left. */
const before = migrations.indexOf(answeredMeetingsLeaveNew);

/** Each meeting as the earlier code left it: its status, its latest decision and when it was made. */
const meetings = {
  cancelledByStaff: { status: 'new', decision: 'cancelled', at: '2026-11-02T08:00:00.000Z' },
  cancelledByVisitor: { status: 'new', decision: 'cancelled', at: '2026-11-02T09:00:00.000Z' },
  confirmed: { status: 'new', decision: 'confirmed', at: '2026-11-03T08:00:00.000Z' },
  declined: { status: 'new', decision: 'declined', at: '2026-11-03T09:00:00.000Z' },
  // Staff set New by hand, then confirmed it: the confirmation came after, so it moves.
  newThenConfirmed: { status: 'new', decision: 'confirmed', at: '2026-11-04T11:00:00.000Z' },
  // Confirmed, then set back to New by hand: staff's choice stays.
  confirmedThenNew: { status: 'new', decision: 'confirmed', at: '2026-11-04T08:00:00.000Z' },
  cancelledThenDone: { status: 'done', decision: 'cancelled', at: '2026-11-05T08:00:00.000Z' },
  confirmedSpam: { status: 'spam', decision: 'confirmed', at: '2026-11-05T09:00:00.000Z' },
  // The visitor moved it: staff are asked to confirm the new time, so it stays New.
  moved: { status: 'new', decision: 'rescheduled', at: '2026-11-06T08:00:00.000Z' },
  done: { status: 'new', decision: 'done', at: '2026-11-06T09:00:00.000Z' },
  undecided: { status: 'new', decision: null, at: null },
} as const;
type Key = keyof typeof meetings;
const keys = Object.keys(meetings) as Key[];
const idOf = (key: Key) => `rec${key}`;

/** The rows as the earlier code wrote them (literal SQL, the same on both engines). */
const oldRows = [
  ...keys.map(
    (key, n) =>
      `INSERT INTO records (tbl, id, created_time, fields) VALUES ('Meeting', '${idOf(key)}', '2026-11-01T08:${String(n).padStart(2, '0')}:00.000Z', '{}')`,
  ),
  `INSERT INTO records (tbl, id, created_time, fields) VALUES ('Request-Callback', 'recCall', '2026-11-01T10:00:00.000Z', '{}')`,
  ...keys.map((key) => {
    const { status, decision, at } = meetings[key];
    const text = (value: string | null) => (value === null ? 'NULL' : `'${value}'`);
    return `INSERT INTO meeting_life (record_id, nonce, decision, decided_at, decisions) VALUES ('${idOf(key)}', 'nonce-${key}', ${text(decision)}, ${text(at)}, ${decision ? 1 : 0});
      UPDATE staff_record_meta SET status = '${status}' WHERE seq = (SELECT seq FROM records WHERE id = '${idOf(key)}')`;
  }),
  `INSERT INTO staff_audit (at, actor_id, actor_name, action, tbl, record_id, detail) VALUES
    ('2026-11-02T09:00:00.000Z', NULL, 'Visitor (private link)', 'meeting cancelled', 'Meeting', '${idOf('cancelledByVisitor')}', 'The visitor cancelled the meeting.'),
    ('2026-11-04T10:00:00.000Z', 'u1', 'Asha', 'set status New', 'Meeting', '${idOf('newThenConfirmed')}', NULL),
    ('2026-11-04T09:00:00.000Z', 'u1', 'Asha', 'set status New', 'Meeting', '${idOf('confirmedThenNew')}', NULL)`,
];

/** What the upgrade leaves: only the answered meetings still New move, each with its audit line. */
const moved: Partial<Record<Key, { status: string; action: string; detail: RegExp }>> = {
  cancelledByStaff: {
    status: 'archived',
    action: 'set status Archived',
    detail: /^Cancelled while New.*on upgrade\.$/,
  },
  cancelledByVisitor: {
    status: 'archived',
    action: 'set status Archived',
    detail: /^Cancelled while New.*on upgrade\.$/,
  },
  confirmed: { status: 'in_progress', action: 'set status In progress', detail: /^Confirmed while New.*on upgrade\.$/ },
  declined: { status: 'in_progress', action: 'set status In progress', detail: /^Declined while New.*on upgrade\.$/ },
  newThenConfirmed: {
    status: 'in_progress',
    action: 'set status In progress',
    detail: /^Confirmed while New.*on upgrade\.$/,
  },
};

const rows = (db: Db, query: string) => (db as Database.Database).prepare(query).all() as Record<string, unknown>[];

/** Everything but the statuses and the new audit lines, which must come through untouched. */
const untouched = (db: Db) => ({
  records: rows(db, 'SELECT tbl, id, created_time, fields FROM records ORDER BY id'),
  life: rows(db, 'SELECT * FROM meeting_life ORDER BY record_id'),
  audit: rows(db, "SELECT * FROM staff_audit WHERE actor_name IS DISTINCT FROM 'Upgrade' ORDER BY id"),
  assignees: rows(db, 'SELECT seq, tbl, created_time, assignee_id FROM staff_record_meta ORDER BY seq'),
});

/** The upgraded database as the back office reads it: statuses, the New count and list, the upgrade's audit lines. */
function afterUpgrade(db: Db) {
  const inbox = new InboxStore(db, { times: new BookingLedger(db), decisions: new MeetingLife(db) });
  const statuses = Object.fromEntries(keys.map((key) => [key, inbox.require('Meeting', idOf(key)).status]));
  const newIds = inbox.list({ status: 'new' }, { limit: 100 }).items.map((item) => item.id);
  const audit = rows(
    db,
    "SELECT record_id, action, detail, actor_id, tbl FROM staff_audit WHERE actor_name = 'Upgrade'",
  );
  return {
    statuses,
    newCount: inbox.counts().Meeting,
    newIds,
    audit,
    call: inbox.require('Request-Callback', 'recCall').status,
  };
}

function expectFixed(db: Db, kept: ReturnType<typeof untouched>) {
  const found = afterUpgrade(db);
  const stillNew = keys.filter((key) => !moved[key] && meetings[key].status === 'new');
  expect(found.statuses).toEqual(
    Object.fromEntries(keys.map((key) => [key, moved[key]?.status ?? meetings[key].status])),
  );
  expect(found.newCount).toBe(stillNew.length);
  expect(found.newIds.sort()).toEqual([...stillNew.map(idOf), 'recCall'].sort());
  expect(found.call).toBe('new');
  const movedKeys = keys.filter((key) => moved[key]);
  expect(found.audit).toHaveLength(movedKeys.length);
  for (const key of movedKeys)
    expect(found.audit.find((line) => line.record_id === idOf(key))).toEqual({
      record_id: idOf(key),
      action: moved[key]!.action,
      detail: expect.stringMatching(moved[key]!.detail),
      actor_id: null,
      tbl: 'Meeting',
    });
  expect(untouched(db)).toEqual(kept);
}

/** A data folder at the version before this step, holding the earlier code's rows. */
function oldFolder(prefix: string) {
  const { dataDir, db } = databaseAtVersion(prefix, before);
  for (const statement of oldRows) db.exec(statement);
  const kept = untouched(db);
  db.close();
  return { dataDir, kept };
}

describe('step 20: meetings answered before answering took them out of New', () => {
  it('on SQLite: archives the cancelled, puts the confirmed and declined In progress, audited; nothing else changes', () => {
    const { dataDir, kept } = oldFolder('answered-new');
    const db = openDatabase(dataDir);
    try {
      expect(schemaVersion(db)).toBe(SCHEMA_VERSION);
      expectFixed(db, kept);
    } finally {
      db.close();
    }
  });

  it('killed -9 inside the upgrade, leaves the old version whole; the next start fixes it once', () => {
    const { dataDir, kept } = oldFolder('answered-new-kill');
    const read = () => {
      const db = new Database(join(dataDir, 'gateway.db'), { readonly: true });
      try {
        return { version: schemaVersion(db), statuses: rows(db, 'SELECT seq, status FROM staff_record_meta') };
      } finally {
        db.close();
      }
    };
    const old = read();
    expect(old.version).toBe(before);

    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/testing/die-inside-upgrade.ts', dataDir]);
    expect(run.signal).toBe('SIGKILL');
    expect(read()).toEqual(old);

    const db = openDatabase(dataDir);
    try {
      expectFixed(db, kept);
    } finally {
      db.close();
    }
    // Opened again: already at this version, nothing runs twice.
    const again = openDatabase(dataDir);
    try {
      expectFixed(again, kept);
    } finally {
      again.close();
    }
  });

  describe('on PostgreSQL', () => {
    let cluster: PostgresCluster | undefined;
    afterAll(async () => {
      await cluster?.stop();
    });

    it('does the same in its PostgreSQL form', async () => {
      cluster = await startPostgresCluster();
      const connection = new PostgresConnection(await cluster.createDatabase());
      try {
        upgradePostgres(connection, before);
        for (const statement of oldRows) connection.exec(statement);
        const kept = untouched(connection);
        upgradePostgres(connection);
        expectFixed(connection, kept);
      } finally {
        connection.close();
      }
    }, 120_000);
  });
});
