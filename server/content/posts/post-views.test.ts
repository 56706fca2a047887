import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postView, type PostView } from '../../../schemas/blog-post';
import { typedDb } from '../../storage/typed-db';
import { writeFakeSite } from '../../testing/fake-site';
import { postInput } from '../../testing/post-input';
import { signInAs, type StaffClient } from '../../testing/staff-test-client';
import { startTestGateway, tempDir, type TestGateway } from '../../testing/test-gateway';

// Issue 48: "Trending Post" is the most read posts of the last 30 days, counted by the gateway
// with no cookie and nothing about the reader, and a bot cannot make a post trending.

const { dist, serverBundle } = writeFakeSite(tempDir('post-views'));
let gateway: TestGateway;
let writer: StaffClient;
/** The gateway's clock: each post is published a minute after the last, so their order is known. */
let clock = Date.parse('2026-05-01T06:00:00Z');

async function publish(title: string): Promise<PostView> {
  const created = postView.parse(await (await writer.call('POST', '/content/posts', postInput({ title }))).json());
  await writer.call('POST', `/content/posts/${created.id}/state`, { action: 'publish' });
  clock += 60_000;
  return created;
}
/** A page as a reader at this address asks for it (the gateway trusts the one proxy in front). */
const get = (path: string, address = '10.0.0.1') =>
  fetch(gateway.url + path, { headers: { 'X-Forwarded-For': address } });
/** The titles in /blog's "Trending Post", in order. */
async function trending(): Promise<string[]> {
  const page = await (await get('/blog')).text();
  const list = /<ol class="trending">(.*?)<\/ol>/.exec(page)?.[1] ?? '';
  return [...list.matchAll(/<li>(.*?)<\/li>/g)].map((match) => match[1]);
}

beforeAll(async () => {
  gateway = await startTestGateway(
    { DIST_DIR: dist, SERVER_BUNDLE: serverBundle, DATA_DIR: tempDir('post-views-data'), TRUST_PROXY: '1' },
    { now: () => clock },
  );
  writer = await signInAs(gateway, 'writer@example.com', 'staff');
  for (const title of ['Oldest', 'Middle', 'Newest']) await publish(title);
});
afterAll(() => gateway.close());

describe('trending posts', () => {
  it('are the newest while nobody has read anything', async () => {
    expect(await trending()).toEqual(['Newest', 'Middle', 'Oldest', '24 Awesome Banner Promotion Ideas']);
  });

  it('count one view per page shown: the most read come first', async () => {
    for (const reader of ['10.0.0.1', '10.0.0.2']) expect((await get('/blog/oldest', reader)).status).toBe(200);
    await expect.poll(trending).toEqual(['Oldest', 'Newest', 'Middle', '24 Awesome Banner Promotion Ideas']);
  });

  it('count a bot asking for one post a hundred times on one connection as one view', async () => {
    for (let n = 0; n < 100; n++) expect((await get('/blog/middle', '10.0.0.9')).status).toBe(200);
    // Counted a hundred times, Middle would lead; counted once, it follows Oldest's two readers.
    await expect.poll(trending).toEqual(['Oldest', 'Middle', 'Newest', '24 Awesome Banner Promotion Ideas']);
  });

  it('keep a count per post and day, and nothing about the reader', () => {
    const rows = typedDb(gateway.app.database).all((q) =>
      q.selectFrom('post_views').selectAll().orderBy('views', 'desc'),
    );
    expect(Object.keys(rows[0]).sort()).toEqual(['day', 'post_id', 'views']);
    expect(rows.map((row) => [row.day, row.views])).toEqual([
      ['2026-05-01', 2],
      ['2026-05-01', 1],
    ]);
  });

  it('forget views older than 30 days, falling back to the newest', async () => {
    clock += 29 * 86_400_000;
    expect(await trending()).toEqual(['Oldest', 'Middle', 'Newest', '24 Awesome Banner Promotion Ideas']);
    clock += 86_400_000;
    expect(await trending()).toEqual(['Newest', 'Middle', 'Oldest', '24 Awesome Banner Promotion Ideas']);
  });

  it('delete, at the daily sweep, the days no list counts any more, and keep the others', async () => {
    expect((await get('/blog/newest', '10.0.0.3')).status).toBe(200);
    const days = () =>
      typedDb(gateway.app.database)
        .all((q) => q.selectFrom('post_views').select('day').orderBy('day'))
        .map((row) => row.day);
    await expect.poll(days).toEqual(['2026-05-01', '2026-05-01', '2026-05-31']);
    gateway.app.jobs.runBy('post-views-sweep', Date.now());
    await expect.poll(days).toEqual(['2026-05-31']);
  });
});
