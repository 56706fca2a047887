import { describe, expect, it } from 'vitest';
import { openDatabase } from '../database';
import { RecordStore } from '../tables/record-store';
import { retiredDuplicateTrigger } from '../testing/retired-duplicate-trigger';
import { tempDir } from '../testing/test-gateway';
import { AuditLog } from '../staff/audit-log';
import { InboxStore } from '../staff/inbox/inbox-store';
import { BookingLedger } from '../meetings/booking-ledger';
import { MeetingLife } from '../meetings/meeting-life';
import { databaseAtVersion } from '../testing/database-at-version';
import { migrate } from './migrations';
import { ownersTables } from './003-owners-tables';

describe('step 3 on a database from before meetings counted their decisions', () => {
  it('counts the decisions already in the audit log, so calendar entries keep a growing SEQUENCE', () => {
    const { db } = databaseAtVersion('staff-schema', 3);
    const [decided, undecided] = new RecordStore(db).create('Meeting', [{ Name: 'Asha' }, { Name: 'Bikash' }]);
    const audit = new AuditLog(db);
    const actor = { id: null, name: 'Staff token' };
    audit.write(actor, { action: 'meeting confirmed', table: 'Meeting', recordId: decided.id });
    audit.write(actor, { action: 'added note', table: 'Meeting', recordId: decided.id });
    audit.write(actor, { action: 'meeting declined', table: 'Meeting', recordId: decided.id });
    // The table as an older gateway made it.
    db.exec('ALTER TABLE staff_record_meta DROP COLUMN decisions');

    ownersTables.up(db);
    // Read and written as the gateways of versions 3 to 9 did; version 10 moves the count to the meetings domain.
    const decisions = (id: string) =>
      db
        .prepare('SELECT decisions FROM staff_record_meta WHERE seq = (SELECT seq FROM records WHERE id = ?)')
        .pluck()
        .get(id);
    expect(decisions(decided.id)).toBe(2);
    expect(decisions(undecided.id)).toBe(0);
    const confirm = db.prepare(
      `UPDATE staff_record_meta SET decision = 'confirmed', decided_at = ?, decisions = decisions + 1
       WHERE seq = (SELECT seq FROM records WHERE id = ?) RETURNING decisions`,
    );
    expect(confirm.pluck().get(new Date().toISOString(), decided.id)).toBe(3);
    ownersTables.up(db);
    expect(decisions(decided.id)).toBe(3);
    migrate(db, 3);
    expect(new MeetingLife(db).sequence(decided.id)).toBe(3);
    db.close();
  });
});

describe('step 3 on a database from before contacts were indexed', () => {
  it('drops the old duplicate trigger, so a second submission with one phone is stored and flagged once', () => {
    const db = openDatabase(tempDir('staff-schema-contacts'));
    db.exec(retiredDuplicateTrigger);

    ownersTables.up(db);
    const records = new RecordStore(db);
    const [first] = records.create('Request-Callback', [{ Name: 'Asha', Phone: '9852012345' }]);
    const [second] = records.create('Request-Callback', [{ Name: 'Asha again', Phone: '9852012345' }]);
    const inbox = new InboxStore(db, { times: new BookingLedger(db), decisions: new MeetingLife(db) });
    const seq = (id: string) => inbox.require('Request-Callback', id).seq;
    expect(db.prepare('SELECT seq, of_seq FROM staff_duplicates').all()).toEqual([
      { seq: seq(second.id), of_seq: seq(first.id) },
    ]);
    db.close();
  });
});

describe('step 3 on a database whose contacts trigger read every earlier match', () => {
  it('replaces the sorted contacts trigger, and still flags the latest twin within the day, once', () => {
    const db = openDatabase(tempDir('staff-schema-contact-match'));
    db.exec('DROP TRIGGER staff_records_contact_match');
    db.exec(`CREATE TRIGGER staff_records_contacts AFTER INSERT ON records BEGIN SELECT 1; END`);

    ownersTables.up(db);
    const triggers = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'staff_records_contact%'")
      .all();
    expect(triggers).toEqual([{ name: 'staff_records_contact_match' }]);
    const records = new RecordStore(db);
    const created = [1, 2, 3].map(
      (n) => records.create('Request-Callback', [{ Name: `Asha ${n}`, Phone: '9852012345', Email: `a${n}@x.np` }])[0],
    );
    const [byEmail] = records.create('Request-Callback', [{ Name: 'Asha 4', Phone: '', Email: 'A1@x.np' }]);
    const inbox = new InboxStore(db, { times: new BookingLedger(db), decisions: new MeetingLife(db) });
    const seq = (id: string) => inbox.require('Request-Callback', id).seq;
    expect(db.prepare('SELECT seq, of_seq FROM staff_duplicates ORDER BY seq').all()).toEqual([
      { seq: seq(created[1].id), of_seq: seq(created[0].id) },
      { seq: seq(created[2].id), of_seq: seq(created[1].id) },
      { seq: seq(byEmail.id), of_seq: seq(created[0].id) },
    ]);
    db.close();
  });
});
