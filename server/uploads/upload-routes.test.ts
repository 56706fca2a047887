import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../schemas/upload-rules';
import { folderFiles } from '../testing/folder-files';
import { samples } from '../testing/sample-files';
import { staffHeaders, startTestGateway, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());

function upload(
  file: Buffer | undefined,
  filename: string,
  options: { preset?: string; resource?: string; cloud?: string; base?: string } = {},
) {
  const form = new FormData();
  if (file) form.append('file', new Blob([new Uint8Array(file)]), filename);
  if (options.preset !== '') form.append('upload_preset', options.preset ?? 'career_uploads');
  form.append('cloud_name', options.cloud ?? 'local');
  const url = `${options.base ?? gateway.url}/v1_1/${options.cloud ?? 'local'}/${options.resource ?? 'auto'}/upload`;
  return fetch(url, { method: 'POST', body: form });
}

const storedFiles = () => folderFiles(gateway, 'files');
const incomingFiles = () => folderFiles(gateway, 'files/.incoming');

async function expectRefused(response: Response, status: number, message: string | RegExp) {
  expect(response.status).toBe(status);
  const body = await response.json();
  expect(body).toEqual({ error: { message: expect.any(String) } });
  expect(body.error.message).toMatch(message);
}

describe('upload API', () => {
  it.each([
    ['pdf', 'My CV.pdf', 'image', 'application/pdf'],
    ['doc', 'cover.doc', 'raw', 'application/msword'],
    ['docx', 'cover.docx', 'raw', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['odt', 'cover.odt', 'raw', 'application/vnd.oasis.opendocument.text'],
    ['jpeg', 'face.jpg', 'image', 'image/jpeg'],
    ['png', 'citizenship.png', 'image', 'image/png'],
    ['webp', 'face.webp', 'image', 'image/webp'],
  ] as const)('accepts a %s and serves it back as an attachment', async (kind, filename, resourceType, mime) => {
    const response = await upload(samples[kind], filename);
    expect(response.status).toBe(200);
    const body = await response.json();
    const base = filename.replace(/\.[^.]+$/, '');
    const format = kind === 'jpeg' ? 'jpg' : kind;
    expect(body).toEqual({
      public_id: expect.stringMatching(/^[0-9a-f]{32}/),
      secure_url: expect.stringMatching(new RegExp(`^${gateway.url}/files/[0-9a-f]{32}\\.${format}$`)),
      url: body.secure_url,
      display_name: base,
      original_filename: base,
      bytes: samples[kind].length,
      format,
      resource_type: resourceType,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
    });
    expect(body.secure_url).not.toContain(encodeURIComponent(base));

    // Private: the URL alone opens nothing; staff read it with the token or in the back office.
    await expectRefused(await fetch(body.secure_url), 401, 'Authentication required');
    const served = await fetch(body.secure_url, { headers: staffHeaders });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(mime);
    expect(served.headers.get('content-disposition')).toBe(
      `attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
    );
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(samples[kind])).toBe(true);
  });

  it('decides the kind by the bytes, not the name, and keeps nothing it refuses', async () => {
    const before = storedFiles();
    for (const [file, name] of [
      [samples.svg, 'cv.pdf'],
      [samples.exe, 'photo.jpg'],
      [samples.zip, 'letter.docx'],
    ] as const) {
      await expectRefused(await upload(file, name), 400, /^Unsupported file type/);
    }
    expect(storedFiles()).toEqual(before);
    expect(incomingFiles()).toEqual([]);
  });

  it('stops a file over 10 MB while it streams and leaves no partial file', async () => {
    const before = storedFiles();
    const big = Buffer.concat([samples.pdf, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    await expectRefused(await upload(big, 'huge.pdf'), 413, `File size too large. Maximum is ${MAX_UPLOAD_BYTES}.`);
    expect(storedFiles()).toEqual(before);
    expect(incomingFiles()).toEqual([]);
    const exactly = Buffer.concat([samples.pdf, Buffer.alloc(MAX_UPLOAD_BYTES - samples.pdf.length)]);
    expect((await upload(exactly, 'limit.pdf')).status).toBe(200);
  });

  it('answers the file host errors for a missing file, preset or cloud', async () => {
    await expectRefused(await upload(undefined, ''), 400, 'Missing required parameter - file');
    await expectRefused(
      await upload(samples.pdf, 'cv.pdf', { preset: '' }),
      400,
      'Upload preset must be specified when using unsigned upload',
    );
    await expectRefused(
      await upload(samples.pdf, 'cv.pdf', { preset: 'someone_elses' }),
      400,
      'Upload preset not found',
    );
    await expectRefused(await upload(samples.pdf, 'cv.pdf', { cloud: 'other' }), 404, 'Invalid cloud_name other');
    await expectRefused(await upload(samples.pdf, 'cv.pdf', { resource: 'video' }), 404, 'Invalid resource type video');
    await expectRefused(await upload(samples.docx, 'cv.docx', { resource: 'image' }), 400, 'Invalid image file');
    const json = await fetch(`${gateway.url}/v1_1/local/auto/upload`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    await expectRefused(json, 400, 'Upload requests must be multipart/form-data');
    await expectRefused(
      await fetch(`${gateway.url}/files/not-a-file.pdf`, { headers: staffHeaders }),
      404,
      'Resource not found',
    );
    expect(incomingFiles()).toEqual([]);
  });

  it('builds file URLs from PUBLIC_URL when it is set', async () => {
    const behindProxy = await startTestGateway({ PUBLIC_URL: 'https://www.example.com.np/' });
    try {
      const body = await (await upload(samples.png, 'me.png', { base: behindProxy.url })).json();
      expect(body.secure_url).toMatch(/^https:\/\/www\.example\.com\.np\/files\/[0-9a-f]{32}\.png$/);
    } finally {
      await behindProxy.close();
    }
  });
});
