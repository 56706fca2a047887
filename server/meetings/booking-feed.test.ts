import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedAnswer } from '../../schemas/booking-staff-api';
import type { StaffUserView } from '../../schemas/staff-api';
import { folderEnv } from '../testing/folder-database';
import { meeting } from '../testing/sample-records';
import { signInAs, type StaffClient } from '../testing/staff-test-client';
import { postJson, startTestGateway, type TestGateway } from '../testing/test-gateway';
import { typedDb } from '../storage/typed-db';

let gateway: TestGateway;
let admin: StaffClient;

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await signInAs(gateway, 'asha@example.com', 'admin');
  // A meeting given to nobody: every feed carries it, with the visitor's details.
  expect(
    (await postJson(gateway.table('Meeting'), { fields: { ...meeting(50, 0), Name: 'Private Visitor' } })).status,
  ).toBe(200);
});
afterAll(() => gateway.close());

/** A colleague signed in, with the feed link they made. */
async function colleagueWithFeed(email: string) {
  const client = await signInAs(gateway, email, 'staff');
  const made = await client.call('POST', '/booking/feed');
  const { url } = (await made.json()) as FeedAnswer;
  const feed = await fetch(url!);
  expect(feed.status).toBe(200);
  expect(await feed.text()).toContain('Private Visitor');
  return { client, url: url!, id: client.userId };
}

/** The feed as a subscribed calendar reads it: status and whether any event came with it. */
async function read(url: string) {
  const response = await fetch(url);
  const body = await response.text();
  return { status: response.status, events: body.includes('BEGIN:VEVENT') };
}
const ended = { status: 404, events: false };

const listed = async (client: StaffClient, id: string) =>
  ((await (await client.call('GET', '/users')).json()).items as StaffUserView[]).find((user) => user.id === id);
const lastAudit = async () => (await (await admin.call('GET', '/audit')).json()).items.slice(0, 2);

describe('a staff calendar feed ends with its owner’s access', () => {
  it('ends when an admin disables the account, and stays ended when it is enabled again', async () => {
    const { id, url } = await colleagueWithFeed('dipa@example.com');
    expect((await listed(admin, id))?.hasCalendarFeed).toBe(true);
    expect((await admin.call('PATCH', `/users/${id}`, { disabled: true })).status).toBe(200);
    expect(await read(url)).toEqual(ended);
    expect(await lastAudit()).toMatchObject([
      { action: 'changed account', detail: 'dipa@example.com; disabled: true' },
      { action: 'revoked calendar feed link', detail: 'dipa@example.com', actor: { name: 'asha' } },
    ]);
    expect((await admin.call('PATCH', `/users/${id}`, { disabled: false })).status).toBe(200);
    expect(await read(url)).toEqual(ended);
    expect((await listed(admin, id))?.hasCalendarFeed).toBe(false);
  });

  it('ends when an admin removes the account', async () => {
    const { id, url } = await colleagueWithFeed('ekta@example.com');
    expect((await admin.call('DELETE', `/users/${id}`)).status).toBe(204);
    expect(await read(url)).toEqual(ended);
    const left = typedDb(gateway.app.database).all((q) =>
      q.selectFrom('booking_feeds').select('user_id').where('user_id', '=', id),
    );
    expect(left).toEqual([]);
  });

  it('ends when an admin signs the person out everywhere', async () => {
    const { id, url } = await colleagueWithFeed('furba@example.com');
    expect((await admin.call('POST', `/users/${id}/revoke-sessions`)).status).toBe(204);
    expect(await read(url)).toEqual(ended);
    expect(await lastAudit()).toMatchObject([
      { action: 'signed out everywhere', detail: 'furba@example.com' },
      { action: 'revoked calendar feed link', detail: 'furba@example.com' },
    ]);
  });

  it('answers 404 with no events when its owner is disabled or gone, even if the link’s row survived', async () => {
    const disabled = await colleagueWithFeed('gyan@example.com');
    const removed = await colleagueWithFeed('hira@example.com');
    // As a crash, an old backup or a hand edit could leave them: the row kept, the account not active.
    const db = typedDb(gateway.app.database);
    db.run((q) => q.updateTable('staff_users').set({ disabled: 1 }).where('id', '=', disabled.id));
    db.run((q) => q.deleteFrom('staff_users').where('id', '=', removed.id));
    expect(await read(disabled.url)).toEqual(ended);
    expect(await read(removed.url)).toEqual(ended);
  });

  it('ends with `npm run staff -- disable` and `sign-out`', async () => {
    const env = { ...process.env, ...(await folderEnv(gateway.dataDir)) };
    const staffCli = (...args: string[]) =>
      execFileSync(process.execPath, ['--import', 'tsx', 'server/staff-cli.ts', ...args], {
        env,
        encoding: 'utf8',
      });
    const signedOut = await colleagueWithFeed('indra@example.com');
    expect(staffCli('sign-out', '--email', 'indra@example.com')).toContain(
      'Every session and the calendar feed link of indra@example.com have ended',
    );
    expect(await read(signedOut.url)).toEqual(ended);
    const disabled = await colleagueWithFeed('jamuna@example.com');
    expect(staffCli('disable', '--email', 'jamuna@example.com')).toContain('jamuna@example.com is disabled');
    expect(await read(disabled.url)).toEqual(ended);
    expect(await lastAudit()).toMatchObject([
      { action: 'changed account', detail: 'jamuna@example.com; disabled: true', actor: { name: 'Command line' } },
      { action: 'revoked calendar feed link', detail: 'jamuna@example.com', actor: { name: 'Command line' } },
    ]);
  });
});

describe('DELETE /staff/api/users/:id/calendar-feed', () => {
  it('lets an admin revoke anyone’s link, audited, and says so when there is none', async () => {
    const { id, url, client } = await colleagueWithFeed('kamal@example.com');
    expect((await admin.call('DELETE', `/users/${id}/calendar-feed`)).status).toBe(204);
    expect(await read(url)).toEqual(ended);
    expect((await lastAudit())[0]).toMatchObject({
      action: 'revoked calendar feed link',
      detail: 'kamal@example.com',
      actor: { name: 'asha' },
    });
    // The person is still signed in, and sees they have no link.
    expect(await (await client.call('GET', '/booking/feed')).json()).toEqual({ createdAt: null, url: null });
    const again = await admin.call('DELETE', `/users/${id}/calendar-feed`);
    expect([again.status, (await again.json()).error]).toEqual([
      404,
      { type: 'NOT_FOUND', message: 'kamal has no calendar feed link' },
    ]);
  });

  it('is refused to a staff member, whose colleague’s link keeps working', async () => {
    const owner = await colleagueWithFeed('lila@example.com');
    const other = await colleagueWithFeed('mohan@example.com');
    const refused = await other.client.call('DELETE', `/users/${owner.id}/calendar-feed`);
    expect([refused.status, (await refused.json()).error.type]).toEqual([403, 'NOT_PERMITTED']);
    expect((await read(owner.url)).status).toBe(200);
    // Nor can staff see who has a link.
    expect((await listed(other.client, owner.id))?.hasCalendarFeed).toBe(false);
  });
});
