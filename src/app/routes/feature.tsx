import { CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { featurePage, marketplaceFeatureList } from '@/content/features';

export default function FeaturePage() {
  return (
    <>
      <PageHeader eyebrow={featurePage.eyebrow} title={featurePage.title} intro={featurePage.intro} />
      <Section tone="muted">
        <h2 className="sr-only">{featurePage.gridTitle}</h2>
        <FeatureGrid items={marketplaceFeatureList} />
      </Section>
      <CtaBand {...featurePage.cta} />
    </>
  );
}
