import { albumPhotoSizes, type GalleryPageData, type PublicEvent } from '@schemas/gallery-event';
import { EventCardGrid } from '@/components/pages/gallery/event-card-grid';
import { PhotoGallery } from '@/components/pages/gallery/photo-gallery';
import { Img } from '@/components/ui/img';
import { PageHeader } from '@/components/ui/page-header';
import { SampleBadge } from '@/components/ui/sample-badge';
import { Section } from '@/components/ui/section';
import * as galleryContent from '@/content/gallery-events';
import { useLocalized } from '@/content/hooks/use-localized';
import { nepaliModules } from '@/content/hooks/nepali-modules';
import { useLocale } from '@/i18n/use-locale';
import { formatDateNe } from '@/i18n/nepali-dates';
import { formatEventDate } from '@/components/pages/gallery/format-event-date';
import { island } from '@/islands/island';
import { galleryPhoto } from '@/components/ui/media-picture';

const PhotoGalleryIsland = island('photo-gallery', PhotoGallery, 'interaction');
const cardSizes = '(min-width: 64rem) 30vw, (min-width: 48rem) 46vw, 92vw';

/** /gallerys with the published events: a card per event, newest first, each to its album. */
export function LiveEventList({
  events,
  header,
}: {
  events: PublicEvent[];
  header: { eyebrow: string; title: string; intro: string };
}) {
  const { eventImageSize, galleryPage, liveGallery } = useLocalized(galleryContent, nepaliModules.galleryEvents);
  const locale = useLocale();
  return (
    <>
      <PageHeader {...header} />
      <Section>
        {events.length === 0 ? (
          <p className="text-center text-ink-muted">{liveGallery.empty}</p>
        ) : (
          <EventCardGrid
            events={events.map((event) => {
              const cover = galleryPhoto(event.cover, cardSizes);
              return {
                id: event.slug,
                image: cover.src,
                srcSet: cover.srcSet,
                sizes: cover.sizes,
                imageSize: { width: cover.width, height: cover.height },
                alt: event.title,
                lang: event.titleLang === locale ? undefined : event.titleLang,
                date: event.date,
                ...(locale === 'ne' && { dateLabel: formatDateNe(event.date, true) }),
                location: event.place,
                href: event.path,
                ...(event.sample && { sampleLabel: liveGallery.sample }),
              };
            })}
            imageSize={eventImageSize}
            tag={galleryPage.tag}
            action={{ to: '/gallerys', label: liveGallery.viewAlbum }}
            withWeekday
            eagerCount={3}
          />
        )}
      </Section>
    </>
  );
}

/** An event's album (/gallerys/{slug}, and /singlegallery for the newest): a photo grid opening the lightbox. */
export function EventAlbum({ event }: { event: PublicEvent }) {
  const { galleryPage, liveGallery } = useLocalized(galleryContent, nepaliModules.galleryEvents);
  const locale = useLocale();
  const date = locale === 'ne' ? formatDateNe(event.date, true) : formatEventDate(event.date, true);
  return (
    <>
      <PageHeader
        eyebrow={galleryPage.eyebrow}
        title={event.title}
        intro={
          <>
            <p>
              {event.place} · <time dateTime={event.date}>{date}</time>
            </p>
            {event.description && (
              <p className="mt-2" lang={event.descriptionLang === locale ? undefined : event.descriptionLang}>
                {event.description}
              </p>
            )}
            {event.sample && (
              <p className="mt-3">
                <SampleBadge label={liveGallery.sample} />
              </p>
            )}
          </>
        }
      />
      <Section>
        <PhotoGalleryIsland photos={event.photos.map((photo) => galleryPhoto(photo, albumPhotoSizes))} />
      </Section>
    </>
  );
}

/** /gallery with the published events: their photos, each a link to its event's album. */
export function EventPhotos({ photos }: { photos: Extract<GalleryPageData, { photos: unknown }>['photos'] }) {
  const { galleryPage, liveGallery } = useLocalized(galleryContent, nepaliModules.galleryEvents);
  const locale = useLocale();
  return (
    <>
      <PageHeader eyebrow={galleryPage.eyebrow} title={galleryPage.title} intro={liveGallery.photosIntro} />
      <Section>
        {photos.length === 0 ? (
          <p className="text-center text-ink-muted">{liveGallery.empty}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-6">
            {photos.map(({ event, photo }, i) => {
              const shown = galleryPhoto(photo, albumPhotoSizes);
              return (
                <li key={`${event.slug}-${i}`} className={i >= 12 ? 'render-when-near' : undefined}>
                  <figure>
                    <a href={event.path} className="block overflow-hidden rounded-xl shadow-card ring-1 ring-slate-100">
                      <Img
                        {...shown}
                        eager={i < 6}
                        className="aspect-[3/2] h-auto w-full object-cover transition-transform duration-300 hover:scale-105"
                      />
                    </a>
                    <figcaption
                      className="mt-1 truncate text-sm text-ink-muted"
                      lang={event.titleLang === locale ? undefined : event.titleLang}
                    >
                      {liveGallery.albumOf.replace('{{title}}', event.title)}
                    </figcaption>
                  </figure>
                </li>
              );
            })}
          </ul>
        )}
      </Section>
    </>
  );
}
