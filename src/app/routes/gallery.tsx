import { EventCardGrid } from '@/components/sections/event-card-grid';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { eventImageSize, galleryEvents, galleryPage } from '@/content/gallery-events';

export default function GalleryPage() {
  return (
    <>
      <PageHeader eyebrow={galleryPage.eyebrow} title={galleryPage.title} intro={galleryPage.intro} />
      <Section>
        <EventCardGrid
          events={galleryEvents}
          imageSize={eventImageSize}
          tag={galleryPage.tag}
          action={galleryPage.action}
          priorityCount={3}
        />
      </Section>
    </>
  );
}
