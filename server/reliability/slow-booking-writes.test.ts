import { request, type ClientRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { csrfHeader } from '../../schemas/staff-api-basics';
import { linkSecret, LinkSigner } from '../meetings/manage-token';
import { MeetingLife } from '../meetings/meeting-life';
import { gatewaysPerTest } from '../testing/gateways-per-test';
import { meeting } from '../testing/sample-records';
import { signInAs } from '../testing/staff-test-client';
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

describe('slow clients on the booking writes', () => {
  it('a manage-page cancel that never finishes is cut off at REQUEST_TIMEOUT_MS, changes nothing, and nobody waits on it', async () => {
    const gateway = await start({ REQUEST_TIMEOUT_MS: '1500' });
    const booked = await postJson(gateway.table('Meeting'), { fields: meeting(0, 0) });
    const { id } = (await booked.json()) as { id: string };
    const token = new LinkSigner(linkSecret(gateway.dataDir)).sign({
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
