import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { callbackTable } from '../../schemas/callback-request';
import { recordDetailAnswer } from '../../schemas/staff-api';
import { careerTable } from '../../schemas/career-application';
import { meetingTable } from '../../schemas/meeting';
import { startGateway } from '../../scripts/gateway-process.mjs';
import { openDatabase } from '../database';
import { fileStoreFor } from '../files/file-store-for';
import { LinkSigner, linkSecret, MeetingLife } from '../meetings/meeting-life';
import { PostgresConnection } from '../storage/postgres-connection';
import { RecordStore, type StoredRecord } from '../tables/record-store';
import { runServerCli } from '../testing/server-cli';
import { listAllRecords } from '../testing/list-all-records';
import { callback } from '../testing/sample-records';
import { signIn } from '../testing/staff-test-client';
import { createTestDatabase, tableCount, testCluster } from '../testing/test-database';
import { postJson, startTestGateway, tempDir, TEST_BASE, TEST_STAFF_TOKEN } from '../testing/test-gateway';

/** A data folder written by an older build (schema version 9): records, uploads, a staff account, a note, settings, content. */
const fixture = join(import.meta.dirname, '..', 'upgrades', 'fixtures', 'data-a23ab54');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const tables = [callbackTable, meetingTable, careerTable, 'Team'];

const migrateData = (dataDir: string, to: string) =>
  runServerCli('server/migrate-data-cli.ts', ['--to', to], { DATA_DIR: dataDir });

/** `run`, killed with SIGKILL as soon as it prints `line` (it is then part way through that step). */
async function killedWhenItSays(run: ReturnType<typeof migrateData>, line: string) {
  while (!run.output().includes(line) && run.child.exitCode === null)
    await new Promise((resolve) => setTimeout(resolve, 5));
  run.child.kill('SIGKILL');
  await run.done;
  expect(run.child.signalCode).toBe('SIGKILL');
  return run;
}

// The PostgreSQL pass's (gateway-postgres): skipped in the SQLite one, which has no cluster.
describe.skipIf(!testCluster())('npm run migrate-data -- --to postgres://…', () => {
  it('moves an older data folder with nothing missing: the same records served, the account signs in, counts match; a second run refuses', async () => {
    const dataDir = tempDir('migrate');
    cpSync(fixture, dataDir, { recursive: true });
    const target = await createTestDatabase();
    // The link to the meeting's own page in the visitor's e-mail, signed with the data folder's secret.
    const folder = openDatabase(dataDir);
    const meetingId = folder.prepare(`SELECT id FROM records WHERE tbl = 'Meeting'`).pluck().get() as string;
    const manageLink = new LinkSigner(linkSecret(folder, dataDir)).sign({
      recordId: meetingId,
      nonce: new MeetingLife(folder).get(meetingId).nonce,
    });
    folder.close();

    const moved = await migrateData(dataDir, target).done;
    expect(moved.output).toMatch(/^Moved /m);
    expect(moved.code).toBe(0);
    // Counted on both sides and printed as a table, the search index (rebuilt, not copied) too.
    for (const table of [
      'records',
      'staff_users',
      'staff_notes',
      'staff_audit',
      'settings',
      'uploads',
      'content_posts',
      'staff_records_fts',
    ])
      expect(moved.output).toMatch(new RegExp(`^${table} +([1-9]\\d*) +\\1$`, 'm'));
    // The files too: into the database, where every gateway on it reads them.
    for (const folder of ['files', 'team-photos'])
      for (const what of ['files', 'bytes'])
        expect(moved.output).toMatch(new RegExp(`^${what} in ${folder} +([1-9]\\d*) +\\1$`, 'm'));

    // What a gateway on the data folder's SQLite serves, then one on PostgreSQL.
    const sqliteGateway = await startGateway({ DATA_DIR: dataDir });
    const served: Record<string, StoredRecord[]> = {};
    try {
      for (const table of tables)
        served[table] = await listAllRecords(
          `${sqliteGateway.url}/v0/${TEST_BASE}/${encodeURIComponent(table)}`,
          sqliteGateway.staffToken,
        );
    } finally {
      await sqliteGateway.stop();
    }
    expect(served[careerTable]).toHaveLength(1);

    const gateway = await startTestGateway({ DATA_DIR: dataDir, DATABASE_URL: target });
    try {
      for (const table of tables)
        expect(await listAllRecords(gateway.table(table), TEST_STAFF_TOKEN)).toEqual(served[table]);
      // The files moved into the database: served with the same bytes once the folder's copies are gone.
      const cv = (served[careerTable][0].fields['Resume/CV'] as { url: string }[])[0].url.split('/').pop()!;
      const onDisk = sha256(readFileSync(join(dataDir, 'files', cv)));
      rmSync(join(dataDir, 'files'), { recursive: true });
      const file = await fetch(`${gateway.url}/files/${cv}`, {
        headers: { Authorization: `Bearer ${TEST_STAFF_TOKEN}` },
      });
      expect(file.status).toBe(200);
      expect(sha256(Buffer.from(await file.arrayBuffer()))).toBe(onDisk);
      // The link in the e-mail already sent still opens the meeting's page.
      expect((await fetch(`${gateway.url}/meeting/manage?t=${manageLink}`)).status).toBe(200);
      expect((await fetch(`${gateway.url}/meeting/manage?t=${manageLink.slice(0, -2)}`)).status).not.toBe(200);
      // The password hash came across, and the meeting's note and status; a session, an audit line and a
      // note written now take keys after the moved ones.
      const admin = await signIn(gateway, 'old.admin@example.com', 'correct horse battery staple a23a');
      const meeting = served[meetingTable][0];
      const detail = recordDetailAnswer.parse(await (await admin.call('GET', `/records/Meeting/${meeting.id}`)).json());
      expect(detail.record.status).toBe('in_progress');
      expect(detail.notes.map((note) => note.body)).toEqual(['Called back, prefers the afternoon.']);
      expect(
        (await admin.call('POST', `/records/Meeting/${meeting.id}/notes`, { body: 'Moved to PostgreSQL.' })).status,
      ).toBe(201);
      const added = await postJson(gateway.table(callbackTable), { fields: callback(99) });
      expect(added.status).toBe(200);
      expect(await listAllRecords(gateway.table(callbackTable), TEST_STAFF_TOKEN)).toHaveLength(
        served[callbackTable].length + 1,
      );
    } finally {
      await gateway.close();
    }

    const again = await migrateData(dataDir, target).done;
    expect(again.code).toBe(1);
    expect(again.output).toMatch(
      /is not empty \(it holds \d+ tables: .*\): migrate-data writes into an empty database only/,
    );
    expect(again.output).toContain('Nothing was moved');
  });

  it('killed half-way (kill -9) leaves the target empty, and the next run moves everything', async () => {
    const dataDir = tempDir('migrate-kill');
    const db = openDatabase(dataDir);
    const store = new RecordStore(db);
    db.transaction(() => {
      for (let n = 0; n < 20_000; n++) store.create(callbackTable, [callback(n)]);
    })();
    db.close();
    const target = await createTestDatabase();

    const run = await killedWhenItSays(migrateData(dataDir, target), 'Copying records');
    expect(run.output()).not.toMatch(/^Moved /m);
    expect(await tableCount(target)).toBe(0);

    const rerun = await migrateData(dataDir, target).done;
    expect(rerun.code).toBe(0);
    expect(rerun.output).toMatch(/^records +20000 +20000$/m);
    expect(rerun.output).toMatch(/^staff_records_fts +20000 +20000$/m);
  });

  it('killed (kill -9) while it copies the files leaves the target empty, and the next run moves every byte', async () => {
    const dataDir = tempDir('migrate-files-kill');
    const db = openDatabase(dataDir);
    new RecordStore(db).create(callbackTable, [callback(1)]);
    db.close();
    // 40 files of 1 MB: the copy takes long enough to be killed in the middle of it.
    mkdirSync(join(dataDir, 'files'), { recursive: true });
    const files = Array.from({ length: 40 }, (_, n) => {
      const bytes = Buffer.alloc(1024 * 1024, n + 1);
      writeFileSync(join(dataDir, 'files', `upload-${n}.pdf`), bytes);
      return { name: `upload-${n}.pdf`, sha: sha256(bytes) };
    });
    const target = await createTestDatabase();

    await killedWhenItSays(migrateData(dataDir, target), 'Copying the files of files');
    expect(await tableCount(target)).toBe(0);

    const rerun = await migrateData(dataDir, target).done;
    expect(rerun.code).toBe(0);
    expect(rerun.output).toMatch(/^files in files +40 +40$/m);
    expect(rerun.output).toMatch(new RegExp(`^bytes in files +${40 * 1024 * 1024} +${40 * 1024 * 1024}$`, 'm'));
    // What a gateway on the target reads: the store it opens.
    const connection = new PostgresConnection(target);
    try {
      const store = fileStoreFor(connection, dataDir, 'files');
      for (const { name, sha } of files) {
        const stream = (await store.read(name))!;
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        expect(sha256(Buffer.concat(chunks)), name).toBe(sha);
      }
    } finally {
      connection.close();
    }
  });
});
