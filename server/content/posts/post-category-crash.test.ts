import { describe, expect, it, onTestFinished } from 'vitest';
import { startGateway } from '../../../scripts/gateway-process.mjs';
import { hashPassword } from '../../staff/auth/passwords';
import { StaffAccounts } from '../../staff/accounts/staff-accounts';
import { AuditLog } from '../../staff/audit-log';
import { isSqlite } from '../../storage/db';
import { folderEnv, openFolderDatabase } from '../../testing/folder-database';
import { signIn, TEST_PASSWORD } from '../../testing/staff-test-client';
import { tempDir, type TestGateway } from '../../testing/test-gateway';
import { PostCategoryStore } from './post-category-store';

describe('blog categories (SIGKILL right after the changes)', () => {
  it('keeps each acknowledged change whole, with its audit line, in a database that opens cleanly', async () => {
    const gateway = await startGateway({ RATE_LIMIT_PER_MIN: '0', ...(await folderEnv(tempDir('category-crash'))) });
    onTestFinished(() => {
      if (gateway.process.exitCode === null && gateway.process.signalCode === null) gateway.process.kill('SIGKILL');
    });
    const db = await openFolderDatabase(gateway.dataDir);
    new StaffAccounts(db).create(
      { email: 'writer@example.com', name: 'Writer', role: 'staff' },
      await hashPassword(TEST_PASSWORD),
    );
    db.close();
    const writer = await signIn({ url: gateway.url } as TestGateway, 'writer@example.com');
    const path = '/content/post-categories';
    expect((await writer.call('POST', path, { name: 'Education', nameNe: 'शिक्षा' })).status).toBe(201);
    expect((await writer.call('POST', `${path}/education/move`, { direction: 'up' })).status).toBe(200);
    expect((await writer.call('PUT', `${path}/Health`, { name: 'Wellbeing', nameNe: 'सुस्वास्थ्य' })).status).toBe(200);
    expect((await writer.call('DELETE', `${path}/Entertainment`)).status).toBe(204);
    gateway.process.kill('SIGKILL');
    await new Promise((done) => gateway.process.once('exit', done));

    const reopened = await openFolderDatabase(gateway.dataDir);
    // PostgreSQL's own recovery makes its database whole; SQLite's file is checked here.
    if (isSqlite(reopened)) expect(reopened.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(new PostCategoryStore(reopened).all().map((category) => `${category.name}/${category.nameNe}`)).toEqual([
      'Wellbeing/सुस्वास्थ्य',
      'Lifestyle/जीवनशैली',
      'Career/करियर',
      'Education/शिक्षा',
      'Technology/प्रविधि',
    ]);
    const audit = new AuditLog(reopened);
    expect(audit.aboutRecord('education').map((line) => line.action)).toEqual([
      'added blog category',
      'moved blog category up',
    ]);
    expect(audit.aboutRecord('Health').map((line) => line.detail)).toEqual(['Wellbeing / सुस्वास्थ्य']);
    expect(audit.aboutRecord('Entertainment').map((line) => line.action)).toEqual(['deleted blog category']);
    reopened.close();
  });
});
