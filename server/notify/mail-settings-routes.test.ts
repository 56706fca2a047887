import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { MailServerAnswer, TestMailAnswer, WebhookAnswer } from '../../schemas/mail-settings';
import { notificationListAnswer, userCreatedAnswer } from '../../schemas/staff-api';
import { waitFor } from '../testing/fault-proxy';
import { callback } from '../testing/sample-records';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import { signInAs, type StaffClient } from '../testing/staff-test-client';
import { testCluster } from '../testing/test-database';
import { postJson, startTestGateway, type TestGateway } from '../testing/test-gateway';
import { webhookSignature } from './notification-sender';

const SETTINGS_KEY = 'a-test-key-of-at-least-32-characters-0123';
let sink: SmtpSink;
let gateway: TestGateway;
let admin: StaffClient;
let desk: StaffClient;

beforeAll(async () => {
  sink = await startSmtpSink();
  gateway = await startTestGateway({ SETTINGS_KEY, NOTIFY_CALLBACK_TO: 'front-desk@example.com' });
  admin = await signInAs(gateway, 'owner@example.com', 'admin');
  desk = await signInAs(gateway, 'desk@example.com', 'staff');
});
afterAll(async () => {
  await gateway.close();
  await sink.close();
});

const server = (overrides: Record<string, unknown> = {}) => ({
  host: '127.0.0.1',
  port: sink.port,
  security: 'none',
  user: '',
  from: 'office@example.com',
  ...overrides,
});
const mailSettings = async (client = admin) =>
  (await (await client.call('GET', '/settings/mail')).json()) as MailServerAnswer;
const sendTest = async () => (await (await admin.call('POST', '/settings/mail/test')).json()) as TestMailAnswer;
const received = (subject: string) => sink.received.filter((mail) => mail.parsed.subject === subject);

/** A mail server that refuses every sign-in as a real one does: "535 5.7.8 Authentication failed". */
async function refusingServer() {
  const refusing = new SMTPServer({
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, done) =>
      done(Object.assign(new Error('5.7.8 Authentication failed'), { responseCode: 535 })),
  });
  await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => refusing.close(() => resolve())));
  return (refusing as unknown as { server: { address(): AddressInfo } }).server.address().port;
}

describe('mail settings set by an admin', () => {
  it('starts with none set: e-mail is saved to disk, and the test e-mail asks for a server first', async () => {
    expect(await mailSettings()).toEqual({ source: 'none', server: null });
    const answer = await admin.call('POST', '/settings/mail/test');
    expect(answer.status).toBe(409);
    expect(JSON.stringify(await answer.json())).toContain('Set the mail server first');
  });

  it('sends the test e-mail to the admin through the server just saved, and the next notification goes the same way without a restart', async () => {
    const saved = await admin.call('PUT', '/settings/mail', server());
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({
      source: 'settings',
      server: { ...server(), passwordSet: false },
    });
    expect(await sendTest()).toEqual({ sent: true, to: 'owner@example.com' });
    const [test] = received('Test e-mail from the back office');
    expect(test.envelopeTo).toEqual(['owner@example.com']);
    expect(test.parsed.from?.value[0].address).toBe('office@example.com');
    expect(test.parsed.text).toContain(`smtp://127.0.0.1:${sink.port}`);

    const fields = callback(401);
    expect((await postJson(gateway.table('Request-Callback'), { fields })).status).toBe(200);
    const subject = `Callback request: ${fields['First Name']} ${fields['Last Name']}, ${fields['Phone No']}`;
    // The desk's address and the admin's (every admin hears of every submission).
    await waitFor(() => received(subject).length === 2);
    expect(received(subject).flatMap((mail) => mail.envelopeTo)).toEqual(
      expect.arrayContaining(['front-desk@example.com', 'owner@example.com']),
    );
    const list = notificationListAnswer.parse(await (await admin.call('GET', '/notifications')).json());
    expect(list.mailServer).toBe(true);
    expect(list.items.find((item) => item.subject === subject)).toMatchObject({ status: 'sent', savedToDisk: false });
  });

  it('shows the mail server’s own answer when it refuses the password, and never sends the password back', async () => {
    const port = await refusingServer();
    const password = 'Correct-Horse-Battery-535';
    const saved = await admin.call('PUT', '/settings/mail', server({ port, user: 'office', password }));
    expect(saved.status).toBe(200);
    const text = await saved.text();
    expect(text).not.toContain(password);
    expect(JSON.parse(text)).toMatchObject({ server: { user: 'office', passwordSet: true } });
    expect(JSON.stringify(await mailSettings())).not.toContain(password);

    const answer = await sendTest();
    expect(answer).toMatchObject({ sent: false, to: 'owner@example.com' });
    expect(answer.sent === false && answer.message).toBe('The mail server refused the user name or password.');
    expect(answer.sent === false && answer.reply).toMatch(/^535 5\.7\.8 Authentication failed/);

    // Saved again without a password: the one stored stays.
    const again = await admin.call('PUT', '/settings/mail', server({ port, user: 'office' }));
    expect(await again.json()).toMatchObject({ server: { passwordSet: true } });
    const audit = JSON.stringify(await (await admin.call('GET', '/audit')).json());
    expect(audit).toContain('changed mail server');
    expect(audit).toContain('new password');
    expect(audit).not.toContain(password);
  });

  it('says plainly when the server cannot be reached', async () => {
    await admin.call('PUT', '/settings/mail', server({ port: 1 }));
    const answer = await sendTest();
    expect(answer.sent === false && answer.message).toBe(
      'The mail server at smtp://127.0.0.1:1 could not be reached: check its name and port.',
    );
    expect(answer.sent === false && answer.reply).toMatch(/ECONNREFUSED/);
  });

  it('e-mails an invitation when a mail server is set, and says when it could not', async () => {
    await admin.call('PUT', '/settings/mail', server());
    const created = userCreatedAnswer.parse(
      await (await admin.call('POST', '/users', { email: 'new@example.com', name: 'Nima New', role: 'staff' })).json(),
    );
    expect(created.emailed).toBe(true);
    await waitFor(() => sink.received.some((mail) => mail.envelopeTo.includes('new@example.com')));
    const invite = sink.received.find((mail) => mail.envelopeTo.includes('new@example.com'))!;
    expect(invite.parsed.text).toContain(created.setupUrl);

    expect((await admin.call('DELETE', '/settings/mail')).status).toBe(200);
    expect(await mailSettings()).toEqual({ source: 'none', server: null });
    const unsent = userCreatedAnswer.parse(
      await (
        await admin.call('POST', '/users', { email: 'later@example.com', name: 'Lata Later', role: 'staff' })
      ).json(),
    );
    expect(unsent.emailed).toBe(false);
  });

  it.each([
    [{ host: 'mail example.com' }, 'Mail server: no spaces, < or >'],
    [{ host: '' }, 'Mail server: required, e.g. smtp.gmail.com'],
    [{ port: '587' }, 'Port: a number, e.g. 587'],
    [{ port: 70000 }, 'Port: 1 to 65535'],
    [{ security: 'ssl' }, 'Security: none, STARTTLS or TLS'],
    [{ from: 'office at example' }, 'Sender address: an address such as info@example.com'],
    [{ from: 'a@example.com\r\nBcc: x@evil.example' }, 'Sender address: an address such as info@example.com'],
    [{ password: 'x'.repeat(501) }, 'Password: at most 500 characters'],
  ])('refuses %j with a plain message and keeps what was saved', async (bad, message) => {
    await admin.call('PUT', '/settings/mail', server());
    const answer = await admin.call('PUT', '/settings/mail', server(bad));
    expect(answer.status).toBe(422);
    expect(JSON.stringify(await answer.json())).toContain(message);
    expect((await mailSettings()).server).toEqual({ ...server(), passwordSet: false });
  });
});

describe('mail settings under attack', () => {
  it('answer 401 without a session and 403 to staff who are not admins', async () => {
    for (const [method, path] of [
      ['GET', '/settings/mail'],
      ['PUT', '/settings/mail'],
      ['DELETE', '/settings/mail'],
      ['POST', '/settings/mail/test'],
      ['GET', '/settings/webhook'],
      ['PUT', '/settings/webhook'],
    ]) {
      const anonymous = await fetch(`${gateway.url}/staff/api${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', Origin: gateway.url },
        body: method === 'GET' ? undefined : JSON.stringify(server({ host: 'evil.example' })),
      });
      expect(anonymous.status).toBe(401);
      const staff = await desk.call(method, path, method === 'GET' ? undefined : server({ host: 'evil.example' }));
      expect(staff.status).toBe(403);
    }
    expect(JSON.stringify(await mailSettings())).not.toContain('evil.example');
  });

  it('refuses a save from another site (forged origin) and a body past the limit, changing nothing', async () => {
    await admin.call('PUT', '/settings/mail', server());
    const forged = await admin.call('PUT', '/settings/mail', server({ host: 'evil.example' }), {
      Origin: 'https://evil.example',
    });
    expect(forged.status).toBe(403);
    const huge = await admin.call('PUT', '/settings/mail', server({ host: 'evil.example', user: 'x'.repeat(300_000) }));
    expect(huge.status).toBe(413);
    const malformed = await admin.call('PUT', '/settings/mail', undefined, { 'Content-Type': 'application/json' });
    expect([400, 422]).toContain(malformed.status);
    expect((await mailSettings()).server?.host).toBe('127.0.0.1');
  });
});

describe('the notification webhook set by an admin', () => {
  it('signs each new record’s call with the secret saved, which never comes back', async () => {
    const calls: { headers: IncomingMessage['headers']; body: string }[] = [];
    const receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        calls.push({ headers: request.headers, body });
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const secret = 'webhook-secret-0123456789';

    const first = await admin.call('PUT', '/settings/webhook', { url });
    expect(first.status).toBe(422);
    expect(JSON.stringify(await first.json())).toContain('Secret: required');
    const evil = await admin.call('PUT', '/settings/webhook', { url: 'http://evil.example/hook', secret });
    expect(JSON.stringify(await evil.json())).toContain('Webhook address: https://');

    const saved = await admin.call('PUT', '/settings/webhook', { url, secret });
    const text = await saved.text();
    expect(text).not.toContain(secret);
    expect(JSON.parse(text) as WebhookAnswer).toEqual({ source: 'settings', webhook: { url, secretSet: true } });

    const fields = callback(402);
    expect((await postJson(gateway.table('Request-Callback'), { fields })).status).toBe(200);
    await waitFor(() => calls.length === 1);
    const [call] = calls;
    expect(call.headers['x-notify-signature']).toBe(
      webhookSignature(call.headers['x-notify-timestamp'] as string, call.body, secret),
    );
    expect(JSON.parse(call.body)).toMatchObject({ text: expect.stringContaining(fields['First Name']) });
    expect((await admin.call('DELETE', '/settings/webhook')).status).toBe(200);
  });
});

describe('settings in the environment', () => {
  it('win over the back office, which shows them read-only and refuses a change', async () => {
    const env = await startTestGateway({
      SETTINGS_KEY,
      SMTP_URL: sink.url,
      NOTIFY_WEBHOOK_URL: 'http://127.0.0.1:9/hook',
      NOTIFY_WEBHOOK_SECRET: 'environment-secret-0123',
    });
    onTestFinished(() => env.close());
    const owner = await signInAs(env, 'owner@example.com', 'admin');
    expect(await (await owner.call('GET', '/settings/mail')).json()).toEqual({
      source: 'environment',
      server: null,
      environmentTarget: `smtp://127.0.0.1:${sink.port}`,
    });
    const refused = await owner.call('PUT', '/settings/mail', server({ host: 'other.example' }));
    expect(refused.status).toBe(409);
    expect(JSON.stringify(await refused.json())).toContain("set in the gateway's environment (SMTP_URL or SMTP_HOST)");
    expect((await owner.call('PUT', '/settings/webhook', { url: 'https://hooks.example/x' })).status).toBe(409);
    expect(await (await owner.call('GET', '/settings/webhook')).json()).toMatchObject({ source: 'environment' });

    const before = received('Test e-mail from the back office').length;
    expect(await (await owner.call('POST', '/settings/mail/test')).json()).toEqual({
      sent: true,
      to: 'owner@example.com',
    });
    expect(received('Test e-mail from the back office').length).toBe(before + 1);
  });
});

describe.runIf(testCluster())('on PostgreSQL', () => {
  it('saves a password only with SETTINGS_KEY, and a gateway without it then refuses to start, saying why', async () => {
    const keyless = await startTestGateway();
    const owner = await signInAs(keyless, 'owner@example.com', 'admin');
    const refused = await owner.call('PUT', '/settings/mail', server({ user: 'office', password: 'a-password-4711' }));
    expect(refused.status).toBe(422);
    expect(JSON.stringify(await refused.json())).toContain('SETTINGS_KEY');
    await keyless.close();

    const keyed = await startTestGateway({ SETTINGS_KEY, DATA_DIR: keyless.dataDir });
    const again = await signInAs(keyed, 'owner2@example.com', 'admin');
    expect(
      (await again.call('PUT', '/settings/mail', server({ user: 'office', password: 'a-password-4711' }))).status,
    ).toBe(200);
    await keyed.close();
    await expect(startTestGateway({ DATA_DIR: keyless.dataDir })).rejects.toThrow(
      'A mail password or webhook secret is saved in the database: set SETTINGS_KEY',
    );
  });
});
