import { afterEach, describe, expect, it } from 'vitest';
import { notificationListAnswer, notificationParts, userCreatedAnswer } from '../../schemas/staff-api';
import { waitFor } from '../testing/fault-proxy';
import { callback } from '../testing/sample-records';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import { signInAs } from '../testing/staff-test-client';
import { postJson, startTestGateway, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway | undefined;
let sink: SmtpSink | undefined;
afterEach(async () => {
  await gateway?.close();
  await sink?.close();
  gateway = sink = undefined;
});

/** A callback from a Nepali name (quoted-printable or base64 on the wire), its staff e-mail sent, as the Mail page lists it. */
async function mailAbout(env: Record<string, string>) {
  gateway = await startTestGateway({ NOTIFY_CALLBACK_TO: 'front-desk@example.com', ...env });
  const staff = await signInAs(gateway, 'admin@example.com', 'admin');
  const fields = { ...callback(7), 'First Name': 'सीता', 'Last Name': 'शर्मा' };
  expect((await postJson(gateway.table('Request-Callback'), { fields })).status).toBe(200);
  let list = notificationListAnswer.parse(await (await staff.call('GET', '/notifications')).json());
  await waitFor(async () => {
    list = notificationListAnswer.parse(await (await staff.call('GET', '/notifications')).json());
    return list.items[0]?.status === 'sent';
  });
  return { staff, list, item: list.items[0], fields };
}

describe('the Mail page without a mail server', () => {
  it('says a message was saved to disk, not sent, and that no mail server is set', async () => {
    const { list, item } = await mailAbout({});
    expect(list.mailServer).toBe(false);
    expect(item).toMatchObject({ channel: 'email', status: 'sent', savedToDisk: true });
  });

  it('shows the decoded text part and the HTML part, never quoted-printable or base64', async () => {
    const { staff, item, fields } = await mailAbout({});
    const raw = await (await staff.call('GET', `/notifications/${item.id}/message`)).text();
    expect(raw).not.toContain('सीता'); // the wire form is encoded: what staff were shown before
    const response = await staff.call('GET', `/notifications/${item.id}/parts`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const parts = notificationParts.parse(await response.json());
    expect(parts.subject).toBe(`Callback request: सीता शर्मा, ${fields['Phone No']}`);
    expect(parts.to).toBe('front-desk@example.com');
    expect(parts.text).toContain('सीता शर्मा');
    expect(parts.text).not.toMatch(/=E0|=\r?\n/);
    expect(parts.html).toContain('सीता शर्मा');
    expect(parts.html).toMatch(/^<!doctype html>/i);
  });

  it('answers 404 for an unknown id and 401 without a session', async () => {
    const { staff, item } = await mailAbout({});
    expect((await staff.call('GET', '/notifications/999/parts')).status).toBe(404);
    expect((await staff.call('GET', '/notifications/abc/parts')).status).toBe(404);
    expect((await fetch(`${gateway!.url}/staff/api/notifications/${item.id}/parts`)).status).toBe(401);
  });
});

describe('the Mail page with a mail server', () => {
  it('says sent, and that mail goes to a server', async () => {
    sink = await startSmtpSink();
    const { list, item } = await mailAbout({ SMTP_URL: sink.url });
    expect(list.mailServer).toBe(true);
    expect(item).toMatchObject({ status: 'sent', savedToDisk: false });
    // To the address set for callbacks, and to the admin, who like every admin starts told of every table.
    await waitFor(() => sink!.received.length === 2);
    expect(sink.received.map((mail) => mail.envelopeTo).sort()).toEqual([
      ['admin@example.com'],
      ['front-desk@example.com'],
    ]);
  });
});

describe('an account invite', () => {
  const invite = async (staff: Awaited<ReturnType<typeof signInAs>>) => {
    const response = await staff.call('POST', '/users', {
      email: 'newcomer@example.com',
      name: 'New Comer',
      role: 'staff',
    });
    expect(response.status).toBe(201);
    return userCreatedAnswer.parse(await response.json());
  };

  it('is e-mailed to the new person when a mail server is set; the Mail page hides its token', async () => {
    sink = await startSmtpSink();
    gateway = await startTestGateway({ SMTP_URL: sink.url });
    const staff = await signInAs(gateway, 'admin@example.com', 'admin');
    const answer = await invite(staff);
    expect(answer.emailed).toBe(true);
    await waitFor(() => sink!.received.length === 1);
    const mail = sink.received[0];
    expect(mail.envelopeTo).toEqual(['newcomer@example.com']);
    expect(mail.parsed.subject).toMatch(/^Your back-office account at /);
    expect(mail.parsed.text).toContain(`Set your password: ${answer.setupUrl}`);
    expect(String(mail.parsed.html)).toContain(`href="${answer.setupUrl.replaceAll('&', '&amp;')}"`);

    const token = new URL(answer.setupUrl).searchParams.get('token')!;
    const list = notificationListAnswer.parse(await (await staff.call('GET', '/notifications')).json());
    expect(list.items[0]).toMatchObject({ kind: 'account-invite', recipient: 'newcomer@example.com' });
    const parts = await (await staff.call('GET', `/notifications/${list.items[0].id}/parts`)).text();
    const raw = await (await staff.call('GET', `/notifications/${list.items[0].id}/message`)).text();
    expect(parts).toContain('token=hidden');
    expect(parts).not.toContain(token);
    expect(raw.replace(/=\r\n/g, '')).not.toContain(token);
  });

  it('is not e-mailed when no mail server is set (nobody would get it); the link is still given', async () => {
    gateway = await startTestGateway();
    const staff = await signInAs(gateway, 'admin@example.com', 'admin');
    const answer = await invite(staff);
    expect(answer.emailed).toBe(false);
    expect(answer.setupUrl).toMatch(/\/staff\/setup\?token=/);
    const list = notificationListAnswer.parse(await (await staff.call('GET', '/notifications')).json());
    expect(list.items.filter((item) => item.kind === 'account-invite')).toEqual([]);
  });
});
