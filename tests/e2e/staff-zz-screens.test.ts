import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, it } from 'vitest';
import type { RunningGateway } from '../../scripts/gateway-process.mjs';
import { openPage, sharedBrowser } from './support/browser';
import {
  addAccountWithCli,
  adminAccount,
  pdf,
  signIn,
  startStaffGateway,
  submitCallback,
  submitCareer,
  submitMeeting,
} from './staff-fixtures';

const browser = sharedBrowser();
let gateway: RunningGateway;
let ids: Record<string, string> = {};
beforeAll(async () => {
  gateway = await startStaffGateway();
  await addAccountWithCli(gateway, { ...adminAccount, admin: true });
  ids.callback = (await submitCallback(gateway.url, 'Sita', 'Sharma', '9812345678')).id;
  await submitCallback(gateway.url, 'Ram', 'Thapa', '9801234567');
  ids.meeting = (await submitMeeting(gateway.url, 'Asha Devi Gupta', 'asha@example.com')).id;
  const { page } = await openPage(browser(), 200);
  await page.goto(`${gateway.url}/`);
  const headshot = await page.screenshot({ clip: { x: 0, y: 0, width: 120, height: 120 } });
  ids.career = (
    await submitCareer(
      gateway.url,
      { firstName: 'Bikash', lastName: 'Rai', school: 'Purbanchal University', phone: '9811111111' },
      { cv: pdf('cv'), headshot },
    )
  ).id;
  await page.context().close();
});
afterAll(() => gateway?.stop());

it('screens', async () => {
  mkdirSync('test-results/screens', { recursive: true });
  for (const width of [375, 1280]) {
    const w = await openPage(browser(), width, width < 600 ? 812 : 900);
    const shot = (name: string) =>
      w.page.screenshot({ path: `test-results/screens/staff-${name}-${width}.png`, fullPage: true });
    await w.page.goto(`${gateway.url}/staff/sign-in`);
    await w.page.getByLabel('E-mail address').waitFor();
    await shot('sign-in');
    await signIn(w, gateway.url, adminAccount.email, adminAccount.password);
    await w.page.getByRole('link', { name: 'Sita Sharma' }).waitFor();
    await shot('inbox');
    console.log(
      width,
      await w.page.evaluate(() => [
        document.documentElement.scrollWidth,
        ...[...document.querySelectorAll('body *')]
          .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
          .slice(0, 8)
          .map(
            (e) =>
              e.tagName + '.' + e.className.toString().slice(0, 60) + ' ' + Math.round(e.getBoundingClientRect().right),
          ),
      ]),
    );
    for (const [kind, id] of Object.entries({
      callback: `Request-Callback/${ids.callback}`,
      meeting: `Meeting/${ids.meeting}`,
      career: `Career/${ids.career}`,
    })) {
      await w.page.goto(`${gateway.url}/staff/records/${id}`);
      await w.page.getByRole('heading', { level: 1 }).waitFor();
      if (kind === 'career') {
        await w.page.getByRole('button', { name: 'Preview Headshot' }).click();
        await w.page.getByRole('button', { name: 'Preview Resume/CV' }).click();
        await w.page.waitForTimeout(500);
        await w.page.evaluate(() => {
          const f = document.querySelector('iframe')!;
          f.removeAttribute('sandbox');
          f.src = f.src + '#x';
        });
        await w.page.waitForTimeout(1500);
        await w.page.locator('iframe').screenshot({ path: `test-results/screens/staff-pdf-nosandbox-${width}.png` });
      }
      await shot(`record-${kind}`);
    }
    for (const path of ['accounts', 'team', 'mail', 'settings/notifications', 'audit']) {
      await w.page.goto(`${gateway.url}/staff/${path}`);
      await w.page.getByRole('heading', { level: 1 }).waitFor();
      await w.page.waitForTimeout(300);
      await shot(path.replace('/', '-'));
    }
    console.log(w.errors);
    await w.page.context().close();
  }
}, 120_000);
