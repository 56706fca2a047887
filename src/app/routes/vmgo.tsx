import { AlternatingBlocks } from '@/components/blocks/alternating-blocks';
import { FadeCarousel } from '@/components/pages/vmgo/fade-carousel';
import { FeatureGrid } from '@/components/blocks/feature-grid';
import { RenderWhenNear } from '@/components/ui/render-when-near';
import { Section } from '@/components/ui/section';
import * as vmgoContent from '@/content/vmgo';
import { useLocalized } from '@/content/hooks/use-localized';
import { island } from '@/islands/island';
import { nepaliModules } from '@/content/hooks/nepali-modules';

const FadeCarouselIsland = island('fade-carousel', FadeCarousel, { autoplayMs: vmgoContent.vmgoPage.delayMs });

export default function VmgoPage() {
  const { vmgoBlocks, vmgoPage, vmgoSlides, vmgoTiles } = useLocalized(vmgoContent, nepaliModules.vmgo);
  return (
    <>
      <FadeCarouselIsland label={vmgoPage.carouselLabel} slides={vmgoSlides} delayMs={vmgoPage.delayMs} />
      <section aria-labelledby="vmgo-title" className="py-14 sm:py-20">
        <div className="container-page">
          <header className="mx-auto mb-10 max-w-3xl text-center">
            <p className="eyebrow">{vmgoPage.eyebrow}</p>
            <h1 id="vmgo-title" className="mt-2 text-4xl sm:text-5xl">
              {vmgoPage.title}
            </h1>
            <p className="mt-4 text-lg text-ink-muted">{vmgoPage.intro}</p>
          </header>
          <h2 className="sr-only">{vmgoPage.tilesTitle}</h2>
          <FeatureGrid items={vmgoTiles} columns={4} />
        </div>
      </section>
      <RenderWhenNear>
        <Section tone="muted">
          <AlternatingBlocks blocks={vmgoBlocks} />
        </Section>
      </RenderWhenNear>
    </>
  );
}
