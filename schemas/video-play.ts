import type { MediaImage } from './media-image';
import type { ShippedPoster, VideoFileSource } from './sample-videos';

/**
 * A video as /video shows and plays it (no zod here: the page's island imports this). The first
 * of the page's list is the featured one.
 */
export interface PublicVideo {
  id: string;
  titleEn: string;
  titleNe: string;
  /** Shown inside the play button, whose name is the title, so the page gives it no alt text of its own. */
  poster: VideoPoster;
  play: VideoPlay;
}

/** An image uploaded through the image pipeline, or the shipped clip's own still (samples). */
export type VideoPoster = MediaImage | ShippedPoster;

/** A file staff uploaded (`/videos/<id>.<ext>`), a YouTube video by its id, or the clip the site ships. */
export type VideoPlay =
  | { kind: 'file'; src: string; type: string; bytes: number }
  | { kind: 'youtube'; youtubeId: string }
  | { kind: 'shipped'; sources: readonly VideoFileSource[] };

/** The only address a YouTube video is ever loaded from, and only once the visitor presses play. */
export const youtubeEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`;
