import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { shippedPoster } from '../../schemas/sample-videos';
import type { Db } from '../storage/db';
import { typedDb } from '../storage/typed-db';
import { openFolderDatabase } from '../testing/folder-database';
import { storedFiles } from '../testing/folder-files';
import { tempDir } from '../testing/test-gateway';
import { contentKinds } from './content-kinds';
import { importContent } from './content-folder';
import { MediaStore } from './media/media-store';

let photo: Buffer;
beforeAll(async () => {
  photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a7bd5' } })
    .jpeg()
    .toBuffer();
});

const post = (slug: string, cover: string, body = 'A paragraph.') =>
  [
    '---',
    `title: Visa tip ${slug}`,
    `slug: ${slug}`,
    'lang: en',
    'date: 2026-01-05T04:15:00.000Z',
    'summary: A short tip.',
    'category: Career',
    'author: Asha Poudel',
    `cover: ${cover}`,
    'cover_alt: A photo',
    '---',
    '',
    body,
  ].join('\n');

const video = (file: string) =>
  [
    '---',
    'title_en: The office',
    'title_ne: कार्यालय',
    'position: 1',
    `poster: ${shippedPoster.src}`,
    'poster_alt: The front desk',
    `file: ${file}`,
    '---',
    '',
  ].join('\n');

/** An empty data folder, and an import folder with `posts/en`, `posts/media` and `videos/media`. */
async function folders() {
  const dataDir = tempDir('import-data');
  const db = await openFolderDatabase(dataDir);
  const dir = tempDir('import');
  for (const sub of ['posts/en', 'posts/media', 'videos/media']) mkdirSync(join(dir, sub), { recursive: true });
  return { db, dataDir, dir };
}

const stored = (db: Db) =>
  (['content_posts', 'content_media', 'content_videos', 'content_video_files'] as const).map((table) => {
    const row = typedDb(db).first((q) => q.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')));
    return `${table} ${Number(row!.n)}`;
  });

/** Imports `dir`; every file fails with exactly `failures`, and nothing is stored or written. */
async function expectNothingImported(setup: Awaited<ReturnType<typeof folders>>, failures: string[]) {
  const { db, dataDir, dir } = setup;
  const before = stored(db);
  const report = await importContent({ db, media: new MediaStore(db, dataDir) }, dir, contentKinds);
  expect(report.failures).toEqual(failures);
  expect(report.outcomes).toEqual({ created: 0, updated: 0, unchanged: 0 });
  expect(stored(db)).toEqual(before);
  expect([...storedFiles(db, dataDir, 'media'), ...storedFiles(db, dataDir, 'videos')]).toEqual([]);
  db.close();
}

describe('npm run content -- import reads only regular files inside the folder, within an upload’s limits', () => {
  it('refuses a cover linked to /dev/zero, a FIFO cover and a Markdown file linked to /dev/zero', async () => {
    const setup = await folders();
    const { dir } = setup;
    symlinkSync('/dev/zero', join(dir, 'posts/media/zero.jpg'));
    writeFileSync(join(dir, 'posts/en/zero.md'), post('zero', 'media/zero.jpg'));
    execFileSync('mkfifo', [join(dir, 'posts/media/pipe.jpg')]);
    writeFileSync(join(dir, 'posts/en/pipe.md'), post('pipe', 'media/pipe.jpg'));
    symlinkSync('/dev/zero', join(dir, 'posts/en/linked.md'));
    await expectNothingImported(setup, [
      'posts/en/linked.md: the file is a symbolic link, not a regular file',
      'posts/en/pipe.md: media/pipe.jpg is a named pipe (FIFO), not a regular file',
      'posts/en/zero.md: media/zero.jpg is a symbolic link, not a regular file',
    ]);
  });

  it('refuses images outside the folder: a linked file, and a file in a linked folder', async () => {
    const setup = await folders();
    const { dir } = setup;
    const outside = tempDir('outside');
    writeFileSync(join(outside, 'private.jpg'), photo);
    symlinkSync(join(outside, 'private.jpg'), join(dir, 'posts/media/linked.jpg'));
    writeFileSync(join(dir, 'posts/en/body.md'), post('body', '/art/blog/desk.webp', '![A desk](media/linked.jpg)'));
    symlinkSync(outside, join(dir, 'posts/elsewhere'));
    writeFileSync(join(dir, 'posts/en/cover.md'), post('cover', 'elsewhere/private.jpg'));
    await expectNothingImported(setup, [
      'posts/en/body.md: body image media/linked.jpg: media/linked.jpg is a symbolic link, not a regular file',
      'posts/en/cover.md: elsewhere/private.jpg is outside the posts folder',
    ]);
  });

  it('refuses a 150 MB video over VIDEO_MAX_BYTES and a 16 MB cover, before reading them', async () => {
    const setup = await folders();
    const { dir } = setup;
    writeFileSync(join(dir, 'videos/media/clip.mp4'), '');
    truncateSync(join(dir, 'videos/media/clip.mp4'), 150 * 1024 * 1024);
    writeFileSync(join(dir, 'videos/clip.md'), video('media/clip.mp4'));
    writeFileSync(join(dir, 'posts/media/huge.jpg'), photo);
    truncateSync(join(dir, 'posts/media/huge.jpg'), 16 * 1024 * 1024);
    writeFileSync(join(dir, 'posts/en/huge.md'), post('huge', 'media/huge.jpg'));
    await expectNothingImported(setup, [
      'posts/en/huge.md: media/huge.jpg is 16.0 MB: an image may be at most 15 MB, as an upload',
      'videos/clip.md: media/clip.mp4 is 150.0 MB: a video may be at most 100 MB (VIDEO_MAX_BYTES), as an upload',
    ]);
  });
});
