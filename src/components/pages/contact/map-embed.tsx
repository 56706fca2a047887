import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Img } from '@/components/ui/img';
import { useWidgets } from '@/content/hooks/use-widgets';

/** The picture's and the frame's box (./map-boot.ts makes the frame's class from the picture's). */
const frameBox = 'block aspect-[4/3] h-auto w-full lg:aspect-auto lg:h-[440px]';

interface MapEmbedProps {
  title: string;
  embedUrl: string;
  linkUrl: string;
  linkLabel: string;
}

/**
 * A picture of the area that turns into the OpenStreetMap embed (no API key) when the visitor asks:
 * the page itself never contacts a third party, which keeps it light on slow phone networks. The
 * picture is the contact page's largest paint on wide screens. Before the island's code has arrived,
 * the page's own lines (./map-boot.ts) answer the button the same way; the island takes the frame
 * they made as it hydrates.
 */
export function MapEmbed({ title, embedUrl, linkUrl, linkLabel }: MapEmbedProps) {
  const id = useId();
  const [interactive, setInteractive] = useState(() => shownBeforeCode(id));
  const { map } = useWidgets();
  return (
    <figure
      id={id}
      data-early-map={embedUrl}
      data-title={title}
      className="overflow-hidden rounded-3xl bg-brand-50 shadow-card ring-1 ring-slate-100"
    >
      {interactive ? (
        <iframe title={title} src={embedUrl} referrerPolicy="no-referrer" className={`${frameBox} border-0`} />
      ) : (
        <div className="relative">
          <Img
            src="/art/contact-map.svg"
            alt={map.picture}
            width={800}
            height={600}
            priority
            className={`${frameBox} object-cover`}
          />
          <Button
            variant="light"
            className="absolute bottom-4 left-1/2 -translate-x-1/2 ring-1 ring-brand-200"
            onClick={() => setInteractive(true)}
          >
            {map.show}
          </Button>
        </div>
      )}
      <figcaption className="bg-white px-5 py-3 text-sm">
        <a
          href={linkUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded font-semibold text-brand-700 hover:text-brand-900"
        >
          {linkLabel}
        </a>
      </figcaption>
    </figure>
  );
}

/** Whether the page's own lines (./map-boot.ts) showed the map before this code arrived. */
function shownBeforeCode(id: string): boolean {
  return typeof document !== 'undefined' && Boolean(document.getElementById(id)?.hasAttribute('data-shown'));
}
