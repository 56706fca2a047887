import { randomBytes } from 'node:crypto';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresConnection } from '../storage/postgres-connection';
import { fileStoreContract } from '../testing/file-store-contract';
import { startPostgresCluster, type PostgresCluster } from '../testing/postgres-cluster';
import { tempDir } from '../testing/test-gateway';
import { upgradePostgres } from '../upgrades/postgres-schema';
import { postgresFileStore } from './postgres-file-store';

let cluster: PostgresCluster;
let url: string;
const connections: PostgresConnection[] = [];

/** A connection of its own, as another gateway process has. */
function connect() {
  const connection = new PostgresConnection(url);
  connections.push(connection);
  return connection;
}

beforeAll(async () => {
  cluster = await startPostgresCluster();
  url = await cluster.createDatabase();
  upgradePostgres(connect());
}, 120_000);
afterAll(async () => {
  connections.forEach((connection) => connection.close());
  await cluster?.stop();
});

const rows = (query: string, ...values: unknown[]) => connections[0]!.prepare(query).all(...values);

describe('the PostgreSQL file store', () => {
  fileStoreContract(async () => {
    const store = `store_${randomBytes(4).toString('hex')}`;
    const unfinished = () =>
      rows(
        `SELECT id FROM file_puts WHERE store = $1
         UNION SELECT put_id FROM file_chunks c WHERE NOT EXISTS (SELECT FROM stored_files f WHERE f.put_id = c.put_id)`,
        store,
      ).map((row) => row.id as string);
    return {
      store: postgresFileStore(connect(), store),
      again: () => postgresFileStore(connect(), store),
      unfinished: async () => unfinished(),
      unfinishedEntry: /^[0-9a-f]{32}$/,
      async expectUntouched() {
        expect(rows('SELECT name FROM stored_files WHERE store = $1', store)).toEqual([]);
        expect(unfinished()).toEqual([]);
      },
      stalledPut: (name) => ({ args: [tempDir('stalled-put'), store, name], env: { DATABASE_URL: url } }),
    };
  });

  it("leaves another gateway's put in progress alone when it clears unfinished puts, and that put then completes", async () => {
    const writing = postgresFileStore(connect(), 'shared');
    const starting = postgresFileStore(connect(), 'shared');
    let resume!: () => void;
    let started!: () => void;
    const halfway = new Promise<void>((resolve) => (started = resolve));
    async function* uploading() {
      yield Buffer.alloc(300 * 1024, 7);
      started();
      await new Promise<void>((resolve) => (resume = resolve));
      yield Buffer.from('the end');
    }
    const put = writing.put('upload.pdf', uploading());
    await halfway;
    await starting.clearUnfinished();
    resume();
    expect(await put).toMatchObject({ bytes: 300 * 1024 + 7 });
    expect(await buffer((await starting.read('upload.pdf'))!)).toEqual(
      Buffer.concat([Buffer.alloc(300 * 1024, 7), Buffer.from('the end')]),
    );
  });

  it('ends a download with an error, never with other bytes, when another gateway deletes the file mid-read', async () => {
    const [reading, deleting] = [postgresFileStore(connect(), 'mid-read'), postgresFileStore(connect(), 'mid-read')];
    await reading.put('clip.mp4', randomBytes(1024 * 1024));
    const download = (await reading.read('clip.mp4'))![Symbol.asyncIterator]();
    expect((await download.next()).done).toBe(false);
    await deleting.delete('clip.mp4');
    const rest = async () => {
      while (!(await download.next()).done);
    };
    await expect(rest()).rejects.toThrow('The file was replaced or deleted while it was being read');
  });

  it('keeps each store apart: one name in two stores is two files', async () => {
    const [videos, media] = [postgresFileStore(connect(), 'videos-apart'), postgresFileStore(connect(), 'media-apart')];
    await videos.put('same.bin', Buffer.from('a video'));
    await media.put('same.bin', Buffer.from('an image'));
    await videos.delete('same.bin');
    expect(await videos.list()).toEqual([]);
    expect(await text((await media.read('same.bin'))!)).toBe('an image');
  });
});
