import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typedDb } from '../../storage/typed-db';
import { waitFor } from '../../testing/fault-proxy';
import { signInAs, type StaffClient } from '../../testing/staff-test-client';
import { staffHeaders, startTestGateway, type TestGateway } from '../../testing/test-gateway';

let gateway: TestGateway;
let admin: StaffClient;

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await signInAs(gateway, 'admin@example.com', 'admin');
  // A sweep that failed for good, as the runner leaves it after its last attempt.
  typedDb(gateway.app.database).run(
    () => sql`INSERT INTO jobs (id, kind, payload, status, run_at, attempts, max_attempts, lease_ms, last_error, created_at, ended_at)
       VALUES (41, 'unattached-video-sweep', 'null', 'dead', 0, 5, 5, 60000, 'EACCES: permission denied, unlink',
         ${Date.parse('2026-11-28T10:00:00.000Z')}, ${Date.parse('2026-11-28T12:00:00.000Z')})`,
  );
});
afterAll(() => gateway.close());

const url = (path: string) => `${gateway.url}/staff/api${path}`;

describe('background work', () => {
  it('is scheduled as recurring jobs of the runner, one row per kind', () => {
    const rows = gateway.app.database
      .prepare('SELECT kind, every_ms AS "everyMs", attempts FROM jobs WHERE every_ms IS NOT NULL ORDER BY kind')
      .all();
    expect(rows).toEqual([
      { kind: 'meeting-reminders', everyMs: 60_000, attempts: 0 },
      // Always scheduled: backups an admin switches on in the back office start without a restart.
      { kind: 'nightly-backup', everyMs: 60_000, attempts: 0 },
      { kind: 'post-views-sweep', everyMs: 24 * 3_600_000, attempts: 0 },
      { kind: 'retention', everyMs: 24 * 3_600_000, attempts: 0 },
      { kind: 'sample-removal-expiry', everyMs: 24 * 3_600_000, attempts: 0 },
      { kind: 'unattached-video-sweep', everyMs: 24 * 3_600_000, attempts: 0 },
      { kind: 'upload-sweep', everyMs: 10 * 60_000, attempts: 0 },
    ]);
  });
});

describe('dead letters of the job runner, in the back office', () => {
  it('are refused without a session (401) and to staff who are not admins (403)', async () => {
    expect((await fetch(url('/jobs/dead'))).status).toBe(401);
    const staff = await signInAs(gateway, 'staff@example.com', 'staff');
    expect((await staff.call('GET', '/jobs/dead')).status).toBe(403);
    expect((await staff.call('POST', '/jobs/41/retry')).status).toBe(403);
    expect((await fetch(url('/jobs/dead'), { headers: staffHeaders })).status).toBe(403);
  });

  it('are listed for an admin with their last error, and a retry runs the job again at once, audited', async () => {
    const listed = await admin.call('GET', '/jobs/dead');
    expect(listed.status).toBe(200);
    expect(await listed.json()).toEqual({
      dead: [
        {
          id: 41,
          kind: 'unattached-video-sweep',
          attempts: 5,
          lastError: 'EACCES: permission denied, unlink',
          createdAt: '2026-11-28T10:00:00.000Z',
          diedAt: '2026-11-28T12:00:00.000Z',
        },
      ],
    });

    expect((await admin.call('POST', '/jobs/41/retry')).status).toBe(204);
    await waitFor(() => !gateway.app.database.prepare('SELECT 1 FROM jobs WHERE id = 41').get(), 10_000);
    expect(await (await admin.call('GET', '/jobs/dead')).json()).toEqual({ dead: [] });
    const again = await admin.call('POST', '/jobs/41/retry');
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({
      error: { type: 'NOT_FOUND', message: 'That dead letter is not there any more' },
    });
    expect(
      gateway.app.database
        .prepare("SELECT actor_name AS actor, detail FROM staff_audit WHERE action = 'retried job'")
        .all(),
    ).toEqual([{ actor: 'admin', detail: 'job #41 (unattached-video-sweep)' }]);
  });
});
