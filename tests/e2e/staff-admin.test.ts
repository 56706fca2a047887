import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../../scripts/gateway-process.mjs';
import { openDatabase } from '../../server/database';
import { openPage, sharedBrowser, type WatchedPage } from './support/browser';
import {
  addAccountWithCli,
  adminAccount,
  eventually,
  openFromNavigation,
  signedOutProbe,
  signIn,
  staffAccount,
  startStaffGateway,
  submitCallback,
} from './support/staff-fixtures';

const browser = sharedBrowser();
let gateway: RunningGateway;
const staffPassword = 'kalimati river 7391 mango';

beforeAll(async () => {
  gateway = await startStaffGateway();
  await addAccountWithCli(gateway, { ...adminAccount, admin: true });
  await addAccountWithCli(gateway, { ...staffAccount, password: staffPassword });
  await submitCallback(gateway.url, 'Hari', 'Prasad', '9800000001');
});
afterAll(() => gateway?.stop());

async function signedIn(as: 'admin' | 'staff', width = 1280): Promise<WatchedPage> {
  const watched = await openPage(browser(), width);
  if (as === 'admin') await signIn(watched, gateway.url, adminAccount.email, adminAccount.password);
  else await signIn(watched, gateway.url, staffAccount.email, staffPassword);
  return watched;
}

const goTo = async (page: Page, link: string, heading = link) => {
  await openFromNavigation(page, link);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
};

describe('accounts, settings and the team page in the back office', () => {
  it('gives staff no admin pages, and an admin’s "sign out everywhere" ends their session at once', async () => {
    const staff = await signedIn('staff');
    const nav = staff.page.getByRole('navigation', { name: 'Back office' });
    expect(await nav.getByRole('link', { name: 'Accounts' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Audit log' }).count()).toBe(0);
    await staff.page.goto(`${gateway.url}/staff/accounts`);
    await staff.page.getByRole('heading', { name: 'Admins only' }).waitFor();

    const admin = await signedIn('admin');
    await goTo(admin.page, 'Accounts');
    await admin.page.getByRole('button', { name: `Sign out everywhere (${staffAccount.name})` }).click();
    await admin.page.getByText('Signed out everywhere.').waitFor();

    // The staff member's page, left alone, finds the session gone (its live updates end with it)
    // and goes to the sign-in page; so does any later step.
    await staff.page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await staff.page.goto(`${gateway.url}/staff/inbox/callbacks`);
    await staff.page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(staff.errors.filter((error) => error !== signedOutProbe)).toEqual([]);
    expect(admin.errors).toEqual([]);
    await staff.page.context().close();
    await admin.page.context().close();
  });

  it('adds a person and copies their one-time link with the Copy button', async () => {
    const admin = await signedIn('admin', 375);
    await admin.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: gateway.url });
    await goTo(admin.page, 'Accounts');
    const form = admin.page.getByRole('region', { name: 'Add a person' });
    await form.getByLabel('Name').fill('Kiran Karki');
    await form.getByLabel('E-mail address').fill('kiran@example.com');
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    const link = form.getByLabel('One-time link for Kiran Karki to set a password', { exact: false });
    await link.waitFor();
    // No mail server in this gateway: the link is not said to be e-mailed.
    expect(await form.getByText('E-mailed to', { exact: false }).count()).toBe(0);
    await form.getByRole('button', { name: 'Copy' }).click();
    await form.getByText('Copied.').waitFor();
    const copied = await admin.page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await link.inputValue());
    expect(copied).toMatch(new RegExp(`^${gateway.url}/staff/setup\\?token=[\\w-]{20,}$`));
    expect(admin.errors).toEqual([]);
    await admin.page.context().close();
  });

  it('revokes a colleague’s calendar link from Accounts on a phone, within the window, and the link then answers 404', async () => {
    const staff = await signedIn('staff', 375);
    await goTo(staff.page, 'Availability');
    await staff.page.getByRole('button', { name: 'Make my link' }).click();
    const feedUrl = await staff.page.getByLabel('Calendar feed link').inputValue();
    expect((await fetch(feedUrl)).status).toBe(200);

    const admin = await signedIn('admin', 375);
    await goTo(admin.page, 'Accounts');
    const revoke = admin.page.getByRole('button', { name: `Revoke calendar link (${staffAccount.name})` });
    await revoke.waitFor();
    // The actions' screen-reader names stay inside the table's own scrolling box.
    expect(await admin.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await revoke.click();
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Revoke calendar link' }).click();
    await admin.page.getByText('Calendar link revoked.').waitFor();
    expect((await fetch(feedUrl)).status).toBe(404);
    expect(await revoke.count()).toBe(0);
    expect(staff.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    await staff.page.context().close();
    await admin.page.context().close();
  });

  it('saves the tables a person wants e-mails for', async () => {
    const { page, errors } = await signedIn('staff', 375);
    await goTo(page, 'My notifications');
    const meetings = page.getByRole('checkbox', { name: 'Meetings' });
    expect(await meetings.isChecked()).toBe(false);
    await meetings.check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'My notifications', level: 1 }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Meetings' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Callback requests' }).isChecked()).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('adds a team member with a photo, moves them first and hides another; /team shows it at once', async () => {
    const { page, errors } = await signedIn('admin');
    await goTo(page, 'Team page');
    const list = page.getByRole('list', { name: 'Team members in page order' });
    await list.waitFor();
    const members = list.getByRole('listitem');
    const before = await members.count();
    const firstName = (await members.first().locator('p').first().textContent())!.trim();
    const photo = await page.screenshot({ clip: { x: 0, y: 0, width: 300, height: 300 } });

    const form = page.getByRole('region', { name: 'Add a team member' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Kiran Test');
    await form.getByRole('textbox', { name: 'Role', exact: true }).fill('Visa Counsellor');
    await form.getByLabel('Photo').setInputFiles({ name: 'kiran.png', mimeType: 'image/png', buffer: photo });
    await form.getByRole('img', { name: 'Photo of Kiran Test' }).waitFor();
    await form.getByRole('button', { name: 'Add to the team page' }).click();
    await expect.poll(() => members.count(), eventually).toBe(before + 1);
    expect(await members.last().textContent()).toContain('Kiran Test');

    for (let i = 0; i < before; i++) await page.getByRole('button', { name: 'Move Kiran Test up' }).click();
    await expect.poll(() => members.first().textContent(), eventually).toContain('Kiran Test');
    await page.getByRole('button', { name: `Hide ${firstName}` }).click();
    await expect.poll(() => page.getByText(`${firstName} (hidden)`).count(), eventually).toBe(1);

    const visitor = await openPage(browser(), 1280);
    await visitor.page.goto(`${gateway.url}/team`);
    // The first member by order is the featured one; the hidden member is nowhere.
    await visitor.page.locator('#featured-member-name', { hasText: 'Kiran Test' }).waitFor();
    const others = await visitor.page.getByRole('heading', { level: 3 }).allTextContents();
    expect(others).toHaveLength(before - 1);
    expect(others).not.toContain(firstName);
    expect(others).not.toContain('Kiran Test');
    expect(errors).toEqual([]);
    await visitor.page.context().close();
    await page.context().close();
  });
});

describe('background work in the back office', () => {
  it('shows an admin on a phone the work whose every try failed, with its error, and a retry runs it', async () => {
    // No job kind fails five times on its own here: the dead letter is written as the runner writes one.
    const db = openDatabase(gateway.dataDir);
    const { lastInsertRowid: id } = db
      .prepare(
        `INSERT INTO jobs (kind, payload, status, run_at, attempts, max_attempts, lease_ms, last_error, created_at, ended_at)
         VALUES ('upload-sweep', 'null', 'dead', ?, 5, 5, 60000, 'EACCES: permission denied, unlink files/x.pdf', ?, ?)`,
      )
      .run(Date.now(), Date.now() - 3_600_000, Date.now());
    const jobStatus = () => db.prepare('SELECT status FROM jobs WHERE id = ?').pluck().get(id);
    try {
      const { page, errors } = await signedIn('admin', 375);
      await page.goto(`${gateway.url}/staff/background-work`);
      await page.getByRole('heading', { name: 'Background work', level: 1 }).waitFor();
      await page.getByText('EACCES: permission denied, unlink files/x.pdf').waitFor();
      await page.getByRole('button', { name: `Retry Upload sweep job ${id}` }).click();
      await page.getByText('Upload sweep runs again now.').waitFor();
      // Run again at once, it is done and gone, and the screen says nothing is left.
      await expect.poll(jobStatus, eventually).toBeUndefined();
      await page.getByText('Nothing has failed: all background work ran or is waiting for its turn.').waitFor();
      expect(errors).toEqual([]);
      await page.context().close();
    } finally {
      db.close();
    }
  });
});

describe('the first admin, from the gateway’s start-up output', () => {
  it('opens the printed link on a phone, saves a password and is in the back office without signing in again', async () => {
    const fresh = await startGateway();
    try {
      const link = /Create the first admin[^\n]*\n\s*(\S+)/.exec(fresh.output())?.[1];
      expect(link).toMatch(new RegExp(`^${fresh.url}/staff/setup\\?token=`));
      const { page, errors } = await openPage(browser(), 375);
      await page.goto(link!);
      await page.getByRole('heading', { name: 'Create the first admin' }).waitFor();
      await page.getByLabel('Your name').fill('Asha Owner');
      await page.getByLabel('E-mail address').fill('asha@example.com');
      await page.getByLabel('New password').fill(staffPassword);
      await page.getByLabel('Repeat the password').fill(staffPassword);
      await page.getByRole('button', { name: 'Save password' }).click();
      await page.getByRole('navigation', { name: 'Back office' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/staff');
      // A reload keeps her signed in: the session is a real one, not a page's memory.
      await page.reload();
      await page.getByRole('navigation', { name: 'Back office' }).waitFor();
      expect(errors).toEqual([]);
      await page.context().close();
    } finally {
      await fresh.stop();
    }
  });
});
