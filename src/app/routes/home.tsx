import { HomeHero } from '@/components/pages/home/home-hero';
import HomeSections from '@/components/pages/home/home-sections';
import { CallbackRequestSection } from '@/features/callback-request/callback-request-section';
import * as heroContent from '@/content/home-hero';
import { island } from '@/islands/island';
import { useLocalized } from '@/content/hooks/use-localized';
import { nepaliModules } from '@/content/hooks/nepali-modules';
import { usePageData } from '@/app/page-data';

const CallbackRequestSectionIsland = island('callback-request', CallbackRequestSection, 'interaction');
const HomeSectionsIsland = island('home-sections', HomeSections, 'visible');

export default function HomePage() {
  const { hero } = useLocalized(heroContent, nepaliModules.homeHero);
  const { supporters } = usePageData();
  return (
    <>
      <HomeHero content={hero} />
      <CallbackRequestSectionIsland />
      <HomeSectionsIsland supporters={supporters} />
    </>
  );
}
