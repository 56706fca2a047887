import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaImage, mediaUrl, type MediaImage } from '../../../schemas/media-image';
import { samples } from '../../testing/sample-files';
import { startTestGateway, type TestGateway } from '../../testing/test-gateway';
import { signInAs, type StaffClient } from '../../testing/staff-test-client';

let gateway: TestGateway;
let staff: StaffClient;

/** A camera photo: 2000 × 1500 JPEG carrying the photographer's name, a GPS position and XMP. */
const cameraPhoto = () =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#3a7bd5' } })
    .withExif({ IFD0: { Artist: 'Secret Photographer', ImageDescription: 'GPS 26.4525N 87.2718E' } })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF><rdf:Description>hidden-xmp-note</rdf:Description></rdf:RDF></x:xmpmeta>',
    )
    .jpeg()
    .toBuffer();

const form = (bytes: Buffer, filename: string) => {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)]), filename);
  return body;
};
const upload = (bytes: Buffer, filename: string) => staff.call('POST', '/content/media', form(bytes, filename));

beforeAll(async () => {
  gateway = await startTestGateway();
  staff = await signInAs(gateway, 'writer@example.com', 'staff');
});
afterAll(() => gateway.close());

describe('content images', () => {
  let photo: MediaImage;

  it('re-encodes a photo into the page widths as AVIF, WebP and JPEG with its size, metadata gone', async () => {
    const answer = await upload(await cameraPhoto(), 'holiday.jpg');
    expect(answer.status).toBe(201);
    photo = mediaImage.parse(await answer.json());
    expect(photo).toMatchObject({ width: 1600, height: 1200, widths: [400, 700, 800, 1200, 1600], fallback: 'jpg' });
    for (const [extension, type] of [
      ['avif', 'image/avif'],
      ['webp', 'image/webp'],
      ['jpg', 'image/jpeg'],
    ] as const) {
      const served = await fetch(gateway.url + mediaUrl(photo, 800, extension));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('cache-control')).toContain('immutable');
      const bytes = Buffer.from(await served.arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect([metadata.width, metadata.height]).toEqual([800, 600]);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(bytes.toString('latin1')).not.toMatch(/Secret Photographer|26\.4525|hidden-xmp-note/);
    }
  });

  it('never enlarges a small image, keeps transparency in a PNG fallback and turns a sideways photo upright', async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#ff000080' } })
      .png()
      .toBuffer();
    const smallAnswer = mediaImage.parse(await (await upload(small, 'logo.png')).json());
    expect(smallAnswer).toMatchObject({ width: 300, height: 200, widths: [300], fallback: 'png' });

    const sideways = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#000' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const upright = mediaImage.parse(await (await upload(sideways, 'phone.jpg')).json());
    expect(upright).toMatchObject({ width: 500, height: 1000, widths: [400, 500] });
  });

  it('refuses SVG, disguised files and damaged images with a clear message, storing nothing', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const refusals: [Buffer, string, string][] = [
      [svg, 'cover.svg', 'SVG images are not accepted'],
      [svg, 'cover.png', 'SVG images are not accepted'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'cover.jpg', 'This file is not an image'],
      [samples.pdf, 'cover.jpg', 'This file is not an image'],
      [samples.docx, 'cover.webp', 'This file is not an image'],
      [(await cameraPhoto()).subarray(0, 600), 'cut.jpg', 'could not be read'],
    ];
    for (const [bytes, name, message] of refusals) {
      const answer = await upload(bytes, name);
      expect(answer.status, name).toBe(400);
      expect((await answer.json()).error).toMatchObject({
        type: 'NOT_AN_IMAGE',
        message: expect.stringContaining(message),
      });
    }
    const count = gateway.app.database.prepare('SELECT count(*) AS n FROM content_media').get() as { n: number };
    expect(count.n).toBe(3);
  });

  it('refuses a visitor, a forged origin, a missing token and a huge file', async () => {
    const photoBytes = await cameraPhoto();
    const anonymous = await fetch(`${gateway.url}/staff/api/content/media`, {
      method: 'POST',
      headers: { Origin: gateway.url },
      body: form(photoBytes, 'a.jpg'),
    });
    expect(anonymous.status).toBe(401);
    const forged = await staff.call('POST', '/content/media', form(photoBytes, 'a.jpg'), {
      Origin: 'https://evil.example',
    });
    expect(forged.status).toBe(403);
    const noCsrf = await staff.call('POST', '/content/media', form(photoBytes, 'a.jpg'), { 'X-CSRF-Token': 'wrong' });
    expect(noCsrf.status).toBe(403);
    const huge = await upload(Buffer.concat([photoBytes, Buffer.alloc(16 * 1024 * 1024)]), 'huge.jpg');
    expect(huge.status).toBe(413);
    expect((await huge.json()).error.message).toBe('The image must be at most 15 MB');
  });

  it('serves only the names it gave out', async () => {
    for (const path of [
      `/images/${photo.id}-999.jpg`,
      `/images/${photo.id}-800.svg`,
      '/images/..%2Fgateway.db',
      `/images/${photo.id.toUpperCase()}-800.jpg`,
    ])
      expect((await fetch(gateway.url + path)).status, path).toBe(404);
  });
});
