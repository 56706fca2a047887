import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { inboxTables, sessionAnswer } from '../../../schemas/staff-api';
import { folderEnv } from '../../testing/folder-database';
import { signInAs, sessionCookieOf, TEST_PASSWORD } from '../../testing/staff-test-client';
import { startTestGateway, type TestGateway } from '../../testing/test-gateway';
import { StaffAccounts } from '../accounts/staff-accounts';
import { firstAdminSetupLink } from '../register-staff';

let gateway: TestGateway | undefined;
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});

const everyTable = [...inboxTables].sort();
const notifiedOf = (gateway: TestGateway, email: string) =>
  [...new StaffAccounts(gateway.app.database).findByEmail(email)!.notifyTables].sort();

describe('the first admin', () => {
  it('is signed in by saving the password, and told of every new submission from the start', async () => {
    gateway = await startTestGateway();
    const token = new URL(firstAdminSetupLink(gateway.app.database, gateway.url)!).searchParams.get('token');
    const setup = await fetch(`${gateway.url}/staff/api/setup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: gateway.url },
      body: JSON.stringify({
        token,
        password: 'lantern quarry oatmeal 71 mosaic',
        email: 'first@example.com',
        name: 'First Admin',
      }),
    });
    expect(setup.status).toBe(200);
    const { user } = sessionAnswer.parse(await setup.json());
    expect(user).toMatchObject({ email: 'first@example.com', name: 'First Admin', role: 'admin' });
    expect([...user.notifyTables].sort()).toEqual(everyTable);
    // The cookie it set is a session: no second sign-in.
    const session = await fetch(`${gateway.url}/staff/api/session`, { headers: { Cookie: sessionCookieOf(setup) } });
    expect(session.status).toBe(200);
  });
  it('made with `npm run staff -- add --admin` on an empty install, is signed in by saving the password too; a second admin’s link is not', async () => {
    gateway = await startTestGateway();
    const accounts = new StaffAccounts(gateway.app.database);
    const setPassword = (userId: string, password: string) =>
      fetch(`${gateway!.url}/staff/api/setup`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: gateway!.url },
        body: JSON.stringify({ token: accounts.issueSetupToken(userId), password }),
      });
    const owner = accounts.create({ email: 'owner@example.com', name: 'Owner', role: 'admin' });
    const deputy = accounts.create({ email: 'deputy@example.com', name: 'Deputy', role: 'admin' });
    const first = await setPassword(owner.id, 'lantern quarry oatmeal 71 mosaic');
    expect(first.status).toBe(200);
    expect(sessionAnswer.parse(await first.json()).user.email).toBe('owner@example.com');
    const session = await fetch(`${gateway.url}/staff/api/session`, { headers: { Cookie: sessionCookieOf(first) } });
    expect(session.status).toBe(200);

    const second = await setPassword(deputy.id, 'harbour violet 48 pepper canyon');
    expect(second.status).toBe(204);
    expect(second.headers.get('set-cookie')).toBeNull();
    // A new password for the first admin, later: signed in as usual, not by the link.
    const again = await setPassword(owner.id, 'copper meadow 93 lantern shore');
    expect(again.status).toBe(204);
  });
});

describe('every other admin, however made', () => {
  it('starts told of every table when an admin adds them on the accounts page; staff start told of none', async () => {
    gateway = await startTestGateway();
    const admin = await signInAs(gateway, 'owner@example.com', 'admin');
    for (const [email, role] of [
      ['deputy@example.com', 'admin'],
      ['clerk@example.com', 'staff'],
    ])
      expect((await admin.call('POST', '/users', { email, name: email.split('@')[0], role })).status).toBe(201);
    expect(notifiedOf(gateway, 'deputy@example.com')).toEqual(everyTable);
    expect(notifiedOf(gateway, 'clerk@example.com')).toEqual([]);
  });

  it('starts told of every table when made with `npm run staff -- add --admin`, which names the gateway’s own address', async () => {
    gateway = await startTestGateway();
    const env: Record<string, string | undefined> = {
      ...process.env,
      MODE: 'local',
      ...(await folderEnv(gateway.dataDir)),
    };
    // Given no PORT or PUBLIC_URL, as someone typing the README's command would.
    delete env.PORT;
    delete env.PUBLIC_URL;
    const cli = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'server/staff-cli.ts',
        'add',
        '--admin',
        '--email',
        'cli@example.com',
        '--name',
        'Cli Admin',
        '--password-stdin',
      ],
      { env, input: `${TEST_PASSWORD}\n`, encoding: 'utf8' },
    );
    expect(cli.status, cli.stderr).toBe(0);
    expect(cli.stdout).toContain(`They can sign in at ${gateway.url}/staff/`);
    expect(notifiedOf(gateway, 'cli@example.com')).toEqual(everyTable);
  });
});
