import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import type { Db } from '../storage/db';
import { typedDb } from '../storage/typed-db';
import { waitFor } from '../testing/fault-proxy';
import { openFolderDatabase } from '../testing/folder-database';
import { refuseInserts } from '../testing/refuse-inserts';
import { tempDir } from '../testing/test-gateway';
import { JobRunner } from './job-runner';

// Every runner here has its clock moved by the test; nothing waits on real time.
const MINUTE = 60_000;
const opened: Db[] = [];
afterEach(() => opened.splice(0).forEach((db) => db.close()));

async function database(dataDir = tempDir('jobs')) {
  const db = await openFolderDatabase(dataDir);
  opened.push(db);
  return db;
}

const jobRows = (db: Db) =>
  typedDb(db).all((q) => q.selectFrom('jobs').select(['kind', 'status', 'attempts', 'last_error as lastError']));
const runTimes = (db: Db) =>
  typedDb(db).all((q) => q.selectFrom('jobs').select(['kind', 'run_at as runAt']).orderBy('id'));

describe('the job runner', () => {
  it('claims a job with a lease: a second runner does not run it while the lease holds, and runs it once after', async () => {
    const dataDir = tempDir('jobs-lease');
    let now = 1_000_000;
    const ran: string[] = [];
    const runners = (await Promise.all([database(dataDir), database(dataDir)])).map((db, n) => {
      const runner = new JobRunner({ db, now: () => now });
      runner.define<{ to: string }>(
        'greet',
        ({ to }) =>
          new Promise<void>((resolve) => {
            ran.push(`${n}:${to}`);
            // The first runner never ends its run: it stands for a process that died mid-run.
            if (n === 1) resolve();
          }),
        { leaseMs: 5 * MINUTE },
      );
      return runner;
    });
    runners[0].enqueue('greet', { to: 'Sita' });
    void runners[0].runDue();
    expect(ran).toEqual(['0:Sita']);

    now += 5 * MINUTE - 1;
    expect(await runners[1].runDue()).toBe(0);
    now += 1;
    expect(await runners[1].runDue()).toBe(1);
    expect(await runners[1].runDue()).toBe(0);
    expect(ran).toEqual(['0:Sita', '1:Sita']);
    expect(jobRows(opened[0])).toEqual([]);
  });

  it('retries a failed job with doubling back-off, then keeps it as a dead letter with its last error', async () => {
    let now = 0;
    const db = await database();
    const runner = new JobRunner({ db, now: () => now, retryBaseMs: MINUTE, retryMaxMs: 3 * MINUTE });
    let tries = 0;
    runner.define(
      'webhook',
      () => {
        tries++;
        throw new Error(`upstream answered 50${tries}`);
      },
      { maxAttempts: 4 },
    );
    runner.enqueue('webhook', { url: 'https://example.com/hook' });
    const due = [0, MINUTE, 2 * MINUTE, 3 * MINUTE];
    for (const wait of due) {
      now += wait - 1;
      expect(await runner.runDue()).toBe(0);
      now += 1;
      expect(await runner.runDue()).toBe(1);
    }
    expect(tries).toBe(4);
    now += 60 * MINUTE;
    expect(await runner.runDue()).toBe(0);
    expect(jobRows(db)).toEqual([{ kind: 'webhook', status: 'dead', attempts: 4, lastError: 'upstream answered 504' }]);
    expect(runner.deadLetters()).toEqual([
      {
        id: 1,
        kind: 'webhook',
        attempts: 4,
        lastError: 'upstream answered 504',
        createdAt: expect.any(String),
        diedAt: new Date(now - 60 * MINUTE).toISOString(),
      },
    ]);

    // Retried by staff: all its attempts again, at once.
    expect(runner.retry(1)).toBe('webhook');
    expect(runner.retry(1)).toBeUndefined();
    expect(await runner.runDue()).toBe(1);
    expect(tries).toBe(5);
    expect(runner.deadLetters()).toEqual([]);
  });

  it("retries a kind with a back-off of its own beside the runner's", async () => {
    let now = 0;
    const db = await database();
    const runner = new JobRunner({ db, now: () => now, retryBaseMs: MINUTE, retryMaxMs: 3 * MINUTE });
    const fail = () => {
      throw new Error('upstream down');
    };
    runner.define('webhook', fail);
    runner.define('mirror-erase', fail, { retryBaseMs: 1_000, retryMaxMs: 1_500 });
    runner.enqueue('webhook', {});
    runner.enqueue('mirror-erase', {});
    expect(await runner.runDue()).toBe(2);
    expect(runTimes(db)).toEqual([
      { kind: 'webhook', runAt: MINUTE },
      { kind: 'mirror-erase', runAt: 1_000 },
    ]);
    now = 1_000;
    expect(await runner.runDue()).toBe(1);
    expect(runTimes(db)).toEqual([
      { kind: 'webhook', runAt: MINUTE },
      { kind: 'mirror-erase', runAt: 2_500 },
    ]);
  });

  it('queues a job with a key once, however often it is enqueued, even after it ran', async () => {
    const db = await database();
    const runner = new JobRunner({ db });
    const sent: string[] = [];
    runner.define<string>('reminder', (to) => void sent.push(to));
    expect(runner.enqueue('reminder', 'ram@example.com', { key: 'rec1:24h' })).toBe(true);
    expect(runner.enqueue('reminder', 'ram@example.com', { key: 'rec1:24h' })).toBe(false);
    expect(await runner.runDue()).toBe(1);
    expect(runner.enqueue('reminder', 'ram@example.com', { key: 'rec1:24h' })).toBe(false);
    expect(await runner.runDue()).toBe(0);
    expect(sent).toEqual(['ram@example.com']);
    expect(() => runner.enqueue('remindr', 'ram@example.com')).toThrow('No job kind "remindr" is registered');
  });

  it('schedules a recurring kind once however many processes start, and runs each period once', async () => {
    const dataDir = tempDir('jobs-recurring');
    let now = 10 * MINUTE;
    let runs = 0;
    const runners = (await Promise.all([database(dataDir), database(dataDir), database(dataDir)])).map((db) => {
      const runner = new JobRunner({ db, now: () => now });
      runner.every('retention', { everyMs: 24 * 60 * MINUTE, firstAfterMs: MINUTE }, () => void runs++);
      return runner;
    });
    for (const runner of runners) await runner.start();
    onTestFinished(() => Promise.all(runners.map((runner) => runner.stop())).then(() => undefined));
    expect(runTimes(opened[0])).toEqual([{ kind: 'retention', runAt: 11 * MINUTE }]);

    now = 11 * MINUTE;
    const ran = await Promise.all(runners.map((runner) => runner.runDue()));
    expect(ran.reduce((a, b) => a + b)).toBe(1);
    now += 24 * 60 * MINUTE - 1;
    expect(await runners[2].runDue()).toBe(0);
    now += 1;
    expect((await Promise.all(runners.map((runner) => runner.runDue()))).reduce((a, b) => a + b)).toBe(1);
    expect(runs).toBe(2);
  });

  it('runs a recurring kind by the time asked, and again when asked while it runs, whichever runner asks', async () => {
    const dataDir = tempDir('jobs-run-by');
    let now = 0;
    let runs = 0;
    let finish = () => {};
    const hourly = { everyMs: 60 * MINUTE, firstAfterMs: 60 * MINUTE };
    const [runner, other] = (await Promise.all([database(dataDir), database(dataDir)])).map((db) => {
      const each = new JobRunner({ db, now: () => now });
      // The first run lasts until the test ends it; the next ones end at once.
      each.every('mirror.forward', hourly, () =>
        runs++ === 0 ? new Promise<void>((resolve) => (finish = resolve)) : undefined,
      );
      return each;
    });
    await Promise.all([runner.start(), other.start()]);
    onTestFinished(() => {
      finish();
      return Promise.all([runner.stop(), other.stop()]).then(() => undefined);
    });
    const runAt = () => typedDb(opened[0]).first((q) => q.selectFrom('jobs').select('run_at as at'));

    runner.runBy('mirror.forward', 0);
    await waitFor(() => runs === 1);
    other.runBy('mirror.forward', 5 * MINUTE);
    finish();
    await waitFor(() => runAt()?.at === 5 * MINUTE);

    now = 5 * MINUTE;
    expect(await other.runDue()).toBe(1);
    expect(runs).toBe(2);
    expect(runAt()).toEqual({ at: 65 * MINUTE });
  });

  it('starts on a database that refuses writes (a full disk), and schedules its recurring work once it can write', async () => {
    let now = 0;
    let runs = 0;
    const db = await database();
    const accept = refuseInserts(db, 'jobs', 'database or disk is full', 'insert');
    const runner = new JobRunner({ db, now: () => now });
    runner.every('upload-sweep', { everyMs: 10 * MINUTE, firstAfterMs: 0 }, () => void runs++);
    await runner.start();
    onTestFinished(() => runner.stop());
    expect(jobRows(db)).toEqual([]);

    accept();
    now += 1_000;
    await waitFor(() => runs === 1);
    expect(runTimes(db)).toEqual([{ kind: 'upload-sweep', runAt: 1_000 + 10 * MINUTE }]);
  });

  it("renews a running job's lease at half time, so a second runner leaves a long job alone", async () => {
    const dataDir = tempDir('jobs-renew');
    let now = 0;
    const [db, otherDb] = await Promise.all([database(dataDir), database(dataDir)]);
    const runner = new JobRunner({ db, now: () => now });
    let finish = () => {};
    runner.define('backup', () => new Promise<void>((resolve) => (finish = resolve)), { leaseMs: 200 });
    runner.enqueue('backup', null);
    const other = new JobRunner({ db: otherDb, now: () => now });
    let taken = 0;
    other.define('backup', () => void taken++, { leaseMs: 200 });
    void runner.start();
    onTestFinished(() => {
      finish();
      return runner.stop();
    });
    const leaseUntil = () => typedDb(db).first((q) => q.selectFrom('jobs').select('lease_until'))!.lease_until;
    expect(leaseUntil()).toBe(200);

    // Past half time the running runner renews (its loop wakes on its own); past the first lease's end, the job is still its.
    now = 150;
    await waitFor(() => leaseUntil() === 350);
    now = 250;
    expect(await other.runDue()).toBe(0);
    finish();
    await waitFor(() => !typedDb(db).first((q) => q.selectFrom('jobs').select('id')));
    expect(taken).toBe(0);
  });

  it('runs a kind with its own concurrency in a lane of its own: a slow kind never holds another', async () => {
    const db = await database();
    const runner = new JobRunner({ db, concurrency: 1 });
    const hanging: (() => void)[] = [];
    const ran: string[] = [];
    const hang = (name: string) =>
      new Promise<void>((resolve) => {
        ran.push(name);
        hanging.push(resolve);
      });
    runner.define<string>('webhook', hang, { concurrency: 2 });
    runner.define<string>('email', (to) => void ran.push(to), { concurrency: 1 });
    runner.define<string>('backup', hang);
    for (const name of ['hook 1', 'hook 2', 'hook 3']) runner.enqueue('webhook', name);
    runner.enqueue('backup', 'backup 1');
    runner.enqueue('backup', 'backup 2');
    for (const to of ['sita@example.com', 'ram@example.com']) runner.enqueue('email', to);
    void runner.start();
    onTestFinished(() => {
      hanging.forEach((finish) => finish());
      return runner.stop();
    });

    // Two webhooks and one shared job hang; the e-mails go all the same, the third webhook waits its turn.
    await waitFor(() => ran.length === 5);
    expect(ran.sort()).toEqual(['backup 1', 'hook 1', 'hook 2', 'ram@example.com', 'sita@example.com']);
    hanging.shift()!();
    await waitFor(() => ran.includes('hook 3'));
    expect(ran).not.toContain('backup 2');
  });

  it('waits for a running job when stopped, and takes no new one', async () => {
    const db = await database();
    const runner = new JobRunner({ db });
    let finish = () => {};
    const ended: string[] = [];
    runner.define<string>(
      'backup',
      (name) =>
        new Promise<void>((resolve) => {
          finish = () => {
            ended.push(name);
            resolve();
          };
        }),
    );
    runner.enqueue('backup', 'first');
    runner.enqueue('backup', 'second', { runAt: Date.now() + 60 * MINUTE });
    const started = runner.start();
    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish();
    await started;
    await stopping;
    expect(ended).toEqual(['first']);
    expect(jobRows(db)).toEqual([{ kind: 'backup', status: 'queued', attempts: 0, lastError: null }]);
  });
});
