import { describe, expect, inject, it } from 'vitest';
import { openPage, sharedBrowser } from './support/browser';

const baseURL = inject('baseURL');
const browser = sharedBrowser();

interface TeamRecord {
  fields: { Name: string; Role: string; order: number; XLink?: string; LinkedInLink?: string };
}

describe('team page in the browser', () => {
  it('prerenders the skeleton, then shows the first member by order featured and the rest in the grid', async () => {
    const html = await (await fetch(`${baseURL}/team`)).text();
    expect(html).toContain('data-testid="team-skeleton"');

    const records = ((await (await fetch(`${baseURL}/v0/appLocalGateway01/Team`)).json()) as { records: TeamRecord[] })
      .records;
    const sorted = records.map((record) => record.fields).sort((a, b) => a.order - b.order);
    expect(sorted.length).toBeGreaterThan(1);

    for (const width of [375, 1280]) {
      const { page, errors } = await openPage(browser(), width);
      await page.goto(`${baseURL}/team`, { waitUntil: 'networkidle' });
      const featured = page.getByRole('article', { name: sorted[0].Name });
      await featured.waitFor();
      expect(await featured.getByText(sorted[0].Role).count()).toBe(1);
      const grid = page.getByRole('list', { name: 'Team members' });
      expect(await grid.locator(':scope > li h3').allTextContents()).toEqual(
        sorted.slice(1).map((member) => member.Name),
      );
      const brokenImages = await page
        .locator('main img')
        .evaluateAll((images) =>
          (images as HTMLImageElement[])
            .filter((image) => image.complete && image.naturalWidth === 0)
            .map((image) => image.src),
        );
      expect(brokenImages).toEqual([]);
      const deadLinks = await page.locator('main a[href="#"]').count();
      expect(deadLinks).toBe(0);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});
