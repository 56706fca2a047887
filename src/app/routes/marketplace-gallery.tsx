import { EventCardGrid } from '@/components/pages/gallery/event-card-grid';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import * as galleryContent from '@/content/gallery-events';
import * as marketplaceEventsContent from '@/content/marketplace-events';
import { useLocalized } from '@/content/hooks/use-localized';
import { nepaliModules } from '@/content/hooks/nepali-modules';
import { usePageData } from '@/app/page-data';
import { LiveEventList } from '@/features/events/live-gallery';

/** /gallerys: the published events when the gateway renders it, else (a static build) the sample cards. */
export default function MarketplaceGalleryPage() {
  const { gallery } = usePageData();
  const { eventImageSize, galleryPage } = useLocalized(galleryContent, nepaliModules.galleryEvents);
  const { marketplaceEvents, marketplaceGalleryPage } = useLocalized(
    marketplaceEventsContent,
    nepaliModules.marketplaceEvents,
  );
  if (gallery && 'list' in gallery) return <LiveEventList events={gallery.list} header={marketplaceGalleryPage} />;
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
          eagerCount={3}
        />
      </Section>
    </>
  );
}
