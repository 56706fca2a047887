import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { callbackTable } from '../../schemas/callback-request';
import { loadConfig } from '../config';
import { Outbox } from '../mirror/outbox';
import { typedDb } from '../storage/typed-db';
import { waitFor } from '../testing/fault-proxy';
import { openFolderDatabase } from '../testing/folder-database';
import { folderFiles } from '../testing/folder-files';
import { callback } from '../testing/sample-records';
import { samples } from '../testing/sample-files';
import { startSlowUpload } from '../testing/slow-upload';
import { gatewaysPerTest } from '../testing/gateways-per-test';
import { readReply, type RawReply } from '../testing/read-reply';
import { testCluster } from '../testing/test-database';
import { postJson, tempDir } from '../testing/test-gateway';

const { start } = gatewaysPerTest();

/** A GET over plain node:http, so the path goes on the wire exactly as written. */
function rawGet(url: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<RawReply>((resolve, reject) => {
    request(`${url}${path}`, { headers }, (response) => readReply(response).then(resolve, reject))
      .on('error', reject)
      .end();
  });
}

describe('finding 8: slow and numerous clients', () => {
  it('a body that never finishes is cut off at REQUEST_TIMEOUT_MS and its partial upload removed', async () => {
    const gateway = await start({ REQUEST_TIMEOUT_MS: '1500' });
    const upload = startSlowUpload(`${gateway.url}/v1_1/local/auto/upload`, samples.pdf, 2048);
    const ended = new Promise<string>((resolve) => {
      upload.on('response', (response) => resolve(`answered ${response.statusCode}`));
      upload.on('close', () => resolve('closed'));
    });
    expect(await ended).toMatch(/^(answered 408|closed)$/);
    await waitFor(() => folderFiles(gateway, 'files/.incoming').length === 0);
  });

  it('connections beyond MAX_CONNECTIONS are refused, and served again once one closes', async () => {
    const gateway = await start({ MAX_CONNECTIONS: '2' });
    const { port } = new URL(gateway.url);
    const connections = () =>
      new Promise<number>((resolve) => gateway.app.server.getConnections((_error, count) => resolve(count)));
    const open = () => {
      const socket = connect(Number(port), '127.0.0.1');
      const closed = new Promise<string>((resolve) => {
        let answer = '';
        socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
        socket.on('close', () => resolve(answer));
        socket.on('error', () => undefined);
      });
      return { socket, closed };
    };
    const held = [open(), open()];
    await waitFor(async () => (await connections()) === 2);
    const third = open();
    third.socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    // Closed by the server without an answer, while the two held connections stay open.
    expect(await third.closed).toBe('');
    expect(await connections()).toBe(2);
    held[0].socket.destroy();
    await waitFor(async () => (await connections()) === 1);
    expect((await rawGet(gateway.url, '/v0/appLocalGateway01/Team')).status).toBe(200);
    held[1].socket.destroy();
  });
});

describe('finding 10: the database files', () => {
  // SQLite's own files: on PostgreSQL the database is not in the data folder.
  it.skipIf(testCluster() !== undefined)(
    'are readable by this account only: folder 0700, gateway.db and its -wal 0600',
    async () => {
      const dataDir = join(tempDir('modes'), 'data');
      const gateway = await start({ DATA_DIR: dataDir });
      expect((await postJson(gateway.table(callbackTable), { fields: callback() })).status).toBe(200);
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      for (const file of ['gateway.db', 'gateway.db-wal', 'gateway.db-shm'])
        expect(statSync(join(dataDir, file)).mode & 0o777, file).toBe(0o600);
    },
  );
});

describe('finding 11: a malformed URL', () => {
  it('gets the security headers and the service error shape, without echoing the path', async () => {
    const gateway = await start();
    for (const path of ['/%c0%ae', '/v0/%c0%ae/Team']) {
      const answer = await rawGet(gateway.url, path);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.text)).toEqual({
        error: { type: 'INVALID_REQUEST_UNKNOWN', message: 'Invalid request: the URL is malformed.' },
      });
      expect(answer.text).not.toContain('%c0');
      expect(answer.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['permissions-policy']).toMatch(/camera=\(\)/);
    }
  });
});

describe('finding 14 and 17: the built site', () => {
  function site() {
    const dist = join(tempDir('dist'), 'dist');
    mkdirSync(join(dist, '.vite'), { recursive: true });
    mkdirSync(join(dist, '.well-known'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), `<!doctype html><title>Home</title>${'<p>text</p>'.repeat(200)}`);
    writeFileSync(join(dist, '404.html'), '<!doctype html><title>Not found</title>');
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify({ 'src/main.tsx': { file: 'x.js' } }));
    writeFileSync(join(dist, '.well-known', 'security.txt'), 'Contact: mailto:security@example.com\n');
    return dist;
  }

  it('does not serve /.vite/manifest.json (the source paths), but does serve /.well-known/', async () => {
    const gateway = await start({ DIST_DIR: site() });
    const manifest = await rawGet(gateway.url, '/.vite/manifest.json');
    expect(manifest.status).toBe(404);
    expect(manifest.text).toContain('<title>Not found</title>');
    expect(manifest.text).not.toContain('src/main.tsx');
    expect((await rawGet(gateway.url, '/.well-known/security.txt')).status).toBe(200);
  });

  it('honours q=0 in Accept-Encoding: br;q=0 gets gzip or nothing, never brotli', async () => {
    const gateway = await start({ DIST_DIR: site() });
    expect((await rawGet(gateway.url, '/', { 'Accept-Encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe(
      'gzip',
    );
    expect(
      (await rawGet(gateway.url, '/', { 'Accept-Encoding': 'br;q=0' })).headers['content-encoding'],
    ).toBeUndefined();
    expect((await rawGet(gateway.url, '/', { 'Accept-Encoding': 'gzip, br' })).headers['content-encoding']).toBe('br');
  });
});

describe('finding 17: CORS_ORIGINS and the mirror outbox', () => {
  it.each(['null', 'http://shop.example', 'https://ok.example, null'])('refuses CORS_ORIGINS=%s', (value) => {
    expect(() => loadConfig({ CORS_ORIGINS: value })).toThrow(/CORS_ORIGINS\.\d: list https origins/);
  });

  it('purges delivered outbox entries older than OUTBOX_KEEP_DELIVERED_DAYS, keeping newer and undelivered ones', async () => {
    const dataDir = tempDir('purge');
    const db = await openFolderDatabase(dataDir);
    const outbox = new Outbox(db);
    const [old, recent, pending, dead] = [0, 1, 2, 3].map((n) => ({
      id: `recPurge0000000${n}`,
      createdTime: new Date().toISOString(),
      fields: callback(n),
    }));
    outbox.copy('appLocalGateway01', callbackTable, [old, recent, pending, dead]);
    const seqs = outbox.list('pending').map((entry) => entry.seq);
    const days = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    const typed = typedDb(db);
    const deliver = (seq: number, at: string) =>
      typed.run((q) => q.updateTable('outbox').set({ status: 'delivered', delivered_at: at }).where('seq', '=', seq));
    deliver(seqs[0], days(31));
    deliver(seqs[1], days(29));
    typed.run((q) => q.updateTable('outbox').set({ status: 'dead', last_error: 'x' }).where('seq', '=', seqs[3]));
    db.close();

    const mirrored = await start({
      DATA_DIR: dataDir,
      UPSTREAM_TABLE_URL: 'http://127.0.0.1:1',
      UPSTREAM_TOKEN: 'upstream-secret-token-0123456789',
    });
    const left = typedDb(mirrored.app.database).all((q) =>
      q.selectFrom('outbox').select(['record_id as id', 'status']).orderBy('seq'),
    );
    expect(left).toEqual([
      { id: recent.id, status: 'delivered' },
      { id: pending.id, status: 'pending' },
      { id: dead.id, status: 'dead' },
    ]);
    expect(left).not.toContainEqual(expect.objectContaining({ id: old.id }));
  });
});
