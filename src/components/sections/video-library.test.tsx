import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { videoPoster, videoSources, videos } from '@/content/videos';
import { VideoLibrary } from './video-library';

describe('VideoLibrary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists seven videos with English and Nepali titles; choosing one plays it in the featured player', async () => {
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
      />,
    );

    const entries = within(screen.getByRole('list')).getAllByRole('button');
    expect(entries).toHaveLength(7);
    for (const [i, entry] of entries.entries()) {
      expect(entry).toHaveTextContent(videos[i].titleEn);
      expect(within(entry).getByText(videos[i].titleNe)).toHaveAttribute('lang', 'ne');
    }
    const player = container.querySelector('video')!;
    expect([...player.querySelectorAll('source')].map((s) => s.getAttribute('src'))).toEqual([
      '/media/intro.webm',
      '/media/intro.mp4',
    ]);
    expect(play).not.toHaveBeenCalled();

    await user.click(entries[3]);
    expect(play).toHaveBeenCalledTimes(1);
    expect(entries[3]).toHaveAttribute('aria-current', 'true');
    expect(entries[0]).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { level: 2, name: videos[3].titleEn })).toBeInTheDocument();
  });
});
