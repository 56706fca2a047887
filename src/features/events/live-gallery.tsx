import { albumPhotoSizes, type PublicEvent } from '@schemas/gallery-event';
import { EventCardGrid } from '@/components/pages/gallery/event-card-grid';
import { PhotoGallery } from '@/components/pages/gallery/photo-gallery';
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

/** /gallerys or /gallery with their published events: a card per event, each to its own album. */
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
      <PageHeader eyebrow={header.eyebrow} title={header.title} intro={header.intro} />
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
                locationLang: event.placeLang === locale ? undefined : event.placeLang,
                href: event.path,
                ...(event.sample && { sampleLabel: liveGallery.sample }),
              };
            })}
            imageSize={eventImageSize}
            tag={galleryPage.tag}
            action={galleryPage.action}
            withWeekday
            eagerCount={3}
          />
        )}
      </Section>
    </>
  );
}

/**
 * An event's album (/gallerys/{slug}; /singlegallery shows the featured one): a photo grid opening
 * the lightbox; null when no event is published.
 */
export function EventAlbum({ event }: { event: PublicEvent | null }) {
  const { galleryPage, liveGallery } = useLocalized(galleryContent, nepaliModules.galleryEvents);
  const locale = useLocale();
  if (!event)
    return (
      <>
        <PageHeader eyebrow={galleryPage.eyebrow} title={galleryPage.title} />
        <Section>
          <p className="text-center text-ink-muted">{liveGallery.empty}</p>
        </Section>
      </>
    );
  const date = locale === 'ne' ? formatDateNe(event.date, true) : formatEventDate(event.date, true);
  return (
    <>
      <PageHeader
        eyebrow={galleryPage.eyebrow}
        title={event.title}
        intro={
          <>
            <p>
              <span lang={event.placeLang === locale ? undefined : event.placeLang}>{event.place}</span> ·{' '}
              <time dateTime={event.date}>{date}</time>
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
