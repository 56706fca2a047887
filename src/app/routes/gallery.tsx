import { EventCardGrid } from '@/components/pages/gallery/event-card-grid';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import * as galleryContent from '@/content/gallery-events';
import { useLocalized } from '@/content/hooks/use-localized';
import { nepaliModules } from '@/content/hooks/nepali-modules';

export default function GalleryPage() {
  const { eventImageSize, galleryEvents, galleryPage } = useLocalized(galleryContent, nepaliModules.galleryEvents);
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
