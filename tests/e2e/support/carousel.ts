import type { Page } from 'playwright-core';

/** A carousel's parts, and what it shows: the current dot's place, and the slide in its box. */
export const carouselOf = (page: Page, island: string) => {
  const root = page.locator(`[data-island="${island}"]`);
  const dots = root.locator('.swiper-pagination-bullet');
  return {
    root,
    dots,
    current: () => dots.evaluateAll((all) => all.findIndex((dot) => dot.getAttribute('aria-current') === 'true')),
    // The slide seen: the one whose box is where the carousel's is, and drawn (a fading one's others are clear).
    seen: () =>
      root.evaluate((element) => {
        const frame = element.querySelector('.swiper')!.getBoundingClientRect();
        return [...element.querySelectorAll('.swiper-wrapper > .swiper-slide')]
          .filter((slide) => {
            const box = slide.getBoundingClientRect();
            return Math.abs(box.left - frame.left) < 2 && getComputedStyle(slide).opacity === '1';
          })
          .map(
            (slide) =>
              slide.getAttribute('data-swiper-slide-index') ??
              String([...slide.parentElement!.children].indexOf(slide)),
          );
      }),
    hydrated: () => root.evaluate((element) => element.hasAttribute('data-hydrated')),
  };
};
