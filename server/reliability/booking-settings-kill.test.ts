import { describe, expect, it, onTestFinished } from 'vitest';
import { startGateway } from '../../scripts/gateway-process.mjs';
import { folderEnv, openFolderDatabase } from '../testing/folder-database';
import { integrityCheck } from '../testing/integrity-check';
import { exited } from '../testing/process-output';
import { addAccountToFolder, signIn } from '../testing/staff-test-client';
import { tempDir, type TestGateway } from '../testing/test-gateway';
import { typedDb } from '../storage/typed-db';

const WRITERS = 4;
const KILL_AFTER_ACKS = 40;

describe('saving booking settings, killed (SIGKILL) mid-stream', () => {
  it('keeps one whole save as sent and every acknowledged save’s audit entry; the database opens cleanly', async () => {
    const dataDir = tempDir('booking-settings-kill');
    await addAccountToFolder(dataDir, 'admin@example.com', 'admin');
    const env = { ...(await folderEnv(dataDir)), RATE_LIMIT_PER_MIN: '0' };
    const gateway = await startGateway(env);
    onTestFinished(() => {
      if (gateway.process.exitCode === null && gateway.process.signalCode === null) gateway.process.kill('SIGKILL');
    });
    const admin = await signIn({ url: gateway.url } as TestGateway, 'admin@example.com');
    const defaults = await (await admin.call('GET', '/booking/settings')).json();
    // Each save has its own minimum notice (n minutes) and, to make each write a real one, a long list of dates closed.
    const holidays = Array.from({ length: 300 }, (_, day) =>
      new Date(Date.UTC(2027, 0, 1 + day)).toISOString().slice(0, 10),
    );
    const settingsNumber = (n: number) => ({
      hosts: [],
      availability: { ...defaults.availability, noticeMinutes: n, holidays },
    });

    let next = 1;
    let acknowledged = 0;
    let killed = false;
    const acked: number[] = [];
    const writer = async () => {
      while (!killed) {
        const n = next++;
        try {
          const response = await admin.call('PUT', '/booking/settings', settingsNumber(n));
          if (response.status !== 200) throw new Error(`save answered ${response.status}: ${await response.text()}`);
          acked.push(n);
        } catch (error) {
          if (killed) return;
          throw error;
        }
        // Killed while the other writers' saves are in flight.
        if (++acknowledged === KILL_AFTER_ACKS) killed = gateway.process.kill('SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, writer));
    await exited(gateway.process);
    const sent = next - 1;
    expect(sent).toBeGreaterThan(KILL_AFTER_ACKS);

    const db = await openFolderDatabase(dataDir);
    expect(integrityCheck(db)).toEqual(['ok']);
    const audits = typedDb(db).first((q) =>
      q
        .selectFrom('staff_audit')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('action', '=', 'changed availability'),
    )!.n;
    db.close();
    // Every acknowledged save has its audit entry; no entry without its save (same transaction).
    expect(audits).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(audits).toBeLessThanOrEqual(sent);

    const restarted = await startGateway(env);
    try {
      const again = await signIn({ url: restarted.url } as TestGateway, 'admin@example.com');
      const stored = await (await again.call('GET', '/booking/settings')).json();
      const n = stored.availability.noticeMinutes as number;
      // One whole save: exactly what was sent with its number.
      expect({ hosts: stored.hosts, availability: stored.availability }).toEqual(settingsNumber(n));
      // One of the saves sent (concurrent saves commit in their own order, so its number need not be the highest).
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(sent);
      expect(audits).toBeGreaterThanOrEqual(acked.length);
      // The public slots follow the kept settings.
      expect((await fetch(`${restarted.url}/api/booking/slots?from=2027-01-05&days=1&duration=30`)).status).toBe(200);
    } finally {
      await restarted.stop();
    }
  }, 120_000);
});
