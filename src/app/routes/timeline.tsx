import { VerticalTimeline } from '@/components/sections/vertical-timeline';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { milestones, timelinePage } from '@/content/timeline';

export default function TimelinePage() {
  return (
    <>
      <PageHeader eyebrow={timelinePage.eyebrow} title={timelinePage.title} intro={timelinePage.intro} />
      <Section tone="muted">
        <VerticalTimeline label={timelinePage.listLabel} items={milestones} />
      </Section>
    </>
  );
}
