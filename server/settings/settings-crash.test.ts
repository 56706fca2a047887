import { describe, expect, it, onTestFinished } from 'vitest';
import { startGateway } from '../../scripts/gateway-process.mjs';
import { defaultCompanyFacts } from '../../schemas/company';
import { hashPassword } from '../staff/auth/passwords';
import { StaffAccounts } from '../staff/accounts/staff-accounts';
import { isSqlite } from '../storage/db';
import { folderEnv, openFolderDatabase } from '../testing/folder-database';
import { signIn, TEST_PASSWORD } from '../testing/staff-test-client';
import { tempDir, type TestGateway } from '../testing/test-gateway';
import { CompanySettings } from './company-settings';

describe('company facts (SIGKILL right after the save)', () => {
  it('keeps an acknowledged change whole in a database that opens cleanly', async () => {
    const gateway = await startGateway({ RATE_LIMIT_PER_MIN: '0', ...(await folderEnv(tempDir('settings-crash'))) });
    onTestFinished(() => {
      if (gateway.process.exitCode === null && gateway.process.signalCode === null) gateway.process.kill('SIGKILL');
    });
    const db = await openFolderDatabase(gateway.dataDir);
    new StaffAccounts(db).create(
      { email: 'owner@example.com', name: 'Owner', role: 'admin' },
      await hashPassword(TEST_PASSWORD),
    );
    db.close();
    const admin = await signIn({ url: gateway.url } as TestGateway, 'owner@example.com');
    const changed = { ...defaultCompanyFacts, phone: '+977 21-777 888', hours: 'Every day, 9 to 6' };
    const saved = await admin.call('PUT', '/settings/company', changed);
    expect(saved.status).toBe(200);
    gateway.process.kill('SIGKILL');
    await new Promise((done) => gateway.process.once('exit', done));

    const reopened = await openFolderDatabase(gateway.dataDir);
    // PostgreSQL's own recovery makes its database whole; SQLite's file is checked here.
    if (isSqlite(reopened)) expect(reopened.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(new CompanySettings(reopened).facts()).toEqual(changed);
    reopened.close();
  });
});
