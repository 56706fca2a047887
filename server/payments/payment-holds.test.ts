import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../schemas/booking-slots';
import { nepalToday } from '../../schemas/nepal-time';
import { bookingAt, slotsOf } from '../testing/free-slots';
import { startKhaltiDouble, type KhaltiDouble } from '../testing/khalti-double';
import { bookMeeting, onGateway, payAtWallet, pressPay, visit } from '../testing/pay-through';
import { signInAs, type StaffClient } from '../testing/staff-test-client';
import { startTestGateway, type TestGateway } from '../testing/test-gateway';

const KEY = 'test-khalti-secret-key';
let khalti: KhaltiDouble;
let gateway: TestGateway;
let staff: StaffClient;
/** The meetings' clock runs this far ahead of the real one. */
let ahead = 0;

beforeAll(async () => {
  khalti = await startKhaltiDouble(KEY);
  gateway = await startTestGateway(
    { KHALTI_SECRET_KEY: KEY, KHALTI_API_URL: khalti.apiUrl, PAYMENT_CHECK_MS: '3600000' },
    { clock: () => new Date(Date.now() + ahead) },
  );
  staff = await signInAs(gateway, 'gita@example.com', 'staff');
});
afterAll(async () => {
  await gateway.close();
  await khalti.close();
});

const from = addDays(nepalToday(), 8);
const offered = async (start: string) => (await slotsOf(gateway.url, from, 3, 30)).slots.some((s) => s.start === start);
/** The lookup job's round, now, as its schedule would run it. */
const sweep = async () => {
  gateway.app.jobs.runBy('payment-lookups', Date.now());
  await new Promise((resolve) => setTimeout(resolve, 300));
};

describe('an unpaid booking holds its time for 30 minutes only', () => {
  it('frees the time and cancels the meeting once the hold ends unpaid (clock moved), and tells staff why', async () => {
    ahead = 0;
    const start = (await slotsOf(gateway.url, from, 3, 30)).slots[4].start;
    const booked = await bookMeeting(gateway.table('Meeting'), bookingAt(start));
    expect(await offered(start)).toBe(false);
    ahead = 29 * 60_000;
    await sweep();
    expect(await offered(start)).toBe(false);
    ahead = 31 * 60_000;
    await sweep();
    await expect.poll(() => offered(start), { timeout: 10_000 }).toBe(true);
    const detail = await (await staff.call('GET', `/records/Meeting/${booked.id}`)).json();
    expect(detail.record.decision.value).toBe('cancelled');
    expect(detail.notes.map((note: { body: string }) => note.body)).toContain(
      'Not paid within the time it was held: the meeting is cancelled and its time is free again.',
    );
    // Its links are revoked with it: no payment can start for a time now offered to others.
    expect((await visit(onGateway(gateway.url, booked.payment!.links[0].url))).status).toBe(404);
  });

  it('keeps the time of a meeting paid in time, and of one whose visitor is on the wallet’s page as the hold ends', async () => {
    ahead = 0;
    const { slots } = await slotsOf(gateway.url, from, 3, 30);
    const [paidAt, payingAt] = [slots[12].start, slots[20].start];
    const paid = await bookMeeting(gateway.table('Meeting'), bookingAt(paidAt));
    const paying = await bookMeeting(gateway.table('Meeting'), bookingAt(payingAt));
    khalti.setOutcome('complete');
    const paidPage = (await pressPay(gateway.url, paid.payment!.links[0].url)).headers.get('location')!;
    expect((await visit(await payAtWallet(paidPage))).location).toMatch(/paid=paid/);
    ahead = 25 * 60_000;
    expect((await pressPay(gateway.url, paying.payment!.links[0].url)).status).toBe(303);
    ahead = 31 * 60_000;
    await sweep();
    expect(await offered(paidAt)).toBe(false);
    expect(await offered(payingAt)).toBe(false);
    // Abandoned at the wallet: the next hold ends it.
    ahead = 62 * 60_000;
    await sweep();
    await expect.poll(() => offered(payingAt), { timeout: 10_000 }).toBe(true);
    expect(await offered(paidAt)).toBe(false);
  });
});
