import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../testing/fault-proxy';
import { uniqueMeeting } from '../testing/unique-submissions';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import { postJson, startTestGateway, type TestGateway } from '../testing/test-gateway';

const VISITORS = 10;
let hooksCalled = 0;
let answerHooks = () => {};
const hooksHeld = new Promise<void>((resolve) => (answerHooks = resolve));
const slowHook = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    hooksCalled += 1;
    // A chat service having a bad day: no answer until the test has seen every e-mail.
    void hooksHeld.then(() => response.end('ok'));
  });
});

let sink: SmtpSink;
let gateway: TestGateway;

beforeAll(async () => {
  sink = await startSmtpSink();
  await new Promise<void>((resolve) => slowHook.listen(0, '127.0.0.1', resolve));
  gateway = await startTestGateway({
    SMTP_URL: sink.url,
    NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${(slowHook.address() as AddressInfo).port}/hook`,
    NOTIFY_WEBHOOK_SECRET: 'webhook-secret-0123456789',
  });
});
afterAll(async () => {
  await gateway.close();
  await sink.close();
  slowHook.closeAllConnections();
  slowHook.close();
});

describe('notification lanes', () => {
  it('delivers every visitor e-mail while the webhook calls are still unanswered', async () => {
    const answers = await Promise.all(
      Array.from({ length: VISITORS }, (_, n) =>
        postJson(gateway.table('Meeting'), { fields: { ...uniqueMeeting(n), Email: `visitor${n}@example.org` } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    // Every e-mail arrives while the webhook lane's calls are out and unanswered: none waited for them.
    await waitFor(() => sink.received.length >= VISITORS, 20_000);
    expect(hooksCalled).toBeGreaterThan(0);
    answerHooks();
  });
});
