import { readFileSync } from 'node:fs';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { SampleChangeAnswer, SampleContentStatus } from '../../schemas/sample-content';
import type { VideoView } from '../../schemas/video';
import { folderFiles } from '../testing/folder-files';
import { signIn, signInAs, type StaffClient } from '../testing/staff-test-client';
import { startTestGateway, type TestGateway } from '../testing/test-gateway';

const DAY = 24 * 60 * 60_000;
const mp4 = readFileSync('public/media/intro.mp4');

/** Everything staff and visitors see of each kind: the editors' lists and the public Team. */
async function everything(gateway: TestGateway, admin: StaffClient) {
  const read = async (path: string) => (await admin.call('GET', path)).json();
  return {
    posts: await read('/content/posts'),
    events: await read('/content/events'),
    videos: await read('/content/videos'),
    testimonials: await read('/content/testimonials'),
    team: await read('/team'),
    supporters: await read('/content/supporters'),
    publicTeam: await (await fetch(gateway.table('Team'))).json(),
  };
}

const status = async (admin: StaffClient) =>
  (await (await admin.call('GET', '/samples')).json()) as SampleContentStatus;
const left = (answer: SampleContentStatus) => answer.samples.reduce((sum, kind) => sum + kind.count, 0);

async function started(clock: { at: number }, dataDir?: string) {
  const gateway = await startTestGateway(dataDir ? { DATA_DIR: dataDir } : {}, { now: () => clock.at });
  onTestFinished(() => gateway.close());
  return gateway;
}

describe('removing all sample content', () => {
  it('is for admins only: no session, a staff member, a forged origin, the CSRF token missing, a huge body', async () => {
    const gateway = await started({ at: Date.now() });
    const admin = await signInAs(gateway, 'owner@example.com', 'admin');
    const staff = await signInAs(gateway, 'desk@example.com', 'staff');
    const before = await status(admin);
    expect(left(before)).toBeGreaterThan(0);

    const post = (path: string, headers: Record<string, string>, body = '{}') =>
      fetch(`${gateway.url}/staff/api${path}`, { method: 'POST', headers, body });
    const json = { 'Content-Type': 'application/json', Origin: gateway.url };
    for (const path of ['/samples/remove', '/samples/restore']) {
      expect((await post(path, json)).status).toBe(401);
      expect((await staff.call('POST', path, {})).status).toBe(403);
      expect((await admin.call('POST', path, {}, { Origin: 'https://evil.example' })).status).toBe(403);
      expect((await post(path, { ...json, Cookie: admin.cookie })).status).toBe(403);
      const huge = await admin.call('POST', path, { pad: 'x'.repeat(2_000_000) });
      expect(huge.status).toBe(413);
    }
    expect((await fetch(`${gateway.url}/staff/api/samples`)).status).toBe(401);
    expect((await staff.call('GET', '/samples')).status).toBe(403);
    expect((await staff.call('GET', '/launch-checklist')).status).toBe(403);
    expect(await status(admin)).toEqual(before);
  });

  it('removes every kind in one step (audited), a second press changes nothing, and the undo brings back exactly what went', async () => {
    const gateway = await started({ at: Date.now() });
    const admin = await signInAs(gateway, 'owner@example.com', 'admin');
    const before = await everything(gateway, admin);
    const shipped = await status(admin);
    expect(shipped.samples.map((kind) => [kind.kind, kind.count > 0])).toEqual([
      ['posts', true],
      ['events', true],
      ['videos', true],
      ['testimonials', true],
      ['team', true],
      ['supporters', true],
    ]);
    expect(shipped.removal).toBeNull();

    const removed = (await (await admin.call('POST', '/samples/remove')).json()) as SampleChangeAnswer;
    expect(removed.changed).toBe(left(shipped));
    expect(left(removed.status)).toBe(0);
    expect(removed.status.removal?.removed).toEqual(shipped.samples);
    const gone = await everything(gateway, admin);
    expect(gone.posts.items.filter((post: { sample: boolean }) => post.sample)).toEqual([]);
    expect(gone.events.items).toEqual([]);
    expect(gone.videos.items).toEqual([]);
    expect(gone.testimonials.items).toEqual([]);
    expect(gone.team.items).toEqual([]);
    expect(gone.supporters.supporters).toEqual([]);
    expect(gone.publicTeam.records).toEqual([]);

    // Pressed again (a double click, a second tab): nothing more goes, the undo still holds the first removal.
    const again = (await (await admin.call('POST', '/samples/remove')).json()) as SampleChangeAnswer;
    expect(again.changed).toBe(0);
    expect(again.status.removal).toEqual(removed.status.removal);

    const audit = JSON.stringify(await (await admin.call('GET', '/audit')).json());
    expect(audit).toContain('removed all sample content');
    expect(audit.match(/removed all sample content/g)).toHaveLength(1);

    const restored = (await (await admin.call('POST', '/samples/restore')).json()) as SampleChangeAnswer;
    expect(restored.changed).toBe(left(shipped));
    expect(restored.status).toEqual(shipped);
    expect(await everything(gateway, admin)).toEqual(before);
    expect(JSON.stringify(await (await admin.call('GET', '/audit')).json())).toContain(
      'brought the sample content back',
    );

    const twice = await admin.call('POST', '/samples/restore');
    expect(twice.status).toBe(404);
    expect(await twice.json()).toMatchObject({ error: { message: 'There are no removed samples to bring back.' } });
  });

  it('a content screen’s own “Delete sample …” removes that kind alone, audited, and the admin can bring each back', async () => {
    const gateway = await started({ at: Date.now() });
    const admin = await signInAs(gateway, 'owner@example.com', 'admin');
    const staff = await signInAs(gateway, 'desk@example.com', 'staff');
    const before = await everything(gateway, admin);
    const shipped = await status(admin);
    const count = (answer: SampleContentStatus, kind: string) => answer.samples.find((k) => k.kind === kind)!.count;

    // No session, or a forged origin: nothing goes.
    const bare = await fetch(`${gateway.url}/staff/api/content/events/delete-samples`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: gateway.url },
      body: '{}',
    });
    expect(bare.status).toBe(401);
    const forged = await staff.call('POST', '/content/events/delete-samples', {}, { Origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect(await status(admin)).toEqual(shipped);

    // A staff member deletes the sample events, then the sample videos, from their own screens.
    const events = await staff.call('POST', '/content/events/delete-samples');
    expect(await events.json()).toEqual({ deleted: count(shipped, 'events') });
    const videos = await staff.call('POST', '/content/videos/delete-samples');
    expect(await videos.json()).toEqual({ deleted: count(shipped, 'videos') });
    const after = await status(admin);
    for (const kind of ['posts', 'testimonials', 'team', 'supporters'])
      expect(count(after, kind), kind).toBe(count(shipped, kind));
    expect(after.removal).toMatchObject({
      removedBy: 'desk',
      removed: [{ kind: 'videos', count: count(shipped, 'videos') }],
    });
    const audit = JSON.stringify(await (await admin.call('GET', '/audit')).json());
    expect(audit.match(/removed sample content/g)).toHaveLength(2);
    expect(audit).toContain(`${count(shipped, 'events')} events`);

    // The launch checklist's undo brings back the newest removal, then the one before it.
    const videosBack = (await (await admin.call('POST', '/samples/restore')).json()) as SampleChangeAnswer;
    expect(videosBack.changed).toBe(count(shipped, 'videos'));
    expect(videosBack.status.removal?.removed).toEqual([
      { kind: 'events', label: 'events', count: count(shipped, 'events') },
    ]);
    const eventsBack = (await (await admin.call('POST', '/samples/restore')).json()) as SampleChangeAnswer;
    expect(eventsBack.changed).toBe(count(shipped, 'events'));
    expect(eventsBack.status).toEqual(shipped);
    expect(await everything(gateway, admin)).toEqual(before);
  });

  it('keeps a removed sample’s uploaded video file for 30 days, refuses the undo after them with a message, and never seeds again', async () => {
    const clock = { at: Date.now() };
    const first = await started(clock);
    const dataDir = first.dataDir;
    let admin = await signInAs(first, 'owner@example.com', 'admin');
    // A sample video given the company's own clip: removed with the samples, its file must survive the undo.
    const upload = new FormData();
    upload.append('file', new Blob([new Uint8Array(mp4)], { type: 'video/mp4' }), 'office.mp4');
    const { fileId } = (await (await admin.call('POST', '/content/videos/file', upload)).json()) as { fileId: string };
    const [video] = ((await (await admin.call('GET', '/content/videos')).json()) as { items: VideoView[] }).items;
    const changed = await admin.call('PUT', `/content/videos/${video.id}`, {
      titleEn: video.titleEn,
      titleNe: video.titleNe,
      poster: video.poster,
      posterAlt: video.posterAlt,
      source: { kind: 'file', fileId },
    });
    expect(changed.status).toBe(200);
    expect((await admin.call('POST', '/samples/remove')).status).toBe(200);
    await first.close();

    // Two days on, after a restart (the unattached files' sweep runs at start): still there, samples not seeded again.
    clock.at += 2 * DAY;
    const later = await started(clock, dataDir);
    admin = await signIn(later, 'owner@example.com');
    expect(left(await status(admin))).toBe(0);
    expect(folderFiles(later, 'videos')).toEqual([`${fileId}.mp4`]);
    expect((await admin.call('POST', '/samples/restore')).status).toBe(200);
    const back = ((await (await admin.call('GET', '/content/videos')).json()) as { items: VideoView[] }).items;
    expect(back.find((item) => item.id === video.id)?.play).toMatchObject({
      kind: 'file',
      src: `/videos/${fileId}.mp4`,
    });
    expect((await fetch(`${later.url}/videos/${fileId}.mp4`)).status).toBe(200);

    // Removed again, then 30 days and a minute pass: the undo is refused in words, and the daily expiry lets the file go.
    expect((await admin.call('POST', '/samples/remove')).status).toBe(200);
    clock.at += 30 * DAY + 60_000;
    const refused = await admin.call('POST', '/samples/restore');
    expect(refused.status).toBe(410);
    const { error } = (await refused.json()) as { error: { message: string } };
    expect(error.message).toMatch(
      /^The samples were removed on \d{4}-\d{2}-\d{2}, more than 30 days ago: they can no longer be brought back\.$/,
    );
    expect((await status(admin)).removal).toBeNull();
    later.app.jobs.runBy('sample-removal-expiry', Date.now());
    await expect.poll(() => folderFiles(later, 'videos'), { timeout: 10_000 }).toEqual([]);
    expect(JSON.stringify(await (await admin.call('GET', '/audit')).json())).toContain('forgot removed sample content');
  });
});
