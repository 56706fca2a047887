import type { PublicVideo } from '../../../schemas/video-play';
import type { PageRenderer } from '../../static/page-renderer';
import type { SiteFiles } from '../../static/site-files';
import type { LiveAnswer, LivePageRenderer } from '../../static/static-routes';
import type { VideoStore } from './video-store';

/** The pages that show the stored videos. */
export const videoPagePath = /^(\/ne)?\/video$/;

/**
 * /video and /ne/video rendered with the stored videos by the build's own server bundle (as
 * `BlogPages` renders /blog), the first one featured. Each page is kept, with its ETag and
 * compressed forms, while what it shows stays the same: its version is the videos themselves, so a
 * change from the editor or from an import by another process shows on the next load.
 */
export class VideoPages implements LivePageRenderer {
  constructor(
    private readonly renderer: PageRenderer,
    private readonly videos: VideoStore,
  ) {}

  async answer(path: string, _query: URLSearchParams, site: SiteFiles): Promise<LiveAnswer | undefined> {
    if (!videoPagePath.test(path)) return undefined;
    const videos: PublicVideo[] = this.videos
      .all()
      .map(({ id, titleEn, titleNe, poster, play }) => ({ id, titleEn, titleNe, poster, play }));
    return this.renderer.page(path, site.get(`${path}/index.html`), { videos });
  }
}
