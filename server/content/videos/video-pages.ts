import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { PublicVideo } from '../../../schemas/video-play';
import { ServerBundle, renderIntoDocument, type LiveFacts } from '../../static/server-bundle';
import { compressedForms, etagOf, type SiteFile, type SiteFiles } from '../../static/site-files';
import type { LiveAnswer, LivePageRenderer } from '../../static/static-routes';
import type { VideoStore } from './video-store';

/** The part of the build's server bundle (src/entry-server.tsx) this uses. */
interface VideoBundle {
  render(path: string, data: { videos?: PublicVideo[] }): Promise<string>;
}

export interface VideoPagesOptions {
  serverBundle: string;
  facts?: () => LiveFacts;
  videos: VideoStore;
  log: FastifyBaseLogger;
}

/** The pages that show the stored videos. */
export const videoPagePath = /^(\/ne)?\/video$/;

/**
 * /video and /ne/video rendered with the stored videos by the build's own server bundle (as
 * `BlogPages` renders /blog), the first one featured. Each page is kept, with its ETag and
 * compressed forms, while what it shows stays the same: the key is the videos themselves, so a
 * change from the editor or from an import by another process shows on the next load. `changed`
 * (the editor's hook) drops the kept pages at once.
 */
export class VideoPages implements LivePageRenderer {
  private readonly bundle: ServerBundle<VideoBundle>;
  private readonly kept = new Map<string, { key: string; file: Promise<SiteFile> }>();

  constructor(private readonly options: VideoPagesOptions) {
    this.bundle = new ServerBundle(options.serverBundle, options.facts);
  }

  changed() {
    this.kept.clear();
  }

  async answer(path: string, _query: URLSearchParams, site: SiteFiles): Promise<LiveAnswer | undefined> {
    if (!videoPagePath.test(path)) return undefined;
    const shell = site.get(`${path}/index.html`);
    if (!shell?.body || !this.bundle.module()) return undefined;
    const videos: PublicVideo[] = this.options.videos
      .all()
      .map(({ id, titleEn, titleNe, poster, play }) => ({ id, titleEn, titleNe, poster, play }));
    const key = createHash('sha1')
      .update(shell.etag)
      .update(JSON.stringify(videos))
      .update(String(this.bundle.currentFacts().version))
      .digest('base64url');
    let entry = this.kept.get(path);
    if (entry?.key !== key) {
      entry = { key, file: this.render(path, shell, videos) };
      this.kept.set(path, entry);
    }
    try {
      return { file: await entry.file };
    } catch (error) {
      this.kept.delete(path);
      this.options.log.warn({ path, error: String(error) }, 'rendering a video page failed');
      return undefined;
    }
  }

  private async render(path: string, shell: SiteFile, videos: PublicVideo[]): Promise<SiteFile> {
    const html = await this.bundle.rendering((bundle) => bundle.render(path, { videos }));
    const document = await this.bundle.withFacts(renderIntoDocument(shell.body!.toString('utf8'), html, path), path);
    const body = Buffer.from(document);
    return { ...shell, size: body.length, body, etag: etagOf(body), ...(await compressedForms(body)) };
  }
}
