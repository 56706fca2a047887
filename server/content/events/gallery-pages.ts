import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { eventPath, type GalleryPageData, type PublicEvent } from '../../../schemas/gallery-event';
import { ServerBundle, renderIntoDocument, type LiveFacts } from '../../static/server-bundle';
import { compressedForms, etagOf, type SiteFile, type SiteFiles } from '../../static/site-files';
import type { LiveAnswer, LivePageRenderer } from '../../static/static-routes';
import { xmlText } from '../posts/xml-text';
import type { EventStore, StoredEvent } from './event-store';

/** The part of the build's server bundle (src/entry-server.tsx) this uses. */
interface GalleryBundle {
  render(path: string, data: { gallery?: GalleryPageData }): Promise<string>;
  site: { name: string; url: string };
}

export interface GalleryPagesOptions {
  serverBundle: string;
  facts?: () => LiveFacts;
  events: EventStore;
  log: FastifyBaseLogger;
}

const listPath = /^(\/ne)?\/gallerys$/;
const albumPath = /^(\/ne)?\/gallerys\/([^/]+)$/;
const latestPath = /^(\/ne)?\/singlegallery$/;
const photosPath = /^(\/ne)?\/gallery$/;
const MAX_KEPT = 200;

/** An event in one language: an empty Nepali text falls back to the English one (marked so). */
export function publicEvent(event: StoredEvent, lang: 'en' | 'ne'): PublicEvent {
  const nepali = lang === 'ne';
  const photos = event.photos.map(({ picture, alt }) => ({ picture, alt }));
  return {
    slug: event.slug,
    path: eventPath(event.slug, lang),
    title: (nepali && event.titleNe) || event.title,
    titleLang: nepali && event.titleNe ? 'ne' : 'en',
    description: (nepali && event.descriptionNe) || event.description,
    descriptionLang: nepali && event.descriptionNe ? 'ne' : 'en',
    date: event.date,
    place: event.place,
    sample: event.sample,
    cover: photos[event.cover] ?? photos[0],
    photos,
  };
}

const attribute = xmlText;

/**
 * The events rendered with the stored albums by the build's own server bundle (as `BlogPages`
 * renders the blog): /gallerys (every published event, newest first), each event's album at
 * /gallerys/{slug}, /singlegallery (the newest event's album), /gallery (the events' photos), in
 * both languages. Each page is kept with its ETag until what it shows changes.
 */
export class GalleryPages implements LivePageRenderer {
  private readonly bundle: ServerBundle<GalleryBundle>;
  private readonly kept = new Map<string, { key: string; file: Promise<SiteFile> }>();

  constructor(private readonly options: GalleryPagesOptions) {
    this.bundle = new ServerBundle(options.serverBundle, options.facts);
  }

  async answer(path: string, _query: URLSearchParams, site: SiteFiles): Promise<LiveAnswer | undefined> {
    const match = listPath.exec(path) ?? latestPath.exec(path) ?? photosPath.exec(path) ?? albumPath.exec(path);
    if (!match) return undefined;
    const lang = match[1] ? 'ne' : 'en';
    const prefix = match[1] ?? '';
    const published = this.options.events.published().map((event) => publicEvent(event, lang));
    if (listPath.test(path)) return this.rendered(path, path, site.get(`${path}/index.html`), { list: published });
    if (photosPath.test(path))
      return this.rendered(path, path, site.get(`${path}/index.html`), {
        photos: published.flatMap(({ slug, path: album, title, titleLang, photos }) =>
          photos.map((photo) => ({ event: { slug, path: album, title, titleLang }, photo })),
        ),
      });
    const shell = site.get(`${prefix}/singlegallery/index.html`);
    // The newest album, its head (canonical included) the album's own page's.
    if (latestPath.test(path))
      return published[0] && this.rendered(path, path, shell, { album: published[0] }, published[0]);
    const album = published.find((event) => event.slug === match[2]);
    return album && this.rendered(path, path, shell, { album }, album);
  }

  /** Lines for the sitemap: every published album in both languages, with its last change. */
  sitemapUrls(siteUrl: string): string {
    return this.options.events
      .published()
      .map((event) => {
        const [en, ne] = [eventPath(event.slug), eventPath(event.slug, 'ne')].map((path) => xmlText(siteUrl + path));
        const alternates = `<xhtml:link rel="alternate" hreflang="en" href="${en}" /><xhtml:link rel="alternate" hreflang="ne" href="${ne}" />`;
        return [en, ne]
          .map((loc) => `  <url><loc>${loc}</loc><lastmod>${event.updatedAt}</lastmod>${alternates}</url>\n`)
          .join('');
      })
      .join('');
  }

  private async rendered(
    cacheKey: string,
    path: string,
    shell: SiteFile | undefined,
    data: GalleryPageData,
    own?: PublicEvent,
  ): Promise<LiveAnswer | undefined> {
    const bundle = this.bundle.module();
    if (!bundle || !shell?.body) return undefined;
    const key = createHash('sha1')
      .update(shell.etag)
      .update(JSON.stringify(data))
      .update(String(this.bundle.currentFacts().version))
      .digest('base64url');
    let entry = this.kept.get(cacheKey);
    if (entry?.key !== key) {
      if (this.kept.size >= MAX_KEPT) this.kept.clear();
      entry = { key, file: this.render(bundle, path, shell, data, own) };
      this.kept.set(cacheKey, entry);
    }
    try {
      return { file: await entry.file };
    } catch (error) {
      this.kept.delete(cacheKey);
      this.options.log.warn({ path, error: String(error) }, 'rendering a gallery page failed');
      return undefined;
    }
  }

  private async render(
    loading: Promise<GalleryBundle>,
    path: string,
    shell: SiteFile,
    data: GalleryPageData,
    own: PublicEvent | undefined,
  ): Promise<SiteFile> {
    const bundle = await loading;
    let document = renderIntoDocument(shell.body!.toString('utf8'), await bundle.render(path, { gallery: data }), path);
    if (own) document = this.withAlbumHead(bundle, document, own);
    document = await this.bundle.withFacts(document, own ? path.replace(/\/gallerys\/[^/]+$/, '/singlegallery') : path);
    const body = Buffer.from(document);
    return { ...shell, size: body.length, body, etag: etagOf(body), ...compressedForms(body) };
  }

  /** The /singlegallery shell's head with the album's title, description and addresses. */
  private withAlbumHead(bundle: GalleryBundle, document: string, event: PublicEvent): string {
    const siteUrl = bundle.site.url.replace(/\/$/, '');
    const title = attribute(`${event.title} | ${bundle.site.name}`);
    const description = attribute(event.description || `${event.title}, ${event.place}`);
    return document
      .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
      .replace(
        /(<meta (?:property="og:title"|name="twitter:title") content=")[^"]*"/g,
        (_, start) => `${start}${title}"`,
      )
      .replace(
        /(<meta (?:name="description"|property="og:description"|name="twitter:description") content=")[^"]*"/g,
        (_, start) => `${start}${description}"`,
      )
      .replaceAll(`${siteUrl}/ne/singlegallery"`, `${attribute(siteUrl + eventPath(event.slug, 'ne'))}"`)
      .replaceAll(`${siteUrl}/singlegallery"`, `${attribute(siteUrl + eventPath(event.slug))}"`);
  }
}
