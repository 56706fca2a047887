import { afterEach, describe, expect, it } from 'vitest';
import { inboxTables, sessionAnswer } from '../../../schemas/staff-api';
import { startTestGateway, type TestGateway } from '../../testing/test-gateway';
import { firstAdminSetupLink } from '../register-staff';

let gateway: TestGateway | undefined;
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});

describe('the first admin', () => {
  it('is told of every new submission from the start', async () => {
    gateway = await startTestGateway();
    const token = new URL(firstAdminSetupLink(gateway.app.database, gateway.url)!).searchParams.get('token');
    const password = 'lantern quarry oatmeal 71 mosaic';
    const setup = await fetch(`${gateway.url}/staff/api/setup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: gateway.url },
      body: JSON.stringify({ token, password, email: 'first@example.com', name: 'First Admin' }),
    });
    expect(setup.status).toBe(204);
    const signIn = await fetch(`${gateway.url}/staff/api/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: gateway.url },
      body: JSON.stringify({ email: 'first@example.com', password }),
    });
    expect(signIn.status).toBe(200);
    const { user } = sessionAnswer.parse(await signIn.json());
    expect([...user.notifyTables].sort()).toEqual([...inboxTables].sort());
  });
});
