import { VerticalTimeline } from '@/components/pages/timeline/vertical-timeline';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import * as timelineContent from '@/content/timeline';
import { useLocalized } from '@/content/hooks/use-localized';
import { nepaliModules } from '@/content/hooks/nepali-modules';

export default function TimelinePage() {
  const { milestones, timelinePage } = useLocalized(timelineContent, nepaliModules.timeline);
  return (
    <>
      <PageHeader eyebrow={timelinePage.eyebrow} title={timelinePage.title} intro={timelinePage.intro} />
      <Section tone="muted">
        <VerticalTimeline label={timelinePage.listLabel} items={milestones} />
      </Section>
    </>
  );
}
