import { CheckList } from '@/components/pages/about/check-list';
import { FigureList } from '@/components/blocks/figure-list';
import { ImageCardGrid } from '@/components/blocks/image-card-grid';
import { PeopleGrid } from '@/components/pages/about/people-grid';
import { SplitBlock } from '@/components/blocks/split-block';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { RenderWhenNear } from '@/components/ui/render-when-near';
import { Section } from '@/components/ui/section';
import * as aboutContent from '@/content/about';
import * as advisorsContent from '@/content/advisors';
import * as industriesContent from '@/content/industries';
import { useLocalized } from '@/content/hooks/use-localized';
import { nepaliModules } from '@/content/hooks/nepali-modules';

export default function AboutPage() {
  const { aboutPage } = useLocalized(aboutContent, nepaliModules.about);
  const { advisors } = useLocalized(advisorsContent, nepaliModules.advisors);
  const { industryImageSize, missionSectors } = useLocalized(industriesContent, nepaliModules.industries);
  const { whoWeAre, whyChooseUs, caseStudy, mission } = aboutPage;
  return (
    <>
      <PageHeader eyebrow={aboutPage.eyebrow} title={aboutPage.title} intro={aboutPage.intro}>
        <ButtonLink to={aboutPage.action.to} variant="accent" size="lg">
          {aboutPage.action.label}
        </ButtonLink>
      </PageHeader>
      <SplitBlock id="who-we-are" {...whoWeAre} priority />
      <RenderWhenNear>
        <SplitBlock id="why-choose-us" {...whyChooseUs} reverse tone="muted">
          <CheckList items={whyChooseUs.points} />
        </SplitBlock>
      </RenderWhenNear>
      <RenderWhenNear>
        <SplitBlock id="case-study" {...caseStudy}>
          <FigureList items={caseStudy.results} className="mt-6" />
        </SplitBlock>
      </RenderWhenNear>
      <RenderWhenNear>
        <Section id="mission" eyebrow={mission.eyebrow} title={mission.title} intro={mission.intro} tone="muted">
          <ImageCardGrid
            items={missionSectors}
            imageSize={industryImageSize}
            linkLabel={mission.linkLabel}
            columns={4}
          />
        </Section>
      </RenderWhenNear>
      <RenderWhenNear>
        <Section id="advisors" eyebrow={aboutPage.advisors.eyebrow} title={aboutPage.advisors.title}>
          <PeopleGrid people={advisors} />
        </Section>
      </RenderWhenNear>
    </>
  );
}
