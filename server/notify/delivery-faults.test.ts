import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { typedDb } from '../storage/typed-db';
import { waitFor } from '../testing/fault-proxy';
import { callback } from '../testing/sample-records';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import { postJson, startTestGateway, tempDir, type TestGateway } from '../testing/test-gateway';
import { NotificationQueue } from './notification-queue';
import { notifyRoutes } from './notify-routes';

let sink: SmtpSink;
let gateway: TestGateway;
let queue: NotificationQueue;

beforeAll(async () => {
  sink = await startSmtpSink();
  gateway = await startTestGateway({
    SMTP_URL: sink.url,
    NOTIFY_CALLBACK_TO: 'office@example.com',
    NOTIFY_RETRY_BASE_MS: '20',
    NOTIFY_RETRY_MAX_MS: '200',
    NOTIFY_TIMEOUT_MS: '2000',
  });
  queue = new NotificationQueue(gateway.app.database);
});
afterAll(async () => {
  await gateway.close();
  await sink.close();
});
beforeEach(() => {
  sink.received.length = 0;
  sink.refusals = 0;
  sink.mode = 'accept';
});

const submitCallbacks = async (from: number, count: number) => {
  const phones: string[] = [];
  for (let n = from; n < from + count; n++) {
    const fields = callback(n);
    const response = await postJson(gateway.table('Request-Callback'), { fields });
    expect(response.status).toBe(200);
    phones.push(fields['Phone No']);
  }
  return phones;
};
const subjectsReceived = () => sink.received.map((mail) => mail.parsed.subject).sort();
const expectedSubjects = (phones: string[], from: number) =>
  phones
    .map((phone, i) => `Callback request: Sita Karki ${'abcdefghijklmnopqrstuvwxyz'[(from + i) % 26]}, ${phone}`)
    .sort();

describe('mail server trouble', () => {
  it('takes submissions while the mail server refuses connections, then delivers each message once when it is back', async () => {
    await sink.stop();
    const phones = await submitCallbacks(100, 5);
    await waitFor(() => queue.list({ status: 'queued', limit: 10 }).filter((n) => n.attempts >= 2).length === 5);
    expect(queue.list({ status: 'queued', limit: 10 })[0].lastError).toMatch(/ECONNREFUSED/);
    await sink.start();
    await waitFor(() => queue.depth() === 0);
    expect(subjectsReceived()).toEqual(expectedSubjects(phones, 100));
    expect(queue.list({ limit: 5 }).map((n) => n.status)).toEqual(['sent', 'sent', 'sent', 'sent', 'sent']);
  });

  it('retries a 4xx answer until the server takes the message', async () => {
    sink.mode = 'tempfail';
    const phones = await submitCallbacks(200, 1);
    await waitFor(() => sink.refusals >= 3);
    const [waiting] = queue.list({ limit: 1 });
    expect(waiting.status).toBe('queued');
    expect(waiting.lastError).toBe('451 Mailbox busy, try again later');
    sink.mode = 'accept';
    await waitFor(() => queue.depth() === 0);
    expect(subjectsReceived()).toEqual(expectedSubjects(phones, 200));
    expect(queue.get(waiting.id)).toMatchObject({ status: 'sent', lastError: null });
  });

  it("keeps a 5xx refusal as failed with the server's answer, and sends it on resend once the address is fixed", async () => {
    sink.mode = 'permfail';
    const phones = await submitCallbacks(300, 1);
    await waitFor(() => queue.list({ status: 'failed', limit: 1 })[0]);
    const [failed] = queue.list({ status: 'failed', limit: 1 });
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: '550 Mailbox unavailable: no such user here',
      recordTable: 'Request-Callback',
    });
    expect(sink.refusals).toBe(1);

    sink.mode = 'accept';
    const staffApi = Fastify();
    await staffApi.register(notifyRoutes, {
      prefix: '/staff/api',
      queue,
      nudgeSender: gateway.app.notifications?.nudge,
    });
    const resend = await staffApi.inject({ method: 'POST', url: `/staff/api/notifications/${failed.id}/resend` });
    expect(resend.statusCode).toBe(204);
    await waitFor(() => queue.get(failed.id)?.status === 'sent');
    expect(subjectsReceived()).toEqual(expectedSubjects(phones, 300));
    await staffApi.close();
  });
});

describe('with the hosted table as a mirror', () => {
  it('queues the notification with the record and its outbox copy, while the upstream is down', async () => {
    const mirrored = await startTestGateway({
      DATA_DIR: tempDir('mirror-notify'),
      UPSTREAM_TABLE_URL: 'http://127.0.0.1:9/v0',
      UPSTREAM_TOKEN: 'token',
      SMTP_URL: sink.url,
      NOTIFY_CALLBACK_TO: 'office@example.com',
    });
    try {
      const fields = callback(400);
      const response = await postJson(mirrored.table('Request-Callback'), { fields });
      expect(response.status).toBe(200);
      const { id } = (await response.json()) as { id: string };
      await waitFor(() => sink.received.length === 1);
      expect(sink.received[0].parsed.subject).toBe(`Callback request: Sita Karki k, ${fields['Phone No']}`);
      const outbox = typedDb(mirrored.app.database).first(() => sql`SELECT status FROM outbox WHERE record_id = ${id}`);
      expect(outbox).toEqual({ status: 'pending' });
    } finally {
      await mirrored.close();
    }
  });
});
