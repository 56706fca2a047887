import { Img, type Picture } from '@/components/ui/img';
import { Reveal } from '@/components/ui/reveal';
import { Tabs } from '@/components/ui/tabs';
import type { TabItem } from '@/content/home';
import { Prose } from '@/components/blocks/prose';

interface TabbedShowcaseProps {
  label: string;
  tabs: readonly TabItem[];
  image: Picture;
}

/** The home page's tabbed block: the picture slides in once, the tabs swap the text beside it. */
export function TabbedShowcase({ label, tabs, image }: TabbedShowcaseProps) {
  return (
    <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
      <Reveal effect="slide">
        <Img {...image} className="h-auto w-full rounded-3xl shadow-card" />
      </Reveal>
      <Tabs
        label={label}
        tabs={tabs.map((tab) => ({
          id: tab.id,
          label: tab.label,
          panel: (
            <>
              <h3 className="text-2xl">{tab.heading}</h3>
              <Prose paragraphs={tab.paragraphs} className="mt-3" />
            </>
          ),
        }))}
      />
    </div>
  );
}
