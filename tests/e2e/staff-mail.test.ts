import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../scripts/gateway-process.mjs';
import { openPage, sharedBrowser } from './support/browser';
import {
  addAccountWithCli,
  adminAccount,
  eventually,
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
  it('lists the e-mail a new callback sent to the staff who asked for it, shows it, and links to the record', async () => {
    const watched = await openPage(browser(), 375, 812);
    const { page, errors } = watched;
    await signIn(watched, gateway.url, adminAccount.email, adminAccount.password);
    await page.goto(`${gateway.url}/staff/settings/notifications`);
    await page.getByRole('checkbox', { name: 'Callback requests' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();

    const { id } = await submitCallback(gateway.url, 'Mina', 'Rai', '9812300001');
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Mail' }).click();
    await page.getByRole('heading', { name: 'Mail', level: 1 }).waitFor();
    const item = page.getByRole('listitem').filter({ hasText: /^Callback request: Mina Rai, / });
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Sent', exact: true }).click();
        await page.getByRole('button', { name: 'All', exact: true }).click();
        return item.getByText('sent', { exact: true }).count();
      }, eventually)
      .toBe(1);
    expect(await item.getByText(`email to ${adminAccount.email}`, { exact: false }).count()).toBe(1);

    await item.getByRole('button', { name: 'Show message' }).click();
    const message = item.locator('pre');
    await expect
      .poll(() => message.textContent(), eventually)
      .toContain('Subject: Callback request: Mina Rai, +977 9812300001');
    expect(await message.textContent()).toContain(`To: ${adminAccount.email}`);

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
