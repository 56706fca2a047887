// Issue 48, the careers path: openings from the back office to /career and /ne/career, against the
// real gateway serving the real build, read with no JavaScript.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, TEST_PASSWORD } from '../../server/testing/staff-test-client';
import { startTestGateway, type TestGateway } from '../../server/testing/test-gateway';
import { openPage, sharedBrowser, type WatchedPage } from './support/browser';
import { signIn } from './support/staff-fixtures';

const browser = sharedBrowser();
const shots = '/work/shots/openings48';
let gateway: TestGateway;
let staff: WatchedPage;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  gateway = await startTestGateway({ DIST_DIR: resolve('dist'), SERVER_BUNDLE: resolve('dist-ssr/entry-server.js') });
  await addAccount(gateway, 'hiring@example.com', 'staff', 'Hari Hiring');
  // The back office on a phone.
  staff = await openPage(browser(), 375);
  await signIn(staff, gateway.url, 'hiring@example.com', TEST_PASSWORD);
}, 120_000);
afterAll(() => gateway?.close());

/** /career's openings as a visitor without JavaScript reads them: each opening's text, and the page's. */
async function visit(path: string, width: number, shot?: string) {
  const context = await browser().newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
  const visitor = await context.newPage();
  expect((await visitor.goto(gateway.url + path))?.status()).toBe(200);
  const openings = await visitor.locator('#openings li').allTextContents();
  const section = (await visitor.locator('#openings').textContent()) ?? '';
  const form = await visitor.locator('form[method="post"]').count();
  if (shot) await visitor.screenshot({ path: `${shots}/${shot}-${width}.png`, fullPage: true });
  await context.close();
  return { openings, section, form };
}

describe('career openings', () => {
  it('lists on /career and /ne/career what staff opened, not what they closed, and says when nothing is open', async () => {
    const { page } = staff;
    await page.goto(`${gateway.url}/staff/content`);
    await page.getByRole('link', { name: /Career openings/ }).click();
    const newOne = page.getByRole('region', { name: 'New opening' });
    for (const [title, titleNe, type, closesOn] of [
      ['Field agent', 'फिल्ड एजेन्ट', 'Agent', '2027-01-15'],
      ['Night guard', '', 'Full Time', ''],
    ]) {
      await newOne.getByLabel('Title (English)').fill(title);
      await newOne.getByLabel('Title (Nepali)').fill(titleNe);
      await newOne.getByLabel('Type').selectOption(type);
      await newOne.getByLabel('Location').fill('Biratnagar');
      if (closesOn) await newOne.getByLabel('Closing date').fill(closesOn);
      await newOne.getByRole('button', { name: 'Add opening' }).click();
      await page.getByRole('button', { name: `Edit ${title}` }).waitFor();
    }
    await page.getByRole('button', { name: 'Close Night guard' }).click();
    await page.getByRole('button', { name: 'Open Night guard' }).waitFor();
    await page.screenshot({ path: `${shots}/staff-openings-375.png`, fullPage: true });

    for (const width of [375, 1280]) {
      const en = await visit('/career', width, 'career');
      expect(en.openings).toEqual(['Field agentTypeAgentLocationBiratnagarCloses on15 January 2027']);
      expect(en.form).toBe(1);
      const ne = await visit('/ne/career', width, 'career-ne');
      expect(ne.openings).toEqual([
        'फिल्ड एजेन्टप्रकारएजेन्टस्थानBiratnagarआवेदनको अन्तिम मिति१५ जनवरी २०२७ (वि.सं. २०८३ माघ १)',
      ]);
      expect(ne.form).toBe(1);
    }

    await page.getByRole('button', { name: 'Close Field agent' }).click();
    await page.getByRole('button', { name: 'Open Field agent' }).waitFor();
    for (const width of [375, 1280]) {
      const en = await visit('/career', width, 'career-none');
      expect(en.openings).toEqual([]);
      expect(en.section).toContain('There are no open positions right now. We still welcome applications');
      expect(en.form).toBe(1);
      const ne = await visit('/ne/career', width, 'career-none-ne');
      expect(ne.section).toContain('अहिले कुनै पद खुला छैन। तैपनि हामी आवेदनको स्वागत गर्छौं');
      expect(ne.form).toBe(1);
    }
  });
});
