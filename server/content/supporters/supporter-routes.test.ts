import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaImage, mediaSrc, type MediaImage } from '../../../schemas/media-image';
import { shippedSupporters } from '../../../schemas/public-supporter';
import type { Supporter, SupportersAnswer } from '../../../schemas/supporter';
import { writeFakeSite } from '../../testing/fake-site';
import { signInAs, type StaffClient } from '../../testing/staff-test-client';
import { startTestGateway, staffHeaders, tempDir, type TestGateway } from '../../testing/test-gateway';

let gateway: TestGateway;
let admin: StaffClient;
let staff: StaffClient;
let logo: MediaImage;

const uploadLogo = async (bytes: Buffer, filename: string) => {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)]), filename);
  return admin.call('POST', '/content/media', body);
};

beforeAll(async () => {
  const { dist, serverBundle } = writeFakeSite(tempDir('supporters'));
  writeFileSync(
    join(dist, 'ne/index.html'),
    '<!doctype html><html lang="ne"><head><title>Home</title></head><body><div id="root"><p>prerendered</p></div><script type="application/json" id="page-scripts">{}</script></body></html>',
  );
  gateway = await startTestGateway({ DIST_DIR: dist, SERVER_BUNDLE: serverBundle });
  admin = await signInAs(gateway, 'owner@example.com', 'admin');
  staff = await signInAs(gateway, 'desk@example.com', 'staff');
  const png = await sharp({ create: { width: 600, height: 200, channels: 4, background: '#0a7d3b' } })
    .png()
    .toBuffer();
  logo = mediaImage.parse(await (await uploadLogo(png, 'koshi-college.png')).json());
});
afterAll(() => gateway.close());

const put = (supporters: unknown, client = admin, headers?: Record<string, string>) =>
  client.call('PUT', '/content/supporters', { supporters }, headers);
const current = async () =>
  ((await (await admin.call('GET', '/content/supporters')).json()) as SupportersAnswer).supporters;
const page = async (path: string) => (await fetch(gateway.url + path)).text();

const own: Supporter = {
  name: 'Koshi College',
  nameNe: 'कोशी कलेज',
  link: 'https://koshicollege.edu.np',
  logo: { media: {} as MediaImage },
  sample: false,
};

describe('the home page supporters', () => {
  it('start as the six shipped samples, marked so; the home pages are the build’s own', async () => {
    const shipped = await current();
    expect(shipped.map((supporter) => supporter.name)).toEqual(shippedSupporters.map((supporter) => supporter.name));
    expect(shipped.every((supporter) => supporter.sample)).toBe(true);
    expect(await page('/')).toContain('<p>prerendered</p>');
  });

  it('an admin adds the company’s own with an uploaded logo: / and /ne/ show it at once, the Nepali name on /ne/, audited', async () => {
    // The logo's sizes come from the store, not from what the browser sent.
    const sent = { ...own, logo: { media: { ...logo, width: 99_999, widths: [99_999] } } };
    const saved = await put([sent, ...shippedSupporters.slice(0, 2)]);
    expect(saved.status).toBe(200);
    const supporters = ((await saved.json()) as SupportersAnswer).supporters;
    expect(supporters[0]).toEqual({ ...own, logo: { media: logo } });
    expect(supporters).toHaveLength(3);

    const english = await page('/');
    expect(english).toContain(`<img src="${mediaSrc(logo)}" alt="Koshi College">`);
    expect(english).toContain('href="https://koshicollege.edu.np"');
    expect(english).toContain('alt="Morang Business Network"');
    expect(english).not.toContain('Himal Skills Council');
    expect(await page('/ne/')).toContain('alt="कोशी कलेज"');
    const audit = JSON.stringify(await (await admin.call('GET', '/audit')).json());
    expect(audit).toContain('changed supporters');
    expect(audit).toContain('Koshi College, Koshi Innovation Hub, Morang Business Network');
  });

  it('"Remove all sample content" takes the samples off the home page and its undo puts them back in their places', async () => {
    const before = await current();
    expect(before.map((supporter) => supporter.name)).toEqual([
      'Koshi College',
      ...shippedSupporters.slice(0, 2).map((supporter) => supporter.name),
    ]);
    expect((await admin.call('POST', '/samples/remove')).status).toBe(200);
    expect((await current()).map((supporter) => supporter.name)).toEqual(['Koshi College']);
    expect(await page('/')).not.toContain('Koshi Innovation Hub');
    expect(await page('/')).toContain('alt="Koshi College"');

    expect((await admin.call('POST', '/samples/restore')).status).toBe(200);
    expect(await current()).toEqual(before);
    expect(await page('/ne/')).toContain(`alt="${shippedSupporters[0].nameNe}"`);
  });

  const withLogo = (changes: Partial<Supporter>) => () => [{ ...own, logo: { media: logo }, ...changes }];
  it.each([
    [withLogo({ name: ' ' }), 'Supporter 1: Name: required'],
    [withLogo({ nameNe: 'x'.repeat(81) }), 'Supporter 1: Name in Nepali: at most 80 characters'],
    [withLogo({ name: '<img src=x onerror=alert(1)>' }), 'Supporter 1: Name: no < or >'],
    [withLogo({ link: 'javascript:alert(1)' }), 'Supporter 1: Link: a web address starting with https://'],
    [() => [{ ...own, logo: { media: { ...logo, id: 'f'.repeat(32) } } }], 'Supporter 1: upload the logo again'],
    [withLogo({ logo: { src: '/../../etc/passwd', width: 1, height: 1 } }), 'Supporter 1:'],
    [() => Array.from({ length: 25 }, () => shippedSupporters[0]), 'At most 24 supporters: remove one first'],
    [() => 'Koshi College', 'Send the supporters as a list'],
  ])('refuses a wrong list (%#) with a clear message and keeps what was stored', async (wrong, message) => {
    const before = await current();
    const answer = await put(wrong());
    expect(answer.status).toBe(422);
    expect((await answer.json()).error.message).toContain(message);
    expect(await current()).toEqual(before);
  });

  it('refuses a logo that is not an image, saying so', async () => {
    const answer = await uploadLogo(Buffer.from('%PDF-1.7 not a logo'), 'logo.png');
    expect(answer.status).toBe(400);
    expect((await answer.json()).error.message).toMatch(/image/i);
  });

  it('is for admins only: no session, a staff member, the staff token, a forged origin, a missing CSRF token, a huge body', async () => {
    const before = await current();
    const url = `${gateway.url}/staff/api/content/supporters`;
    const body = JSON.stringify({ supporters: [] });
    const json = { 'Content-Type': 'application/json', Origin: gateway.url };
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { method: 'PUT', headers: json, body })).status).toBe(401);
    expect((await staff.call('GET', '/content/supporters')).status).toBe(403);
    expect((await put([], staff)).status).toBe(403);
    expect((await fetch(url, { method: 'PUT', headers: { ...json, ...staffHeaders }, body })).status).toBe(403);
    expect((await put([], admin, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await fetch(url, { method: 'PUT', headers: { ...json, Cookie: admin.cookie }, body })).status).toBe(403);
    expect((await put([{ ...own, name: 'x'.repeat(5_000_000) }])).status).toBe(413);
    const malformed = await fetch(url, {
      method: 'PUT',
      headers: { ...json, Cookie: admin.cookie, 'X-CSRF-Token': admin.csrfToken },
      body: '{"supporters":',
    });
    expect(malformed.status).toBe(422);
    expect(await current()).toEqual(before);
  });
});
