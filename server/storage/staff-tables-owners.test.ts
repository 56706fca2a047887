import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const serverDir = join(import.meta.dirname, '..');
const sources = readdirSync(serverDir, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.startsWith('migrations/'))
  .filter((path) => path !== 'storage/database.ts')
  .map((path) => ({
    path: relative(serverDir, join(serverDir, path)),
    text: readFileSync(join(serverDir, path), 'utf8'),
  }));

/** The files that name `table` in SQL text or in a Kysely call. */
const namers = (table: string) => {
  const named = new RegExp(
    `((FROM|INTO|UPDATE|JOIN|TABLE|EXISTS)\\s+"?${table}\\b)|((selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|replaceInto)\\(['"]${table}\\b)`,
  );
  return sources.filter((source) => named.test(source.text)).map((source) => source.path);
};

describe('the staff, uploads, mirror, notification and backup tables', () => {
  it.each([
    // The inbox's list still joins staff_users for names: accounts.namesOf is there to answer it.
    ['staff_users', ['staff/accounts/staff-accounts.ts', 'staff/inbox/inbox-store.ts']],
    ['staff_setup_tokens', ['staff/accounts/staff-accounts.ts']],
    ['staff_sessions', ['staff/auth/staff-sessions.ts']],
    ['staff_sign_in_codes', ['staff/auth/sign-in-codes.ts']],
    ['booking_feeds', ['staff/auth/booking-feeds.ts']],
    ['uploads', ['uploads/upload-store.ts']],
    ['upload_answers', ['uploads/upload-ledger.ts']],
    ['outbox', ['relay/outbox.ts']],
    ['relay_table_health', ['relay/table-health.ts']],
    ['mirror_files', ['relay/file-mirror.ts']],
    ['notifications', ['notify/notification-queue.ts']],
    ['readiness_probe', ['health/readiness.ts']],
    ['backup_runs', ['backup/backup-runs.ts']],
  ])('%s is named by its owner only', (table, owners) => {
    expect(namers(table).sort()).toEqual(owners);
  });

  it('leave the driver to the owners: staff accounts and sign-in, uploads, the mirror, notify, backups, restore and health call it nowhere', () => {
    const area = [
      'staff/accounts/',
      'staff/auth/',
      'staff/files/',
      'staff/delivery/',
      'uploads/',
      'relay/',
      'notify/',
      'backup/',
      'restore/',
      'health/',
      'upgrades/schema-version.ts',
      'staff-cli.ts',
      'staff-token.ts',
      'records-cli.ts',
      'staff/staff-context.ts',
    ];
    const calling = sources
      .filter(({ path }) => area.some((start) => path.startsWith(start)))
      // The driver's own calls, and the raw connection a staff route or a command is handed.
      .filter(({ text }) => /\.(prepare|pragma)\(|\)\.immediate\(\)|(?<!this\.)\bdb\.(transaction|exec)\(/.test(text))
      .map(({ path }) => path);
    expect(calling).toEqual([]);
  });
});
