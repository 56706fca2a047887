import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { videoPoster, videoSources, videos } from '@/content/videos';
import { VideoLibrary } from './video-library';

/** The library with the real content; the browser's media calls are recorded (jsdom has none). */
function renderLibrary() {
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  const user = userEvent.setup();
  const { container } = render(
    <VideoLibrary
      videos={videos}
      sources={videoSources}
      poster={videoPoster}
      playlistLabel="More videos"
      nowPlaying="Now playing"
      play="Play the video"
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

    const poster = screen.getByRole('button', { name: 'Play the video' });
    expect(poster.querySelector('img')).toHaveAttribute('src', '/media/intro-poster.jpg');
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
});
