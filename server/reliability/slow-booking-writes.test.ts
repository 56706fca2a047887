import { request, type ClientRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { csrfHeader } from '../../schemas/staff-api-basics';
import { linkSecret, LinkSigner, MeetingLife } from '../meetings/meeting-life';
import { gatewaysPerTest } from '../testing/gateways-per-test';
import { meeting } from '../testing/sample-records';
import { signInAs } from '../testing/staff-test-client';
import { storedCount } from '../testing/stored-count';
import { postJson } from '../testing/test-gateway';

const { start } = gatewaysPerTest();

/** Sends the first half of `body` (its full length announced) and holds the request open, as a slow client would. */
function slowRequest(url: string, method: string, headers: Record<string, string>, body: string) {
  const held: ClientRequest = request(url, {
    method,
    headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
  });
  held.on('error', () => undefined);
  held.write(body.slice(0, Math.floor(body.length / 2)));
  const ended = new Promise<string>((resolve) => {
    held.on('response', (response) => resolve(`answered ${response.statusCode}`));
    held.on('close', () => resolve('closed'));
  });
  return { held, ended };
}

/** Sends `body` (its full length announced) one byte every 100 ms, as a client on a dying line would, until answered or cut off. */
function tricklingRequest(url: string, headers: Record<string, string>, body: string) {
  const held = request(url, {
    method: 'POST',
    headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
  });
  held.on('error', () => undefined);
  let sent = 0;
  const drip = setInterval(() => {
    if (sent < body.length - 1) held.write(body[sent++]);
  }, 100);
  const ended = new Promise<string>((resolve) => {
    held.on('response', (response) => resolve(`answered ${response.statusCode}`));
    held.on('close', () => resolve('closed'));
  }).finally(() => clearInterval(drip));
  return { ended, sent: () => sent };
}

/** The /book form as a browser without JavaScript sends it, from the site's own page. */
const bookForm = (fields: Record<string, string>) => new URLSearchParams({ ...fields, website: '' }).toString();
const formHeaders = (origin: string) => ({ 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin });

describe('slow clients on the booking writes', () => {
  it('a /book or /ne/book form that trickles or stalls is cut off, holds no slot, stores nothing, and other visitors are served meanwhile', async () => {
    const gateway = await start({ REQUEST_TIMEOUT_MS: '4000' });
    const meetings = () => storedCount(gateway.app.database, 'Meeting');
    const before = meetings();
    const trickled = bookForm({ ...meeting(0, 2), Name: 'Trickling Visitor' });
    const stalled = bookForm({ ...meeting(0, 3), Name: 'Stalled Visitor' });
    const trickle = tricklingRequest(`${gateway.url}/book`, formHeaders(gateway.url), trickled);
    const stall = slowRequest(`${gateway.url}/ne/book`, 'POST', formHeaders(gateway.url), stalled);
    // (A longer cut-off than the other tests': the visitors below must be answered before it, even on a loaded machine.)
    let cutOff = false;
    void Promise.all([trickle.ended, stall.ended]).then(() => (cutOff = true));

    // Meanwhile two other visitors book, in both languages, and are answered at once.
    const other = await fetch(`${gateway.url}/book`, {
      method: 'POST',
      headers: formHeaders(gateway.url),
      body: bookForm({ ...meeting(0, 4), Name: 'Other Visitor' }),
    });
    expect(other.status).toBe(200);
    expect(await other.text()).toContain('Requested: we will confirm by e-mail.');
    const otherNe = await fetch(`${gateway.url}/ne/book`, {
      method: 'POST',
      headers: formHeaders(gateway.url),
      body: bookForm({ ...meeting(0, 5), Name: 'Other Nepali Visitor' }),
    });
    expect(otherNe.status).toBe(200);
    expect(cutOff).toBe(false);

    expect(await trickle.ended).toMatch(/^(answered 408|closed)$/);
    expect(await stall.ended).toMatch(/^(answered 408|closed)$/);
    // The trickle was still sending when it was cut off: the whole body would have taken far longer.
    expect(trickle.sent()).toBeLessThan(trickled.length - 1);
    expect(meetings()).toBe(before + 2);
    // Neither held its slot: the same forms sent whole book those very times.
    for (const [path, body] of [
      ['/book', trickled],
      ['/ne/book', stalled],
    ]) {
      const whole = await fetch(`${gateway.url}${path}`, { method: 'POST', headers: formHeaders(gateway.url), body });
      expect(whole.status, path).toBe(200);
    }
    expect(meetings()).toBe(before + 4);
  });

  it('a manage-page cancel that never finishes is cut off at REQUEST_TIMEOUT_MS, changes nothing, and nobody waits on it', async () => {
    const gateway = await start({ REQUEST_TIMEOUT_MS: '1500' });
    const booked = await postJson(gateway.table('Meeting'), { fields: meeting(0, 0) });
    const { id } = (await booked.json()) as { id: string };
    const token = new LinkSigner(linkSecret(gateway.app.database, gateway.dataDir)).sign({
      recordId: id,
      nonce: new MeetingLife(gateway.app.database).get(id).nonce,
    });
    const slow = slowRequest(
      `${gateway.url}/meeting/manage`,
      'POST',
      { 'Content-Type': 'application/x-www-form-urlencoded', Origin: gateway.url },
      new URLSearchParams({ t: token, action: 'cancel', sure: 'yes' }).toString(),
    );
    // Meanwhile the visitor's page and another booking are answered.
    const page = await fetch(`${gateway.url}/meeting/manage?t=${token}`);
    expect(page.status).toBe(200);
    expect((await postJson(gateway.table('Meeting'), { fields: meeting(0, 1) })).status).toBe(200);
    expect(await slow.ended).toMatch(/^(answered 408|closed)$/);
    // Not cancelled: the page still offers to cancel, and the slot is still taken.
    const after = await (await fetch(`${gateway.url}/meeting/manage?t=${token}`)).text();
    expect(after).toContain('name="sure"');
    expect(
      (await postJson(gateway.table('Meeting'), { fields: { ...meeting(0, 0), Email: 'x@example.com' } })).status,
    ).toBe(409);
    // The same body sent whole cancels: what the cut-off spared.
    const whole = await fetch(`${gateway.url}/meeting/manage`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: gateway.url },
      body: new URLSearchParams({ t: token, action: 'cancel', sure: 'yes' }).toString(),
    });
    expect(whole.status).toBe(200);
    expect((await postJson(gateway.table('Meeting'), { fields: meeting(0, 0) })).status).toBe(200);
  });

  it('an availability save that never finishes is cut off, changes nothing, and the slots stay answered', async () => {
    const gateway = await start({ REQUEST_TIMEOUT_MS: '1500' });
    const admin = await signInAs(gateway, 'admin@example.com', 'admin');
    const before = await (await admin.call('GET', '/booking/settings')).json();
    const closedAllWeek = {
      hosts: before.hosts,
      availability: { ...before.availability, weekly: before.availability.weekly.map(() => []) },
    };
    const slow = slowRequest(
      `${gateway.url}/staff/api/booking/settings`,
      'PUT',
      {
        'Content-Type': 'application/json',
        Origin: gateway.url,
        Cookie: admin.cookie,
        [csrfHeader]: admin.csrfToken,
      },
      JSON.stringify(closedAllWeek),
    );
    const meanwhile = await admin.call('GET', '/booking/settings');
    expect(meanwhile.status).toBe(200);
    expect((await postJson(gateway.table('Meeting'), { fields: meeting(0, 0) })).status).toBe(200);
    expect(await slow.ended).toMatch(/^(answered 408|closed)$/);
    expect(await (await admin.call('GET', '/booking/settings')).json()).toEqual(before);
    expect((await postJson(gateway.table('Meeting'), { fields: meeting(1, 0) })).status).toBe(200);
    // The same body sent whole is a real change: what the cut-off spared.
    expect((await admin.call('PUT', '/booking/settings', closedAllWeek)).status).toBe(200);
    expect((await postJson(gateway.table('Meeting'), { fields: meeting(2, 0) })).status).toBe(409);
  });
});
