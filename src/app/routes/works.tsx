import { AlternatingBlocks } from '@/components/sections/alternating-blocks';
import { CtaBand } from '@/components/sections/cta-band';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { workSteps, worksPage } from '@/content/works-steps';

const blocks = workSteps.map((step, i) => ({ ...step, kicker: `${worksPage.stepLabel} ${i + 1}` }));

export default function WorksPage() {
  return (
    <>
      <PageHeader eyebrow={worksPage.eyebrow} title={worksPage.title} intro={worksPage.intro} />
      <Section>
        <AlternatingBlocks blocks={blocks} priorityCount={1} />
      </Section>
      <CtaBand {...worksPage.cta} />
    </>
  );
}
