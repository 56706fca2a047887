import { describe, expect, it } from 'vitest';
import { careerTable } from '../../schemas/career-application';
import { startGateway } from '../../scripts/gateway-process.mjs';
import { typedDb } from '../storage/typed-db';
import { waitFor } from '../testing/fault-proxy';
import { folderEnv, openFolderDatabase } from '../testing/folder-database';
import { folderFiles, storedFiles } from '../testing/folder-files';
import { uploadCareerAttachments } from '../testing/career-uploads';
import { postUpload } from '../testing/post-upload';
import { captureOutput, exited } from '../testing/process-output';
import { samples } from '../testing/sample-files';
import { startSlowUpload } from '../testing/slow-upload';
import { gatewaysPerTest } from '../testing/gateways-per-test';
import { postJson, staffHeaders, tempDir, type TestGateway } from '../testing/test-gateway';
import { career } from '../testing/valid-records';

const { start } = gatewaysPerTest();

const uploadUrl = (gateway: TestGateway) => `${gateway.url}/v1_1/local/auto/upload`;
const keptFiles = (gateway: TestGateway) => folderFiles(gateway, 'files');
const uploadAttachments = (gateway: TestGateway) => uploadCareerAttachments(gateway.url);

const storedCareers = async (gateway: TestGateway) =>
  (await (await fetch(gateway.table(careerTable), { headers: staffHeaders })).json()).records as unknown[];

describe('finding 4: Career attachment URLs', () => {
  it.each([
    'https://evil.example/payload.exe',
    'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
    'http://127.0.0.1:22/',
  ])('refuses %s, accepts only what its own upload answered, with a matching name', async (foreign) => {
    const gateway = await start();
    const attachments = await uploadAttachments(gateway);
    const refused = await postJson(gateway.table(careerTable), {
      fields: { ...career(), ...attachments, 'Resume/CV': [{ url: foreign, filename: 'cv' }] },
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      error: {
        type: 'INVALID_VALUE_FOR_COLUMN',
        message: 'Field "Resume/CV" cannot accept the provided value: attach a file uploaded through this site',
      },
    });
    const renamed = await postJson(gateway.table(careerTable), {
      fields: { ...career(), ...attachments, Headshot: [{ ...attachments.Headshot[0], filename: 'invoice.exe' }] },
    });
    expect(renamed.status).toBe(422);
    expect(await storedCareers(gateway)).toEqual([]);

    const accepted = await postJson(gateway.table(careerTable), { fields: { ...career(), ...attachments } });
    expect(accepted.status).toBe(200);
    expect(await storedCareers(gateway)).toHaveLength(1);
  });

  it('with a file host mirror, keeps uploads here and accepts only what this gateway answered', async () => {
    const upstream = await start({ STAFF_TOKEN: 'upstream-secret-token-0123456789' });
    const mirrored = await start({
      UPSTREAM_TABLE_URL: upstream.url,
      UPSTREAM_TOKEN: 'upstream-secret-token-0123456789',
      UPSTREAM_UPLOAD_URL: `${upstream.url}/v1_1/local`,
    });
    const attachments = await uploadAttachments(mirrored);
    expect(attachments['Resume/CV'][0].url.startsWith(`${mirrored.url}/files/`)).toBe(true);
    expect(keptFiles(mirrored)).toHaveLength(4);
    expect(keptFiles(upstream)).toEqual([]);
    const foreign = await postJson(mirrored.table(careerTable), {
      fields: { ...career(), ...attachments, Citizenship: [{ url: 'https://evil.example/id.pdf', filename: 'id' }] },
    });
    expect(foreign.status).toBe(422);
    expect((await postJson(mirrored.table(careerTable), { fields: { ...career(), ...attachments } })).status).toBe(200);
  });
});

describe('finding 5: anonymous uploads', () => {
  it.each(['https://evil.example', 'null', 'http://127.0.0.1:1'])(
    'are refused from a page on another origin (%s) and keep nothing',
    async (origin) => {
      const gateway = await start();
      const refused = await postUpload(uploadUrl(gateway), 'cv.pdf', samples.pdf, { headers: { Origin: origin } });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ error: { message: 'Uploads are only accepted from this site’s own pages' } });
      expect(keptFiles(gateway)).toEqual([]);
      const own = await postUpload(uploadUrl(gateway), 'cv.pdf', samples.pdf, { headers: { Origin: gateway.url } });
      expect(own.status).toBe(200);
    },
  );

  it('accept the configured public origin only, once PUBLIC_URL is set', async () => {
    const gateway = await start({ PUBLIC_URL: 'https://ims.example.com' });
    const from = (origin: string) =>
      postUpload(uploadUrl(gateway), 'cv.pdf', samples.pdf, { headers: { Origin: origin } });
    expect((await from('https://ims.example.com')).status).toBe(200);
    expect((await from(gateway.url)).status).toBe(403);
  });

  it('are capped in bytes per address per hour, with Retry-After, keeping nothing over the cap', async () => {
    const gateway = await start({ UPLOAD_BYTES_PER_HOUR: String(samples.pdf.length * 2) });
    const statuses = [];
    for (let n = 0; n < 3; n++) statuses.push(await postUpload(uploadUrl(gateway), 'cv.pdf', samples.pdf));
    expect(statuses.map((reply) => reply.status)).toEqual([200, 200, 429]);
    expect(statuses[2].body).toEqual({
      error: { message: 'Too many uploads from your address. Please try again later.' },
    });
    expect(Number(statuses[2].headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(keptFiles(gateway)).toHaveLength(2);
    const other = await postUpload(uploadUrl(gateway), 'cv.pdf', samples.pdf, { localAddress: '127.0.0.2' });
    expect(other.status).toBe(200);
  });

  it('that no stored Career record references are deleted after the configured time, the rest kept', async () => {
    const dataDir = tempDir('sweep');
    const first = await start({ DATA_DIR: dataDir });
    const attachments = await uploadAttachments(first);
    const stray = await postUpload(uploadUrl(first), 'unused.pdf', samples.pdf);
    expect((await postJson(first.table(careerTable), { fields: { ...career(), ...attachments } })).status).toBe(200);
    expect(keptFiles(first)).toHaveLength(5);
    await first.close();

    // Within the default 24 hours nothing goes; with the time set to 0 the stray upload does.
    const again = await start({ DATA_DIR: dataDir });
    expect(keptFiles(again)).toHaveLength(5);
    await again.close();
    const swept = await start({ DATA_DIR: dataDir, UNREFERENCED_UPLOAD_MINUTES: '0' });
    const strayName = String(stray.body.secure_url).split('/').pop()!;
    expect(keptFiles(swept)).toHaveLength(4);
    expect(keptFiles(swept)).not.toContain(strayName);
    const uploads = typedDb(swept.app.database).first((q) =>
      q.selectFrom('uploads').select((eb) => eb.fn.countAll<number>().as('n')),
    );
    expect(Number(uploads!.n)).toBe(4);
    for (const [file] of Object.values(attachments)) expect(keptFiles(swept)).toContain(file.url.split('/').pop());
  });
});

describe('finding 6: uploads in flight', () => {
  it('are bounded: beyond the limit an upload gets 503 with Retry-After at once, and a freed slot is used again', async () => {
    const gateway = await start({ UPLOADS_IN_FLIGHT: '2' });
    const slow = [0, 1].map(() => startSlowUpload(uploadUrl(gateway), samples.pdf, 4096));
    const incoming = () => folderFiles(gateway, 'files/.incoming');
    await waitFor(() => incoming().length === 2);
    const refused = await postUpload(uploadUrl(gateway), 'cv.pdf', samples.pdf);
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ error: { message: 'Too many uploads at once. Please try again in a moment.' } });
    expect(refused.headers['retry-after']).toBe('5');
    for (const upload of slow) upload.destroy();
    await waitFor(() => incoming().length === 0);
    await waitFor(async () => (await postUpload(uploadUrl(gateway), 'cv.pdf', samples.pdf)).status === 200);
  });
});

describe('finding 9: a client’s broken upload', () => {
  it('gets a 4xx and at most a warning, for a malformed body and for an aborted upload', async () => {
    const dataDir = tempDir('gateway');
    const gateway = await startGateway({ ...(await folderEnv(dataDir)), RATE_LIMIT_PER_MIN: '0' });
    const log = captureOutput(gateway.process);
    const db = await openFolderDatabase(dataDir);
    const incoming = () => storedFiles(db, dataDir, 'files/.incoming');
    try {
      const url = `${gateway.url}/v1_1/local/auto/upload`;
      const malformed = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' },
        body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\n\r\n%PDF-1.7 and the body just stops',
      });
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toEqual({ error: { message: 'Invalid upload request' } });
      const garbage = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' },
        body: 'this is not multipart at all',
      });
      expect(garbage.status).toBe(400);
      const noBoundary = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'multipart/form-data' },
        body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\n\r\n%PDF-1.7\r\n--xyz--',
      });
      expect(noBoundary.status).toBe(400);
      expect(await noBoundary.json()).toEqual({ error: { message: 'Invalid upload request' } });
      for (let n = 0; n < 5; n++) {
        const upload = startSlowUpload(url, samples.pdf, 2048);
        await waitFor(() => incoming().length === 1);
        upload.destroy();
        await waitFor(() => incoming().length === 0);
      }
      await waitFor(() => log().includes('upload refused'));
      const levels = log()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => (JSON.parse(line) as { level: number }).level);
      expect(levels.filter((level) => level >= 50)).toEqual([]);
    } finally {
      db.close();
      await gateway.stop();
      await exited(gateway.process);
    }
  });
});

describe('finding 12: the file kind', () => {
  it.each([
    [
      'a PDF-looking HTML page named cv.html',
      'cv.html',
      Buffer.concat([samples.pdf, Buffer.from('<html><script>alert(1)</script>')]),
    ],
    ['a JPEG named photo.png', 'photo.png', samples.jpeg],
    ['an ODT named cover.docx', 'cover.docx', samples.odt],
  ])('refuses %s: the name must agree with the detected kind', async (_label, name, content) => {
    const gateway = await start();
    const reply = await postUpload(uploadUrl(gateway), name, content);
    expect(reply.status).toBe(400);
    expect(String((reply.body.error as { message: string }).message)).toMatch(
      /^The file name does not match its content/,
    );
    expect(keptFiles(gateway)).toEqual([]);
  });

  it('tells a DOCX from any zip that merely names its parts', async () => {
    const gateway = await start();
    expect((await postUpload(uploadUrl(gateway), 'cover.docx', samples.docx)).status).toBe(200);
    expect((await postUpload(uploadUrl(gateway), 'cover.docx', samples.zip)).status).toBe(400);
  });
});

describe('finding 15: the uploaded file’s URL', () => {
  it('never comes from the Host or X-Forwarded-Proto a request sends', async () => {
    const gateway = await start({ TRUST_PROXY: '1' });
    const reply = await postUpload(uploadUrl(gateway), 'cv.pdf', samples.pdf, {
      headers: { Host: 'evil.example', 'X-Forwarded-Proto': 'javascript', 'X-Forwarded-Host': 'evil.example' },
    });
    expect(reply.status).toBe(200);
    expect(String(reply.body.secure_url)).toMatch(new RegExp(`^${gateway.url}/files/[0-9a-f]{32}\\.pdf$`));
  });

  it('is built on PUBLIC_URL when it is set', async () => {
    const gateway = await start({ PUBLIC_URL: 'https://ims.example.com/', TRUST_PROXY: '1' });
    const reply = await postUpload(uploadUrl(gateway), 'cv.pdf', samples.pdf, {
      headers: { Host: 'evil.example', 'X-Forwarded-Proto': 'javascript' },
    });
    expect(String(reply.body.secure_url)).toMatch(/^https:\/\/ims\.example\.com\/files\/[0-9a-f]{32}\.pdf$/);
  });
});
