import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicVideo } from '@schemas/video-play';
import { shippedVideos as videos } from '@/content/videos';
import { VideoLibrary } from './video-library';

/** The library with the real content (or `list`); the browser's media calls are recorded (jsdom has none). */
function renderLibrary(list: readonly PublicVideo[] = videos) {
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  const user = userEvent.setup();
  const { container } = render(
    <VideoLibrary
      videos={list}
      playlistLabel="More videos"
      nowPlaying="Now playing"
      play="Play the video"
      youtubeNote="Pressing play loads this video from YouTube."
    />,
  );
  return { container, play, user };
}

describe('VideoLibrary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists seven videos with English and Nepali titles; choosing one plays it in the featured player', async () => {
    const { container, play, user } = renderLibrary();

    const entries = within(screen.getByRole('list')).getAllByRole('button');
    expect(entries).toHaveLength(7);
    for (const [i, entry] of entries.entries()) {
      expect(entry).toHaveTextContent(videos[i].titleEn);
      expect(within(entry).getByText(videos[i].titleNe)).toHaveAttribute('lang', 'ne');
    }
    expect(container.querySelector('video')).toBeNull();
    expect(play).not.toHaveBeenCalled();

    await user.click(entries[3]);
    const player = container.querySelector('video')!;
    expect([...player.querySelectorAll('source')].map((s) => s.getAttribute('src'))).toEqual([
      '/media/intro.webm',
      '/media/intro.mp4',
    ]);
    expect(play).toHaveBeenCalledTimes(1);
    expect(entries[3]).toHaveFocus();
    expect(entries[3]).toHaveAttribute('aria-current', 'true');
    expect(entries[0]).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { level: 2, name: videos[3].titleEn })).toBeInTheDocument();
  });

  it('shows the poster with a play button until asked; pressing it plays the first video', async () => {
    const { container, play, user } = renderLibrary();

    const poster = screen.getByRole('button', { name: `Play the video: ${videos[0].titleEn}` });
    expect(poster.querySelector('img')).toHaveAttribute('src', '/media/intro-poster.jpg');
    // The 5 kB AVIF first for the browsers that show it; the JPEG for the rest.
    expect(poster.querySelector('source[type="image/avif"]')).toHaveAttribute('srcset', '/media/intro-poster.avif');
    expect(container.querySelector('video')).toBeNull();

    poster.focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Play the video' })).toBeNull();
    const player = container.querySelector('video')!;
    expect(player).toHaveAttribute('controls');
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 2, name: videos[0].titleEn })).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByRole('button')[0]).toHaveAttribute('aria-current', 'true');
  });

  it('shows a YouTube video as our poster and a play button; only pressing it inserts the youtube-nocookie player', async () => {
    const youtube: PublicVideo = {
      ...videos[1],
      id: 'yt',
      titleEn: 'Our office tour',
      titleNe: 'हाम्रो कार्यालय भ्रमण',
      play: { kind: 'youtube', youtubeId: 'dQw4w9WgXcQ' },
    };
    const { container, play, user } = renderLibrary([videos[0], youtube]);
    const youtubeAnywhere = () => container.innerHTML.includes('youtube.com/') || container.querySelector('iframe');
    expect(youtubeAnywhere()).toBeFalsy();

    // Picked from the list, it waits for its own play button, which takes the focus.
    await user.click(within(screen.getByRole('list')).getAllByRole('button')[1]);
    expect(youtubeAnywhere()).toBeFalsy();
    const poster = screen.getByRole('button', { name: 'Play the video: Our office tour' });
    expect(poster).toHaveFocus();
    expect(poster.querySelector('img')).toHaveAttribute('src', '/media/intro-poster.jpg');
    expect(screen.getByText('Pressing play loads this video from YouTube.')).toBeInTheDocument();

    await user.keyboard('{Enter}');
    const frame = container.querySelector('iframe')!;
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(frame).toHaveAttribute('title', 'Our office tour');
    expect(frame).toHaveFocus();
    expect(container.querySelector('video')).toBeNull();
    expect(play).not.toHaveBeenCalled();
  });
});
