import { PhotoGallery } from '@/components/pages/gallery/photo-gallery';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import * as photosContent from '@/content/inauguration-photos';
import { useLocalized } from '@/content/hooks/use-localized';
import { island } from '@/islands/island';
import { nepaliModules } from '@/content/hooks/nepali-modules';

const PhotoGalleryIsland = island('photo-gallery', PhotoGallery, 'interaction');

export default function SingleGalleryPage() {
  const { inaugurationPhotos, singleGalleryPage } = useLocalized(photosContent, nepaliModules.inaugurationPhotos);
  return (
    <>
      <PageHeader eyebrow={singleGalleryPage.eyebrow} title={singleGalleryPage.title} intro={singleGalleryPage.intro} />
      <Section>
        <PhotoGalleryIsland photos={inaugurationPhotos} />
      </Section>
    </>
  );
}
