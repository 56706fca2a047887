import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderFiles } from '../testing/folder-files';
import { samples } from '../testing/sample-files';
import { staffHeaders, startTestGateway, type TestGateway } from '../testing/test-gateway';
import { multipartUpload } from '../testing/multipart-body';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());

const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120)]);
const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');
const polyglot = Buffer.concat([html, samples.pdf]);

function upload(filename: string, content: Buffer, contentType?: string) {
  const { body, headers } = multipartUpload(filename, content, contentType);
  return fetch(`${gateway.url}/v1_1/local/auto/upload`, { method: 'POST', headers, body });
}

/** Nothing kept: no file in the folder, none half-written, no row. */
function expectNothingWritten(rowsBefore: number) {
  expect(folderFiles(gateway, 'files')).toEqual([]);
  expect(folderFiles(gateway, 'files/.incoming')).toEqual([]);
  expect(gateway.app.database.prepare('SELECT count(*) AS n FROM uploads').get()).toEqual({ n: rowsBefore });
}

describe('hostile uploads', () => {
  it.each([
    ['HTML claiming to be a PDF', 'cv.pdf', html, 'application/pdf', 400, /^Unsupported file type/],
    ['HTML with a PDF after it', 'cv.pdf', polyglot, 'application/pdf', 400, /^Unsupported file type/],
    ['an ELF executable named as a photo', 'photo.jpg', elf, 'image/jpeg', 400, /^Unsupported file type/],
    ['an SVG with script', 'logo.svg', svg, 'image/svg+xml', 400, /^Unsupported file type/],
    [
      'a path that climbs out of the folder',
      '../../etc/cron.d/cv.pdf',
      samples.pdf,
      'application/pdf',
      400,
      'Invalid file name',
    ],
    ['a Windows path', '..\\..\\Windows\\cv.pdf', samples.pdf, 'application/pdf', 400, 'Invalid file name'],
    ['a NUL in the name', 'cv.pdf\u0000.html', samples.pdf, 'application/pdf', 400, 'Invalid file name'],
    ['a control character in the name', 'cv\u001b[31m.pdf', samples.pdf, 'application/pdf', 400, 'Invalid file name'],
  ])('refuses %s with a 4xx and writes nothing', async (_label, filename, content, type, status, message) => {
    const response = await upload(filename, content, type);
    expect(response.status).toBe(status);
    const body = await response.json();
    expect(body).toEqual({ error: { message: expect.any(String) } });
    expect(body.error.message).toMatch(message);
    expectNothingWritten(0);
  });

  it('keeps an odd but harmless name only as data, never as a path', async () => {
    const name = '<img src=x onerror=alert(1)> \u202Efdp.exe';
    const response = await upload(`${name}.pdf`, samples.pdf, 'application/pdf');
    expect(response.status).toBe(200);
    const body = await response.json();
    // The right-to-left override that would disguise the extension is dropped.
    expect(body.original_filename).toBe(name.replace('\u202E', ''));
    expect(body.secure_url).toMatch(/\/files\/[0-9a-f]{32}\.pdf$/);
    expect(folderFiles(gateway, 'files')).toEqual([body.secure_url.split('/').pop()]);
    const served = await fetch(body.secure_url, { headers: staffHeaders });
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''/);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    // Read to the end, so the connection is idle when the gateway closes after the tests.
    expect(Buffer.from(await served.arrayBuffer()).equals(samples.pdf)).toBe(true);
  });
});
