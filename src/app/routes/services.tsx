import { AlternatingBlocks } from '@/components/blocks/alternating-blocks';
import { CtaBand } from '@/components/blocks/cta-band';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import * as servicesContent from '@/content/services';
import { useLocalized } from '@/content/hooks/use-localized';
import { nepaliModules } from '@/content/hooks/nepali-modules';

export default function ServicesPage() {
  const { serviceImageSize, services, servicesPage } = useLocalized(servicesContent, nepaliModules.services);
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
        {/* The pictures zoom in as they come into view without an island: the page's own script
            watches for it (src/islands/reveal-outside-islands.ts). */}
        <AlternatingBlocks blocks={blocks} zoomImages priorityCount={1} />
      </Section>
      <CtaBand {...servicesPage.cta} />
    </>
  );
}
