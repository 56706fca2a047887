import { ContactDetails } from '@/components/pages/contact/contact-details';
import { CtaBand } from '@/components/blocks/cta-band';
import { MapEmbed } from '@/components/pages/contact/map-embed';
import { PageHeader } from '@/components/ui/page-header';
import { RenderWhenNear } from '@/components/ui/render-when-near';
import { Section } from '@/components/ui/section';
import * as contactContent from '@/content/contact';
import { useLocalized } from '@/content/hooks/use-localized';
import { island } from '@/islands/island';
import { nepaliModules } from '@/content/hooks/nepali-modules';

const MapEmbedIsland = island('map-embed', MapEmbed, 'interaction');

export default function ContactPage() {
  const { contactPage } = useLocalized(contactContent, nepaliModules.contact);
  return (
    <>
      <PageHeader eyebrow={contactPage.eyebrow} title={contactPage.title} intro={contactPage.intro} />
      <Section>
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-[2fr_3fr]">
          <ContactDetails items={contactPage.details} hours={contactPage.hours} />
          <MapEmbedIsland {...contactPage.map} />
        </div>
      </Section>
      <RenderWhenNear>
        <CtaBand {...contactPage.cta} />
      </RenderWhenNear>
    </>
  );
}
