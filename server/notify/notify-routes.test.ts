import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../storage/db';
import { openFolderDatabase } from '../testing/folder-database';
import { tempDir } from '../testing/test-gateway';
import { NotificationQueue, type NewNotification } from './notification-queue';
import { notifyRoutes } from './notify-routes';

let db: Db;
let app: FastifyInstance;
let queue: NotificationQueue;

const email = (n: number): NewNotification => ({
  kind: 'staff-new-record',
  channel: 'email',
  recipient: `staff${n}@example.com`,
  subject: `Callback request: Person ${n}, +977 98000000${n}`,
  payload: {
    from: '"Digital Bridge Nepal" <info@digitalbridge.com.np>',
    to: `staff${n}@example.com`,
    messageId: `<n${n}@www.digitalbridge.com.np>`,
    date: '2026-11-23T10:00:00.000Z',
    mail: {
      template: 'staff-new-record',
      table: 'Request-Callback',
      record: {
        id: `rec${n}`,
        createdTime: '2026-11-23T10:00:00.000Z',
        fields: { 'First Name': 'Person', 'Last Name': `${n}`, 'Phone No': `+977 98000000${n}` },
      },
    },
  },
  recordTable: 'Request-Callback',
  recordId: `rec${n}`,
});

beforeEach(async () => {
  db = await openFolderDatabase(tempDir('notify-routes'));
  queue = new NotificationQueue(db);
  app = Fastify();
  // The staff scope as the back office builds it: its own guard, this plugin inside.
  await app.register(
    async (staff) => {
      staff.addHook('onRequest', async (request, reply) => {
        if (request.headers.cookie !== 'session=ok') return reply.code(401).send({ error: 'sign in' });
      });
      await staff.register(notifyRoutes, { queue });
    },
    { prefix: '/staff/api' },
  );
});
afterEach(async () => {
  await app.close();
  db.close();
});

const get = (url: string, cookie = 'session=ok') => app.inject({ method: 'GET', url, headers: { cookie } });

describe('GET /staff/api/notifications', () => {
  it("lists newest first, 50 a page, with the contract's fields, and filters by status", async () => {
    queue.add(Array.from({ length: 60 }, (_, i) => email(i + 1)));
    queue.markFailed(3, '550 no such user');
    queue.markSent(4);

    const first = await get('/staff/api/notifications');
    expect(first.statusCode).toBe(200);
    const page = first.json() as { items: { id: number }[]; nextCursor: string | null };
    expect(page.items).toHaveLength(50);
    expect(page.items[0]).toEqual({
      id: 60,
      kind: 'staff-new-record',
      channel: 'email',
      recipient: 'staff60@example.com',
      subject: 'Callback request: Person 60, +977 9800000060',
      status: 'queued',
      attempts: 0,
      lastError: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      sentAt: null,
      savedToDisk: false,
      recordTable: 'Request-Callback',
      recordId: 'rec60',
    });
    expect(page.nextCursor).toBe('11');
    const second = (await get(`/staff/api/notifications?cursor=${page.nextCursor}`)).json() as typeof page;
    expect(second.items.map((item) => item.id)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(second.nextCursor).toBeNull();

    const failed = (await get('/staff/api/notifications?status=failed')).json();
    expect(failed).toMatchObject({ items: [{ id: 3, status: 'failed', attempts: 1, lastError: '550 no such user' }] });
    const sent = (await get('/staff/api/notifications?status=sent')).json();
    expect(sent).toMatchObject({ items: [{ id: 4, status: 'sent', sentAt: expect.any(String) }], nextCursor: null });
  });

  it('answers 400 with a clear message for an unknown status or a forged cursor', async () => {
    for (const [url, message] of [
      ['/staff/api/notifications?status=deleted', 'status must be queued, sent or failed'],
      ['/staff/api/notifications?cursor=1%20OR%201=1', 'cursor must be a nextCursor from an earlier page'],
      ['/staff/api/notifications?cursor=99999999999999999999999', 'cursor must be a nextCursor from an earlier page'],
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { type: 'INVALID_REQUEST', message } });
    }
  });

  it("sits behind the staff scope's guard: without a session nothing is listed, shown or resent", async () => {
    queue.add([email(1)]);
    expect((await get('/staff/api/notifications', '')).statusCode).toBe(401);
    expect((await get('/staff/api/notifications/1/message', 'session=forged')).statusCode).toBe(401);
    const resend = await app.inject({ method: 'POST', url: '/staff/api/notifications/1/resend' });
    expect(resend.statusCode).toBe(401);
    expect(queue.get(1)?.attempts).toBe(0);
  });
});

describe('GET /staff/api/notifications/:id/message', () => {
  it('shows the whole message as plain text, headers and both parts', async () => {
    queue.add([email(1)]);
    const response = await get('/staff/api/notifications/1/message');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toMatch(
      /^Auto-Submitted: auto-generated\r\nFrom: Digital Bridge Nepal <info@digitalbridge\.com\.np>\r\n/,
    );
    expect(response.body).toContain('\r\nSubject: Callback request: Person 1, +977 980000001\r\n');
    expect(response.body).toContain('Received: 2026-11-23 15:45 Nepal time');
    expect(response.body).toContain('\r\nMessage-ID: <n1@www.digitalbridge.com.np>\r\n');
    expect(response.body).toContain('Content-Type: text/plain; charset=utf-8');
    expect(response.body).toContain('Content-Type: text/html; charset=utf-8');
  });

  it('answers 404 for an id that does not exist or is not a number', async () => {
    for (const id of ['2', '0', 'abc', '1e3', '..%2F..%2Fgateway.db'])
      expect((await get(`/staff/api/notifications/${id}/message`)).statusCode).toBe(404);
  });
});

describe('POST /staff/api/notifications/:id/resend', () => {
  it('queues a failed message again at once and answers 204; 404 for an unknown id', async () => {
    queue.add([email(1)]);
    queue.markFailed(1, '550 no such user');
    const response = await app.inject({
      method: 'POST',
      url: '/staff/api/notifications/1/resend',
      headers: { cookie: 'session=ok' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(queue.get(1)).toMatchObject({ status: 'queued', attempts: 0 });
    const unknown = await app.inject({
      method: 'POST',
      url: '/staff/api/notifications/9/resend',
      headers: { cookie: 'session=ok' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { type: 'NOT_FOUND', message: 'No such notification' } });
  });
});
