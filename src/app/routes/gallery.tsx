import { EventCardGrid } from '@/components/pages/gallery/event-card-grid';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import * as galleryContent from '@/content/gallery-events';
import { useLocalized } from '@/content/hooks/use-localized';
import { nepaliModules } from '@/content/hooks/nepali-modules';
import { usePageData } from '@/app/page-data';
import { EventPhotos } from '@/features/events/live-gallery';

/** /gallery: the published events' photos when the gateway renders it, else the sample event cards. */
export default function GalleryPage() {
  const { gallery } = usePageData();
  const { eventImageSize, galleryEvents, galleryPage } = useLocalized(galleryContent, nepaliModules.galleryEvents);
  if (gallery && 'photos' in gallery) return <EventPhotos photos={gallery.photos} />;
  return (
    <>
      <PageHeader eyebrow={galleryPage.eyebrow} title={galleryPage.title} intro={galleryPage.intro} />
      <Section>
        <EventCardGrid
          events={galleryEvents}
          imageSize={eventImageSize}
          tag={galleryPage.tag}
          action={galleryPage.action}
          withWeekday
          eagerCount={3}
        />
      </Section>
    </>
  );
}
