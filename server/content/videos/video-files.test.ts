import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaImage } from '../../../schemas/media-image';
import type { VideoList } from '../../../schemas/video';
import { contentCli } from '../../testing/content-cli';
import { folderFiles } from '../../testing/folder-files';
import { signInAs, type StaffClient } from '../../testing/staff-test-client';
import { startTestGateway, tempDir, type TestGateway } from '../../testing/test-gateway';

const clip = readFileSync('public/media/intro.mp4');

const failing = (dataDir: string, ...args: string[]) =>
  contentCli(dataDir, ...args).then(
    () => ({ code: 0, stderr: '' }),
    (error: { code: number; stderr: string }) => error,
  );

const filesIn = (dir: string) =>
  (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();

let first: TestGateway;
let second: TestGateway;
let staff: StaffClient;
const list = async (client: StaffClient) =>
  ((await (await client.call('GET', '/content/videos')).json()) as VideoList).items;

beforeAll(async () => {
  first = await startTestGateway();
  second = await startTestGateway();
  staff = await signInAs(first, 'writer@example.com', 'staff');
  const image = new FormData();
  const photo = await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  image.append('file', new Blob([new Uint8Array(photo)]), 'poster.jpg');
  const poster = mediaImage.parse(await (await staff.call('POST', '/content/media', image)).json());
  const upload = new FormData();
  upload.append('file', new Blob([new Uint8Array(clip)], { type: 'video/mp4' }), 'office.mp4');
  const { fileId } = (await (await staff.call('POST', '/content/videos/file', upload)).json()) as { fileId: string };
  for (const source of [
    { kind: 'file', fileId },
    { kind: 'youtube', link: 'https://youtu.be/dQw4w9WgXcQ' },
  ])
    await staff.call('POST', '/content/videos', {
      titleEn: `Office ${source.kind}`,
      titleNe: 'कार्यालय',
      poster,
      posterAlt: 'The front desk',
      source,
    });
}, 60_000);
afterAll(async () => {
  await first.close();
  await second.close();
});

describe('videos in npm run content', () => {
  const exported = tempDir('videos-export');
  const again = tempDir('videos-export-again');

  it(
    'round-trips: exported, imported into another data folder (its samples deleted), exported again byte-identical',
    { timeout: 240_000 },
    async () => {
      await contentCli(first.dataDir, 'export', exported);
      const files = filesIn(join(exported, 'videos'));
      expect(files.filter((file) => file.endsWith('.md'))).toHaveLength(9);
      const items = await list(staff);
      const fileVideo = items.find((item) => item.play.kind === 'file')!;
      expect(readFileSync(join(exported, 'videos', `media/${fileVideo.id}.mp4`)).equals(clip)).toBe(true);
      expect(readFileSync(join(exported, 'videos', `${fileVideo.id}.md`), 'utf8')).toBe(
        [
          '---',
          'title_en: Office file',
          'title_ne: कार्यालय',
          'position: 8',
          `poster: media/${fileVideo.id}.poster.jpg`,
          'poster_alt: The front desk',
          `file: media/${fileVideo.id}.mp4`,
          '---',
          '',
          'A video of /video (Content → Videos). Only the front matter is read.',
          '',
        ].join('\n'),
      );

      const other = await signInAs(second, 'other@example.com', 'staff');
      await other.call('POST', '/content/videos/delete-samples');
      const { stdout } = await contentCli(second.dataDir, 'import', exported);
      // The posts and the company facts in the folder are the second folder's already.
      expect(stdout).toMatch(/: 9 created, 0 updated, \d+ unchanged/);
      // The running gateway has them at once, in the same order, the file playing the same bytes.
      const imported = await list(other);
      expect(imported.map((item) => [item.id, item.titleEn, item.sample, item.play.kind])).toEqual(
        items.map((item) => [item.id, item.titleEn, item.sample, item.play.kind]),
      );
      const played = imported.find((item) => item.play.kind === 'file')!.play as { src: string };
      expect(Buffer.from(await (await fetch(second.url + played.src)).arrayBuffer()).equals(clip)).toBe(true);

      expect((await contentCli(second.dataDir, 'import', exported)).stdout).toMatch(
        /: 0 created, 0 updated, \d+ unchanged/,
      );
      await contentCli(second.dataDir, 'export', again);
      for (const file of files.filter((name) => !name.includes('.poster.')))
        expect(
          readFileSync(join(again, 'videos', file)).equals(readFileSync(join(exported, 'videos', file))),
          file,
        ).toBe(true);
    },
  );

  it(
    'refuses a disguised file, a look-alike YouTube link and a path outside the folder, keeping the rest',
    { timeout: 120_000 },
    async () => {
      const folder = tempDir('videos-bad');
      mkdirSync(join(folder, 'videos/media'), { recursive: true });
      writeFileSync(join(folder, 'videos/media/fake.mp4'), '<!doctype html><script>alert(1)</script>'.repeat(200));
      writeFileSync(join(folder, 'videos/media/still.jpg'), readFileSync('public/media/intro-poster.jpg'));
      const item = (fields: string) =>
        `---\ntitle_en: A\ntitle_ne: ए\nposition: 20\nposter_alt: x\n${fields}\n---\n\nnote\n`;
      writeFileSync(join(folder, 'videos/fake.md'), item('poster: media/still.jpg\nfile: media/fake.mp4'));
      writeFileSync(
        join(folder, 'videos/evil.md'),
        item('poster: media/still.jpg\nyoutube: https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ'),
      );
      writeFileSync(join(folder, 'videos/outside.md'), item('poster: ../../../../etc/passwd'));
      writeFileSync(join(folder, 'videos/good.md'), item('poster: /media/intro-poster.jpg'));
      const before = folderFiles(second, 'videos').sort();
      const failed = await failing(second.dataDir, 'import', folder);
      expect(failed.code).toBe(1);
      expect(failed.stderr).toContain('Not imported: videos/fake.md: file: Only MP4 or WebM videos are accepted');
      expect(failed.stderr).toContain(
        'Not imported: videos/evil.md: YouTube link: an https:// link to one YouTube video',
      );
      expect(failed.stderr).toContain(
        'Not imported: videos/outside.md: ../../../../etc/passwd is outside the videos folder',
      );
      expect(folderFiles(second, 'videos').sort()).toEqual(before);
      const other = await signInAs(second, 'third@example.com', 'staff');
      expect((await list(other)).filter((video) => video.titleEn === 'A').map((video) => video.play.kind)).toEqual([
        'shipped',
      ]);
    },
  );
});
