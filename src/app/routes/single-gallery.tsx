import { PhotoGallery } from '@/components/sections/photo-gallery';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { inaugurationPhotos, singleGalleryPage } from '@/content/inauguration-photos';

export default function SingleGalleryPage() {
  return (
    <>
      <PageHeader eyebrow={singleGalleryPage.eyebrow} title={singleGalleryPage.title} intro={singleGalleryPage.intro} />
      <Section>
        <PhotoGallery photos={inaugurationPhotos} priorityCount={5} />
      </Section>
    </>
  );
}
