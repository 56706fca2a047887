import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaImage, type MediaImage } from '../../../schemas/media-image';
import { mediaSrc } from '../../../schemas/media-url';
import { sampleVideos, shippedPoster } from '../../../schemas/sample-videos';
import type { VideoList, VideoView } from '../../../schemas/video';
import { folderFiles } from '../../testing/folder-files';
import { samples } from '../../testing/sample-files';
import { signInAs, type StaffClient } from '../../testing/staff-test-client';
import { startTestGateway, type TestGateway } from '../../testing/test-gateway';

let gateway: TestGateway;
let staff: StaffClient;
let poster: MediaImage;

const mp4 = readFileSync('public/media/intro.mp4');
const webm = readFileSync('public/media/intro.webm');
const form = (bytes: Buffer, filename: string, type = 'video/mp4') => {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  return body;
};
const upload = (bytes: Buffer, filename: string, client = staff, headers?: Record<string, string>) =>
  client.call('POST', '/content/videos/file', form(bytes, filename), headers);
/** What is in the videos folder: only whole, accepted files, never a `.part`. */
const videoFiles = () => folderFiles(gateway, 'videos').sort();
const get = (path: string, headers: Record<string, string> = {}) => fetch(gateway.url + path, { headers });

beforeAll(async () => {
  gateway = await startTestGateway({ VIDEO_MAX_BYTES: String(1024 * 1024) });
  staff = await signInAs(gateway, 'writer@example.com', 'staff');
  const photo = await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#224488' } })
    .jpeg()
    .toBuffer();
  const image = new FormData();
  image.append('file', new Blob([new Uint8Array(photo)]), 'poster.jpg');
  poster = mediaImage.parse(await (await staff.call('POST', '/content/media', image)).json());
}, 60_000);
afterAll(() => gateway.close());

const video = (source: unknown) => ({
  titleEn: 'Our office in Biratnagar',
  titleNe: 'विराटनगरमा हाम्रो कार्यालय',
  poster,
  posterAlt: 'The front desk',
  source,
});

describe('videos', () => {
  let fileVideo: VideoView;

  it('streams an MP4 to disk and serves the same bytes, in byte ranges a player seeks with', async () => {
    const answer = await upload(mp4, 'office.mp4');
    expect(answer.status).toBe(201);
    const file = (await answer.json()) as { fileId: string; type: string; bytes: number };
    expect(file).toMatchObject({ type: 'mp4', bytes: mp4.length });
    expect(videoFiles()).toEqual([`${file.fileId}.mp4`]);

    const created = await staff.call('POST', '/content/videos', video({ kind: 'file', fileId: file.fileId }));
    expect(created.status).toBe(201);
    fileVideo = (await created.json()) as VideoView;
    expect(fileVideo.play).toEqual({
      kind: 'file',
      src: `/videos/${file.fileId}.mp4`,
      type: 'video/mp4',
      bytes: mp4.length,
    });

    const whole = await get(fileVideo.play.kind === 'file' ? fileVideo.play.src : '');
    expect([whole.status, whole.headers.get('content-type'), whole.headers.get('accept-ranges')]).toEqual([
      200,
      'video/mp4',
      'bytes',
    ]);
    expect(Buffer.from(await whole.arrayBuffer()).equals(mp4)).toBe(true);
    const part = await get(`/videos/${file.fileId}.mp4`, { Range: 'bytes=100-1099' });
    expect([part.status, part.headers.get('content-range')]).toEqual([206, `bytes 100-1099/${mp4.length}`]);
    expect(Buffer.from(await part.arrayBuffer()).equals(mp4.subarray(100, 1100))).toBe(true);
    const tail = await get(`/videos/${file.fileId}.mp4`, { Range: 'bytes=-10' });
    expect(Buffer.from(await tail.arrayBuffer()).equals(mp4.subarray(-10))).toBe(true);
    expect((await get(`/videos/${file.fileId}.mp4`, { Range: `bytes=${mp4.length}-` })).status).toBe(416);
    // The same id under the other type is not the file.
    expect((await get(`/videos/${file.fileId}.webm`)).status).toBe(404);
  });

  it('takes a WebM too, and a YouTube link by its video id', async () => {
    const answer = await upload(webm, 'clip.webm');
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({ type: 'webm', bytes: webm.length });
    for (const [link, id] of [
      ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10', 'dQw4w9WgXcQ'],
      ['https://youtu.be/aBcD_eF-123', 'aBcD_eF-123'],
      ['https://m.youtube.com/shorts/aBcD_eF-123', 'aBcD_eF-123'],
    ]) {
      const created = await staff.call('POST', '/content/videos', video({ kind: 'youtube', link }));
      expect(created.status, link).toBe(201);
      expect(((await created.json()) as VideoView).play).toEqual({ kind: 'youtube', youtubeId: id });
    }
    const list = (await (await staff.call('GET', '/content/videos')).json()) as VideoList;
    expect(list.items.filter((item) => !item.sample).map((item) => item.play.kind)).toEqual([
      'file',
      'youtube',
      'youtube',
      'youtube',
    ]);
    expect(list.maxBytes).toBe(1024 * 1024);
  });

  it('gives a YouTube video saved without a poster the site’s own (stored once, served here); a file still needs one', async () => {
    const withoutPoster = (title: string, source: unknown) => ({
      ...video(source),
      titleEn: title,
      poster: undefined,
      posterAlt: '',
    });
    const youtube = (id: string) => ({ kind: 'youtube', link: `https://youtu.be/${id}` });
    const first = await staff.call('POST', '/content/videos', withoutPoster('Exam tips', youtube('postrless1a')));
    expect(first.status).toBe(201);
    const saved = (await first.json()) as VideoView;
    const own = mediaImage.parse(saved.poster);
    expect(saved.posterAlt).toBe('Exam tips');
    const picture = await get(mediaSrc(own));
    expect([picture.status, picture.headers.get('content-type')]).toEqual([
      200,
      `image/${own.fallback === 'jpg' ? 'jpeg' : 'png'}`,
    ]);
    expect((await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).width).toBe(Math.max(...own.widths));
    const second = await staff.call('POST', '/content/videos', withoutPoster('Visa steps', youtube('postrless2b')));
    expect(((await second.json()) as VideoView).poster).toEqual(own);

    const file = await staff.call(
      'POST',
      '/content/videos',
      withoutPoster('A file', { kind: 'file', fileId: 'f'.repeat(32) }),
    );
    expect(file.status).toBe(422);
    expect(await file.text()).toContain('Poster: upload an image');
    const noAlt = await staff.call('POST', '/content/videos', { ...video(youtube('postrless3c')), posterAlt: ' ' });
    expect(noAlt.status).toBe(422);
    expect(await noAlt.text()).toContain('Poster alt text: required');
  });

  it.each([
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://evil.example/?https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)//www.youtube.com/watch?v=dQw4w9WgXcQ',
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://user@www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
    'https://www.youtube.com/embed/../../evil',
    'data:text/html,<script>alert(1)</script>',
    '',
  ])('refuses %j as a YouTube link with a clear message', async (link) => {
    const answer = await staff.call('POST', '/content/videos', video({ kind: 'youtube', link }));
    expect(answer.status).toBe(422);
    expect(await answer.text()).toContain('YouTube link: an https:// link to one YouTube video');
  });

  it('refuses a disguised file (HTML, an EXE, a JPEG named .mp4) by its bytes, keeping nothing', async () => {
    const before = videoFiles();
    for (const [bytes, name] of [
      [Buffer.from('<!doctype html><html><script>alert(1)</script></html>'.repeat(200)), 'clip.mp4'],
      [Buffer.concat([samples.exe, Buffer.alloc(8000)]), 'setup.mp4'],
      [samples.jpeg, 'photo.webm'],
      [Buffer.alloc(0), 'empty.mp4'],
    ] as const) {
      const answer = await upload(bytes, name);
      expect(answer.status, name).toBe(400);
      expect(await answer.text()).toMatch(/Only MP4 or WebM videos are accepted|Choose an MP4 or WebM video/);
    }
    expect(videoFiles()).toEqual(before);
  });

  it('refuses a file over the limit with the limit in words, and removes what it had written', async () => {
    const before = videoFiles();
    const big = Buffer.concat([mp4, Buffer.alloc(1024 * 1024)]);
    const answer = await upload(big, 'long.mp4');
    expect(answer.status).toBe(413);
    expect(await answer.text()).toContain('The video must be at most 1 MB; nothing was kept');
    expect(videoFiles()).toEqual(before);
  });

  it('a slow client that gives up mid-file leaves nothing behind, and nobody else waits on it', async () => {
    const before = videoFiles();
    const boundary = 'slowboundary';
    const socketRequest = httpRequest(`${gateway.url}/staff/api/content/videos/file`, {
      method: 'POST',
      headers: {
        Cookie: staff.cookie,
        Origin: gateway.url,
        'X-CSRF-Token': staff.csrfToken,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    socketRequest.on('error', () => {});
    socketRequest.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    for (let i = 0; i < 6; i += 1) {
      socketRequest.write(mp4.subarray(i * 1000, (i + 1) * 1000));
      await new Promise((done) => setTimeout(done, 150));
    }
    // Meanwhile the editor and the site answer.
    expect((await staff.call('GET', '/content/videos')).status).toBe(200);
    expect(videoFiles().filter((name) => name.endsWith('.part'))).toHaveLength(1);
    socketRequest.destroy();
    await expect.poll(videoFiles, { timeout: 10_000 }).toEqual(before);
  });

  it('serves only the names completed uploads were given', async () => {
    for (const path of [
      '/videos/..%2Fgateway.db',
      '/videos/abc.mp4',
      `/videos/${'0'.repeat(32)}.mp4`,
      '/videos/.x.part',
    ])
      expect((await get(path)).status, path).toBe(404);
  });

  it('is for signed-in staff only: no session, a forged origin, a missing CSRF token', async () => {
    const noSession = await fetch(`${gateway.url}/staff/api/content/videos/file`, {
      method: 'POST',
      headers: { Origin: gateway.url },
      body: form(mp4, 'x.mp4'),
    });
    expect(noSession.status).toBe(401);
    expect((await upload(mp4, 'x.mp4', staff, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await upload(mp4, 'x.mp4', staff, { 'X-CSRF-Token': 'forged' })).status).toBe(403);
    expect((await staff.call('POST', '/content/videos', video({ kind: 'file', fileId: 'f'.repeat(32) }))).status).toBe(
      422,
    );
    expect((await fetch(`${gateway.url}/staff/api/content/videos`)).status).toBe(401);
  });

  it('deleting a video deletes its file once nothing names it', async () => {
    const src = fileVideo.play.kind === 'file' ? fileVideo.play.src : '';
    expect((await staff.call('DELETE', `/content/videos/${fileVideo.id}`)).status).toBe(204);
    expect((await get(src)).status).toBe(404);
    expect(videoFiles()).not.toContain(src.split('/').pop());
  });
});

describe('the video pages may frame youtube-nocookie, and only they', () => {
  it.each([
    ['/video', true],
    ['/ne/video', true],
    ['/video/', true],
    ['/video?x=1', true],
    ['/', false],
    ['/about', false],
    ['/videos/x.mp4', false],
    ['/video-evil', false],
    ['/staff/', false],
    ['/ne/video/../about', false],
  ])('%s', async (path, framed) => {
    const csp = (await get(path)).headers.get('content-security-policy')!;
    const frames = /frame-src ([^;]+)/.exec(csp)![1].split(' ');
    expect(frames.includes('https://www.youtube-nocookie.com')).toBe(framed);
    if (framed) expect(frames).toEqual(['https://www.openstreetmap.org', 'https://www.youtube-nocookie.com']);
    expect(csp).not.toMatch(/youtube\.com(?!-)|\*/);
  });
});

describe('the shipped samples, the order and the featured video', () => {
  const list = async () => ((await (await staff.call('GET', '/content/videos')).json()) as VideoList).items;

  it("ships the spec's seven videos, marked Sample: both titles, the clip the site ships and its still", async () => {
    const samples = (await list()).filter((item) => item.sample);
    expect(samples.map(({ titleEn, titleNe }) => ({ titleEn, titleNe }))).toEqual(sampleVideos);
    for (const sample of samples) {
      expect(sample.play).toEqual({
        kind: 'shipped',
        sources: [
          { src: '/media/intro.webm', type: 'video/webm' },
          { src: '/media/intro.mp4', type: 'video/mp4' },
        ],
      });
      expect(sample.poster).toEqual(shippedPoster);
    }
    // The first sample is the featured one until staff choose another.
    expect((await list())[0].titleEn).toBe(sampleVideos[0].titleEn);
  });

  it('a sample keeps its clip and still when staff edit its titles; no other still is taken', async () => {
    const [first] = await list();
    const edited = await staff.call('PUT', `/content/videos/${first.id}`, {
      titleEn: 'Welcome, again',
      titleNe: 'फेरि स्वागत छ',
      poster: shippedPoster,
      posterAlt: 'The still',
      source: { kind: 'shipped' },
    });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as VideoView).play.kind).toBe('shipped');
    for (const other of [
      { src: '/media/other.jpg', width: 640, height: 360 },
      { src: 'https://evil.example/x.jpg', width: 640, height: 360 },
      { ...poster, id: 'f'.repeat(32) },
    ]) {
      const refused = await staff.call('POST', '/content/videos', { ...video({ kind: 'shipped' }), poster: other });
      expect(refused.status, JSON.stringify(other)).toBe(422);
    }
  });

  it('orders the videos, the first featured; an order that is not exactly the stored videos changes nothing', async () => {
    const before = await list();
    const ids = before.map((item) => item.id);
    const last = ids.at(-1)!;
    const answer = await staff.call('PUT', '/content/videos/order', { ids: [last, ...ids.slice(0, -1)] });
    expect(answer.status).toBe(200);
    expect((await list()).map((item) => item.id)).toEqual([last, ...ids.slice(0, -1)]);
    for (const wrong of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), 'f'.repeat(20)], ids.map(() => 'x')]) {
      const refused = await staff.call('PUT', '/content/videos/order', { ids: wrong });
      expect([409, 422], JSON.stringify(wrong)).toContain(refused.status);
    }
    expect((await list()).map((item) => item.id)).toEqual([last, ...ids.slice(0, -1)]);
    expect((await fetch(`${gateway.url}/staff/api/content/videos/order`, { method: 'PUT' })).status).toBe(401);
    expect((await staff.call('PUT', '/content/videos/order', { ids }, { Origin: 'https://evil.example' })).status).toBe(
      403,
    );
  });

  it('a file replaced by a YouTube link is removed from disk', async () => {
    const uploaded = (await (await upload(mp4, 'first.mp4')).json()) as { fileId: string };
    const created = (await (
      await staff.call('POST', '/content/videos', video({ kind: 'file', fileId: uploaded.fileId }))
    ).json()) as VideoView;
    expect(videoFiles()).toContain(`${uploaded.fileId}.mp4`);
    const changed = await staff.call(
      'PUT',
      `/content/videos/${created.id}`,
      video({ kind: 'youtube', link: 'https://youtu.be/aBcD_eF-123' }),
    );
    expect(changed.status).toBe(200);
    expect(videoFiles()).not.toContain(`${uploaded.fileId}.mp4`);
    expect((await get(`/videos/${uploaded.fileId}.mp4`)).status).toBe(404);
  });

  it('deletes the samples in one action, keeps staff videos, and never seeds them again', async () => {
    const own = (await list()).filter((item) => !item.sample).map((item) => item.id);
    const answer = await staff.call('POST', '/content/videos/delete-samples');
    expect(await answer.json()).toEqual({ deleted: 7 });
    expect((await list()).map((item) => item.id)).toEqual(expect.arrayContaining(own));
    expect((await list()).some((item) => item.sample)).toBe(false);
    await gateway.close();
    gateway = await startTestGateway({ DATA_DIR: gateway.dataDir, VIDEO_MAX_BYTES: String(1024 * 1024) });
    staff = await signInAs(gateway, 'writer2@example.com', 'staff');
    expect((await list()).some((item) => item.sample)).toBe(false);
  });
});
