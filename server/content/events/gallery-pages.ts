import {
  albumPath,
  eventPath,
  type EventPicture,
  type GalleryPageData,
  type PublicEvent,
} from '../../../schemas/gallery-event';
import { mediaUrl } from '../../../schemas/media-image';
import type { PageRenderer, SiteBundle } from '../../static/page-renderer';
import type { SiteFile, SiteFiles } from '../../static/site-files';
import type { LiveAnswer, LivePageRenderer } from '../../static/static-routes';
import { coverSharePicture } from '../media/cover-share-picture';
import type { MediaStore } from '../media/media-store';
import { xmlText } from '../posts/xml-text';
import type { EventStore, StoredEvent } from './event-store';

const listPath = /^(\/ne)?\/gallerys$/;
const albumPagePath = /^(\/ne)?\/gallerys\/([^/]+)$/;
const latestPath = /^(\/ne)?\/singlegallery$/;
const photosPath = /^(\/ne)?\/gallery$/;

/** An event in one language: an empty Nepali text falls back to the English one (marked so). */
export function publicEvent(event: StoredEvent, lang: 'en' | 'ne'): PublicEvent {
  const nepali = lang === 'ne';
  const photos = event.photos.map(({ picture, alt, altNe }) => ({ picture, alt: (nepali && altNe) || alt }));
  return {
    slug: event.slug,
    path: albumPath(event, lang),
    featured: event.featured,
    title: (nepali && event.titleNe) || event.title,
    titleLang: nepali && event.titleNe ? 'ne' : 'en',
    description: (nepali && event.descriptionNe) || event.description,
    descriptionLang: nepali && event.descriptionNe ? 'ne' : 'en',
    date: event.date,
    place: (nepali && event.placeNe) || event.place,
    placeLang: nepali && event.placeNe ? 'ne' : 'en',
    sample: event.sample,
    cover: photos[event.cover] ?? photos[0],
    photos,
  };
}

const attribute = xmlText;

/**
 * The events rendered with the stored albums by the build's own server bundle (as `BlogPages`
 * renders the blog): the cards of /gallerys (the marketplace's events: the featured album first,
 * then newest first) and of /gallery (the company's, newest first), each event's album at
 * /gallerys/{slug}, and /singlegallery (the featured album, else the newest), in both languages.
 * Each page is kept with its ETag until what it shows changes.
 */
export class GalleryPages implements LivePageRenderer {
  constructor(
    private readonly renderer: PageRenderer,
    private readonly events: EventStore,
    private readonly media: MediaStore,
  ) {}

  async answer(path: string, _query: URLSearchParams, site: SiteFiles): Promise<LiveAnswer | undefined> {
    const match = listPath.exec(path) ?? latestPath.exec(path) ?? photosPath.exec(path) ?? albumPagePath.exec(path);
    if (!match) return undefined;
    const lang = match[1] ? 'ne' : 'en';
    const prefix = match[1] ?? '';
    const stored = this.events.published();
    const published = stored.map((event) => publicEvent(event, lang));
    // A list's cards: the featured album first, then newest first.
    const cards = (listing: StoredEvent['listing']) => ({
      list: published
        .filter((_, i) => stored[i].listing === listing)
        .sort((a, b) => Number(b.featured) - Number(a.featured)),
    });
    if (listPath.test(path)) return this.rendered(path, site, site.get(`${path}/index.html`), cards('gallerys'));
    if (photosPath.test(path)) return this.rendered(path, site, site.get(`${path}/index.html`), cards('gallery'));
    const shell = site.get(`${prefix}/singlegallery/index.html`);
    if (latestPath.test(path)) {
      const shown =
        published[
          Math.max(
            0,
            stored.findIndex((event) => event.featured),
          )
        ];
      return this.rendered(path, site, shell, { album: shown ?? null }, shown);
    }
    const album = published.find((event) => event.slug === match[2]);
    return album && this.rendered(path, site, shell, { album }, album);
  }

  /** Lines for the sitemap: every published album in both languages, with its last change (the featured one is /singlegallery's). */
  sitemapUrls(siteUrl: string): string {
    return this.events
      .published()
      .filter((event) => !event.featured)
      .map((event) => {
        const [en, ne] = [eventPath(event.slug), eventPath(event.slug, 'ne')].map((path) => xmlText(siteUrl + path));
        const alternates = `<xhtml:link rel="alternate" hreflang="en" href="${en}" /><xhtml:link rel="alternate" hreflang="ne" href="${ne}" />`;
        return [en, ne]
          .map((loc) => `  <url><loc>${loc}</loc><lastmod>${event.updatedAt}</lastmod>${alternates}</url>\n`)
          .join('');
      })
      .join('');
  }

  private rendered(
    path: string,
    site: SiteFiles,
    shell: SiteFile | undefined,
    data: GalleryPageData,
    own?: PublicEvent,
  ): LiveAnswer | undefined {
    return this.renderer.page(
      path,
      shell,
      { gallery: data },
      own && {
        head: async (document, bundle) =>
          withAlbumHead(
            document,
            bundle.site,
            own,
            own.cover && (await coverSharePicture(this.media, site, own.cover.picture)),
          ),
        factsRoute: path.replace(/\/gallerys\/[^/]+$/, '/singlegallery'),
      },
    );
  }
}

/** A photo's address: an uploaded one's largest fallback variant (JPEG or PNG), or the site's own illustration. */
const pictureUrl = (picture: EventPicture) =>
  'media' in picture ? mediaUrl(picture.media, Math.max(...picture.media.widths), picture.media.fallback) : picture.src;

/**
 * The event for search engines (schema.org Event): Google requires its name, start date and place
 * with an address; a past event is still an event that took place there on that day.
 */
function eventJsonLd(event: PublicEvent, siteUrl: string, organiser: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    startDate: event.date,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'Place', name: event.place, address: event.place },
    ...(event.description && { description: event.description }),
    ...(event.cover && { image: [siteUrl + pictureUrl(event.cover.picture)] }),
    organizer: { '@type': 'Organization', name: organiser, url: siteUrl },
  };
}

/**
 * The /singlegallery shell's head with the album's title, description, own addresses (`albumPath`),
 * Event data and, when it has a cover, the cover's sharing picture (`sharePicture`) with its alt text.
 */
function withAlbumHead(
  document: string,
  site: SiteBundle['site'],
  event: PublicEvent,
  sharePicture: string | undefined,
): string {
  const siteUrl = site.url.replace(/\/$/, '');
  const jsonLd = JSON.stringify(eventJsonLd(event, siteUrl, site.name)).replace(/</g, '\\u003c');
  const own = (lang: 'en' | 'ne') => attribute(siteUrl + albumPath(event, lang));
  const title = attribute(`${event.title} | ${site.name}`);
  const description = attribute(event.description || `${event.title}, ${event.place}`);
  return document
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(/(<meta (?:property="og:title"|name="twitter:title") content=")[^"]*"/g, (_, start) => `${start}${title}"`)
    .replace(
      /(<meta (?:name="description"|property="og:description"|name="twitter:description") content=")[^"]*"/g,
      (_, start) => `${start}${description}"`,
    )
    .replace(/(<meta (?:property="og:image"|name="twitter:image") content=")[^"]*"/g, (whole, start) =>
      sharePicture ? `${start}${attribute(siteUrl + sharePicture)}"` : whole,
    )
    .replace(/(<meta (?:property="og:image:alt"|name="twitter:image:alt") content=")[^"]*"/g, (whole, start) =>
      sharePicture && event.cover ? `${start}${attribute(event.cover.alt)}"` : whole,
    )
    .replaceAll(`${siteUrl}/ne/singlegallery"`, `${own('ne')}"`)
    .replaceAll(`${siteUrl}/singlegallery"`, `${own('en')}"`)
    .replace('</head>', () => `<script type="application/ld+json">${jsonLd}</script></head>`);
}
