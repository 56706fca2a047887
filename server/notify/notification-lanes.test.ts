import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../testing/fault-proxy';
import { uniqueMeeting } from '../testing/unique-submissions';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import { postJson, startTestGateway, type TestGateway } from '../testing/test-gateway';

const VISITORS = 10;
let hooksCalled = 0;
let hooksAnswered = 0;
const slowHook = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    hooksCalled += 1;
    // A chat service having a bad day: every answer takes 3 s.
    setTimeout(() => {
      hooksAnswered += 1;
      response.end('ok');
    }, 3000);
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
  it('delivers every visitor e-mail while the first slow webhook calls are still unanswered', async () => {
    const answers = await Promise.all(
      Array.from({ length: VISITORS }, (_, n) =>
        postJson(gateway.table('Meeting'), { fields: { ...uniqueMeeting(n), Email: `visitor${n}@example.org` } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    // Read at the moment the last e-mail is seen.
    let webhooksWhenAllMailed: { called: number; answered: number } | undefined;
    await waitFor(() => {
      if (sink.received.length < VISITORS) return false;
      webhooksWhenAllMailed ??= { called: hooksCalled, answered: hooksAnswered };
      return true;
    }, 20_000);
    // The webhook lane had its two calls out, neither answered, and no e-mail waited for them.
    expect(webhooksWhenAllMailed!.called).toBeGreaterThan(0);
    expect(webhooksWhenAllMailed!.answered).toBe(0);
  });
});
