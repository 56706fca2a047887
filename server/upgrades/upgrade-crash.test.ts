import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startGateway } from '../../scripts/gateway-process.mjs';
import { openDatabase } from '../database';
import { SettingsStore } from '../settings/settings-store';
import { tempDir } from '../testing/test-gateway';
import { SCHEMA_VERSION, schemaVersion, upgradeBackupDir } from './schema-version';

const fixture = join(import.meta.dirname, 'fixtures', 'data-2405f70');
const version2Fixture = join(import.meta.dirname, 'fixtures', 'data-60bf673');
const RECORDS = 50_000;

/** The old build's data folder with enough submissions that copying it aside takes a while. */
function bigOldDataFolder(): string {
  const dir = tempDir('old-data-big');
  cpSync(fixture, dir, { recursive: true });
  const db = new Database(join(dir, 'gateway.db'));
  const template = db.prepare("SELECT fields FROM records WHERE tbl = 'Request-Callback'").pluck().get() as string;
  const insert = db.prepare("INSERT INTO records (tbl, id, created_time, fields) VALUES ('Request-Callback', ?, ?, ?)");
  db.transaction(() => {
    for (let n = 0; n < RECORDS; n++)
      insert.run(
        `recOld${String(n).padStart(11, '0')}`,
        new Date(Date.UTC(2025, 0, 1, 0, 0, n)).toISOString(),
        template,
      );
  })();
  db.close();
  return dir;
}

const inspect = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return {
      version: schemaVersion(db),
      intact: db.pragma('quick_check', { simple: true }),
      records: db.prepare('SELECT count(*) FROM records').pluck().get() as number,
    };
  } finally {
    db.close();
  }
};

/** The pid of the gateway process serving this data folder (it has not said its address yet). */
function gatewayOf(dataDir: string): number {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      const environment = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      if (command.includes('server/main.ts') && environment.includes(`DATA_DIR=${dataDir}`)) return Number(pid);
    } catch {
      // A process that ended meanwhile, or another user's.
    }
  }
  throw new Error(`no gateway serves ${dataDir}`);
}

const until = async (test: () => boolean, what: string) => {
  const deadline = Date.now() + 60_000;
  while (!test()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
};

describe('kill -9 while an upgrade copies the old database aside', () => {
  it('leaves the old version whole and no copy that passes for a complete one; the next start upgrades it', async () => {
    const dataDir = bigOldDataFolder();
    const database = join(dataDir, 'gateway.db');
    const before = inspect(database);
    expect(before).toMatchObject({ version: 0, intact: 'ok' });
    expect(before.records).toBeGreaterThan(RECORDS);

    // The gateway prints its address only after the upgrade, so it is killed from outside.
    const starting = startGateway({ DATA_DIR: dataDir });
    starting.catch(() => {});
    const copies = () => (existsSync(upgradeBackupDir(dataDir)) ? readdirSync(upgradeBackupDir(dataDir)) : []);
    await until(() => copies().length > 0, 'the copy to begin');
    process.kill(gatewayOf(dataDir), 'SIGKILL');
    await expect(starting).rejects.toThrow(/exited with null/);

    // Killed while copying: what it left is marked unfinished.
    expect(copies().some((name) => name.includes('.partial'))).toBe(true);
    expect(inspect(database)).toEqual(before);
    // Whatever is in upgrade-backups and looks like a copy must be one.
    for (const name of copies().filter((file) => file.endsWith('.db')))
      expect(inspect(join(upgradeBackupDir(dataDir), name))).toEqual(before);

    const gateway = await startGateway({ DATA_DIR: dataDir });
    onTestFinished(() => gateway.stop('SIGKILL'));
    await gateway.stop();
    expect(inspect(database)).toEqual({ ...before, version: SCHEMA_VERSION });
    const complete = copies();
    expect(complete.filter((name) => name.includes('.partial'))).toEqual([]);
    expect(complete).toHaveLength(1);
    expect(complete[0]).toMatch(new RegExp(`^gateway-v0-before-v${SCHEMA_VERSION}-.+\\.db$`));
    expect(inspect(join(upgradeBackupDir(dataDir), complete[0]))).toEqual(before);
  }, 180_000);
});

/** The single-value tables of schema version 2, row by row. */
const version2Settings = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return {
      version: schemaVersion(db),
      settings: db.prepare('SELECT * FROM settings').all(),
      meta: db.prepare('SELECT * FROM meta ORDER BY key').all(),
      booking: db.prepare('SELECT * FROM booking_settings').all(),
      payment: db.prepare('SELECT * FROM meeting_payment').all(),
    };
  } finally {
    db.close();
  }
};

describe('kill -9 inside the upgrade that moves every setting into one table', () => {
  it('leaves schema version 2 whole with every setting; the next start moves each value over', () => {
    const dataDir = tempDir('version-2-data');
    cpSync(version2Fixture, dataDir, { recursive: true });
    const database = join(dataDir, 'gateway.db');
    const before = version2Settings(database);
    expect(before.meta).toHaveLength(5);

    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/testing/die-inside-upgrade.ts', dataDir]);
    expect(run.signal).toBe('SIGKILL');
    expect(version2Settings(database)).toEqual(before);

    const db = openDatabase(dataDir);
    try {
      expect(schemaVersion(db)).toBe(SCHEMA_VERSION);
      const settings = new SettingsStore(db);
      expect(settings.get('company')).toEqual(JSON.parse((before.settings[0] as { value: string }).value));
      for (const { key, value } of before.meta as { key: 'team_seeded'; value: string }[])
        expect(settings.get(key)).toBe(value);
      const [booking] = before.booking as { availability: string; hosts: string }[];
      expect(settings.get('booking')).toEqual({
        availability: JSON.parse(booking.availability),
        hosts: JSON.parse(booking.hosts),
      });
      const [payment] = before.payment as { instructions: string }[];
      expect(settings.get('payment')).toEqual(JSON.parse(payment.instructions));
      expect(
        db
          .prepare("SELECT name FROM sqlite_master WHERE name IN ('meta', 'booking_settings', 'meeting_payment')")
          .all(),
      ).toEqual([]);
    } finally {
      db.close();
    }
  });
});
