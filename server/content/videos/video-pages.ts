import type { PublicVideo } from '../../../schemas/video-play';
import { bilingualPage } from '../../static/bilingual-page';
import type { PageRenderer } from '../../static/page-renderer';
import type { VideoStore } from './video-store';

/** /video and /ne/video rendered with the stored videos (as `BlogPages` renders /blog), the first one featured. */
export const videoPages = (renderer: PageRenderer, videos: VideoStore) =>
  bilingualPage(renderer, 'video', (): { videos: PublicVideo[] } => ({
    videos: videos.all().map(({ id, titleEn, titleNe, poster, play }) => ({ id, titleEn, titleNe, poster, play })),
  }));
