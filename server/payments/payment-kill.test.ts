import { describe, expect, it, onTestFinished } from 'vitest';
import { startGateway } from '../../scripts/gateway-process.mjs';
import { openDatabase } from '../database';
import { startKhaltiDouble } from '../testing/khalti-double';
import { bookMeeting, payAtWallet, pressPay, visit } from '../testing/pay-through';
import { meeting } from '../testing/sample-records';
import { TEST_BASE, tempDir } from '../testing/test-gateway';

const KEY = 'test-khalti-secret-key';

describe('the gateway killed (SIGKILL) between the wallet taking the money and our write', () => {
  it('after a restart, the lookup job marks the meeting paid, once, and a replayed return adds nothing', async () => {
    const khalti = await startKhaltiDouble(KEY);
    onTestFinished(() => khalti.close());
    const dataDir = tempDir('payment-kill');
    const env = {
      DATA_DIR: dataDir,
      KHALTI_SECRET_KEY: KEY,
      KHALTI_API_URL: khalti.apiUrl,
      // Only the start's round runs in this test.
      PAYMENT_CHECK_MS: '3600000',
    };
    let gateway = await startGateway(env);
    onTestFinished(() => gateway.stop('SIGKILL'));

    const booked = await bookMeeting(`${gateway.url}/v0/${TEST_BASE}/Meeting`, meeting(2, 3));
    const started = await pressPay(gateway.url, booked.payment!.links[0].url);
    const back = await payAtWallet(started.headers.get('location')!);
    // Khalti has the money; the gateway dies as it asks Khalti, before it can write anything.
    const killed = new Promise((resolve) => gateway.process.once('exit', resolve));
    khalti.onLookup(() => gateway.process.kill('SIGKILL'));
    await expect(fetch(back, { redirect: 'manual' })).rejects.toThrow();
    await killed;
    khalti.onLookup(undefined);
    const lookups = khalti.lookups.length;

    // The job's first round runs before the gateway listens: one lookup, and the payment is recorded.
    gateway = await startGateway(env);
    expect(khalti.lookups.length).toBe(lookups + 1);
    const replayed = new URL(back);
    replayed.host = new URL(gateway.url).host;
    expect((await visit(replayed.href)).location).toMatch(/&paid=paid#pay$/);
    expect(khalti.lookups.length).toBe(lookups + 1);
    await gateway.stop();

    const db = openDatabase(dataDir);
    onTestFinished(() => {
      db.close();
    });
    const count = (sql: string) => db.prepare(sql).pluck().get() as number;
    expect(count(`SELECT count(*) FROM payment_attempts WHERE record_id = '${booked.id}' AND state = 'paid'`)).toBe(1);
    expect(
      count(`SELECT count(*) FROM staff_audit WHERE action = 'meeting paid online' AND record_id = '${booked.id}'`),
    ).toBe(1);
    expect(count(`SELECT count(*) FROM staff_notes WHERE body LIKE 'Paid NPR 6,500 with Khalti%'`)).toBe(1);
    expect(count(`SELECT count(*) FROM meeting_life WHERE record_id = '${booked.id}' AND pay_by IS NULL`)).toBe(1);
  });
});
