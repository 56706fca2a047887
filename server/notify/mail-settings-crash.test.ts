import { describe, expect, it, onTestFinished } from 'vitest';
import { startGateway } from '../../scripts/gateway-process.mjs';
import type { MailServerAnswer } from '../../schemas/mail-settings';
import { hashPassword } from '../staff/auth/passwords';
import { StaffAccounts } from '../staff/accounts/staff-accounts';
import { openFolderDatabase } from '../testing/folder-database';
import { signIn, TEST_PASSWORD } from '../testing/staff-test-client';
import { startTestGateway, tempDir, type TestGateway } from '../testing/test-gateway';

describe('mail settings (SIGKILL right after the first save)', () => {
  it('keeps the saved server and a key that still opens its password', async () => {
    const dataDir = tempDir('mail-settings-crash');
    const gateway = await startGateway({ RATE_LIMIT_PER_MIN: '0', DATA_DIR: dataDir });
    onTestFinished(() => {
      if (gateway.process.exitCode === null && gateway.process.signalCode === null) gateway.process.kill('SIGKILL');
    });
    const db = await openFolderDatabase(dataDir);
    new StaffAccounts(db).create(
      { email: 'owner@example.com', name: 'Owner', role: 'admin' },
      await hashPassword(TEST_PASSWORD),
    );
    db.close();
    const admin = await signIn({ url: gateway.url } as TestGateway, 'owner@example.com');
    // The first password saved makes the key file too.
    const server = {
      host: 'mail.example.com',
      port: 587,
      security: 'starttls',
      user: 'office',
      from: 'office@example.com',
    };
    const saved = await admin.call('PUT', '/settings/mail', { ...server, password: 'a-mail-password-4711' });
    expect(saved.status).toBe(200);
    gateway.process.kill('SIGKILL');
    await new Promise((done) => gateway.process.once('exit', done));

    const again = await startTestGateway({ DATA_DIR: dataDir });
    onTestFinished(() => again.close());
    const owner = await signIn(again, 'owner@example.com');
    const answer = (await (await owner.call('GET', '/settings/mail')).json()) as MailServerAnswer;
    expect(answer).toEqual({ source: 'settings', server: { ...server, passwordSet: true } });
  });
});
