import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postView } from '../../schemas/blog-post';
import { postInput } from '../../server/testing/post-input';
import { signInAs, type StaffClient } from '../../server/testing/staff-test-client';
import { startTestGateway, type TestGateway } from '../../server/testing/test-gateway';

interface ReadFeed {
  bozo: boolean;
  problem: string;
  version: string;
  entries: { id: string; title: string; link: string; updated: string; author: string }[];
}

let gateway: TestGateway;
let writer: StaffClient;

beforeAll(async () => {
  gateway = await startTestGateway({
    DIST_DIR: resolve('dist'),
    SERVER_BUNDLE: resolve('dist-ssr/entry-server.js'),
  });
  writer = await signInAs(gateway, 'feed-writer@example.com', 'staff');
});
afterAll(() => gateway?.close());

/** The feed at `path` as feedparser reads it, run on Debian's own Python (scripts/ensure-validators.sh), not a pyenv one. */
async function readFeed(path: string): Promise<ReadFeed> {
  const xml = await (await fetch(gateway.url + path)).text();
  const output = await new Promise<string>((done, failed) => {
    const child = execFile('/usr/bin/python3', [resolve('tests/e2e/support/feedparser-read.py')], (error, stdout) =>
      error ? failed(error) : done(stdout),
    );
    child.stdin!.end(xml);
  });
  return JSON.parse(output) as ReadFeed;
}

describe('the Atom feeds, read by feedparser', () => {
  it.each(['/blog/feed.xml', '/ne/blog/feed.xml'])(
    '%s is well-formed Atom, each entry with an id (a tag: URI), title, link, updated and author',
    async (path) => {
      const feed = await readFeed(path);
      expect([feed.bozo, feed.problem, feed.version]).toEqual([false, '', 'atom10']);
      expect(feed.entries.length).toBeGreaterThan(0);
      for (const entry of feed.entries) {
        expect(entry.id).toMatch(/^tag:[\w.-]+,\d{4}-\d{2}-\d{2}:blog\/\w+$/);
        expect(entry.title).not.toBe('');
        expect(entry.link).toMatch(new RegExp(`^https://[\\w.-]+${path.replace('feed.xml', '')}[\\w-]+$`));
        expect(entry.updated).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);
        expect(entry.author).not.toBe('');
      }
    },
  );

  it('keeps an entry’s id when its post moves to a new address', async () => {
    const created = await writer.call(
      'POST',
      '/content/posts',
      postInput({ title: 'Feed id check', slug: 'feed-id-before' }),
    );
    const post = postView.parse(await created.json());
    expect(created.status).toBe(201);
    await writer.call('POST', `/content/posts/${post.id}/state`, { action: 'publish' });
    const before = (await readFeed('/blog/feed.xml')).entries.find((entry) => entry.title === 'Feed id check')!;
    expect(before.link).toMatch(/\/blog\/feed-id-before$/);

    const moved = await writer.call(
      'PUT',
      `/content/posts/${post.id}`,
      postInput({ title: 'Feed id check', slug: 'feed-id-after' }),
    );
    expect(moved.status).toBe(200);
    const after = (await readFeed('/blog/feed.xml')).entries.find((entry) => entry.title === 'Feed id check')!;
    expect(after.link).toMatch(/\/blog\/feed-id-after$/);
    expect(after.id).toBe(before.id);
  });
});
