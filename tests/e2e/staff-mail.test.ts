import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../scripts/gateway-process.mjs';
import { openPage, sharedBrowser } from './support/browser';
import {
  addAccountWithCli,
  adminAccount,
  eventually,
  openFromNavigation,
  signIn,
  startStaffGateway,
  submitCallback,
} from './support/staff-fixtures';

const browser = sharedBrowser();
let gateway: RunningGateway;

beforeAll(async () => {
  gateway = await startStaffGateway();
  await addAccountWithCli(gateway, { ...adminAccount, admin: true });
});
afterAll(() => gateway?.stop());

describe('the Mail page', () => {
  it('lists the e-mail a new callback saved for the staff who asked for it, says no mail server is set, shows its parts, and links to the record', async () => {
    const watched = await openPage(browser(), 375, 812);
    const { page, errors } = watched;
    await signIn(watched, gateway.url, adminAccount.email, adminAccount.password);
    await page.goto(`${gateway.url}/staff/settings/notifications`);
    await page.getByRole('checkbox', { name: 'Callback requests' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();

    const { id } = await submitCallback(gateway.url, 'Mina', 'Rai', '9812300001');
    await openFromNavigation(page, /^Mail$/);
    await page.getByRole('heading', { name: 'Mail', level: 1 }).waitFor();
    const item = page.getByRole('listitem').filter({ hasText: /^Callback request: Mina Rai, / });
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Sent', exact: true }).click();
        await page.getByRole('button', { name: 'All', exact: true }).click();
        return item.getByText('saved to disk (no mail server set)', { exact: true }).count();
      }, eventually)
      .toBe(1);
    await page.getByRole('heading', { name: 'No mail server is set: e-mail is saved to disk, not sent' }).waitFor();
    expect(await page.getByText('SMTP_URL=smtp://user:password@mail.example.com:587').count()).toBe(1);
    expect(await item.getByText(`email to ${adminAccount.email}`, { exact: false }).count()).toBe(1);

    await item.getByRole('button', { name: 'Show message' }).click();
    const text = item.getByRole('region', { name: 'Text part' }).locator('pre');
    await expect.poll(() => text.textContent(), eventually).toContain('Callback request');
    expect(await text.textContent()).toContain('Mina Rai');
    expect(await text.textContent()).not.toMatch(/Content-Transfer-Encoding|=\r?\n|=E0/);
    expect(await item.locator('dd').allTextContents()).toEqual(
      expect.arrayContaining([adminAccount.email, 'Callback request: Mina Rai, +977 9812300001']),
    );
    // The HTML part is drawn in a frame that may run nothing.
    const frame = item.locator('iframe');
    expect(await frame.getAttribute('sandbox')).toBe('');
    const html = page.frameLocator(`iframe[title="HTML part: Callback request: Mina Rai, +977 9812300001"]`);
    await html.getByText('Mina Rai', { exact: false }).first().waitFor();
    expect(await html.locator('a[href^="tel:"]').count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Failed', exact: true }).click();
    await page.getByText('No messages here.').waitFor();
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await item.getByRole('link', { name: 'Open the submission' }).click();
    await page.getByRole('heading', { name: 'Mina Rai', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/staff/records/Request-Callback/${id}`);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
