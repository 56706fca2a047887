import { describe, expect, it, onTestFinished } from 'vitest';
import { startGateway } from '../../scripts/gateway-process.mjs';
import { addDays, nepalDateTime } from '../../schemas/booking-slots';
import { nepalToday } from '../../schemas/nepal-time';
import { BookingLedger } from './booking-ledger';
import { LinkSigner, linkSecret, MeetingLife } from './meeting-life';
import { InboxStore } from '../staff/inbox/inbox-store';
import { AuditLog } from '../staff/audit-log';
import { folderEnv, openFolderDatabase } from '../testing/folder-database';
import { integrityCheck } from '../testing/integrity-check';
import { killAfterAcks } from '../testing/kill-after-acks';
import { meeting } from '../testing/sample-records';
import { TEST_BASE, tempDir } from '../testing/test-gateway';

const MEETINGS = 24;
const WRITERS = 4;
const KILL_AFTER_ACKS = 8;

/** Free starts at least `apart` minutes from each other, so no move takes a time another one needs. */
const spaced = (starts: string[], apart: number) =>
  starts.reduce<string[]>((kept, start) => {
    const last = kept.at(-1);
    if (!last || Date.parse(start) - Date.parse(last) >= apart * 60_000) kept.push(start);
    return kept;
  }, []);

describe('visitors moving confirmed meetings, killed (SIGKILL) mid-stream', () => {
  it('leaves each meeting wholly moved (New, audited, at its new time) or wholly as it was (In progress, confirmed)', async () => {
    const dataDir = tempDir('move-kill');
    const gateway = await startGateway({ ...(await folderEnv(dataDir)) });
    onTestFinished(() => {
      if (gateway.process.exitCode === null && gateway.process.signalCode === null) gateway.process.kill('SIGKILL');
    });
    const staff = { Authorization: `Bearer ${gateway.staffToken}`, 'Content-Type': 'application/json' };

    const ids: string[] = [];
    for (let n = 0; n < MEETINGS; n++) {
      const fields = { ...meeting(Math.floor(n / 8), n % 8), 'Meeting Gateway': 'Google Meet' };
      const booked = await fetch(`${gateway.url}/v0/${TEST_BASE}/Meeting`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ fields }),
      });
      expect(booked.status).toBe(200);
      const { id } = (await booked.json()) as { id: string };
      const confirmed = await fetch(`${gateway.url}/staff/api/records/Meeting/${id}/decision`, {
        method: 'POST',
        headers: staff,
        body: JSON.stringify({ decision: 'confirmed', joinUrl: 'https://meet.google.com/abc-defg-hij' }),
      });
      expect(confirmed.status, await confirmed.clone().text()).toBe(200);
      ids.push(id);
    }

    // Each visitor's link as their e-mails carry it, and a free time of its own to move to.
    const reading = await openFolderDatabase(dataDir);
    const life = new MeetingLife(reading);
    const signer = new LinkSigner(linkSecret(reading, dataDir));
    const tokens = ids.map((recordId) => signer.sign({ recordId, nonce: life.get(recordId).nonce }));
    reading.close();
    const slots = await fetch(`${gateway.url}/api/booking/slots?from=${addDays(nepalToday(), 45)}&days=20&duration=30`);
    const targets = spaced(
      ((await slots.json()) as { slots: { start: string }[] }).slots.map((s) => s.start),
      90,
    );
    expect(targets.length).toBeGreaterThanOrEqual(MEETINGS);

    const acknowledged = new Set<number>();
    const waiting = ids.map((_, n) => n);
    await killAfterAcks(gateway.process, {
      writers: WRITERS,
      killAfter: KILL_AFTER_ACKS,
      write: async () => {
        const n = waiting.shift();
        if (n === undefined) return false;
        const moved = await fetch(`${gateway.url}/meeting/manage`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: gateway.url },
          body: new URLSearchParams({ t: tokens[n], action: 'move', start: targets[n] }).toString(),
          redirect: 'manual',
        });
        if (moved.status !== 303) throw new Error(`the move answered ${moved.status}`);
        acknowledged.add(n);
        return true;
      },
    });

    const db = await openFolderDatabase(dataDir);
    onTestFinished(() => {
      db.close();
    });
    expect(integrityCheck(db)).toEqual(['ok']);
    const inbox = new InboxStore(db, { times: new BookingLedger(db), decisions: new MeetingLife(db) });
    const audit = new AuditLog(db);
    const outcomes = ids.map((id, n) => {
      const record = inbox.require('Meeting', id);
      const lines = audit.aboutRecord(id).filter((line) => line.action === 'set status New');
      const at = nepalDateTime(new Date(targets[n]));
      return {
        moved: record.status === 'new',
        whole:
          record.status === 'new'
            ? record.decision?.value === 'rescheduled' &&
              lines.length === 1 &&
              record.fields['Preferred date'] === at.date &&
              record.fields['Preferred Time'] === at.time &&
              record.slot?.start === targets[n]
            : record.status === 'in_progress' && record.decision?.value === 'confirmed' && lines.length === 0,
      };
    });
    expect(outcomes.filter((outcome) => !outcome.whole)).toEqual([]);
    for (const n of acknowledged) expect(outcomes[n].moved).toBe(true);
    expect(outcomes.filter((outcome) => outcome.moved).length).toBeLessThan(MEETINGS);
  }, 180_000);
});
