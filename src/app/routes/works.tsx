import { AlternatingBlocks } from '@/components/blocks/alternating-blocks';
import { AndroidAppLink } from '@/components/blocks/android-app-link';
import { CtaBand } from '@/components/blocks/cta-band';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import * as worksContent from '@/content/works-steps';
import { useDigits } from '@/i18n/use-digits';
import { useLocalized } from '@/content/hooks/use-localized';
import { nepaliModules } from '@/content/hooks/nepali-modules';

export default function WorksPage() {
  const { workSteps, worksPage } = useLocalized(worksContent, nepaliModules.worksSteps);
  const digits = useDigits();
  const blocks = workSteps.map((step, i) => ({ ...step, kicker: `${worksPage.stepLabel} ${digits(i + 1)}` }));
  return (
    <>
      <PageHeader eyebrow={worksPage.eyebrow} title={worksPage.title} intro={worksPage.intro} />
      <AndroidAppLink />
      <Section>
        <AlternatingBlocks blocks={blocks} priorityCount={1} />
      </Section>
      <CtaBand {...worksPage.cta} />
    </>
  );
}
