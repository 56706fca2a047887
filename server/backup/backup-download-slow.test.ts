import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupsPage } from '../../schemas/backup-status';
import { signInAs, type StaffClient } from '../testing/staff-test-client';
import { startTestGateway, tempDir, type TestGateway } from '../testing/test-gateway';

const MB = 1024 * 1024;
/** The archive's size: far more than any buffer on the way, so holding it would show in the gateway's memory. */
const ARCHIVE_MB = 128;

let gateway: TestGateway;
let admin: StaffClient;

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await signInAs(gateway, 'owner@example.com', 'admin');
});
afterAll(() => gateway.close());

/** The `tar` processes writing an archive of `folder` (the download's own), by their command line. */
const tarsOf = (folder: string) =>
  execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.startsWith('tar ') && line.includes(folder));

describe('downloading the newest backup (GET /staff/api/backups/newest.tar)', () => {
  it('a client reading very slowly neither blocks other requests nor holds the archive in the gateway’s memory', async () => {
    const folder = join(tempDir('slow-download'), 'nightly');
    expect(
      (await admin.call('PUT', '/backups/settings', { enabled: false, hour: 3, keepDays: 10, folder })).status,
    ).toBe(200);
    expect((await admin.call('POST', '/backups/run')).status).toBe(202);
    await expect
      .poll(async () => backupsPage.parse(await (await admin.call('GET', '/backups/page')).json()).newest?.name, {
        timeout: 30_000,
      })
      .toBeDefined();
    const { newest } = backupsPage.parse(await (await admin.call('GET', '/backups/page')).json());
    // Uploads that do not compress, as a real backup's photos and videos: the archive is that big.
    const big = join(folder, newest!.name, 'uploads-big.bin');
    for (let i = 0; i < ARCHIVE_MB / 16; i += 1) appendFileSync(big, randomBytes(16 * MB));

    const before = process.memoryUsage().rss;
    let received = 0;
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const slow = request(`${gateway.url}/staff/api/backups/newest.tar`, { headers: { Cookie: admin.cookie } });
      slow.on('response', resolve);
      slow.on('error', reject);
      slow.end();
    });
    expect(response.statusCode).toBe(200);
    // It reads one chunk, then nothing for a while, as a phone on a weak line.
    await new Promise<void>((resolve) =>
      response.once('data', (chunk: Buffer) => resolve(void (received += chunk.length))),
    );
    response.pause();
    await new Promise((wait) => setTimeout(wait, 1500));

    // Meanwhile the back office and the site answer at once.
    const started = Date.now();
    expect((await admin.call('GET', '/backups/page')).status).toBe(200);
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2000);
    // The archive waits in tar for the client, not in the gateway: its memory grew by far less than the archive.
    expect(process.memoryUsage().rss - before).toBeLessThan((ARCHIVE_MB / 4) * MB);
    expect(tarsOf(folder)).toHaveLength(1);

    // The client gives up: tar stops, and nothing is left running.
    response.destroy();
    await expect.poll(() => tarsOf(folder), { timeout: 10_000 }).toEqual([]);
    expect(received).toBeLessThan(ARCHIVE_MB * MB);
    expect((await admin.call('GET', '/backups/page')).status).toBe(200);
  });
});
