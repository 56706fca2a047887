import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../scripts/gateway-process.mjs';
import { waitFor } from '../../server/testing/fault-proxy';
import { startSmtpSink, type SmtpSink } from '../../server/testing/smtp-sink';
import { openPage, sharedBrowser } from './support/browser';
import {
  addAccountWithCli,
  adminAccount,
  eventually,
  signIn,
  startStaffGateway,
  submitMeeting,
} from './support/staff-fixtures';
import { uniqueEmail } from './support/unique';

const shots = 'test-results/screens/staff-mail-settings';
const browser = sharedBrowser();
let gateway: RunningGateway;
let sink: SmtpSink;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  sink = await startSmtpSink();
  // No mail server in the environment: an admin sets it in the back office.
  gateway = await startStaffGateway();
  await addAccountWithCli(gateway, { ...adminAccount, admin: true });
});
afterAll(async () => {
  await gateway?.stop();
  await sink?.close();
});

const mailTo = (address: string) =>
  waitFor(() => sink.received.find((mail) => mail.envelopeTo.includes(address)), 20_000);

describe('Mail settings, as the office manager sets them', () => {
  it('sets the mail server, gets the test e-mail, and from then on visitors and new colleagues get theirs, without a restart', async () => {
    for (const width of [375, 1280]) {
      const watched = await openPage(browser(), width, 900);
      await signIn(watched, gateway.url, adminAccount.email, adminAccount.password);
      await watched.page.goto(`${gateway.url}/staff/settings/mail`);
      await watched.page.getByRole('heading', { name: 'Outgoing mail' }).waitFor();
      await watched.page.screenshot({ path: `${shots}/mail-settings-empty-${width}.png`, fullPage: true });
      await watched.page.context().close();
    }

    const watched = await openPage(browser(), 1280, 900);
    const { page, errors } = watched;
    await signIn(watched, gateway.url, adminAccount.email, adminAccount.password);
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Mail settings' }).click();
    await page.getByRole('heading', { name: 'Mail settings', level: 1 }).waitFor();

    // A typing slip first: told plainly, and nothing typed is lost.
    await page.getByLabel('Mail server').fill('127.0.0.1');
    await page.getByLabel('Port').fill('twenty-five');
    await page.getByLabel('Security').selectOption('none');
    await page.getByLabel('Sender address').fill('office@example.com');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Not saved: Port: a number, e.g. 587').waitFor();
    expect(await page.getByLabel('Mail server').inputValue()).toBe('127.0.0.1');
    expect(await page.getByLabel('Sender address').inputValue()).toBe('office@example.com');
    // The refusal is the gateway's 422, which the browser logs; nothing else went wrong.
    expect(errors).toEqual([
      'Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)',
    ]);
    errors.length = 0;

    await page.getByLabel('Port').fill(String(sink.port));
    await page.getByRole('button', { name: 'Send a test e-mail to me' }).click();
    await page.getByText(`Sent to ${adminAccount.email}.`, { exact: false }).waitFor(eventually);
    const test = await mailTo(adminAccount.email);
    expect(test.parsed.subject).toBe('Test e-mail from the back office');
    expect(test.parsed.from?.value[0].address).toBe('office@example.com');
    await page.screenshot({ path: `${shots}/mail-settings-sent-1280.png`, fullPage: true });

    // A visitor books: their confirmation leaves through the server just set.
    const visitor = uniqueEmail('visitor');
    await submitMeeting(gateway.url, 'Maya Tamang', visitor);
    const confirmation = await mailTo(visitor);
    expect(confirmation.parsed.subject).toMatch(/^Requested: your meeting on /);

    // A new colleague's invitation arrives with a link that works.
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Accounts' }).click();
    await page.getByLabel('Name').fill('Kamala Karki');
    const colleague = uniqueEmail('colleague');
    await page.getByLabel('E-mail address').fill(colleague);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText(`E-mailed to ${colleague}.`, { exact: false }).waitFor();
    const invitation = await mailTo(colleague);
    const link = /https?:\/\/\S+\/staff\/setup\?token=[\w-]+/.exec(invitation.parsed.text ?? '')?.[0];
    expect(link).toBeDefined();
    expect(errors).toEqual([]);
    await page.context().close();

    const invited = await openPage(browser(), 375, 812);
    await invited.page.goto(link!);
    await invited.page.getByLabel('New password').fill('a long new password 4711');
    await invited.page.getByLabel('Repeat', { exact: false }).fill('a long new password 4711');
    await invited.page.getByRole('button', { name: 'Save password' }).click();
    await invited.page.getByRole('heading', { name: 'Password set' }).waitFor();
    expect(invited.errors).toEqual([]);
    await invited.page.context().close();
  });

  it('shows the mail server’s own answer when it refuses, at 375 px', async () => {
    const watched = await openPage(browser(), 375, 812);
    const { page } = watched;
    await signIn(watched, gateway.url, adminAccount.email, adminAccount.password);
    await page.goto(`${gateway.url}/staff/settings/mail`);
    await page.getByLabel('Mail server').waitFor();
    sink.mode = 'permfail';
    try {
      await page.getByRole('button', { name: 'Send a test e-mail to me' }).click();
      await page.getByText('Not sent: The mail server refused the message.').waitFor(eventually);
      await page.getByText('550 Mailbox unavailable: no such user here').waitFor();
    } finally {
      sink.mode = 'accept';
    }
    await page.screenshot({ path: `${shots}/mail-settings-refused-375.png`, fullPage: true });
    await page.context().close();
  });
});
