import { AndroidAppLink } from '@/components/blocks/android-app-link';
import { CtaBand } from '@/components/blocks/cta-band';
import { FeatureGrid } from '@/components/blocks/feature-grid';
import { PageHeader } from '@/components/ui/page-header';
import { RenderWhenNear } from '@/components/ui/render-when-near';
import { Section } from '@/components/ui/section';
import * as featuresContent from '@/content/features';
import { useLocalized } from '@/content/hooks/use-localized';
import { nepaliModules } from '@/content/hooks/nepali-modules';

export default function FeaturePage() {
  const { featurePage, marketplaceFeatureList } = useLocalized(featuresContent, nepaliModules.features);
  return (
    <>
      <PageHeader eyebrow={featurePage.eyebrow} title={featurePage.title} intro={featurePage.intro} />
      <AndroidAppLink />
      <Section tone="muted">
        <h2 className="sr-only">{featurePage.gridTitle}</h2>
        <FeatureGrid items={marketplaceFeatureList} />
      </Section>
      <RenderWhenNear>
        <CtaBand {...featurePage.cta} />
      </RenderWhenNear>
    </>
  );
}
