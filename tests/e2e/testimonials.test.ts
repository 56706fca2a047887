// Testimonials from the back office to the carousel, against the real gateway serving the real build.
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, TEST_PASSWORD } from '../../server/testing/staff-test-client';
import { startTestGateway, type TestGateway } from '../../server/testing/test-gateway';
import { openPage, sharedBrowser, type WatchedPage } from './support/browser';
import { signIn } from './support/staff-fixtures';

const browser = sharedBrowser();
const shots = '/work/shots/issue-28c';
let gateway: TestGateway;
let staff: WatchedPage;

beforeAll(async () => {
  gateway = await startTestGateway({ DIST_DIR: resolve('dist'), SERVER_BUNDLE: resolve('dist-ssr/entry-server.js') });
  await addAccount(gateway, 'quotes@example.com', 'staff', 'Esha Editor');
  staff = await openPage(browser(), 1280);
  await signIn(staff, gateway.url, 'quotes@example.com', TEST_PASSWORD);
}, 120_000);
afterAll(() => gateway?.close());

describe('testimonials', () => {
  it('staff pick four testimonials in an order and the carousel shows exactly those; a fifth is refused', async () => {
    const { page } = staff;
    await page.goto(`${gateway.url}/staff/content`);
    await page.getByRole('link', { name: /Testimonials/ }).click();
    const newOne = page.getByRole('region', { name: 'New testimonial' });
    await newOne.getByLabel('Quote (English)').fill('They found me the right university <b>and</b> the scholarship.');
    await newOne.locator('#testimonial-new-name').fill('Mina Rai');
    await newOne.getByLabel('Name (Nepali)').fill('मीना राई');
    await newOne.getByLabel('Rating').selectOption('4');
    await newOne.getByRole('button', { name: 'Add testimonial' }).click();
    await page.getByText('Mina Rai', { exact: true }).first().waitFor();
    const carousel = page.getByRole('region', { name: /^Carousel/ });
    await page.getByRole('checkbox', { name: /In the carousel.*Mina Rai/ }).check();
    await carousel.getByText('The carousel shows 4 testimonials: you chose 5. Untick 1.').waitFor();
    expect(await carousel.getByRole('button', { name: 'Save carousel' }).isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: /In the carousel.*Ramesh Adhikari/ }).uncheck();
    // The keyboard way: Mina Rai from last to first.
    for (let i = 0; i < 3; i++) {
      await carousel.getByRole('button', { name: 'Move Mina Rai up' }).focus();
      await page.keyboard.press('Enter');
    }
    const order = ['Mina Rai', 'Sunita Karki', 'Pasang Sherpa', 'Anjali Yadav'];
    await expect
      .poll(() => carousel.getByRole('list', { name: 'Carousel order' }).getByRole('listitem').allTextContents())
      .toEqual(order.map((name, i) => expect.stringContaining(`${i + 1}. ${name}`)));
    await carousel.getByRole('button', { name: 'Save carousel' }).click();
    await carousel.getByText('The carousel shows these 4 now.').waitFor();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${shots}/testimonials-editor-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    for (const [path, names] of [
      ['/testimonials', order],
      ['/ne/testimonials', ['मीना राई', 'सुनिता कार्की', 'पासाङ शेर्पा', 'अञ्जली यादव']],
    ] as const) {
      for (const width of [375, 1280]) {
        const context = await browser().newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
        const visitor = await context.newPage();
        expect((await visitor.goto(gateway.url + path))?.status()).toBe(200);
        const slides = visitor.locator(
          '.testimonial-carousel .swiper-slide:not(.swiper-slide-duplicate) figcaption .font-semibold',
        );
        expect(await slides.allTextContents()).toEqual(names);
        // The grid holds the others (the unticked sample first), each with its own rating.
        const grid = visitor.locator('#reviews figure');
        expect(await grid.count()).toBe(7);
        expect(await grid.first().locator('figcaption').textContent()).toBe(
          path === '/testimonials' ? 'Dr. Ramesh Adhikari' : 'डा. रमेश अधिकारी',
        );
        expect(await visitor.locator('#reviews').textContent()).not.toContain(names[0]);
        // Hostile-looking text is text.
        expect(await visitor.locator('.testimonial-carousel blockquote').first().textContent()).toContain('<b>and</b>');
        await visitor.screenshot({
          path: `${shots}/testimonials${path.startsWith('/ne') ? '-ne' : ''}-${width}.png`,
          fullPage: true,
        });
        await context.close();
      }
    }
    // With JavaScript the carousel is pausable and moves by keyboard through its dots.
    const visitor = await openPage(browser(), 1280, 900, { reducedMotion: 'no-preference' });
    await visitor.page.goto(`${gateway.url}/testimonials`);
    const pause = visitor.page.getByRole('button', { name: 'Pause testimonials' });
    await pause.click();
    await visitor.page.getByRole('button', { name: 'Play testimonials' }).waitFor();
    await visitor.page.getByRole('button', { name: 'Show quote 3' }).focus();
    await visitor.page.keyboard.press('Enter');
    await expect
      .poll(() =>
        visitor.page.locator('.testimonial-carousel .swiper-slide-active figcaption .font-semibold').textContent(),
      )
      .toBe(order[2]);
    expect(visitor.errors).toEqual([]);
    await visitor.page.context().close();

    // Without the samples the page shows only the staff's own testimonial.
    await page.getByRole('button', { name: 'Delete sample testimonials' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete sample testimonials' }).click();
    await page.getByText('Deleted 10 sample testimonials.').waitFor();
    const context = await browser().newContext({ javaScriptEnabled: false });
    const after = await context.newPage();
    await after.goto(`${gateway.url}/testimonials`);
    expect(
      await after
        .locator('.testimonial-carousel .swiper-slide:not(.swiper-slide-duplicate) figcaption .font-semibold')
        .allTextContents(),
    ).toEqual(['Mina Rai']);
    expect(await after.locator('#reviews figure').count()).toBe(0);
    expect(await after.getByText('Sample content').count()).toBe(0);
    await context.close();
  }, 240_000);
});
