import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startGateway } from '../../scripts/gateway-process.mjs';
import { postView } from '../../schemas/blog-post';
import { typedDb } from '../storage/typed-db';
import { waitFor } from '../testing/fault-proxy';
import { folderEnv, openFolderDatabase } from '../testing/folder-database';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import { storedValue } from '../testing/stored-value';
import { addAccountToFolder, signIn } from '../testing/staff-test-client';
import { tempDir, type TestGateway } from '../testing/test-gateway';
import { SubscriberStore } from './subscriber-store';

const FOLLOWERS = ['one@example.com', 'two@example.com', 'three@example.com'];

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

describe('a new post’s e-mails, the gateway killed mid-send (SIGKILL, real child process)', () => {
  it('reach every follower exactly once after the restart', async () => {
    const dataDir = tempDir('follow-kill');
    await addAccountToFolder(dataDir, 'admin@example.com', 'admin');
    const db = await openFolderDatabase(dataDir);
    const store = new SubscriberStore(db);
    for (const email of FOLLOWERS) {
      const signedUp = store.signUp(email, 'en', Date.now())!;
      store.confirm(signedUp.subscriber.id, signedUp.confirmNonce, Date.now());
    }
    db.close();

    const env = {
      ...(await folderEnv(dataDir)),
      SMTP_URL: sink.url,
      NOTIFY_RETRY_BASE_MS: '50',
      NOTIFY_RETRY_MAX_MS: '200',
    };
    sink.mode = 'hold';
    const first = await startGateway(env);
    onTestFinished(() => first.stop('SIGKILL'));
    const admin = await signIn({ url: first.url } as TestGateway, 'admin@example.com');
    const created = await admin.call('POST', '/content/posts', {
      title: 'Entrance exam results are out',
      lang: 'en',
      summary: 'See your score.',
      category: 'Career',
      authorName: 'Asha Poudel',
      cover: { src: '/art/blog/featured.svg', width: 1200, height: 630 },
      coverAlt: 'A results board',
      body: 'Results by roll number.',
    });
    const { id } = postView.parse(await created.json());
    expect((await admin.call('POST', `/content/posts/${id}/state`, { action: 'publish' })).status).toBe(200);

    // The mail server has the first follower's message and has not answered: kill the gateway now.
    await sink.held;
    await first.stop('SIGKILL');
    sink.mode = 'accept';

    const second = await startGateway(env);
    onTestFinished(() => second.stop());
    const after = await openFolderDatabase(dataDir);
    onTestFinished(() => void after.close());
    const queued = () =>
      storedValue(
        after,
        sql`SELECT count(*) FROM jobs WHERE kind IN ('follow-post', 'notification-email') AND status = 'queued'`,
      );
    await waitFor(() => sink.received.length >= FOLLOWERS.length && queued() === 0, 20_000);
    await second.stop();

    const subjects = sink.received.map((mail) => `${mail.envelopeTo.join()} ${mail.parsed.subject}`).sort();
    expect(subjects).toEqual(FOLLOWERS.map((email) => `${email} New article: Entrance exam results are out`).sort());
    expect(typedDb(after).all(() => sql`SELECT status, count(*) AS n FROM notifications GROUP BY status`)).toEqual([
      { status: 'sent', n: 3 },
    ]);
    // Two gateway processes, an argon2 hash and a post: 53 s on PostgreSQL beside the other files on two busy cores.
  }, 120_000);
});
