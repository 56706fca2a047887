import { PhotoGallery } from '@/components/pages/gallery/photo-gallery';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import * as photosContent from '@/content/inauguration-photos';
import { useLocalized } from '@/content/hooks/use-localized';
import { island } from '@/islands/island';
import { nepaliModules } from '@/content/hooks/nepali-modules';
import { usePageData } from '@/app/page-data';
import { EventAlbum } from '@/features/events/live-gallery';

const PhotoGalleryIsland = island('photo-gallery', PhotoGallery, 'interaction');

/** /singlegallery: the featured (else the newest) published album when the gateway renders it, else the sample album. */
export default function SingleGalleryPage() {
  const { gallery } = usePageData();
  const { inaugurationPhotos, singleGalleryPage } = useLocalized(photosContent, nepaliModules.inaugurationPhotos);
  if (gallery && 'album' in gallery) return <EventAlbum event={gallery.album} />;
  return (
    <>
      <PageHeader eyebrow={singleGalleryPage.eyebrow} title={singleGalleryPage.title} intro={singleGalleryPage.intro} />
      <Section>
        <PhotoGalleryIsland photos={inaugurationPhotos} />
      </Section>
    </>
  );
}
