import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../schemas/booking-slots';
import { meetingTable } from '../../schemas/meeting';
import { nepalToday } from '../../schemas/nepal-time';
import { bookingAt, slotsOf } from '../testing/free-slots';
import { signInAs } from '../testing/staff-test-client';
import { storedCount } from '../testing/stored-count';
import { postJson, startTestGateway, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
beforeAll(async () => {
  // Behind one proxy, so each test's callers can come from their own addresses.
  gateway = await startTestGateway({ UNCONFIRMED_MEETINGS_PER_DAY: '3', TRUST_PROXY: '1' });
});
afterAll(() => gateway.close());

const limitMessage =
  'You already have 3 meeting requests waiting for our answer from the last 24 hours. Please wait for our reply by e-mail, or call us on +977 21-590 123 to book another meeting now.';

/** Free 30-minute starts `days` ahead, far enough apart that booking one leaves the others free. */
async function freeStarts(days: number, count: number) {
  const { slots } = await slotsOf(gateway.url, addDays(nepalToday(), days), 7, 30);
  return slots
    .filter((_, i) => i % 4 === 0)
    .slice(0, count)
    .map((slot) => slot.start);
}

const book = (start: string, email: string, address: string) =>
  postJson(
    gateway.table(meetingTable),
    { fields: { ...bookingAt(start), Email: email } },
    { 'X-Forwarded-For': address },
  );

async function expectLimit(response: Response) {
  expect(response.status).toBe(429);
  expect(await response.json()).toEqual({ error: { type: 'TOO_MANY_MEETINGS', message: limitMessage } });
}

describe('unconfirmed meetings per day', () => {
  it('refuses a 4th from one e-mail address (any case, any address), storing nothing; a confirmed one stops counting', async () => {
    const starts = await freeStarts(10, 5);
    for (const [n, start] of starts.slice(0, 3).entries())
      expect((await book(start, n === 1 ? 'Repeat@Example.com' : 'repeat@example.com', `10.1.0.${n}`)).status).toBe(
        200,
      );
    const stored = storedCount(gateway.app.database, meetingTable);
    await expectLimit(await book(starts[3], 'REPEAT@example.com', '10.1.0.9'));
    expect(storedCount(gateway.app.database, meetingTable)).toBe(stored);
    const free = (await slotsOf(gateway.url, addDays(nepalToday(), 10), 7, 30)).slots.map((slot) => slot.start);
    expect(free).toContain(starts[3]);

    // Another visitor is not held back by it.
    expect((await book(starts[3], 'someone-else@example.com', '10.1.0.10')).status).toBe(200);

    const staff = await signInAs(gateway, 'gita@example.com', 'staff');
    const [first] = (await (await staff.call('GET', '/records?table=Meeting&q=repeat')).json()).items;
    const confirmed = await staff.call('POST', `/records/Meeting/${first.id}/decision`, {
      decision: 'confirmed',
      joinUrl: 'https://us02web.zoom.us/j/81234567890',
    });
    expect(confirmed.status).toBe(200);
    expect((await book(starts[4], 'repeat@example.com', '10.1.0.11')).status).toBe(200);
  });

  it('refuses a 4th from one address whatever the e-mail, an IPv6 address by its /64', async () => {
    const starts = await freeStarts(12, 6);
    for (const [n, start] of starts.slice(0, 3).entries())
      expect((await book(start, `caller-${n}@example.com`, '10.2.0.1')).status).toBe(200);
    await expectLimit(await book(starts[3], 'caller-new@example.com', '10.2.0.1'));
    expect((await book(starts[3], 'caller-new@example.com', '10.2.0.2')).status).toBe(200);

    const network = ['2001:db8:1:2::a', '2001:db8:1:2:0:0:0:b', '2001:db8:1:2:ffff::c'];
    const later = await freeStarts(14, 5);
    for (const [n, start] of later.slice(0, 3).entries())
      expect((await book(start, `v6-${n}@example.com`, network[n])).status).toBe(200);
    await expectLimit(await book(later[3], 'v6-new@example.com', '2001:db8:1:2:abcd::1'));
    expect((await book(later[3], 'v6-new@example.com', '2001:db8:1:3::1')).status).toBe(200);
  });

  it('answers the /book form sent without JavaScript with the limit as a page, in its language, storing nothing', async () => {
    const starts = await freeStarts(16, 4);
    for (const start of starts.slice(0, 3))
      expect((await book(start, 'form@example.com', '10.3.0.1')).status).toBe(200);
    const stored = storedCount(gateway.app.database, meetingTable);
    const form = { ...bookingAt(starts[3]), Email: 'form@example.com', website: '' } as Record<string, string>;
    const send = (path: string) =>
      fetch(`${gateway.url}${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: gateway.url,
          'X-Forwarded-For': '10.3.0.2',
        },
        body: new URLSearchParams(form).toString(),
      });
    const refused = await send('/book');
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(
      'You already have several meeting requests waiting for our answer. Please wait for our reply by e-mail, or call us',
    );
    const nepali = await send('/ne/book');
    expect(nepali.status).toBe(429);
    expect(await nepali.text()).toContain('हामीलाई फोन गर्नुहोस्');
    expect(storedCount(gateway.app.database, meetingTable)).toBe(stored);
  });
});
