import { describe, expect, it, onTestFinished } from 'vitest';
import { startGateway } from '../../scripts/gateway-process.mjs';
import { defaultCompanyFacts } from '../../schemas/company';
import { openDatabase } from '../database';
import { hashPassword } from '../staff/auth/passwords';
import { StaffAccounts } from '../staff/accounts/staff-accounts';
import { signIn, TEST_PASSWORD } from '../testing/staff-test-client';
import type { TestGateway } from '../testing/test-gateway';
import { CompanySettings } from './company-settings';

describe('company facts (SIGKILL right after the save)', () => {
  it('keeps an acknowledged change whole in a database that opens cleanly', async () => {
    const gateway = await startGateway({ RATE_LIMIT_PER_MIN: '0' });
    onTestFinished(() => {
      if (gateway.process.exitCode === null && gateway.process.signalCode === null) gateway.process.kill('SIGKILL');
    });
    const db = openDatabase(gateway.dataDir);
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

    const reopened = openDatabase(gateway.dataDir);
    expect(reopened.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(new CompanySettings(reopened).facts()).toEqual(changed);
    reopened.close();
  });
});
