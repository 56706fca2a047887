import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { recordDetailAnswer } from '../../schemas/staff-api';
import { openDatabase } from '../database';
import { ownersTables } from '../migrations/003-owners-tables';
import { listAllRecords } from '../testing/list-all-records';
import { shapeOf } from '../testing/schema-shape';
import { signIn } from '../testing/staff-test-client';
import { staffHeaders, startTestGateway, tempDir, TEST_STAFF_TOKEN } from '../testing/test-gateway';
import { NewerSchemaError, SCHEMA_VERSION, schemaVersion, upgradeBackupDir, upgradeSchema } from './schema-version';
import { sqliteOf } from '../storage/db';

/** Made with `make-old-data-folder.ts` by the build before schema versions (commit 2405f70). */
const fixture = join(import.meta.dirname, 'fixtures', 'data-2405f70');
/** The same, by the last build whose owners' schemas ran at each open (commit 60bf673, schema version 2). */
const version2Fixture = join(import.meta.dirname, 'fixtures', 'data-60bf673');
/** The same, by the build with the hosted table as a mirror and typed storage begun (commit a23ab54, schema version 9). */
const version9Fixture = join(import.meta.dirname, 'fixtures', 'data-a23ab54');

function oldDataFolder(from = fixture): string {
  const dir = tempDir('old-data');
  cpSync(from, dir, { recursive: true });
  return dir;
}

const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');
const versionOf = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return schemaVersion(db);
  } finally {
    db.close();
  }
};

/**
 * A gateway on `dataDir`, a folder at schema version `from`, which it upgraded after one copy of it
 * at `from` (a folder already at this version is opened as it is, with no copy).
 */
async function startUpgraded(dataDir: string, from: number) {
  expect(versionOf(join(dataDir, 'gateway.db'))).toBe(from);
  const gateway = await startTestGateway({ DATA_DIR: dataDir });
  expect(schemaVersion(sqliteOf(gateway.app.database))).toBe(SCHEMA_VERSION);
  if (from === SCHEMA_VERSION) {
    expect(existsSync(upgradeBackupDir(dataDir))).toBe(false);
    return gateway;
  }
  const [copy, ...more] = readdirSync(upgradeBackupDir(dataDir));
  expect(more).toEqual([]);
  expect(copy).toMatch(new RegExp(`^gateway-v${from}-before-v${SCHEMA_VERSION}-.+\\.db$`));
  expect(versionOf(join(upgradeBackupDir(dataDir), copy))).toBe(from);
  return gateway;
}

describe('a data folder from the build before schema versions', () => {
  it('is copied aside, upgraded, and serves every record, file, account and note as before', async () => {
    const dataDir = oldDataFolder();
    const gateway = await startUpgraded(dataDir, 0);
    try {
      const callbacks = await listAllRecords(gateway.table('Request-Callback'), TEST_STAFF_TOKEN);
      expect(callbacks.map((record) => record.fields['First Name'])).toEqual(['Sita']);
      const [meeting] = await listAllRecords(gateway.table('Meeting'), TEST_STAFF_TOKEN);
      expect(meeting.fields.Name).toBe('Bikash Rai');
      expect(await listAllRecords(gateway.table('Team'), TEST_STAFF_TOKEN)).toHaveLength(7);
      const [career] = await listAllRecords(gateway.table('Career'), TEST_STAFF_TOKEN);
      const attachments = ['Resume/CV', 'Cover Letter', 'Headshot', 'Citizenship'].map(
        (field) => (career.fields[field] as { url: string; filename: string }[])[0],
      );
      for (const { url } of attachments) {
        const name = url.split('/').pop()!;
        const response = await fetch(`${gateway.url}/files/${name}`, { headers: staffHeaders });
        expect(response.status).toBe(200);
        expect(Buffer.from(await response.arrayBuffer())).toEqual(readFileSync(join(fixture, 'files', name)));
      }

      const admin = await signIn(gateway, 'old.admin@example.com', 'correct horse battery staple 2405');
      const detail = recordDetailAnswer.parse(await (await admin.call('GET', `/records/Meeting/${meeting.id}`)).json());
      expect(detail.record.status).toBe('in_progress');
      expect(detail.record.assignee?.id).toBe(admin.userId);
      expect(detail.notes.map((note) => note.body)).toEqual(['Called back, prefers the afternoon.']);
      const audit = await (await admin.call('GET', '/audit')).json();
      expect(audit.items.some((entry: { action: string }) => entry.action === 'status')).toBe(true);
      const team = await fetch(`${gateway.url}/team-photos/0123456789abcdef0123456789abcdef.webp`);
      expect(await team.text()).toBe('RIFF-old-portrait-bytes');
    } finally {
      await gateway.close();
    }
    // Opened again: already current, so nothing more is copied.
    const again = await startTestGateway({ DATA_DIR: dataDir });
    await again.close();
    expect(readdirSync(upgradeBackupDir(dataDir))).toHaveLength(1);
  });

  it('keeps the old version whole when a step of the upgrade fails', () => {
    const dataDir = oldDataFolder();
    const db = new Database(join(dataDir, 'gateway.db'));
    const tablesBefore = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all();
    const step = vi.spyOn(ownersTables, 'up').mockImplementation((inside) => {
      inside.exec('CREATE TABLE half_done (x INTEGER)');
      throw new Error('disk trouble in the middle');
    });
    onTestFinished(() => step.mockRestore());
    expect(() => upgradeSchema(db, dataDir)).toThrow('disk trouble in the middle');
    expect(schemaVersion(db)).toBe(0);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all()).toEqual(tablesBefore);
    db.close();
  });
});

describe('a data folder written by the last build whose schemas ran at each open (schema version 2)', () => {
  it('is copied aside, upgraded, and keeps its records, its staff account and every setting', async () => {
    const dataDir = oldDataFolder(version2Fixture);
    const gateway = await startUpgraded(dataDir, 2);
    try {
      const [callback] = await listAllRecords(gateway.table('Request-Callback'), TEST_STAFF_TOKEN);
      expect(callback.fields['First Name']).toBe('Sita');
      const [meeting] = await listAllRecords(gateway.table('Meeting'), TEST_STAFF_TOKEN);
      expect(await listAllRecords(gateway.table('Team'), TEST_STAFF_TOKEN)).toHaveLength(7);

      const admin = await signIn(gateway, 'old.admin@example.com', 'correct horse battery staple 60bf');
      const detail = recordDetailAnswer.parse(await (await admin.call('GET', `/records/Meeting/${meeting.id}`)).json());
      expect(detail.record.status).toBe('in_progress');
      expect(detail.notes.map((note) => note.body)).toEqual(['Called back, prefers the afternoon.']);
      const company = await (await admin.call('GET', '/settings/company')).json();
      expect(company).toMatchObject({ facts: { name: 'Old Company Pvt. Ltd.' }, isDefault: false });
      const booking = await (await admin.call('GET', '/booking/settings')).json();
      expect(booking.availability.holidays).toEqual(['2026-12-25']);
      expect(booking.hosts).toEqual([admin.userId]);
      expect(await (await admin.call('GET', '/payment-instructions')).json()).toEqual({
        bank: 'Old Bank 0123',
        wallet: 'eSewa 9800000000',
      });
    } finally {
      await gateway.close();
    }
  });
});

describe('a data folder written by the build of schema version 9 (the hosted table as a mirror)', () => {
  it("keeps its records, files, staff account, notes, settings and the studio's content", async () => {
    const dataDir = oldDataFolder(version9Fixture);
    const before = new Database(join(dataDir, 'gateway.db'), { readonly: true });
    const posts = before.prepare('SELECT id, slug, status FROM content_posts ORDER BY id').all();
    const events = before.prepare('SELECT id, slug FROM content_events ORDER BY id').all();
    before.close();
    expect(posts.length).toBeGreaterThan(0);
    const gateway = await startUpgraded(dataDir, 9);
    try {
      const [callback] = await listAllRecords(gateway.table('Request-Callback'), TEST_STAFF_TOKEN);
      expect(callback.fields['First Name']).toBe('Sita');
      const [meeting] = await listAllRecords(gateway.table('Meeting'), TEST_STAFF_TOKEN);
      const [career] = await listAllRecords(gateway.table('Career'), TEST_STAFF_TOKEN);
      for (const field of ['Resume/CV', 'Cover Letter', 'Headshot', 'Citizenship']) {
        const [{ url }] = career.fields[field] as { url: string }[];
        const name = url.split('/').pop()!;
        const response = await fetch(`${gateway.url}/files/${name}`, { headers: staffHeaders });
        expect(response.status).toBe(200);
        expect(Buffer.from(await response.arrayBuffer())).toEqual(readFileSync(join(version9Fixture, 'files', name)));
      }

      const admin = await signIn(gateway, 'old.admin@example.com', 'correct horse battery staple a23a');
      const detail = recordDetailAnswer.parse(await (await admin.call('GET', `/records/Meeting/${meeting.id}`)).json());
      expect(detail.record.status).toBe('in_progress');
      expect(detail.record.assignee?.id).toBe(admin.userId);
      expect(detail.notes.map((note) => note.body)).toEqual(['Called back, prefers the afternoon.']);
      const company = await (await admin.call('GET', '/settings/company')).json();
      expect(company).toMatchObject({ facts: { name: 'Old Company Pvt. Ltd.' }, isDefault: false });
      const booking = await (await admin.call('GET', '/booking/settings')).json();
      expect(booking.availability.holidays).toEqual(['2026-12-25']);
      expect(await (await admin.call('GET', '/payment-instructions')).json()).toEqual({
        bank: 'Old Bank 0123',
        wallet: 'eSewa 9800000000',
      });
      const db = gateway.app.database;
      expect(db.prepare('SELECT id, slug, status FROM content_posts ORDER BY id').all()).toEqual(posts);
      expect(db.prepare('SELECT id, slug FROM content_events ORDER BY id').all()).toEqual(events);
    } finally {
      await gateway.close();
    }
  });
});

describe('every way to this version', () => {
  it('a new database, and the folders of 2405f70 and of schema versions 2 and 9, end in the same tables, indexes and triggers', () => {
    const shapes = [undefined, fixture, version2Fixture, version9Fixture].map((from) => {
      const db = openDatabase(from ? oldDataFolder(from) : tempDir('new-data'));
      try {
        return shapeOf(db);
      } finally {
        db.close();
      }
    });
    expect(shapes[1]).toEqual(shapes[0]);
    expect(shapes[2]).toEqual(shapes[0]);
    expect(shapes[3]).toEqual(shapes[0]);
  });

  it('opening a database already at this version runs no schema statement and no step', () => {
    const dataDir = tempDir('current-data');
    openDatabase(dataDir).close();
    const exec = vi.spyOn(Database.prototype, 'exec');
    const step = vi.spyOn(ownersTables, 'up');
    onTestFinished(() => {
      exec.mockRestore();
      step.mockRestore();
    });
    const db = openDatabase(dataDir);
    const before = shapeOf(db);
    db.close();
    expect(exec.mock.calls).toEqual([]);
    expect(step).not.toHaveBeenCalled();
    expect(before).toEqual(shapeOf(openDatabase(dataDir, { readonly: true })));
  });
});

describe('a data folder from a newer build', () => {
  it('is refused with a message saying why, and left untouched', async () => {
    const dataDir = oldDataFolder();
    const file = join(dataDir, 'gateway.db');
    const db = new Database(file);
    db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    db.close();
    const before = sha256(file);

    const refused = startTestGateway({ DATA_DIR: dataDir });
    await expect(refused).rejects.toThrow(NewerSchemaError);
    await expect(refused).rejects.toThrow(
      `${file} was written by a newer version of the gateway (schema version ${SCHEMA_VERSION + 1}; this version knows up to ${SCHEMA_VERSION})`,
    );
    expect(() => openDatabase(dataDir, { readonly: true })).toThrow(NewerSchemaError);
    expect(sha256(file)).toBe(before);
    expect(readdirSync(dataDir)).not.toContain('upgrade-backups');
  });
});
