import { describe, expect, it, onTestFinished } from 'vitest';
import { startGateway } from '../../scripts/gateway-process.mjs';
import { EventStore } from '../content/events/event-store';
import { PostStore } from '../content/posts/post-store';
import { SupporterStore } from '../content/supporters/supporter-store';
import { TestimonialStore } from '../content/testimonials/testimonial-store';
import { VideoStore } from '../content/videos/video-store';
import type { Db } from '../storage/db';
import { RecordStore } from '../tables/record-store';
import { TeamMeta } from '../team/team-meta';
import { folderEnv, openFolderDatabase } from '../testing/folder-database';
import { integrityCheck } from '../testing/integrity-check';
import { addAccountToFolder, signIn } from '../testing/staff-test-client';
import { tempDir, type TestGateway } from '../testing/test-gateway';
import { sampleKinds } from './sample-kinds';
import { SampleRemovals } from './sample-removals';

/** Each kind's samples left in a data folder, and how many removals it keeps. */
function samplesIn(db: Db, dataDir: string) {
  const store = new RecordStore(db);
  const kinds = sampleKinds({
    posts: new PostStore(db),
    events: new EventStore(db),
    testimonials: new TestimonialStore(db),
    videos: new VideoStore(db, dataDir),
    team: { store, meta: new TeamMeta(db, store) },
    supporters: new SupporterStore(db),
  });
  return { left: kinds.map((kind) => kind.count()), removals: new SampleRemovals(db).all().length };
}

async function gatewayOn(dataDir: string) {
  const gateway = await startGateway(await folderEnv(dataDir));
  onTestFinished(() => {
    if (gateway.process.exitCode === null && gateway.process.signalCode === null) gateway.process.kill('SIGKILL');
  });
  return { gateway, admin: await signIn({ url: gateway.url } as TestGateway, 'owner@example.com') };
}

describe('"Remove all sample content", killed (SIGKILL) as it runs', () => {
  it('leaves every sample in place or every one removed with its undo, never part; the next start never seeds them again', async () => {
    for (const delayMs of [0, 3, 6, 12]) {
      const dataDir = tempDir('samples-kill');
      await addAccountToFolder(dataDir, 'owner@example.com', 'admin');
      const { gateway, admin } = await gatewayOn(dataDir);
      const shipped = await (await admin.call('GET', '/samples')).json();
      const exited = new Promise((resolve) => gateway.process.once('exit', resolve));
      admin.call('POST', '/samples/remove').catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      gateway.process.kill('SIGKILL');
      await exited;

      const db = await openFolderDatabase(dataDir);
      expect(integrityCheck(db)).toEqual(['ok']);
      const after = samplesIn(db, dataDir);
      db.close();
      expect(after.left.every((count) => count > 0) || after.left.every((count) => count === 0)).toBe(true);
      expect(after.removals).toBe(after.left[0] === 0 ? 1 : 0);

      // Started again: what the kill left stands (removed samples are not seeded back), and it can be finished or undone.
      const next = await gatewayOn(dataDir);
      const status = await (await next.admin.call('GET', '/samples')).json();
      if (after.removals) {
        expect(status.samples.every((kind: { count: number }) => kind.count === 0)).toBe(true);
        expect((await next.admin.call('POST', '/samples/restore')).status).toBe(200);
      } else expect((await next.admin.call('POST', '/samples/remove')).status).toBe(200);
      if (after.removals) expect(await (await next.admin.call('GET', '/samples')).json()).toEqual(shipped);
      next.gateway.process.kill('SIGKILL');
    }
  }, 240_000);
});
