import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { shippedVideos as videos } from '@/content/videos';
import { videoBoot } from './video-boot';
import { VideoLibrary } from './video-library';

const library = (
  <VideoLibrary
    videos={videos}
    playlistLabel="More videos"
    nowPlaying="Now playing"
    play="Play the video"
    youtubeNote="Pressing play loads this video from YouTube."
  />
);

/** The library as the prerenderer writes it, in an island that has not hydrated; media calls recorded (jsdom has none). */
function prerender() {
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  const load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  const island = document.createElement('div');
  island.setAttribute('data-island', 'video-library');
  island.innerHTML = renderToString(library);
  document.body.append(island);
  return { island, play, load };
}

/** Hydrates it as src/islands/hydrate-island.tsx does; returns what React could not hydrate. */
async function hydrate(island: HTMLElement) {
  const failures: unknown[] = [];
  island.setAttribute('data-hydrating', '');
  await act(async () => {
    hydrateRoot(island, library, { onRecoverableError: (error) => failures.push(error) });
  });
  island.setAttribute('data-hydrated', '');
  return failures;
}

const entries = () => within(screen.getByRole('list')).getAllByRole('button');

describe('the video library before its code arrives', () => {
  beforeAll(() => videoBoot());
  afterEach(() => {
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  it('plays the featured video from its poster; once hydrated the same player goes on, and the list works', async () => {
    const user = userEvent.setup();
    const { island, play, load } = prerender();
    const clicks = vi.fn();
    document.addEventListener('click', (event) => clicks(event.defaultPrevented), { once: true });

    await user.click(screen.getByRole('button', { name: `Play the video: ${videos[0].titleEn}` }));
    const player = island.querySelector('video')!;
    // Its focus is Chromium's to give (a <video> with controls; jsdom's cannot take it): tests/e2e/first-tap.test.ts.
    expect(player).toHaveAttribute('controls');
    expect([...player.querySelectorAll('source')].map((source) => source.getAttribute('src'))).toEqual([
      '/media/intro.webm',
      '/media/intro.mp4',
    ]);
    expect(play).toHaveBeenCalledTimes(1);
    // Marked answered: the boot script does not press it again once the island has hydrated.
    expect(clicks).toHaveBeenCalledWith(true);

    expect(await hydrate(island)).toEqual([]);
    expect(island.querySelectorAll('video')).toHaveLength(1);
    expect(island.querySelector('video')).toBe(player);
    expect(load).not.toHaveBeenCalled();
    expect(play).toHaveBeenCalledTimes(1);

    await user.click(entries()[2]);
    expect(entries()[2]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('heading', { level: 2, name: videos[2].titleEn })).toBeInTheDocument();
    expect(play).toHaveBeenCalledTimes(2);
  }, 20_000);

  it('makes a playlist entry current and plays it; the island takes that entry and its player over', async () => {
    const user = userEvent.setup();
    const { island, play, load } = prerender();
    const before = entries()[1].className;

    await user.click(entries()[1]);
    expect(entries()[1]).toHaveAttribute('aria-current', 'true');
    expect(entries()[0]).not.toHaveAttribute('aria-current');
    expect(entries()[0].className).toBe(before);
    expect(entries()[1]).toHaveFocus();
    const heading = screen.getByRole('heading', { level: 2, name: videos[1].titleEn });
    expect(heading.nextElementSibling).toHaveTextContent(videos[1].titleNe);
    expect(heading.nextElementSibling).toHaveAttribute('lang', 'ne');
    const player = island.querySelector('video')!;
    expect(play).toHaveBeenCalledTimes(1);

    expect(await hydrate(island)).toEqual([]);
    expect(island.querySelector('video')).toBe(player);
    expect(entries()[1]).toHaveAttribute('aria-current', 'true');
    expect(load).not.toHaveBeenCalled();

    // The island's own answer from here: back to the first entry.
    await user.click(entries()[0]);
    expect(entries()[0]).toHaveAttribute('aria-current', 'true');
    expect(entries()[1]).not.toHaveAttribute('aria-current');
    expect(entries()[1].className).toBe(before);
    expect(screen.getByRole('heading', { level: 2, name: videos[0].titleEn })).toBeInTheDocument();
  }, 20_000);
});
