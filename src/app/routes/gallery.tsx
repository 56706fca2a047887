import { EventCardGrid } from '@/components/pages/gallery/event-card-grid';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import * as galleryContent from '@/content/gallery-events';
import { useLocalized } from '@/content/hooks/use-localized';
import { nepaliModules } from '@/content/hooks/nepali-modules';
import { usePageData } from '@/app/page-data';
import { LiveEventList } from '@/features/events/live-gallery';

/** /gallery: the company's published events when the gateway renders it, else (a static build) the sample cards. */
export default function GalleryPage() {
  const { gallery } = usePageData();
  const { eventImageSize, galleryEvents, galleryPage } = useLocalized(galleryContent, nepaliModules.galleryEvents);
  if (gallery && 'list' in gallery) return <LiveEventList events={gallery.list} header={galleryPage} />;
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
