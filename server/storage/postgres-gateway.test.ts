import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfHeader, recordListAnswer } from '../../schemas/staff-api';
import { callbackTable, meetingTable } from '../../schemas/table-names';
import { multipartUpload } from '../testing/multipart-body';
import { samples } from '../testing/sample-files';
import { callback, meeting } from '../testing/sample-records';
import { waitFor } from '../testing/fault-proxy';
import { startPostgresCluster, type PostgresCluster } from '../testing/postgres-cluster';
import { startSmtpSink } from '../testing/smtp-sink';
import { addAccount, signIn, signInAs } from '../testing/staff-test-client';
import { startGateway } from '../../scripts/gateway-process.mjs';
import {
  postJson,
  staffHeaders,
  startTestGateway,
  tempDir,
  TEST_BASE,
  type TestGateway,
} from '../testing/test-gateway';
import { sql } from 'kysely';
import { PostgresConnection } from './postgres-connection';
import { postgresRows } from '../testing/postgres-rows';
import { typedDb } from './typed-db';
import { upgradePostgres } from '../upgrades/postgres-schema';
import { SCHEMA_VERSION } from '../upgrades/schema-version';

let cluster: PostgresCluster;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

beforeAll(async () => {
  cluster = await startPostgresCluster();
}, 120_000);
afterAll(() => cluster?.stop());

/** Two gateways in this process on one new database, each with its own data folder. */
async function twoGateways(name: string, envA: Record<string, string> = {}) {
  const url = await cluster.createDatabase();
  const a = await startTestGateway({ DATABASE_URL: url, DATA_DIR: tempDir(`${name}-a`), ...envA });
  const b = await startTestGateway({ DATABASE_URL: url, DATA_DIR: tempDir(`${name}-b`) });
  return [a, b] as const;
}

describe('the gateway on PostgreSQL (DATABASE_URL)', () => {
  let url: string;
  let gateway: TestGateway;

  beforeAll(async () => {
    url = await cluster.createDatabase();
    gateway = await startTestGateway({ DATABASE_URL: url });
  }, 60_000);
  afterAll(() => gateway?.close());

  it('creates the schema at this build version in an empty database', () => {
    expect(postgresRows(url, 'SELECT version FROM schema_version')).toEqual([{ version: SCHEMA_VERSION }]);
  });

  it('answers /readyz 200: its probe, a committed write, works on PostgreSQL too', async () => {
    const ready = await fetch(`${gateway.url}/readyz`);
    expect(await ready.json()).toMatchObject({ status: 'ready', database: { writable: true } });
    expect(ready.status).toBe(200);
  });

  it('stores a callback request in PostgreSQL and lists it back, in the table service shape', async () => {
    const sent = await postJson(gateway.table(callbackTable), { fields: callback(1) });
    expect(sent.status).toBe(200);
    const { id, fields } = (await sent.json()) as { id: string; fields: Record<string, unknown> };
    expect(fields).toEqual(callback(1));

    const stored = postgresRows<{ id: string; fields: string }>(
      url,
      'SELECT id, fields FROM records WHERE tbl = $1',
      callbackTable,
    );
    expect(stored.map((row) => ({ id: row.id, fields: JSON.parse(row.fields) }))).toEqual([
      { id, fields: callback(1) },
    ]);
  });

  it('books a slot once: the second booking of the same time is told it is taken', async () => {
    const first = await postJson(gateway.table(meetingTable), { fields: meeting(3, 1) });
    expect(first.status).toBe(200);
    const second = await postJson(gateway.table(meetingTable), {
      fields: { ...meeting(3, 1), Email: 'other@example.com' },
    });
    expect(second.status).toBe(409);
    expect(postgresRows(url, 'SELECT count(*) AS n FROM records WHERE tbl = $1', meetingTable)).toEqual([{ n: 1 }]);
  });

  it('lets staff sign in and find a record by a Nepali word, by its start', async () => {
    const sent = await postJson(gateway.table(callbackTable), {
      fields: { ...callback(2), 'First Name': 'नेपाल', 'Last Name': 'Shrestha' },
    });
    expect(sent.status).toBe(200);
    const { id } = (await sent.json()) as { id: string };
    await addAccount(gateway, 'admin@example.com', 'admin');
    const staff = await signIn(gateway, 'admin@example.com');
    for (const words of ['नेपाल', 'नेपा', 'shres']) {
      const found = await staff.call('GET', `/records?q=${encodeURIComponent(words)}`);
      expect(found.status).toBe(200);
      const ids = recordListAnswer.parse(await found.json()).items.map((item) => item.id);
      expect(ids, words).toEqual([id]);
    }
  });

  it('keeps everything across a restart of the gateway', async () => {
    const before = postgresRows(url, 'SELECT id FROM records ORDER BY seq');
    await gateway.close();
    gateway = await startTestGateway({ DATABASE_URL: url });
    expect(postgresRows(url, 'SELECT id FROM records ORDER BY seq')).toEqual(before);
    const listed = await fetch(`${gateway.table(callbackTable)}`, {
      headers: { Authorization: 'Bearer test-staff-token-0123456789abcdef' },
    });
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as { records: unknown[] }).records).toHaveLength(2);
  });
});

describe('the schema on PostgreSQL', () => {
  it('is created once when two gateways start together on an empty database', async () => {
    const url = await cluster.createDatabase();
    const [a, b] = await Promise.all([
      startTestGateway({ DATABASE_URL: url, DATA_DIR: tempDir('pg-a') }),
      startTestGateway({ DATABASE_URL: url, DATA_DIR: tempDir('pg-b') }),
    ]);
    try {
      expect(postgresRows(url, 'SELECT version FROM schema_version')).toEqual([{ version: SCHEMA_VERSION }]);
      expect((await postJson(a.table(callbackTable), { fields: callback(3) })).status).toBe(200);
      const listed = await fetch(b.table(callbackTable), {
        headers: { Authorization: 'Bearer test-staff-token-0123456789abcdef' },
      });
      expect(((await listed.json()) as { records: unknown[] }).records).toHaveLength(1);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }, 60_000);

  it('gives one of 20 visitors racing for one slot through two gateway processes the booking, and the others a clear 409', async () => {
    const url = await cluster.createDatabase();
    // Two processes: in one process the gateways' transactions could never interleave.
    const gateways = [await startGateway({ DATABASE_URL: url }), await startGateway({ DATABASE_URL: url })];
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          postJson(`${gateways[i % 2].url}/v0/${TEST_BASE}/${meetingTable}`, {
            fields: { ...meeting(5, 3), Email: `racer${i}@example.com` },
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, ...Array<number>(19).fill(409)]);
      expect(postgresRows(url, 'SELECT count(*) AS n FROM records WHERE tbl = $1', meetingTable)).toEqual([{ n: 1 }]);
      expect(
        postgresRows(url, "SELECT count(*) AS n FROM booking_slots WHERE kind = 'meeting' AND released = 0"),
      ).toEqual([{ n: 1 }]);
    } finally {
      await Promise.all(gateways.map((gateway) => gateway.stop()));
    }
  }, 90_000);

  it("opens a visitor's manage link on another gateway than the one that signed it", async () => {
    const sink = await startSmtpSink();
    const [a, b] = await twoGateways('pg-link', { SMTP_URL: sink.url });
    try {
      const booked = await postJson(a.table(meetingTable), {
        fields: { ...meeting(6, 2), Email: 'abroad@example.com' },
      });
      expect(booked.status).toBe(200);
      const mail = await waitFor(() =>
        sink.received.find((received) => received.envelopeTo.includes('abroad@example.com')),
      );
      const link = /\/meeting\/manage\?t=[\w.-]+/.exec(mail!.parsed.text ?? '')![0];
      for (const gateway of [a, b]) {
        const page = await fetch(gateway.url + link);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('Cancel my meeting');
      }
      expect((await fetch(`${b.url}${link}x`)).status).toBe(404);
    } finally {
      await Promise.all([a.close(), b.close(), sink.close()]);
    }
  }, 60_000);

  it('keeps a staff member signed in on A working through B, and signed out on both at once', async () => {
    const [a, b] = await twoGateways('pg-staff');
    try {
      await addAccount(a, 'mina@example.com', 'staff');
      const onA = await signIn(a, 'mina@example.com');
      const sent = await postJson(a.table(callbackTable), { fields: callback(4) });
      const { id } = (await sent.json()) as { id: string };
      const headers = {
        Cookie: onA.cookie,
        Origin: b.url,
        [csrfHeader]: onA.csrfToken,
        'Content-Type': 'application/json',
      };
      const read = await fetch(`${b.url}/staff/api/records/${callbackTable}/${id}`, { headers });
      expect(read.status).toBe(200);
      const changed = await fetch(`${b.url}/staff/api/records/${callbackTable}/${id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ status: 'in_progress' }),
      });
      expect(changed.status).toBe(200);
      expect((await onA.call('GET', `/records/${callbackTable}/${id}`)).status).toBe(200);

      expect((await onA.call('DELETE', '/session')).status).toBe(204);
      expect((await fetch(`${b.url}/staff/api/records/${callbackTable}/${id}`, { headers })).status).toBe(401);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }, 60_000);

  it('serves an upload sent to gateway A from gateway B, byte for byte, and a video byte range through B', async () => {
    const [a, b] = await twoGateways('pg-files');
    try {
      const cv = Buffer.concat([samples.pdf, randomBytes(3 * 1024 * 1024)]);
      const { body, headers } = multipartUpload('cv.pdf', cv, 'application/pdf');
      const sent = await fetch(`${a.url}/v1_1/local/auto/upload`, { method: 'POST', headers, body });
      expect(sent.status).toBe(200);
      const { secure_url } = (await sent.json()) as { secure_url: string };
      const served = await fetch(`${b.url}/files/${secure_url.split('/').pop()}`, { headers: staffHeaders });
      expect(served.status).toBe(200);
      expect(sha256(Buffer.from(await served.arrayBuffer()))).toBe(sha256(cv));

      // A clip's first bytes, then enough for a seek to cross from one of the database's chunks to the next.
      const mp4 = Buffer.concat([readFileSync('public/media/intro.mp4'), randomBytes(600 * 1024)]);
      const staff = await signInAs(a, 'writer@example.com', 'staff');
      const video = new FormData();
      video.append('file', new Blob([new Uint8Array(mp4)], { type: 'video/mp4' }), 'office.mp4');
      const uploaded = await staff.call('POST', '/content/videos/file', video);
      expect(uploaded.status).toBe(201);
      const { fileId } = (await uploaded.json()) as { fileId: string };
      const seek = await fetch(`${b.url}/videos/${fileId}.mp4`, { headers: { Range: 'bytes=262000-263999' } });
      expect([seek.status, seek.headers.get('content-range')]).toEqual([206, `bytes 262000-263999/${mp4.length}`]);
      expect(Buffer.from(await seek.arrayBuffer())).toEqual(mp4.subarray(262_000, 264_000));
      const pastTheEnd = await fetch(`${b.url}/videos/${fileId}.mp4`, { headers: { Range: `bytes=${mp4.length}-` } });
      expect(pastTheEnd.status).toBe(416);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }, 60_000);

  it('is refused, untouched, when a newer build wrote it', async () => {
    const url = await cluster.createDatabase();
    const first = await startTestGateway({ DATABASE_URL: url });
    await first.close();
    postgresRows(url, 'UPDATE schema_version SET version = $1', SCHEMA_VERSION + 1);
    await expect(startTestGateway({ DATABASE_URL: url })).rejects.toThrow(
      `written by a newer version of the gateway (schema version ${SCHEMA_VERSION + 1}; this version knows up to ${SCHEMA_VERSION})`,
    );
    expect(postgresRows(url, 'SELECT version FROM schema_version')).toEqual([{ version: SCHEMA_VERSION + 1 }]);
  }, 60_000);

  it('says where it could not connect, without the password', async () => {
    const url = `postgres://gateway:secret-word@127.0.0.1:${cluster.port}/no_such_database`;
    const failure = startTestGateway({ DATABASE_URL: url });
    await expect(failure).rejects.toThrow('Could not connect to PostgreSQL at postgres://gateway:***@127.0.0.1');
    await expect(failure).rejects.not.toThrow('secret-word');
  });
});

describe('prepared statements on PostgreSQL', () => {
  it('keeps at most 500 of the queries that vary, and every statement an owner compiled once keeps working', async () => {
    const url = await cluster.createDatabase();
    const connection = new PostgresConnection(url);
    try {
      upgradePostgres(connection);
      const db = typedDb(connection);
      const count = db.statement((q, args: { tbl: string }) =>
        q
          .selectFrom('records')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('tbl', '=', args.tbl),
      );
      // 600 texts: an IN list of each length, as a list of ids makes them.
      for (let length = 1; length <= 600; length++) {
        const ids = Array.from({ length }, (_, i) => `rec${i}`);
        expect(db.all((q) => q.selectFrom('records').select('id').where('id', 'in', ids))).toEqual([]);
      }
      expect(count.first({ tbl: callbackTable })).toEqual({ n: 0 });
      const held = db.first(() => sql<{ n: number }>`SELECT count(*) AS n FROM pg_prepared_statements`)!.n;
      // The cache's 500 (this count's own among them) and the owner's one.
      expect(held).toBe(501);
    } finally {
      connection.close();
    }
  });
});
