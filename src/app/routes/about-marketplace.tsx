import { FeatureGrid } from '@/components/blocks/feature-grid';
import { FounderProfile } from '@/components/pages/about-marketplace/founder-profile';
import { HistoryScroller } from '@/components/pages/about-marketplace/history-scroller';
import { SplitBlock } from '@/components/blocks/split-block';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { RenderWhenNear } from '@/components/ui/render-when-near';
import { Section } from '@/components/ui/section';
import * as aboutMarketplaceContent from '@/content/about-marketplace';
import * as founderContent from '@/content/founder';
import * as historyContent from '@/content/history';
import { useLocalized } from '@/content/hooks/use-localized';
import { nepaliModules } from '@/content/hooks/nepali-modules';

export default function AboutMarketplacePage() {
  const { aboutMarketplacePage: page, marketplaceFeatures } = useLocalized(
    aboutMarketplaceContent,
    nepaliModules.aboutMarketplace,
  );
  const { founder } = useLocalized(founderContent, nepaliModules.founder);
  const { historyImageSize, historyMilestones } = useLocalized(historyContent, nepaliModules.history);
  return (
    <>
      <PageHeader eyebrow={page.eyebrow} title={page.title} intro={page.intro}>
        <ButtonLink to={page.action.to} variant="accent" size="lg">
          {page.action.label}
        </ButtonLink>
      </PageHeader>
      <SplitBlock id="who-we-are" {...page.whoWeAre} priority />
      <RenderWhenNear>
        <Section id="features" eyebrow={page.features.eyebrow} title={page.features.title} tone="muted">
          <FeatureGrid items={marketplaceFeatures} columns={4} />
        </Section>
      </RenderWhenNear>
      <RenderWhenNear>
        <Section id="history" eyebrow={page.history.eyebrow} title={page.history.title} align="left">
          <HistoryScroller
            label={page.history.label}
            hint={page.history.hint}
            items={historyMilestones}
            imageSize={historyImageSize}
          />
        </Section>
      </RenderWhenNear>
      <RenderWhenNear>
        <FounderProfile founder={founder} />
      </RenderWhenNear>
    </>
  );
}
