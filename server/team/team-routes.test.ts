import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamListAnswer, teamMemberView } from '../../schemas/staff-api';
import { sampleTeam } from './sample-team';
import { samples } from '../testing/sample-files';
import { startTestGateway, type TestGateway } from '../testing/test-gateway';
import { signInAs, type StaffClient } from '../testing/staff-test-client';

let gateway: TestGateway;
let staff: StaffClient;

/** What /team shows: the public Team read, in the order the site sorts it. */
async function publicTeam(): Promise<string[]> {
  const body = await (await fetch(gateway.table('Team'))).json();
  return body.records
    .map((record: { fields: { Name: string; order: number } }) => record.fields)
    .sort((a: { order: number }, b: { order: number }) => a.order - b.order)
    .map((fields: { Name: string }) => fields.Name);
}

async function uploadPhoto(bytes: Buffer, filename: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), filename);
  return staff.call('POST', '/team/photo', form);
}

beforeAll(async () => {
  gateway = await startTestGateway();
  staff = await signInAs(gateway, 'editor@example.com', 'staff');
});
afterAll(() => gateway.close());

describe('team editor', () => {
  it('adds, edits, hides, reorders and removes members, and /team follows at once', async () => {
    const seeded = teamListAnswer.parse(await (await staff.call('GET', '/team')).json()).items;
    expect(seeded.map((member) => member.fields.Name)).toEqual(sampleTeam.map((member) => member.Name));

    const added = await staff.call('POST', '/team', {
      Name: 'Nima Sherpa',
      Role: 'Designer',
      Image: [{ url: '/team/nima.webp' }],
      About: '',
    });
    expect(added.status).toBe(201);
    const nima = teamMemberView.parse(await added.json());
    expect(nima).toMatchObject({ fields: { Name: 'Nima Sherpa', Role: 'Designer' }, hidden: false });
    expect(nima.fields).not.toHaveProperty('About');
    expect((await publicTeam()).at(-1)).toBe('Nima Sherpa');

    const edited = await staff.call('PATCH', `/team/${nima.id}`, { Role: 'Lead Designer', hidden: true });
    expect((await edited.json()).fields.Role).toBe('Lead Designer');
    expect(await publicTeam()).not.toContain('Nima Sherpa');
    await staff.call('PATCH', `/team/${nima.id}`, { hidden: false });

    const order = [nima.id, ...seeded.map((member) => member.id).reverse()];
    const reordered = await staff.call('PUT', '/team/order', { ids: order });
    expect(reordered.status).toBe(200);
    expect(await publicTeam()).toEqual(['Nima Sherpa', ...sampleTeam.map((member) => member.Name).reverse()]);
    const partial = await staff.call('PUT', '/team/order', { ids: order.slice(1) });
    expect(partial.status).toBe(422);

    expect((await staff.call('DELETE', `/team/${nima.id}`)).status).toBe(204);
    expect(await publicTeam()).not.toContain('Nima Sherpa');
    const invalid = await staff.call('POST', '/team', { Name: 'No Photo', Role: 'Tester', Image: [] });
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).error.message).toBe('Image: Add a photo');
  });

  it('resizes a photo to the size /team shows and serves it publicly', async () => {
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#1a3489' } })
      .jpeg()
      .toBuffer();
    const response = await uploadPhoto(photo, 'portrait.jpg');
    expect(response.status).toBe(201);
    const { url, width, height } = await response.json();
    expect([width, height]).toEqual([640, 640]);
    const served = await fetch(`${gateway.url}${url}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 640]);
  });

  it('refuses anything that is not an image by its bytes, whatever its name', async () => {
    for (const [bytes, name] of [
      [samples.pdf, 'photo.jpg'],
      [Buffer.from('<svg onload="alert(1)"/>'), 'photo.png'],
      [samples.jpeg, 'broken.jpg'],
    ] as const) {
      const response = await uploadPhoto(bytes, name);
      expect([name, response.status]).toEqual([name, 400]);
      expect(await response.json()).toEqual({
        error: { type: 'NOT_AN_IMAGE', message: 'Choose a JPEG, PNG or WebP photo' },
      });
    }
  });
});
