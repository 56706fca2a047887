import { EventCardGrid } from '@/components/sections/event-card-grid';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { eventImageSize, galleryPage } from '@/content/gallery-events';
import { marketplaceEvents, marketplaceGalleryPage } from '@/content/marketplace-events';

export default function MarketplaceGalleryPage() {
  return (
    <>
      <PageHeader
        eyebrow={marketplaceGalleryPage.eyebrow}
        title={marketplaceGalleryPage.title}
        intro={marketplaceGalleryPage.intro}
      />
      <Section>
        <EventCardGrid
          events={marketplaceEvents}
          imageSize={eventImageSize}
          tag={galleryPage.tag}
          action={galleryPage.action}
          withWeekday
          priorityCount={3}
        />
      </Section>
    </>
  );
}
