import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { simpleParser } from 'mailparser';
import { describe, expect, it, onTestFinished } from 'vitest';
import { waitFor } from '../testing/fault-proxy';
import { folderFiles, storeOf } from '../testing/folder-files';
import { callback, meeting } from '../testing/sample-records';
import { postJson, startTestGateway } from '../testing/test-gateway';
import { NotificationQueue } from './notification-queue';
import { notifyRoutes } from './notify-routes';

describe('no SMTP configured (the default npm start)', () => {
  it('writes each message as an .eml file under DATA_DIR/mail and lists it as sent', async () => {
    const gateway = await startTestGateway({ NOTIFY_MEETING_TO: 'office@example.com' });
    onTestFinished(() => gateway.close());
    const response = await postJson(gateway.table('Meeting'), { fields: meeting() });
    expect(response.status).toBe(200);
    const queue = new NotificationQueue(gateway.app.database);
    await waitFor(() => queue.depth() === 0 && queue.list({ limit: 10 }).length === 2);

    expect(folderFiles(gateway, 'mail').sort()).toEqual(['000001.eml', '000002.eml']);
    const visitor = await simpleParser((await storeOf(gateway, 'mail').read('000002.eml'))!);
    expect(visitor.subject).toMatch(/^Requested: your meeting on /);
    // The invite twice, as calendar clients expect: the message's calendar part and a file, both
    // text/calendar with the iTIP method (RFC 6047), not application/ics.
    expect(
      visitor.attachments.map((a) => [
        a.contentType,
        (a.headers.get('content-type') as { params: Record<string, string> }).params.method,
        a.filename,
      ]),
    ).toEqual([
      ['text/calendar', 'REQUEST', undefined],
      ['text/calendar', 'REQUEST', 'meeting.ics'],
    ]);
    expect(visitor.headers.get('auto-submitted')).toBe('auto-generated');

    const staffApi = Fastify();
    onTestFinished(() => staffApi.close());
    await staffApi.register(notifyRoutes, { prefix: '/staff/api', queue });
    const listed = (await staffApi.inject('/staff/api/notifications')).json() as {
      items: { id: number; status: string; recipient: string }[];
    };
    expect(listed.items.map(({ id, status, recipient }) => ({ id, status, recipient }))).toEqual([
      { id: 2, status: 'sent', recipient: 'bikash@example.com' },
      { id: 1, status: 'sent', recipient: 'office@example.com' },
    ]);
  });
});

describe('webhook answers', () => {
  it('retries 503 until 200 and keeps a 404 as failed with the answer', async () => {
    const answers = [503, 200, 404];
    const bodies: string[] = [];
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        bodies.push(body);
        response.statusCode = answers.shift() ?? 500;
        response.end(response.statusCode === 404 ? 'no such hook' : '');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => {
      server.close();
    });
    const gateway = await startTestGateway({
      NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
      NOTIFY_WEBHOOK_SECRET: 'webhook-secret-0123456789',
      NOTIFY_RETRY_BASE_MS: '20',
      NOTIFY_RETRY_MAX_MS: '50',
    });
    onTestFinished(() => gateway.close());
    const queue = new NotificationQueue(gateway.app.database);

    expect((await postJson(gateway.table('Request-Callback'), { fields: callback(1) })).status).toBe(200);
    await waitFor(() => queue.list({ status: 'sent', limit: 1 })[0]);
    expect(queue.list({ limit: 1 })[0]).toMatchObject({ status: 'sent', attempts: 2, lastError: null });

    expect((await postJson(gateway.table('Request-Callback'), { fields: callback(2) })).status).toBe(200);
    await waitFor(() => queue.list({ status: 'failed', limit: 1 })[0]);
    expect(queue.list({ status: 'failed', limit: 1 })[0]).toMatchObject({
      attempts: 1,
      lastError: 'HTTP 404: no such hook',
    });
    expect(bodies).toHaveLength(3);
    expect(bodies[0]).toBe(bodies[1]);
  });
});
