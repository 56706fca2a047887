import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startGateway } from '../../../scripts/gateway-process.mjs';
import type { VideoList } from '../../../schemas/video';
import { isSqlite } from '../../storage/db';
import { typedDb } from '../../storage/typed-db';
import { folderEnv, openFolderDatabase } from '../../testing/folder-database';
import { storedFiles } from '../../testing/folder-files';
import { addAccountToFolder, signIn } from '../../testing/staff-test-client';
import { tempDir, type TestGateway } from '../../testing/test-gateway';

describe('a video upload (SIGKILL mid-file)', () => {
  it('leaves no half file that is served, and the folder clean on the next start', { timeout: 120_000 }, async () => {
    const dataDir = tempDir('gateway');
    await addAccountToFolder(dataDir, 'desk@example.com', 'staff', 'Desk');
    const gateway = await startGateway({ ...(await folderEnv(dataDir)), RATE_LIMIT_PER_MIN: '0' });
    onTestFinished(() => {
      if (gateway.process.exitCode === null && gateway.process.signalCode === null) gateway.process.kill('SIGKILL');
    });
    const staff = await signIn({ url: gateway.url } as TestGateway, 'desk@example.com');
    const db = await openFolderDatabase(dataDir);
    onTestFinished(() => {
      db.close();
    });
    const videos = () => storedFiles(db, dataDir, 'videos');
    const mp4 = readFileSync('public/media/intro.mp4');

    const boundary = 'killboundary';
    const upload = httpRequest(`${gateway.url}/staff/api/content/videos/file`, {
      method: 'POST',
      headers: {
        Cookie: staff.cookie,
        Origin: gateway.url,
        'X-CSRF-Token': staff.csrfToken,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    upload.on('error', () => {});
    upload.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="office.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    upload.write(mp4.subarray(0, 8000));
    await expect.poll(() => videos().filter((name) => name.endsWith('.part')), { timeout: 10_000 }).toHaveLength(1);
    gateway.process.kill('SIGKILL');
    await new Promise((done) => gateway.process.once('exit', done));
    upload.destroy();
    // The half file is there, under a name no URL reaches.
    const [half] = videos();
    expect(half).toMatch(/^\.[0-9a-f]{32}\.part$/);

    const again = await startGateway({ ...(await folderEnv(dataDir)), RATE_LIMIT_PER_MIN: '0' });
    onTestFinished(() => {
      if (again.process.exitCode === null) again.process.kill('SIGKILL');
    });
    expect(videos()).toEqual([]);
    expect((await fetch(`${again.url}/videos/${half}`)).status).toBe(404);
    expect((await fetch(`${again.url}/videos/${half.slice(1, 33)}.mp4`)).status).toBe(404);
    const restarted = await signIn({ url: again.url } as TestGateway, 'desk@example.com');
    // Only the shipped samples: no video names a file.
    const { items } = (await (await restarted.call('GET', '/content/videos')).json()) as VideoList;
    expect(items.map((item) => item.play.kind)).toEqual(Array(7).fill('shipped'));
    if (isSqlite(db)) expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const files = typedDb(db).first((q) =>
      q.selectFrom('content_video_files').select((eb) => eb.fn.countAll<number>().as('n')),
    );
    expect(Number(files!.n)).toBe(0);
  });
});
