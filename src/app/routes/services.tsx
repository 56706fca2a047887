import { AlternatingBlocks } from '@/components/sections/alternating-blocks';
import { CtaBand } from '@/components/sections/cta-band';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import * as servicesContent from '@/content/services';
import { useLocalized } from '@/i18n/use-localized';
import { island } from '@/lib/island';

// The pictures zoom in as they scroll into view: these blocks hydrate to watch for it.
const ZoomBlocksIsland = island('alternating-blocks', AlternatingBlocks, 'visible');

export default function ServicesPage() {
  const { serviceImageSize, services, servicesPage } = useLocalized(servicesContent, 'services');
  const blocks = services.map((service) => ({
    id: service.slug,
    title: service.title,
    paragraphs: service.description2 ? [service.description1, service.description2] : [service.description1],
    image: { src: service.imageUrl, alt: service.imageAlt, ...serviceImageSize },
  }));
  return (
    <>
      <PageHeader eyebrow={servicesPage.eyebrow} title={servicesPage.title} intro={servicesPage.intro} />
      <Section>
        <ZoomBlocksIsland blocks={blocks} zoomImages priorityCount={1} />
      </Section>
      <CtaBand {...servicesPage.cta} />
    </>
  );
}
