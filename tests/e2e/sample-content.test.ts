// "Remove all sample content" and its undo, from the admins' launch checklist to every public page,
// against the real gateway serving the real build.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, TEST_PASSWORD } from '../../server/testing/staff-test-client';
import { startTestGateway, type TestGateway } from '../../server/testing/test-gateway';
import { openPage, sharedBrowser, type WatchedPage } from './support/browser';
import { signIn } from './support/staff-fixtures';

const browser = sharedBrowser();
const shots = '/work/shots/47-samples';
const publicPaths = ['/', '/blog', '/gallery', '/gallerys', '/singlegallery', '/video', '/team', '/testimonials'];
let gateway: TestGateway;
let admin: WatchedPage;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  gateway = await startTestGateway({ DIST_DIR: resolve('dist'), SERVER_BUNDLE: resolve('dist-ssr/entry-server.js') });
  await addAccount(gateway, 'owner@example.com', 'admin', 'Anita Owner');
  admin = await openPage(browser(), 1280);
  await signIn(admin, gateway.url, 'owner@example.com', TEST_PASSWORD);
}, 120_000);
afterAll(() => gateway?.close());

/** Each kind's samples by the names visitors read, in both languages, as the back office lists them. */
async function sampleNames(page: Page): Promise<Record<string, string[]>> {
  const items = async (path: string) =>
    ((await (await page.request.get(`${gateway.url}/staff/api${path}`)).json()) as { items: Record<string, unknown>[] })
      .items;
  const named = (list: Record<string, unknown>[], ...keys: string[]) =>
    list.flatMap((item) => keys.map((key) => item[key] as string)).filter(Boolean);
  const team = (await items('/team')).map((entry) => entry.fields as Record<string, unknown>);
  return {
    posts: named(
      (await items('/content/posts')).filter((post) => post.sample),
      'title',
    ),
    events: named(await items('/content/events'), 'title', 'titleNe'),
    videos: named(await items('/content/videos'), 'titleEn', 'titleNe'),
    testimonials: named(await items('/content/testimonials'), 'name', 'nameNe'),
    team: named(team, 'Name', 'NameNe'),
  };
}

/** Which of `names` each public page shows, English and Nepali, as a visitor without JavaScript reads it. */
async function shownOnSite(
  names: Record<string, string[]>,
  paths = publicPaths.flatMap((path) => [path, path === '/' ? '/ne' : `/ne${path}`]),
): Promise<Record<string, string[]>> {
  const context = await browser().newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const shown: Record<string, string[]> = {};
  for (const path of paths) {
    const visitor = await context.newPage();
    expect((await visitor.goto(gateway.url + path))?.status()).toBe(200);
    const text = (await visitor.locator('body').textContent()) ?? '';
    shown[path] = Object.values(names)
      .flat()
      .filter((name) => text.includes(name));
    await visitor.close();
  }
  await context.close();
  return shown;
}

const everyName = (shown: Record<string, string[]>) => new Set(Object.values(shown).flat());

describe('sample content', () => {
  it('an admin removes every sample in one confirmed step, no public page shows one in either language, and the undo brings them all back', async () => {
    const { page, errors } = admin;
    const listed = await sampleNames(page);
    // The home page's own greeting is also a sample video's title: it tells nothing there.
    const home = everyName(await shownOnSite(listed, ['/', '/ne']));
    const names = Object.fromEntries(
      Object.entries(listed).map(([kind, list]) => [kind, list.filter((name) => !home.has(name))]),
    );
    const before = await shownOnSite(names);
    // Every kind is on some public page, in English and in Nepali.
    for (const kind of ['events', 'videos', 'testimonials', 'team'])
      expect(names[kind].filter((name) => everyName(before).has(name)).length).toBeGreaterThan(1);
    expect(names.posts.some((title) => before['/blog'].includes(title))).toBe(true);

    await page.goto(`${gateway.url}/staff/launch`);
    const checklist = page.getByRole('region', { name: /Before you launch/ });
    await checklist.getByRole('link', { name: 'Remove the sample content' }).waitFor();
    await checklist.getByText(/Still on the site: \d+ sample blog posts, 17 sample events/).waitFor();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${shots}/checklist-${width}.png`, fullPage: true });
    }

    const samples = page.getByRole('region', { name: 'Sample content' });
    await samples.getByRole('button', { name: 'Remove all sample content' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove all sample content?' });
    await confirm.getByText(/17 events, 7 videos, 10 testimonials/).waitFor();
    await page.screenshot({ path: `${shots}/remove-confirm-1280.png` });
    await confirm.getByRole('button', { name: 'Remove all sample content' }).click();
    await samples.getByText(/^Removed \d+ sample items\.$/).waitFor();
    await samples.getByText('No sample content is left on the site.').waitFor();
    await samples.getByText(/You can bring them back until/).waitFor();
    // The checklist ticks the item off.
    await expect.poll(() => checklist.getByRole('link', { name: 'Remove the sample content' }).count()).toBe(0);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${shots}/samples-removed-${width}.png`, fullPage: true });
    }

    const after = await shownOnSite(names);
    expect(after).toEqual(Object.fromEntries(Object.keys(before).map((path) => [path, []])));

    await samples.getByRole('button', { name: 'Bring the samples back' }).click();
    await page
      .getByRole('dialog', { name: 'Bring the samples back?' })
      .getByRole('button', { name: 'Bring the samples back' })
      .click();
    await samples.getByText(/^Brought back \d+ sample items\.$/).waitFor();
    await checklist.getByRole('link', { name: 'Remove the sample content' }).waitFor();
    expect(await shownOnSite(names)).toEqual(before);
    expect(errors).toEqual([]);
  }, 240_000);
});
