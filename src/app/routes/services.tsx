import { AlternatingBlocks } from '@/components/sections/alternating-blocks';
import { CtaBand } from '@/components/sections/cta-band';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { serviceImageSize, services, servicesPage } from '@/content/services';

const blocks = services.map((service) => ({
  id: service.slug,
  title: service.title,
  paragraphs: service.description2 ? [service.description1, service.description2] : [service.description1],
  image: { src: service.imageUrl, alt: service.imageAlt, ...serviceImageSize },
}));

export default function ServicesPage() {
  return (
    <>
      <PageHeader eyebrow={servicesPage.eyebrow} title={servicesPage.title} intro={servicesPage.intro} />
      <Section>
        <AlternatingBlocks blocks={blocks} zoomImages priorityCount={1} />
      </Section>
      <CtaBand {...servicesPage.cta} />
    </>
  );
}
