import { sampleVideos, shippedPoster, shippedSources } from '@schemas/sample-videos';
import type { PublicVideo } from '@schemas/video-play';

export const videoPage = {
  eyebrow: 'Videos',
  title: 'Watch and learn',
  intro: 'Short videos in English and Nepali about our services and the marketplace.',
  playlistLabel: 'More videos',
  nowPlaying: 'Now playing',
  /** The poster's button: "Play the video: <title>". */
  play: 'Play the video',
  youtubeNote: 'Pressing play loads this video from YouTube (youtube-nocookie.com); nothing comes from YouTube before.',
  none: 'No videos yet. Please come back soon.',
};

/**
 * What the build's own /video shows: the shipped sample videos, which the gateway seeds into its
 * store and then renders /video from (server/content/videos/video-pages.ts).
 */
export const shippedVideos: readonly PublicVideo[] = sampleVideos.map((video, i) => ({
  id: `sample-${i + 1}`,
  ...video,
  poster: shippedPoster,
  play: { kind: 'shipped', sources: shippedSources },
}));
