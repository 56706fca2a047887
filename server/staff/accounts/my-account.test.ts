import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationListAnswer } from '../../../schemas/staff-api';
import { NotificationQueue } from '../../notify/notification-queue';
import { addAccount, signIn, signInAs, TEST_PASSWORD, type StaffClient } from '../../testing/staff-test-client';
import { staffHeaders, startTestGateway, type TestGateway } from '../../testing/test-gateway';
import { MAX_STREAMS_PER_USER } from '../inbox/inbox-routes';

let gateway: TestGateway;
let admin: StaffClient;

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await signInAs(gateway, 'asha@example.com', 'admin');
});
afterAll(() => gateway.close());

const lastAudit = async () => (await (await admin.call('GET', '/audit?limit=1')).json()).items[0];

describe('my own password', () => {
  it('changes with the current one, passes the policy, and signs out my other sessions only', async () => {
    await addAccount(gateway, 'ramesh@example.com', 'staff', 'Ramesh Thapa');
    const laptop = await signIn(gateway, 'ramesh@example.com');
    const phone = await signIn(gateway, 'ramesh@example.com');
    const change = (currentPassword: string, newPassword: string) =>
      laptop.call('POST', '/session/password', { currentPassword, newPassword });

    const wrong = await change('not my password', 'tea garden monsoon ladder');
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error).toEqual({
      type: 'CURRENT_PASSWORD_WRONG',
      message: 'Your current password is not right',
    });
    const weak = await change(TEST_PASSWORD, 'Welcome12345');
    expect(weak.status).toBe(422);
    expect((await weak.json()).error.message).toMatch(/^This password is too easy to guess/);
    const named = await change(TEST_PASSWORD, 'ramesh thapa mountain 9');
    expect((await named.json()).error.message).toBe('Do not use your name or e-mail address in your password');
    expect((await phone.call('GET', '/counts')).status).toBe(200);

    expect((await change(TEST_PASSWORD, 'tea garden monsoon ladder')).status).toBe(204);
    expect((await laptop.call('GET', '/counts')).status).toBe(200);
    expect((await phone.call('GET', '/counts')).status).toBe(401);
    await expect(signIn(gateway, 'ramesh@example.com')).rejects.toThrow(/401/);
    expect((await signIn(gateway, 'ramesh@example.com', 'tea garden monsoon ladder')).userId).toBe(laptop.userId);
    expect(await lastAudit()).toMatchObject({ action: 'signed in', actor: { name: 'Ramesh Thapa' } });
  });

  it('is refused to the staff token, which is nobody’s account', async () => {
    const response = await fetch(`${gateway.url}/staff/api/session/password`, {
      method: 'POST',
      headers: { ...staffHeaders, 'Content-Type': 'application/json' },
      body: JSON.stringify({ currentPassword: 'x', newPassword: 'tea garden monsoon ladder' }),
    });
    expect(response.status).toBe(403);
  });
});

describe('signing out my other sessions', () => {
  it('ends every other session of mine, keeps this one and colleagues’, and is audited', async () => {
    await addAccount(gateway, 'mina@example.com', 'staff', 'Mina');
    const here = await signIn(gateway, 'mina@example.com');
    const others = [await signIn(gateway, 'mina@example.com'), await signIn(gateway, 'mina@example.com')];
    const response = await here.call('POST', '/session/sign-out-others');
    expect(await response.json()).toEqual({ ended: 2 });
    for (const other of others) expect((await other.call('GET', '/counts')).status).toBe(401);
    expect((await here.call('GET', '/counts')).status).toBe(200);
    expect((await admin.call('GET', '/counts')).status).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: 'signed out other sessions', detail: '2 session(s)' });
  });
});

describe('the Mail page’s data', () => {
  it('gives a staff member colleagues by name, never their addresses; admins see all; resends are audited', async () => {
    await addAccount(gateway, 'colleague@example.com', 'staff', 'Kiran');
    const me = await signInAs(gateway, 'me@example.com', 'staff');
    const queue = new NotificationQueue(gateway.app.database);
    const mail = (to: string) => ({
      kind: 'staff-new-record' as const,
      channel: 'email' as const,
      recipient: to,
      subject: 'Callback request: Sita Karki, +977 9810000001',
      payload: {
        from: 'office@example.com',
        to,
        messageId: `<${to}@example.com>`,
        date: new Date().toISOString(),
        mail: {
          template: 'staff-new-record' as const,
          table: 'Request-Callback',
          record: { id: 'recX', createdTime: new Date().toISOString(), fields: { 'First Name': 'Sita' } },
        },
      },
      recordTable: 'Request-Callback',
      recordId: 'recX',
    });
    queue.add([mail('colleague@example.com'), mail('me@example.com'), mail('front-desk@example.com')]);
    const listed = async (client: StaffClient) =>
      notificationListAnswer.parse(await (await client.call('GET', '/notifications')).json()).items.slice(0, 3);

    const mine = await listed(me);
    expect(mine.map((item) => item.recipient)).toEqual([
      'front-desk@example.com',
      'me@example.com',
      'Kiran (colleague)',
    ]);
    const message = await (await me.call('GET', `/notifications/${mine[2].id}/message`)).text();
    expect(message).not.toContain('colleague@example.com');
    expect(message).toContain('To: Kiran (colleague)');
    expect((await listed(admin)).map((item) => item.recipient)).toContain('colleague@example.com');

    expect((await me.call('POST', `/notifications/${mine[2].id}/resend`)).status).toBe(204);
    expect(await lastAudit()).toMatchObject({
      action: 'resent notification',
      table: 'Request-Callback',
      recordId: 'recX',
      detail: 'staff-new-record to colleague@example.com',
    });
  });
});

describe('live-update streams', () => {
  it(`are capped at ${MAX_STREAMS_PER_USER} per person with a clear 429; an ended one frees its place`, async () => {
    await addAccount(gateway, 'tabs@example.com', 'staff');
    const laptop = await signIn(gateway, 'tabs@example.com');
    const phone = await signIn(gateway, 'tabs@example.com');
    const open = (client: StaffClient) =>
      fetch(`${gateway.url}/staff/api/events`, { headers: { Cookie: client.cookie } });
    const streams = [await open(phone)];
    for (let n = 1; n < MAX_STREAMS_PER_USER; n++) streams.push(await open(laptop));
    expect(streams.map((stream) => stream.status)).toEqual(Array(MAX_STREAMS_PER_USER).fill(200));
    const refused = await open(laptop);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toEqual({
      type: 'TOO_MANY_STREAMS',
      message: `At most ${MAX_STREAMS_PER_USER} back-office tabs get live updates at once; close one and reload this page`,
    });
    // Someone else still gets theirs.
    const colleague = await signInAs(gateway, 'other-tabs@example.com', 'staff');
    expect((await open(colleague)).status).toBe(200);

    // The phone signs out: its stream ends, and its place is free again.
    expect((await phone.call('DELETE', '/session')).status).toBe(204);
    await streams[0].text();
    expect((await open(laptop)).status).toBe(200);
    for (const client of [laptop, colleague]) expect((await client.call('DELETE', '/session')).status).toBe(204);
  });
});
