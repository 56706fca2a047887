import { cpSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postView, type PostInput } from '../../../schemas/blog-post';
import { mediaImage, type MediaImage } from '../../../schemas/media-image';
import { writeFakeSite } from '../../testing/fake-site';
import { storeOf } from '../../testing/folder-files';
import { postInput } from '../../testing/post-input';
import { signInAs, type StaffClient } from '../../testing/staff-test-client';
import { startTestGateway, tempDir, type TestGateway } from '../../testing/test-gateway';

// Issue 48, "Sharing": Facebook, X and LinkedIn render no SVG; each post's og:image is a 1200 × 630
// JPEG the gateway serves, made from the post's cover (an upload, or a sample's drawing) once.

const folder = tempDir('share-picture');
const { dist, serverBundle } = writeFakeSite(folder);
cpSync('public/art/blog', join(dist, 'art', 'blog'), { recursive: true });
let gateway: TestGateway;
let staff: StaffClient;
let cover: MediaImage;

const get = (path: string) => fetch(gateway.url + path);
/** The post page's head tags, by property or name. */
async function headOf(path: string) {
  const answer = await get(path);
  expect(answer.status, path).toBe(200);
  const html = await answer.text();
  return (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
}
/** The picture the page names, fetched from the gateway as a sharing site's crawler would. */
async function sharedPicture(url: string) {
  const answer = await get(new URL(url).pathname);
  expect(answer.status, url).toBe(200);
  expect(answer.headers.get('content-type')).toBe('image/jpeg');
  const { format, width, height } = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
  return { format, width, height };
}
async function publish(input: PostInput) {
  const created = postView.parse(await (await staff.call('POST', '/content/posts', input)).json());
  await staff.call('POST', `/content/posts/${created.id}/state`, { action: 'publish' });
  return created;
}
/** When the stored sharing picture behind `url` was written. */
const madeAt = async (url: string) =>
  (await storeOf(gateway, 'media').stat(new URL(url).pathname.split('/').pop()!))!.modifiedAt.getTime();

beforeAll(async () => {
  gateway = await startTestGateway({ DIST_DIR: dist, SERVER_BUNDLE: serverBundle, DATA_DIR: tempDir('share-data') });
  staff = await signInAs(gateway, 'writer@example.com', 'staff');
  // A tall transparent PNG: neither the shape nor the format of a sharing picture.
  const photo = await sharp({ create: { width: 900, height: 1400, channels: 4, background: '#2a64' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)]), 'cover.png');
  cover = mediaImage.parse(await (await staff.call('POST', '/content/media', form)).json());
});
afterAll(() => gateway.close());

describe("a post's sharing picture", () => {
  it('is a 1200 × 630 JPEG made from a sample post’s SVG drawing, in both languages, with its type, size and alt', async () => {
    for (const [path, alt] of [
      ['/blog/banner-promotion-ideas', 'A megaphone announcing a promotion'],
      ['/ne/blog/banner-promotion-ideas', 'प्रवर्द्धनको घोषणा गर्दै गरेको माइक'],
    ]) {
      const meta = await headOf(path);
      expect(meta('og:image'), path).toMatch(/^https:\/\/example\.test\/images\/[0-9a-f]{32}-share\.jpg$/);
      expect(meta('og:image:type')).toBe('image/jpeg');
      expect(meta('og:image:width')).toBe('1200');
      expect(meta('og:image:height')).toBe('630');
      expect(meta('og:image:alt')).toBe(alt);
      expect(meta('twitter:image')).toBe(meta('og:image'));
      expect(meta('twitter:image:alt')).toBe(meta('og:image:alt'));
      expect(await sharedPicture(meta('og:image')!)).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    }
  });

  it('is a 1200 × 630 JPEG cut from an uploaded cover, made once for every post and page that shows it', async () => {
    await publish(
      postInput({ title: 'Scholarships for IT students', cover: { media: cover }, coverAlt: 'A graduation cap' }),
    );
    const meta = await headOf('/blog/scholarships-for-it-students');
    expect(meta('og:image')).toBe(`https://example.test/images/${cover.id}-share.jpg`);
    expect(meta('og:image:alt')).toBe('A graduation cap');
    expect(meta('twitter:image:alt')).toBe('A graduation cap');
    expect(await sharedPicture(meta('og:image')!)).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    const made = await madeAt(meta('og:image')!);

    await publish(postInput({ title: 'Internships in Biratnagar', cover: { media: cover }, coverAlt: 'An office' }));
    const other = await headOf('/blog/internships-in-biratnagar');
    expect(other('og:image')).toBe(meta('og:image'));
    expect(other('og:image:alt')).toBe('An office');
    expect(await madeAt(meta('og:image')!)).toBe(made);
  });

  it('serves no other name under the sharing pictures’ pattern', async () => {
    expect((await get(`/images/${'0'.repeat(32)}-share.jpg`)).status).toBe(404);
  });
});
