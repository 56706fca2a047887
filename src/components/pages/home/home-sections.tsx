import { CtaBand } from '@/components/blocks/cta-band';
import { EndOfPagePrompt } from '@/components/pages/home/end-of-page-prompt';
import { FeatureGrid } from '@/components/blocks/feature-grid';
import { ImageCardGrid } from '@/components/blocks/image-card-grid';
import { LogoWall } from '@/components/pages/home/logo-wall';
import { SplitBlock } from '@/components/blocks/split-block';
import { StatBanner } from '@/components/pages/home/stat-banner';
import { TabbedShowcase } from '@/components/pages/home/tabbed-showcase';
import { RenderWhenNear } from '@/components/ui/render-when-near';
import { Section } from '@/components/ui/section';
import * as homeContent from '@/content/home';
import * as industriesContent from '@/content/industries';
import { publicSupporter, shippedSupporters, type PublicSupporter } from '@schemas/public-supporter';
import * as whyUsContent from '@/content/why-us';
import { useLocalized } from '@/content/hooks/use-localized';
import { nepaliModules } from '@/content/hooks/nepali-modules';
import { useLocale } from '@/i18n/use-locale';

/**
 * Everything on the home page below the callback form, from the feature tiles to the prompt; what
 * follows the tiles is laid out only as it nears the window. `supporters`: the ones staff set, when
 * the gateway rendered the page with them; otherwise the shipped ones.
 */
export default function HomeSections({ supporters }: { supporters?: PublicSupporter[] }) {
  const locale = useLocale();
  const {
    banner,
    consultationCta,
    endPrompt,
    homeFeatures,
    homeFeaturesTitle,
    industriesIntro,
    showcase,
    supportersIntro,
    welcome,
    whyUsIntro,
  } = useLocalized(homeContent, nepaliModules.home);
  const { focusedIndustries, industryImageSize } = useLocalized(industriesContent, nepaliModules.industries);
  const { whyUs } = useLocalized(whyUsContent, nepaliModules.whyUs);
  return (
    <>
      <Section id="features" tone="muted" className="pt-0 sm:pt-0">
        <h2 className="sr-only">{homeFeaturesTitle}</h2>
        <FeatureGrid items={homeFeatures} />
      </Section>
      <RenderWhenNear>
        <SplitBlock
          id="welcome"
          eyebrow={welcome.eyebrow}
          title={welcome.title}
          paragraphs={welcome.paragraphs}
          image={welcome.image}
          link={welcome.link}
        />
      </RenderWhenNear>
      <RenderWhenNear>
        <Section id="industries" eyebrow={industriesIntro.eyebrow} title={industriesIntro.title} tone="muted">
          <ImageCardGrid
            items={focusedIndustries}
            imageSize={industryImageSize}
            linkLabel={industriesIntro.linkLabel}
          />
        </Section>
      </RenderWhenNear>
      <RenderWhenNear>
        <Section id="approach" eyebrow={showcase.eyebrow} title={showcase.title}>
          <TabbedShowcase label={showcase.title} tabs={showcase.tabs} image={showcase.image} />
        </Section>
      </RenderWhenNear>
      <RenderWhenNear>
        <Section id="supporters" eyebrow={supportersIntro.eyebrow} title={supportersIntro.title} tone="muted">
          <LogoWall
            items={supporters ?? shippedSupporters.map((supporter) => publicSupporter(supporter, locale))}
            logoAlt={supportersIntro.logoAlt}
          />
        </Section>
      </RenderWhenNear>
      <RenderWhenNear>
        <CtaBand {...consultationCta} />
      </RenderWhenNear>
      <RenderWhenNear>
        <Section id="why-us" eyebrow={whyUsIntro.eyebrow} title={whyUsIntro.title}>
          <FeatureGrid items={whyUs} columns={4} />
        </Section>
      </RenderWhenNear>
      <RenderWhenNear>
        <StatBanner {...banner} />
      </RenderWhenNear>
      <EndOfPagePrompt content={endPrompt} />
    </>
  );
}
