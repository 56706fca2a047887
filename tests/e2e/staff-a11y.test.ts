import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../scripts/gateway-process.mjs';
import { seriousAxeProblems } from './support/accessibility';
import { openPage, sharedBrowser } from './support/browser';
import {
  addAccountWithCli,
  adminAccount,
  pdf,
  signIn,
  signedOutProbe,
  startStaffGateway,
  submitCallback,
  submitCareer,
  submitMeeting,
} from './support/staff-fixtures';

const browser = sharedBrowser();
let gateway: RunningGateway;
const records: Record<string, string> = {};

beforeAll(async () => {
  gateway = await startStaffGateway();
  await addAccountWithCli(gateway, { ...adminAccount, admin: true });
  records.callback = `Request-Callback/${(await submitCallback(gateway.url, 'Sita', 'Sharma', '9812345678')).id}`;
  records.meeting = `Meeting/${(await submitMeeting(gateway.url, 'Asha Gupta', 'asha@example.com')).id}`;
  // The headshot must be a real image: a screenshot is a PNG.
  const { page } = await openPage(browser(), 64, 64);
  await page.setContent('<body style="background: #1541d9"></body>');
  const headshot = await page.screenshot();
  await page.context().close();
  const career = await submitCareer(
    gateway.url,
    { firstName: 'Bikash', lastName: 'Rai', school: 'Purbanchal University', phone: '9811111111' },
    { cv: pdf('cv'), headshot },
  );
  records.career = `Career/${career.id}`;
});
afterAll(() => gateway?.stop());

describe('axe on the staff pages', () => {
  for (const width of [375, 1280]) {
    it(`finds no serious or critical problem at ${width} px`, async () => {
      const watched = await openPage(browser(), width, width < 600 ? 812 : 900);
      const { page } = watched;
      await page.goto(`${gateway.url}/staff/sign-in`);
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      const found: Record<string, string[]> = { 'sign-in': await seriousAxeProblems(page) };
      await page.goto(`${gateway.url}/staff/setup?token=not-a-real-token`);
      await page.getByRole('alert').waitFor();
      found.setup = await seriousAxeProblems(page);
      // The made-up link is refused (400), as it should be; nothing else may have gone wrong.
      expect(watched.errors.filter((error) => error !== signedOutProbe && !/status of 400/.test(error))).toEqual([]);
      watched.errors.length = 0;

      await signIn(watched, gateway.url, adminAccount.email, adminAccount.password);
      const pages: [string, string][] = [
        ['/', 'Overview'],
        ['/inbox', 'All new'],
        ['/inbox/callbacks', 'Callback requests'],
        ['/inbox/careers', 'Career applications'],
        ['/inbox/meetings', 'Meetings'],
        ['/calendar', 'Calendar'],
        ['/availability', 'Availability'],
        [`/records/${records.callback}`, 'Sita Sharma'],
        [`/records/${records.meeting}`, 'Asha Gupta'],
        [`/records/${records.career}`, 'Bikash Rai'],
        ['/accounts', 'Accounts'],
        ['/audit', 'Audit log'],
        ['/team', 'Team page'],
        ['/mail', 'Mail'],
        ['/settings/notifications', 'My notifications'],
        ['/settings/account', 'My account'],
      ];
      for (const [path, heading] of pages) {
        await page.goto(`${gateway.url}/staff${path}`);
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        if (path.startsWith('/records/Career')) {
          await page.getByRole('button', { name: 'Preview Headshot' }).click();
          await page.getByRole('img', { name: 'Headshot of Bikash Rai' }).waitFor();
        }
        found[path] = await seriousAxeProblems(page);
      }
      await page.goto(`${gateway.url}/staff/records/${records.callback}`);
      await page.getByRole('button', { name: 'Delete submission' }).click();
      await page.getByRole('dialog').waitFor();
      found['delete dialog'] = await seriousAxeProblems(page);

      expect(Object.fromEntries(Object.entries(found).filter(([, problems]) => problems.length))).toEqual({});
      expect(watched.errors.filter((error) => error !== signedOutProbe && !/status of 404/.test(error))).toEqual([]);
      await page.context().close();
    });
  }
});
