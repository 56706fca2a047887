import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FadeCarousel } from '@/components/pages/vmgo/fade-carousel';
import { vmgoSlides } from '@/content/vmgo';
import { WokenBy } from '@/islands/island';
import { carouselBoot } from './carousel-boot';

const carousel = <FadeCarousel label="Pictures" slides={vmgoSlides} delayMs={3000} />;

/** The carousel as the prerenderer writes it, in an island that has not hydrated. */
function prerender() {
  const island = document.createElement('div');
  island.setAttribute('data-island', 'fade-carousel');
  island.innerHTML = renderToString(carousel);
  document.body.append(island);
  return island;
}

/** Hydrates it as src/islands/hydrate-island.tsx does (woken by the visitor); returns what React could not hydrate. */
async function hydrate(island: HTMLElement) {
  const failures: unknown[] = [];
  island.setAttribute('data-hydrating', '');
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
  await act(async () => {
    hydrateRoot(island, <WokenBy value="visitor">{carousel}</WokenBy>, {
      onRecoverableError: (error) => failures.push(error),
    });
  });
  quiet.mockRestore();
  return failures;
}

const current = () => screen.getByRole('button', { current: true });
const slides = (island: HTMLElement) => [...island.querySelectorAll('.swiper-wrapper > .swiper-slide')];

describe('a carousel before its code arrives', () => {
  beforeAll(() => carouselBoot());
  afterEach(() => document.body.replaceChildren());

  it('moves on its dots and arrows and plays on its control, and the carousel hydrates as the visitor left it', async () => {
    const user = userEvent.setup();
    const island = prerender();
    expect(current()).toHaveAccessibleName('Show picture 1');
    await user.click(screen.getByRole('button', { name: 'Show picture 2' }));
    expect(current()).toHaveAccessibleName('Show picture 2');
    expect(slides(island).map((slide) => slide.classList.contains('swiper-slide-active'))).toEqual([false, true]);
    // The arrows go round the two pictures.
    await user.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(current()).toHaveAccessibleName('Show picture 1');
    await user.click(screen.getByRole('button', { name: 'Previous picture' }));
    expect(current()).toHaveAccessibleName('Show picture 2');
    await user.click(screen.getByRole('button', { name: 'Play slideshow' }));
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();

    expect(await hydrate(island)).toEqual([]);
    // On the second picture, playing, as the visitor left it; and from here the code answers, once per press.
    expect(current()).toHaveAccessibleName('Show picture 2');
    expect(screen.getByRole('region', { name: 'Pictures' })).toHaveAttribute('data-autoplay', 'running');
    await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    expect(screen.getByRole('region', { name: 'Pictures' })).toHaveAttribute('data-autoplay', 'paused');
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show picture 1' }));
    // The dots follow Swiper's own event, which React renders on its next turn.
    await vi.waitFor(() => expect(current()).toHaveAccessibleName('Show picture 1'));
  }, 20_000);

  it('untouched, hydrates on the first picture, paused as a carousel the visitor woke', async () => {
    const island = prerender();
    expect(await hydrate(island)).toEqual([]);
    expect(current()).toHaveAccessibleName('Show picture 1');
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });
});
