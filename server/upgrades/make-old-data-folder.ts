/**
 * Writes `server/upgrades/fixtures/data-<commit>/`: a data folder made by an earlier build, for the
 * upgrade tests (2405f70: before schema versions existed; 60bf673: schema version 2, before the
 * numbered migrations). Run from the repository root:
 *
 *   mkdir .old-build && git archive <commit> server schemas | tar -x -C .old-build   (a folder
 *   inside the repository, so the old code resolves this checkout's node_modules)
 *   npx tsx server/upgrades/make-old-data-folder.ts .old-build <commit>
 *
 * Everything is written by the old build's own code: records through its API (uploads included),
 * a staff account (password `correct horse battery staple <first 4 characters of the commit>`),
 * a status, an assignee, a note and an audit line through its stores, and, where the build has
 * them, the company facts, the booking settings and the payment instructions.
 */
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const oldTree = resolve(process.argv[2] ?? '.old-build');
const commit = process.argv[3] ?? '2405f70';
const target = resolve(`server/upgrades/fixtures/data-${commit}`);
const from = (path: string) => import(join(oldTree, path));
const has = (path: string) => existsSync(join(oldTree, path));

const { startTestGateway, postJson, tempDir } = await from('server/testing/test-gateway.ts');
const { callback, meeting } = await from('server/testing/sample-records.ts');
const { uploadCareerAttachments } = await from('server/testing/career-uploads.ts');
const { career } = await from('server/testing/valid-records.ts');
const { StaffAccounts } = await from('server/staff/accounts/staff-accounts.ts');
const { hashPassword } = await from('server/staff/auth/passwords.ts');
const { InboxStore } = await from('server/staff/inbox/inbox-store.ts');
const { AuditLog } = await from('server/staff/audit-log.ts');

const dataDir = tempDir('old-data-folder');
const gateway = await startTestGateway({ DATA_DIR: dataDir, PUBLIC_URL: 'https://www.example.com' });
const post = async (table: string, fields: unknown) => {
  const response = await postJson(gateway.table(table), { fields });
  if (response.status !== 200) throw new Error(`${table}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string };
};
await post('Request-Callback', callback(1));
const booked = await post('Meeting', meeting());
await post('Career', { ...career(), ...(await uploadCareerAttachments(gateway.url)) });

const db = gateway.app.database;
const admin = new StaffAccounts(db).create(
  { email: 'old.admin@example.com', name: 'Old Admin', role: 'admin' },
  await hashPassword(`correct horse battery staple ${commit.slice(0, 4)}`),
);
const inbox = new InboxStore(db);
const seq = (db.prepare('SELECT seq FROM records WHERE id = ?').get(booked.id) as { seq: number }).seq;
inbox.setStatus(seq, 'in_progress');
inbox.setAssignee(seq, admin.id);
inbox.addNote(seq, admin, 'Called back, prefers the afternoon.');
new AuditLog(db).write(admin, { action: 'status', table: 'Meeting', recordId: booked.id, detail: 'in_progress' });
if (has('server/settings/company-settings.ts')) {
  const { CompanySettings } = await from('server/settings/company-settings.ts');
  const { defaultCompanyFacts } = await from('schemas/company.ts');
  new CompanySettings(db).save({ ...defaultCompanyFacts, name: 'Old Company Pvt. Ltd.' }, () => {});
}
if (has('server/meetings/booking-ledger.ts')) {
  const { BookingLedger, initialAvailability } = await from('server/meetings/booking-ledger.ts');
  new BookingLedger(db).saveSettings({
    availability: { ...initialAvailability, holidays: ['2026-12-25'] },
    hosts: [admin.id],
  });
}
if (has('server/meetings/meeting-life.ts')) {
  const { MeetingLife } = await from('server/meetings/meeting-life.ts');
  new MeetingLife(db).savePaymentInstructions({ bank: 'Old Bank 0123', wallet: 'eSewa 9800000000' });
}
mkdirSync(join(dataDir, 'team-photos'), { recursive: true });
writeFileSync(join(dataDir, 'team-photos', '0123456789abcdef0123456789abcdef.webp'), 'RIFF-old-portrait-bytes');
await gateway.close();

rmSync(target, { recursive: true, force: true });
cpSync(dataDir, target, {
  recursive: true,
  filter: (path) => !path.endsWith('.incoming') && !path.includes('/mail'),
});
for (const leftover of ['gateway.db-wal', 'gateway.db-shm'])
  if (existsSync(join(target, leftover))) throw new Error(`${leftover} left behind: the database was not closed`);
console.log(`Wrote ${target}`);
