import { HomeHero } from '@/components/sections/home-hero';
import * as heroContent from '@/content/home-hero';
import { island } from '@/lib/island';
import { useLocalized } from '@/i18n/use-localized';

// Below the hero, code arrives as the visitor scrolls; the prerendered HTML is there from the start.
const CallbackRequestSection = island(() =>
  import('@/features/callback-request/callback-request-section').then((module) => module.CallbackRequestSection),
);
const HomeSections = island(() => import('@/components/sections/home-sections').then((module) => module.default));

export default function HomePage() {
  const { hero } = useLocalized(heroContent, 'home-hero');
  return (
    <>
      <HomeHero content={hero} />
      <CallbackRequestSection />
      <HomeSections />
    </>
  );
}
